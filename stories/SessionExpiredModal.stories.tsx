import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button, SessionExpiredModal } from '../ui';
import about from './docs/SessionExpiredModal.md?raw';

/** A page with its own root, so the story can show that the root is locked while the modal is open. */
function PageWithExpiry({ onAccept }: { onAccept: () => void }) {
  const [open, setOpen] = useState(false);
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  return (
    <>
      <div ref={setRoot} data-testid="page-root">
        <p>Mis beneficios</p>
        <Button onClick={() => setOpen(true)}>Simular sesión vencida</Button>
      </div>
      <SessionExpiredModal
        open={open}
        lockRoot={root}
        onAccept={() => {
          onAccept();
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'UI/SessionExpiredModal',
  tags: ['diálogo', 'aviso'],
  parameters: { docs: { description: { component: about } } },
  component: SessionExpiredModal,
  args: { open: true, onAccept: fn() },
  render: (args) => <PageWithExpiry onAccept={args.onAccept} />,
} satisfies Meta<typeof SessionExpiredModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const expire = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Simular sesión vencida' }));
  const dialog = await screen.findByRole('alertdialog');
  // With normal motion the dialog fades in from transparent: wait until a person could see it.
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await expire(canvasElement);
    await expect(dialog).toHaveAccessibleName('Tu sesión ha expirado');
    await expect(dialog).toHaveAccessibleDescription(
      'Al parecer has estado mucho tiempo desconectado, vuelve a iniciar sesion.',
    );
    await expect(within(dialog).queryByRole('button', { name: 'Cerrar' })).not.toBeInTheDocument();
  },
};

export const LocksThePageRoot: Story = {
  play: async ({ canvasElement, args }) => {
    const root = within(canvasElement).getByTestId('page-root');
    const dialog = await expire(canvasElement);
    await waitFor(() => expect(root).toHaveAttribute('data-locked', 'true'));
    await expect(root.inert).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await expect(args.onAccept).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(root).not.toHaveAttribute('data-locked');
    await expect(root.inert).toBe(false);
    // Opened by the app (no Trigger): focus still goes back to where it was.
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: 'Simular sesión vencida' })).toHaveFocus(),
    );
  },
};

export const OutsideClickDoesNotDismiss: Story = {
  play: async ({ canvasElement, args }) => {
    await expire(canvasElement);
    await userEvent.click(document.querySelector('[data-modal-overlay]')!);
    await expect(screen.getByRole('alertdialog')).toBeVisible();
    await expect(args.onAccept).not.toHaveBeenCalled();
  },
};

export const EscapeAccepts: Story = {
  play: async ({ canvasElement, args }) => {
    await expire(canvasElement);
    await userEvent.keyboard('{Escape}');
    await expect(args.onAccept).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expire(canvasElement);
  },
};
