import { describe, expect, it, vi } from 'vitest';
import { render } from '../../tests/browser/render';
import { VideoFrame } from './VideoFrame';

describe('VideoFrame', () => {
  it('does not steal focus when it starts in the ended state', async () => {
    const container = await render(<VideoFrame src="about:blank" ended />);
    expect(container.contains(document.activeElement)).toBe(false);
  });

  it('stays live when controlled, even after Finalizar, until the parent says it ended', async () => {
    const onEnd = vi.fn();
    const container = await render(<VideoFrame src="about:blank" ended={false} onEnd={onEnd} />);
    container.querySelector('button')!.click();
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(container.querySelector('iframe')).not.toBeNull();
  });
});
