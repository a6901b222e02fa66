import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyTypeface, fetchTypeface, TYPEFACE_KEY, TYPEFACE_STYLE_ID, typefaceIfLoadedBefore } from './typeface.ts';

/** The typeface's <style>, the document's head and a browser storage (the unit project runs in Node). */
function fakeBrowser({ stored = false, storageClosed = false } = {}) {
  const style = {
    media: 'not all' as string | null,
    removeAttribute: (name: string) => name === 'media' && (style.media = null),
  };
  const values = new Map<string, string>(stored ? [[TYPEFACE_KEY, '1']] : []);
  const refuse = () => {
    if (storageClosed) throw new DOMException('closed', 'SecurityError');
  };
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => (refuse(), values.get(key) ?? null),
    setItem: (key: string, value: string) => (refuse(), void values.set(key, value)),
  });
  const head: EventTarget[] = [];
  vi.stubGlobal('document', {
    getElementById: (id: string) => (id === TYPEFACE_STYLE_ID ? style : null),
    createElement: () => Object.assign(new EventTarget(), { rel: '', as: '', type: '', crossOrigin: '', href: '' }),
    head: { append: (node: EventTarget) => head.push(node) },
  });
  return { style, values, head };
}

describe('the typeface', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('waits in a browser that never loaded it', () => {
    const { style } = fakeBrowser();
    typefaceIfLoadedBefore(TYPEFACE_KEY, TYPEFACE_STYLE_ID);
    expect(style.media).toBe('not all');
  });

  it('applies before the first paint in a browser that loaded it before', () => {
    const { style } = fakeBrowser({ stored: true });
    typefaceIfLoadedBefore(TYPEFACE_KEY, TYPEFACE_STYLE_ID);
    expect(style.media).toBeNull();
  });

  it('waits, without an error, when the storage is closed', () => {
    const { style } = fakeBrowser({ storageClosed: true });
    expect(() => typefaceIfLoadedBefore(TYPEFACE_KEY, TYPEFACE_STYLE_ID)).not.toThrow();
    expect(style.media).toBe('not all');
  });

  it('comes into the cache without applying, and is remembered once its file has loaded', () => {
    const { style, values, head } = fakeBrowser();
    fetchTypeface('/assets/figtree-latin.woff2');
    expect(head).toEqual([
      expect.objectContaining({
        rel: 'prefetch',
        as: 'font',
        crossOrigin: 'anonymous',
        href: '/assets/figtree-latin.woff2',
      }),
    ]);
    expect(style.media).toBe('not all');
    expect(values.has(TYPEFACE_KEY)).toBe(false);
    head[0]!.dispatchEvent(new Event('load'));
    expect(values.get(TYPEFACE_KEY)).toBe('1');
  });

  it('is not remembered when its file fails, nor when the storage is closed', () => {
    const failed = fakeBrowser();
    fetchTypeface('/assets/figtree-latin.woff2');
    failed.head[0]!.dispatchEvent(new Event('error'));
    expect(failed.values.has(TYPEFACE_KEY)).toBe(false);

    const closed = fakeBrowser({ storageClosed: true });
    fetchTypeface('/assets/figtree-latin.woff2');
    expect(() => closed.head[0]!.dispatchEvent(new Event('load'))).not.toThrow();
  });

  it('applies when asked', () => {
    const { style } = fakeBrowser();
    applyTypeface();
    expect(style.media).toBeNull();
  });
});
