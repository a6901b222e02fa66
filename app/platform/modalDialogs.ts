/**
 * The attribute of an element around a dialog the page arrives with open that is shown once per tab: its value is
 * the sessionStorage key set when the dialog is closed (the Power landings' welcome, ADR 0153).
 */
export const ONCE_PER_TAB_ATTRIBUTE = 'data-once-per-tab';

/**
 * An inline script that runs where the prerendered page's body ends, before its first paint
 * (app/build/firstPaintFirst.ts): a dialog the page arrives with open (the Power landings' welcome) becomes modal at once,
 * the way the app would make it: focus goes into it and the page behind is inert, so nothing behind can be tapped
 * before the scripts arrive. The browser then paints the page behind the dialog's backdrop from the start, instead
 * of again when the app opens it. A dialog shown once per tab and already closed in this one is closed instead,
 * so the page is usable from its first paint; the app, hydrating, finds it closed and keeps it so.
 */
export function openDialogsAsModal(oncePerTab: string): void {
  const closedBefore = (dialog: HTMLDialogElement) => {
    const key = dialog.closest(`[${oncePerTab}]`)?.getAttribute(oncePerTab);
    try {
      return Boolean(key) && window.sessionStorage.getItem(key!) !== null;
    } catch {
      return false; // No storage: the dialog shows as on a first visit.
    }
  };
  document.querySelectorAll<HTMLDialogElement>('dialog[open]').forEach((dialog) => {
    try {
      if (closedBefore(dialog)) dialog.close();
      else if (!dialog.matches(':modal')) {
        dialog.close();
        dialog.showModal();
      }
    } catch {
      // A browser without modal dialogs keeps the dialog as it arrived; the app makes it modal when it hydrates.
    }
  });
}
