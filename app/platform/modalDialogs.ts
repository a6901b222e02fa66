/**
 * An inline script that runs where the prerendered page's body ends, before its first paint
 * (app/build/deferEntry.ts): a dialog the page arrives with open (the Power landings' welcome) becomes modal at once,
 * the way the app would make it: focus goes into it and the page behind is inert, so nothing behind can be tapped
 * before the scripts arrive. The browser then paints the page behind the dialog's backdrop from the start, instead
 * of again when the app opens it.
 */
export function openDialogsAsModal(): void {
  document.querySelectorAll<HTMLDialogElement>('dialog[open]').forEach((dialog) => {
    try {
      if (!dialog.matches(':modal')) {
        dialog.close();
        dialog.showModal();
      }
    } catch {
      // A browser without modal dialogs keeps the dialog as it arrived; the app makes it modal when it hydrates.
    }
  });
}
