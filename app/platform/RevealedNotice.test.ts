// @vitest-environment jsdom
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { RevealedNotice } from './RevealedNotice';

afterEach(() => {
  document.body.innerHTML = '';
});

/** Resolves with the focused element at the first moment the notice's text is in the page. */
function focusWhenShown(text: string): Promise<Element | null> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!document.body.textContent?.includes(text)) return;
      observer.disconnect();
      resolve(document.activeElement);
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

describe('RevealedNotice', () => {
  it('has the focus by the time its text can be read, so a field entered next keeps its own blur', async () => {
    // jsdom has no layout; the notice still asks to be scrolled into view.
    Element.prototype.scrollIntoView = () => undefined;
    const host = document.body.appendChild(document.createElement('div'));
    const root = createRoot(host);
    const shown = focusWhenShown('Ya existe un usuario con este documento.');
    // Rendered outside act, as an answer arriving from the network is: React commits it in a task of its own, and
    // any task between that commit and the notice taking focus would let the person's next field lose its focus
    // to the notice mid-typing, before React has rendered what they typed.
    const children = 'Ya existe un usuario con este documento.';
    root.render(h(RevealedNotice, { notice: { tone: 'existing' }, children }));
    const focused = await shown;
    expect(focused).toBe(host.firstElementChild);
    root.unmount();
  });
});
