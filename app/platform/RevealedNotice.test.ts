// @vitest-environment jsdom
import { createElement as h } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RevealedNotice } from './RevealedNotice';

const reactGlobals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let actEnvironment: boolean | undefined;
let scrollIntoView: typeof Element.prototype.scrollIntoView;
let root: Root | undefined;

beforeEach(() => {
  // Rendered outside act, as an answer arriving from the network is (another test file in this worker may have
  // turned act's environment on).
  actEnvironment = reactGlobals.IS_REACT_ACT_ENVIRONMENT;
  reactGlobals.IS_REACT_ACT_ENVIRONMENT = false;
  // jsdom has no layout; the notice still asks to be scrolled into view.
  scrollIntoView = Element.prototype.scrollIntoView;
  Element.prototype.scrollIntoView = () => undefined;
});

afterEach(() => {
  root?.unmount();
  root = undefined;
  document.body.innerHTML = '';
  Element.prototype.scrollIntoView = scrollIntoView;
  reactGlobals.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
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
    const host = document.body.appendChild(document.createElement('div'));
    root = createRoot(host);
    const children = 'Ya existe un usuario con este documento.';
    const shown = focusWhenShown(children);
    // React commits this render in a task of its own. Any task between that commit and the notice taking the focus
    // would let a field the person has gone back to lose its focus to the notice before React has rendered what
    // they typed there.
    root.render(h(RevealedNotice, { notice: { tone: 'existing' }, children }));
    expect(await shown).toBe(host.firstElementChild);
  });
});
