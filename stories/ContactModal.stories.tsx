import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button, ContactModal } from '../ui';
import about from './docs/ContactModal.md?raw';

const meta = {
  title: 'UI/ContactModal',
  tags: ['diálogo'],
  parameters: { docs: { description: { component: about } } },
  component: ContactModal,
  args: {
    email: 'contacto@beneficios.pe',
    phone: '(01) 311 9000',
    trigger: <Button variant="secondary">¿No resolvimos tu duda?</Button>,
  },
} satisfies Meta<typeof ContactModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: '¿No resolvimos tu duda?' }));
  return screen.findByRole('dialog');
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(within(dialog).getByRole('link', { name: /contacto@beneficios\.pe/ })).toHaveAttribute(
      'href',
      'mailto:contacto@beneficios.pe',
    );
    await expect(within(dialog).getByRole('link', { name: /311 9000/ })).toHaveAttribute('href', 'tel:013119000');
  },
};

export const AcceptCloses: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: '¿No resolvimos tu duda?' })).toHaveFocus(),
    );
  },
};

export const LongSpanishText: Story = {
  args: {
    email: 'atencion.al.cliente.beneficios.seguros@financiera-ejemplo.com.pe',
    description:
      'Nuestro equipo te atiende de lunes a viernes de 9:00 a 18:00 y los sábados de 9:00 a 13:00, excepto feriados.',
  },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
  },
};
