import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SurveyPopup, type SurveyPopupStatus } from '../ui';
import about from './docs/SurveyPopup.md?raw';

const meta = {
  title: 'UI/SurveyPopup',
  tags: ['diálogo'],
  component: SurveyPopup,
  args: { open: true, onSubmit: fn(), onClose: fn() },
  // Fixed to the viewport: on the docs page each story gets a frame of its own, or it would draw over the page (or nowhere).
  parameters: {
    layout: 'fullscreen',
    docs: { description: { component: about }, story: { inline: false, iframeHeight: 480 } },
  },
} satisfies Meta<typeof SurveyPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

const popup = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('dialog', { name: '¿Cómo calificarías tu experiencia?' });

export const Asking: Story = {
  play: async ({ canvasElement }) => {
    const dialog = popup(canvasElement);
    // Non-blocking: not modal, and focus stays where it was.
    await expect(dialog).toHaveAttribute('aria-modal', 'false');
    await expect(dialog).not.toContainElement(document.activeElement as HTMLElement);
    await expect(within(dialog).getByRole('button', { name: 'Enviar' })).toBeDisabled();
  },
};

export const ChooseAndSubmit: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = popup(canvasElement);
    await userEvent.click(within(dialog).getByText('Regular'));
    const send = within(dialog).getByRole('button', { name: 'Enviar' });
    await expect(send).toBeEnabled();
    await userEvent.click(send);
    await expect(args.onSubmit).toHaveBeenCalledWith('Neutro');
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = popup(canvasElement);
    await userEvent.tab();
    await expect(within(dialog).getByRole('radio', { name: 'Buena' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Enviar' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('Promotor');
  },
};

/** Sent from the keyboard: the button that held the focus goes away, and the thanks take the focus. */
export const ThanksTakeTheFocus: Story = {
  render: function Render(args) {
    const [status, setStatus] = useState<SurveyPopupStatus>('asking');
    return <SurveyPopup {...args} status={status} onSubmit={(value) => (args.onSubmit(value), setStatus('thanks'))} />;
  },
  play: async ({ canvasElement }) => {
    const dialog = popup(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const thanks = await within(dialog).findByRole('status');
    await expect(thanks).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Cerrar encuesta' })).toHaveFocus();
  },
};

export const Sending: Story = {
  args: { status: 'sending' },
  play: async ({ canvasElement }) => {
    const dialog = popup(canvasElement);
    await expect(within(dialog).getByRole('button', { name: /Enviar/ })).toHaveAttribute('aria-busy', 'true');
    for (const radio of within(dialog).getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const Thanks: Story = {
  args: { status: 'thanks', code: 'ENC-48213' },
  play: async ({ canvasElement }) => {
    await expect(within(popup(canvasElement)).getByRole('status')).toHaveTextContent(
      '¡Gracias por tu opinión! Nos ayuda a mejorar tus beneficios.',
    );
    await expect(within(popup(canvasElement)).getByRole('status')).not.toHaveTextContent('ENC-48213');
  },
};

export const CloseButton: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(popup(canvasElement)).getByRole('button', { name: 'Cerrar encuesta' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(popup(canvasElement)).toBeInTheDocument();
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** On a 360 × 740 phone it stays compact: at most a fifth of the screen, the faces and the button on one row. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const dialog = popup(canvasElement);
    await expect(dialog.getBoundingClientRect().height).toBeLessThanOrEqual(740 / 5);
    const face = within(dialog).getByText('Mala').closest('label')!.getBoundingClientRect();
    const send = within(dialog).getByRole('button', { name: 'Enviar' }).getBoundingClientRect();
    await expect(Math.abs(face.top + face.height / 2 - (send.top + send.height / 2))).toBeLessThan(send.height);
    // Each face stays a full tap target.
    await expect(face.width).toBeGreaterThanOrEqual(44);
    await expect(face.height).toBeGreaterThanOrEqual(44);
  },
};

/** The thanks on a phone take as little room. */
export const MobileThanks: Story = {
  args: { status: 'thanks', code: 1234 },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(popup(canvasElement).getBoundingClientRect().height).toBeLessThanOrEqual(740 / 5);
  },
};
