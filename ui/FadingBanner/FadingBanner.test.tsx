import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render as renderInBrowser } from '../../tests/browser/render';
import { motion } from '../../tokens';
import { FadingBanner } from './FadingBanner';

const messages = [
  '¿Dudas sobre la web? Llámanos al (01) 311 9000',
  'Aún no tienes un seguro? Pídelo en cualquier oficina de la financiera',
];

const visible = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-state="in"], [data-state="current"]')].map((node) => node.textContent);
const fading = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-state="out"]')].map((node) => node.textContent);
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

/** The real pointer is shared with earlier test files and may rest where the banner appears: start each test un-hovered. */
async function render(node: Parameters<typeof renderInBrowser>[0]) {
  const container = await renderInBrowser(node);
  const banner = container.querySelector('section');
  act(() => {
    banner?.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body }));
  });
  return container;
}

describe('FadingBanner', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('uses the spec timing: 5 s per message, 0.5 s cross-fade', () => {
    expect(motion.bannerInterval).toBe(5000);
    expect(motion.bannerFade).toBe(500);
  });

  it('shows each message for 5 s, then cross-fades for 0.5 s', async () => {
    const container = await render(<FadingBanner messages={messages} autoPlay />);
    expect(visible(container)).toEqual([messages[0]]);

    advance(motion.bannerInterval - 1);
    expect(visible(container)).toEqual([messages[0]]);
    expect(fading(container)).toEqual([]);

    advance(1);
    // The fade has begun: the next message fades in over the outgoing one.
    expect(visible(container)).toEqual([messages[1]]);
    expect(fading(container)).toEqual([messages[0]]);

    advance(motion.bannerFade - 1);
    expect(fading(container)).toEqual([messages[0]]);
    advance(1);
    expect(fading(container)).toEqual([]);

    // And back to the first message, 5 s after the last change.
    advance(motion.bannerInterval - motion.bannerFade);
    expect(visible(container)).toEqual([messages[0]]);
  });

  it('pauses with the button and resumes with it', async () => {
    const container = await render(<FadingBanner messages={messages} autoPlay />);
    const button = container.querySelector('button')!;
    expect(button.getAttribute('aria-label')).toBe('Pausar mensajes');

    act(() => button.click());
    expect(button.getAttribute('aria-label')).toBe('Reanudar mensajes');
    advance(motion.bannerInterval * 3);
    expect(visible(container)).toEqual([messages[0]]);

    act(() => button.click());
    button.blur();
    advance(motion.bannerInterval);
    expect(visible(container)).toEqual([messages[1]]);
  });

  it('pauses while the pointer is over it', async () => {
    const container = await render(<FadingBanner messages={messages} autoPlay />);
    const banner = container.querySelector('section')!;
    act(() => {
      banner.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    });
    expect(banner.dataset.paused).toBe('true');
    advance(motion.bannerInterval * 2);
    expect(visible(container)).toEqual([messages[0]]);

    act(() => {
      banner.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body }));
    });
    expect(banner.dataset.paused).toBe('false');
    advance(motion.bannerInterval);
    expect(visible(container)).toEqual([messages[1]]);
  });

  it('pauses while focus is inside it', async () => {
    const container = await render(<FadingBanner messages={messages} autoPlay />);
    const button = container.querySelector('button')!;
    act(() => button.focus());
    advance(motion.bannerInterval * 2);
    expect(visible(container)).toEqual([messages[0]]);
    act(() => button.blur());
    advance(motion.bannerInterval);
    expect(visible(container)).toEqual([messages[1]]);
  });

  it('does not rotate on its own when autoPlay is off (the default under reduced motion)', async () => {
    const container = await render(<FadingBanner messages={messages} autoPlay={false} />);
    advance(motion.bannerInterval * 3);
    expect(visible(container)).toEqual([messages[0]]);
    expect(container.querySelector('button')!.getAttribute('aria-label')).toBe('Reanudar mensajes');
  });

  it('starts stopped when the system asks for reduced motion', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...original.call(window, query),
      matches: query.includes('reduce'),
    })) as typeof window.matchMedia;
    try {
      const container = await render(<FadingBanner messages={messages} />);
      advance(motion.bannerInterval * 2);
      expect(visible(container)).toEqual([messages[0]]);
    } finally {
      window.matchMedia = original;
    }
  });

  it('has no button and never rotates with a single message', async () => {
    const container = await render(<FadingBanner messages={[messages[0]]} autoPlay />);
    expect(container.querySelector('button')).toBeNull();
    advance(motion.bannerInterval * 2);
    expect(visible(container)).toEqual([messages[0]]);
  });
});
