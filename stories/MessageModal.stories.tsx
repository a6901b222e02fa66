import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button, MessageModal } from '../ui';
import about from './docs/MessageModal.md?raw';

const meta = {
  title: 'UI/MessageModal',
  tags: ['diálogo'],
  parameters: { docs: { description: { component: about } } },
  component: MessageModal,
  args: {
    title: 'Alta conforme, iniciar sesión',
    description: 'Tu cuenta ya está activa. Ingresa con tu documento y tu contraseña.',
    tone: 'success',
    trigger: <Button>Ver mensaje</Button>,
    onConfirm: fn(),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof MessageModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ver mensaje' }));
  return screen.findByRole('dialog');
};

/** The button reads "Continuar" unless told otherwise, and closes the message. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await open(canvasElement);
    await expect(dialog).toHaveAccessibleName('Alta conforme, iniciar sesión');
    await expect(dialog).toHaveAttribute('data-tone', 'success');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Ver mensaje' })).toHaveFocus());
  },
};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    await open(canvasElement);
  },
};

export const Info: Story = {
  args: {
    tone: 'info',
    title: 'Te enviamos un correo',
    description: 'Revisa tu bandeja de entrada para confirmar tu cita.',
  },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
  },
};

export const Warning: Story = {
  args: { tone: 'warning', title: 'Revisa tus datos', description: 'Ya existe un usuario con este documento.' },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
  },
};

/** The survey's failure dialog (spec, error catalogue). */
export const SurveyFailure: Story = {
  args: {
    tone: 'error',
    title: 'Lo sentimos',
    description: 'No se pudo enviar la información, intentelo mas tarde.',
    buttonLabel: 'Aceptar',
  },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(dialog).toHaveAccessibleDescription('No se pudo enviar la información, intentelo mas tarde.');
    // With motion, the dialog fades in before its button counts as visible.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Aceptar' })).toBeVisible());
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvasElement, args }) => {
    await open(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const LongSpanishText: Story = {
  args: {
    tone: 'info',
    title: 'Tu solicitud de cambio de cita fue registrada y la confirmaremos muy pronto',
    description:
      'Recibirás un mensaje de texto y un correo electrónico con la nueva fecha y hora de tu atención. Si no recibes la confirmación en las próximas veinticuatro horas, comunícate con nuestra central telefónica.',
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
