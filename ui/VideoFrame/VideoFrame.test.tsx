import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from '../../tests/browser/render';
import { VideoFrame } from './VideoFrame';

describe('VideoFrame', () => {
  it('does not steal focus when it starts in the ended state', async () => {
    const container = await render(<VideoFrame src="about:blank" ended />);
    expect(container.contains(document.activeElement)).toBe(false);
  });

  it('stays live when controlled, even after Finalizar is confirmed, until the parent says it ended', async () => {
    const onEnd = vi.fn();
    const container = await render(<VideoFrame src="about:blank" ended={false} onEnd={onEnd} />);
    await userEvent.click(container.querySelector('button')!);
    // Ending is for good, so the customer is asked first; nothing ends until they confirm.
    await expect.poll(() => document.querySelector('[role="dialog"]')).not.toBeNull();
    expect(onEnd).not.toHaveBeenCalled();
    const confirm = [...document.querySelectorAll<HTMLButtonElement>('[role="dialog"] button')].find(
      (b) => b.textContent === 'Sí, finalizar',
    )!;
    await userEvent.click(confirm);
    expect(onEnd).toHaveBeenCalledTimes(1);
    await expect.poll(() => document.querySelector('[role="dialog"]')).toBeNull();
    expect(container.querySelector('iframe')).not.toBeNull();
  });
});
