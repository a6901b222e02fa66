import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FadingBanner } from '../ui';
import about from './docs/FadingBanner.md?raw';

const messages = [
  <>
    ¿Tienes dudas sobre la web? Llámanos al <a href="tel:013119000">(01) 311 9000</a>
  </>,
  'Aún no tienes un seguro? Pídelo en cualquier oficina de la financiera',
];

/** Stories keep rotation out of the pixels: a very long interval, or paused. Timing is proven in FadingBanner.test.tsx. */
const meta = {
  title: 'UI/FadingBanner',
  tags: ['aviso'],
  component: FadingBanner,
  args: { messages, autoPlay: true, interval: 3_600_000 },
  parameters: { layout: 'fullscreen', docs: { description: { component: about } } },
} satisfies Meta<typeof FadingBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('region', { name: 'Información' });
    await expect(banner).toHaveAttribute('data-paused', 'false');
    await expect(within(banner).getByRole('button', { name: 'Pausar mensajes' })).toBeVisible();
    await expect(within(banner).getByRole('link', { name: '(01) 311 9000' })).toHaveAttribute('href', 'tel:013119000');
  },
};

export const Rotates: Story = {
  args: { interval: 800 },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('region', { name: 'Información' });
    await waitFor(
      () =>
        expect(banner.querySelector('[data-state="in"], [data-state="current"]')).toHaveTextContent(
          'Aún no tienes un seguro?',
        ),
      { timeout: 4000 },
    );
    // Stop it so the picture is stable.
    await userEvent.click(within(banner).getByRole('button', { name: 'Pausar mensajes' }));
    await expect(banner.querySelector('[data-state="in"], [data-state="current"]')).toHaveTextContent(
      'Aún no tienes un seguro?',
    );
  },
};

export const PauseButton: Story = {
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('region', { name: 'Información' });
    await userEvent.click(within(banner).getByRole('button', { name: 'Pausar mensajes' }));
    const resume = within(banner).getByRole('button', { name: 'Reanudar mensajes' });
    await userEvent.unhover(banner);
    resume.blur();
    await expect(banner).toHaveAttribute('data-paused', 'true');
    await expect(banner.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    await userEvent.click(resume);
    await expect(within(banner).getByRole('button', { name: 'Pausar mensajes' })).toBeVisible();
    await userEvent.click(within(banner).getByRole('button', { name: 'Pausar mensajes' }));
  },
};

export const PausesOnHover: Story = {
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('region', { name: 'Información' });
    await userEvent.hover(banner);
    await expect(banner).toHaveAttribute('data-paused', 'true');
    await userEvent.unhover(banner);
    await expect(banner).toHaveAttribute('data-paused', 'false');
  },
};

export const PausesOnFocus: Story = {
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('region', { name: 'Información' });
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(banner).getByRole('button', { name: 'Pausar mensajes' })).toHaveFocus();
    await expect(banner).toHaveAttribute('data-paused', 'true');
  },
};

/** Under prefers-reduced-motion the banner does not rotate until asked to. */
export const ReducedMotion: Story = {
  args: { autoPlay: undefined },
  play: async ({ canvasElement }) => {
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const name = reduced ? 'Reanudar mensajes' : 'Pausar mensajes';
    await expect(within(canvasElement).getByRole('button', { name })).toBeVisible();
  },
};

export const SingleMessage: Story = {
  args: { messages: ['Aún no tienes un seguro? Pídelo en cualquier oficina de la financiera'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Empty: Story = { args: { messages: [] } };

export const LongSpanishText: Story = {
  args: {
    messages: [
      'Si tienes dudas sobre cómo activar tu cuenta, agendar una cita o usar tus beneficios, comunícate con nuestra central de atención de lunes a sábado',
      messages[1],
    ],
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
