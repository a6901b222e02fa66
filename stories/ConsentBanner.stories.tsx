import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button, ConsentBanner } from '../ui';
import about from './docs/ConsentBanner.md?raw';

const meta = {
  title: 'UI/ConsentBanner',
  tags: ['diálogo', 'aviso'],
  component: ConsentBanner,
  args: { open: true, onAccept: fn(), onReject: fn(), onPrivacyClick: fn() },
  // Sticky at the bottom of a page's column, as the portal places it: on the docs page each story gets a frame of its own.
  decorators: [
    (Story) => (
      <div style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', justifyContent: 'flex-end' }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    layout: 'fullscreen',
    docs: { description: { component: about }, story: { inline: false, iframeHeight: 480 } },
  },
} satisfies Meta<typeof ConsentBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** First visit: nothing decided, nothing pre-selected, both choices alike. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const banner = within(canvasElement).getByRole('region', { name: 'Tu privacidad' });
    await expect(banner).toBeVisible();
    await userEvent.click(within(banner).getByRole('button', { name: 'Rechazar' }));
    await expect(args.onReject).toHaveBeenCalledTimes(1);
    await userEvent.click(within(banner).getByRole('button', { name: 'Aceptar analíticas' }));
    await expect(args.onAccept).toHaveBeenCalledTimes(1);
    await userEvent.click(within(banner).getByRole('button', { name: 'Política de privacidad' }));
    await expect(args.onPrivacyClick).toHaveBeenCalledTimes(1);
  },
};

/** Reopened from the footer: says what was decided and takes focus, so keyboard users land in it. */
export const ChangingADecision: Story = {
  args: { current: false, focusOnOpen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Ahora: rechazaste las cookies analíticas.')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Tu privacidad' })).toHaveFocus());
  },
};

export const Accepted: Story = {
  args: { current: true },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByText('Ahora: aceptaste las cookies analíticas.')).toBeVisible(),
};

export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => expect(within(canvasElement).queryByRole('region')).toBeNull(),
};

/** Keyboard: refuse and accept are reached in order, after the privacy link. */
export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Política de privacidad' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Rechazar' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Aceptar analíticas' })).toHaveFocus();
  },
};

/** Deciding closes it (the app keeps the state). */
export const DecidingCloses: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(true);
    return (
      <>
        {/* The page above the banner, which takes the rest of the column. */}
        <div style={{ flex: '1 0 auto' }}>
          <Button onClick={() => setOpen(true)}>Preferencias de cookies</Button>
        </div>
        <ConsentBanner {...args} open={open} onAccept={() => setOpen(false)} onReject={() => setOpen(false)} />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Rechazar' }));
    await expect(canvas.queryByRole('region', { name: 'Tu privacidad' })).toBeNull();
  },
};

export const LongSpanishText: Story = {
  args: {
    description:
      'Usamos cookies estrictamente necesarias para mantener tu sesión iniciada y recordar tus preferencias. Si nos das tu permiso, también usaremos cookies analíticas y herramientas de experimentos para entender qué páginas te resultan útiles, qué dificultades encuentras al agendar una cita y cómo mejorar el portal para todos nuestros asegurados.',
  },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByRole('region', { name: 'Tu privacidad' })).toBeVisible(),
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByRole('button', { name: 'Aceptar analíticas' })).toBeVisible(),
};
