import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { NoticeBox } from '../ui';
import about from './docs/NoticeBox.md?raw';

const meta = {
  title: 'UI/NoticeBox',
  tags: ['aviso'],
  parameters: { docs: { description: { component: about } } },
  component: NoticeBox,
  args: { tone: 'info', children: 'Te enviamos un correo con el enlace de activación.' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NoticeBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveAttribute('data-tone', 'info');
    await expect(status).toHaveTextContent('Información: Te enviamos un correo');
  },
};

export const Success: Story = {
  args: { tone: 'success', children: 'Alta conforme, iniciar sesión' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Alta conforme, iniciar sesión');
  },
};

/** The spec's yellow notice for registration code 2, links passed as children. */
export const Warning: Story = {
  args: {
    tone: 'warning',
    children: (
      <>
        Ya existe un usuario con este documento. <a href="/inicia">Inicia sesión</a> o{' '}
        <a href="/password">Restablece tu contraseña</a>.
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Ya existe un usuario con este documento.');
    await expect(canvas.getByRole('link', { name: 'Inicia sesión' })).toHaveAttribute('href', '/inicia');
    await expect(canvas.getByRole('link', { name: 'Restablece tu contraseña' })).toHaveAttribute('href', '/password');
  },
};

export const Error: Story = {
  args: { tone: 'error', children: 'Error en el registro' },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Error: Error en el registro');
  },
};

export const PoliteError: Story = {
  args: {
    tone: 'error',
    announce: 'polite',
    title: 'Lo sentimos',
    children: 'No se pudo enviar la información, intentelo mas tarde.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Lo sentimos');
  },
};

/** Appears in a live region after an action, so screen readers hear it. */
export const AppearsAfterSubmit: Story = {
  render: function Render(args) {
    const [shown, setShown] = useState(false);
    return (
      <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
        <button type="button" onClick={() => setShown(true)}>
          Continuar
        </button>
        {shown ? (
          <NoticeBox {...args} tone="warning">
            Captcha inválido, actualizar web
          </NoticeBox>
        ) : null}
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('status')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Captcha inválido, actualizar web');
  },
};

export const AllTones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <NoticeBox tone="info">Información general sobre tu cuenta.</NoticeBox>
      <NoticeBox tone="success">Alta conforme, iniciar sesión</NoticeBox>
      <NoticeBox tone="warning">Ya existe un usuario con este documento.</NoticeBox>
      <NoticeBox tone="error" announce="off">
        Error al verificar el captcha
      </NoticeBox>
    </div>
  ),
};

export const LongSpanishText: Story = {
  args: {
    tone: 'warning',
    title: 'Tu seguro todavía no aparece en nuestro sistema',
    children:
      'Si contrataste tu seguro hace menos de siete días hábiles, es posible que aún esté en proceso de aprobación. Vuelve a intentarlo más tarde o comunícate con nosotros para ayudarte a activar tus beneficios.',
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: {
    tone: 'warning',
    children: (
      <>
        Ya existe un usuario con este documento. <a href="/inicia">Inicia sesión</a> o{' '}
        <a href="/password">Restablece tu contraseña</a>.
      </>
    ),
  },
};
