/**
 * What a customer typed into a prerendered page before React took it over, carried across hydration.
 *
 * A prerendered form answers the keyboard long before its scripts arrive on a slow line. React hydrates the form
 * with its own state (empty fields), so without this the first re-render would wipe what was typed. The page's
 * controls are read just before hydration and handed back to React afterwards through the events its onChange
 * listens to, so each form's own state (filters and rules included) receives them as if typed again.
 */

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface TypedControl {
  element: Control;
  /** Its place among the page's controls, to find it again should React have replaced the node (a mismatch). */
  index: number;
  value: string;
  checked: boolean;
}

export interface TypedBeforeHydration {
  controls: TypedControl[];
  focused: { index: number; element: Control; selectionStart: number | null; selectionEnd: number | null } | null;
  /** Stops following the keyboard (see readTypedBeforeHydration); false once it has. */
  stop: () => boolean;
}

const NOT_TYPED = new Set(['hidden', 'submit', 'button', 'reset', 'image', 'file']);
const isToggle = (element: Control): element is HTMLInputElement =>
  element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio');

/** Whether the customer changed a control from what the HTML arrived with. */
function changed(element: Control): boolean {
  if (isToggle(element)) return element.checked !== element.defaultChecked;
  if (element instanceof HTMLSelectElement)
    return [...element.options].some((option) => option.selected !== option.defaultSelected);
  return element.value !== element.defaultValue;
}

const controlsOf = (root: HTMLElement) => [...root.querySelectorAll<Control>('input, textarea, select')];

function find(root: HTMLElement, index: number, element: Control): Control | undefined {
  return root.contains(element) ? element : controlsOf(root)[index];
}

const isControl = (node: unknown): node is Control =>
  node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement || node instanceof HTMLSelectElement;

function focusOf(element: Control, index: number): NonNullable<TypedBeforeHydration['focused']> {
  return {
    element,
    index,
    selectionStart: caretOf(element, 'selectionStart'),
    selectionEnd: caretOf(element, 'selectionEnd'),
  };
}

function readControl(element: Control, index: number): TypedControl {
  return { element, index, value: element.value, checked: isToggle(element) ? element.checked : false };
}

/**
 * Reads every control of `root` the customer has changed, and the focused one. Call just before hydrateRoot: until
 * `stop`, keystrokes that land while React hydrates are followed too.
 */
export function readTypedBeforeHydration(root: HTMLElement): TypedBeforeHydration {
  const all = controlsOf(root);
  const typed = new Map<Control, TypedControl>();
  all.forEach((element, index) => {
    if (element instanceof HTMLInputElement && NOT_TYPED.has(element.type)) return;
    if (changed(element)) typed.set(element, readControl(element, index));
  });
  const follow = (event: Event) => {
    const index = all.indexOf(event.target as Control);
    if (!isControl(event.target) || index < 0) return;
    typed.set(event.target, readControl(event.target, index));
    if (event.target === document.activeElement) focused = focusOf(event.target, index);
  };
  let stopped = false;
  // Only what the customer types, ticks or picks: browsers fire `input` for each. Not `change`, which leaving a text
  // field fires too, with the value it holds then: React empties a controlled field it re-renders while it hydrates,
  // and a customer who moves to the next field would hand that empty value back.
  root.addEventListener('input', follow, true);
  const active = document.activeElement;
  let focused = isControl(active) && all.includes(active) ? focusOf(active, all.indexOf(active)) : null;
  return {
    get controls() {
      return [...typed.values()];
    },
    get focused() {
      return focused;
    },
    stop() {
      if (stopped) return false;
      stopped = true;
      root.removeEventListener('input', follow, true);
      return true;
    },
  };
}

/** selectionStart throws on input types without a caret (email, number); a select has none. */
function caretOf(element: Control, key: 'selectionStart' | 'selectionEnd'): number | null {
  if (element instanceof HTMLSelectElement) return null;
  try {
    return element[key];
  } catch {
    return null;
  }
}

/**
 * Sets a value the way a keystroke does: through the prototype's own setter, so React's value tracker still holds
 * the old value and its change detection fires on the event that follows.
 */
function setLikeTyping(element: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const prototype = element instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const nativeSetter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  // The tracker (an own property React adds to the node) learns an empty value first, so even an unchanged DOM
  // value (hydration keeps the node's text) reads as a change.
  element.value = '';
  nativeSetter?.call(element, value);
  element.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Hands what was typed to the hydrated forms and keeps the focus and caret where they were. Call once React has hydrated `root`. */
export function restoreTypedAfterHydration(root: HTMLElement, typed: TypedBeforeHydration): void {
  // Once only (a development build runs effects twice).
  if (!typed.stop()) return;
  // The customer may have moved on while React hydrated: the field in focus now keeps it (its caret goes to the end
  // of what is restored); otherwise the field and caret from before hydration come back.
  const active = document.activeElement;
  const before = typed.focused && { ...typed.focused, element: find(root, typed.focused.index, typed.focused.element) };
  const focus =
    isControl(active) && root.contains(active) && active !== before?.element
      ? { element: active, selectionStart: null, selectionEnd: null }
      : before;

  for (const control of typed.controls) {
    const element = find(root, control.index, control.element);
    if (!element) continue;
    if (isToggle(element)) {
      // React reads a checkbox's change from its click; a click toggles, so start from the opposite state.
      element.checked = !control.checked;
      element.click();
    } else if (element instanceof HTMLSelectElement) {
      element.value = control.value;
      element.dispatchEvent(new Event('change', { bubbles: true }));
    } else {
      setLikeTyping(element, control.value);
    }
    // A field the customer typed into and left was blurred before React listened: its onBlur (checks, messages)
    // runs now, as it would have.
    if (element !== focus?.element) element.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
  }

  const element = focus?.element;
  if (!focus || !element) return;
  if (document.activeElement !== element) element.focus({ preventScroll: true });
  if (focus.selectionStart !== null && !(element instanceof HTMLSelectElement)) {
    try {
      element.setSelectionRange(focus.selectionStart, focus.selectionEnd ?? focus.selectionStart);
    } catch {
      // Input types without a caret.
    }
  }
}
