import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { VideoFrame } from '../ui';
import about from './docs/VideoFrame.md?raw';

const room = 'data:text/html,<p style="font-family:sans-serif">Sala de videoconsulta</p>';

const meta = {
  title: 'UI/VideoFrame',
  tags: ['contenido'],
  parameters: { docs: { description: { component: about } } },
  component: VideoFrame,
  args: { src: room, onEnd: fn() },
} satisfies Meta<typeof VideoFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Live: Story = {
  // The play function reads the light look's colours, so the toolbar's theme stays on light here.
  globals: { theme: 'light' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const frame = canvasElement.querySelector('iframe')!;
    await expect(frame).toHaveAttribute('allow', 'camera; microphone');
    await expect(frame).toHaveAttribute('title', 'Videoconsulta');
    await expect(frame.getBoundingClientRect().height).toBe(600);
    const end = canvas.getByRole('button', { name: 'Finalizar' });
    // Red, the danger emphasis.
    await expect(getComputedStyle(end).backgroundColor).toBe('rgb(194, 31, 47)');
  },
};

export const EndSession: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Finalizar' }));
    const ask = within(document.body).getByRole('dialog', { name: '¿Finalizar la videoconsulta?' });
    await expect(args.onEnd).not.toHaveBeenCalled();
    await userEvent.click(within(ask).getByRole('button', { name: 'Sí, finalizar' }));
    await expect(args.onEnd).toHaveBeenCalledTimes(1);
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent(
      'Has terminado tu sesión, recuerda que puedes volver a agendar tu asistencia en cualquier momento.',
    );
    await expect(status).toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'Ir a Inicio' })).toHaveAttribute('href', '/');
  },
};

export const EndedWithRouterLink: Story = {
  args: { ended: true, renderHomeLink: (props) => <a href="#inicio" data-router="true" {...props} /> },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Ir a Inicio' });
    await expect(link).toHaveAttribute('href', '#inicio');
    await expect(link).toHaveAttribute('data-router', 'true');
  },
};

/** The question before ending: "Seguir en la consulta" keeps the room and returns focus to "Finalizar". */
export const ConfirmEnd: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const end = canvas.getByRole('button', { name: 'Finalizar' });
    await userEvent.click(end);
    const ask = within(document.body).getByRole('dialog', { name: '¿Finalizar la videoconsulta?' });
    await expect(ask).toHaveTextContent('no podrás volver a entrar');
    await userEvent.click(within(ask).getByRole('button', { name: 'Seguir en la consulta' }));
    await expect(args.onEnd).not.toHaveBeenCalled();
    await expect(canvasElement.querySelector('iframe')).not.toBeNull();
    await expect(end).toHaveFocus();
  },
};

/** The question, open (for its pixels and axe). */
export const Confirming: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Finalizar' }));
    // With motion, the question fades in.
    await waitFor(() => expect(within(document.body).getByRole('button', { name: 'Sí, finalizar' })).toBeVisible());
  },
};

export const KeyboardEnd: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Finalizar' }).focus();
    await userEvent.keyboard('{Enter}');
    const ask = within(document.body).getByRole('dialog');
    // With motion, the question fades in, and fades out before the focus is back on the page.
    await waitFor(() => expect(ask).toBeVisible());
    within(ask).getByRole('button', { name: 'Sí, finalizar' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onEnd).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Ir a Inicio' })).toHaveFocus();
  },
};

export const LongSpanishText: Story = {
  args: {
    ended: true,
    endedMessage:
      'Has terminado tu sesión, recuerda que puedes volver a agendar tu asistencia en cualquier momento. Si tuviste problemas con el audio o la cámara, escríbenos y te ayudaremos a reprogramar tu consulta sin costo.',
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
};

export const MobileEnded: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { ended: true },
};
