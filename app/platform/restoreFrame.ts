/**
 * Marks the root of the shell sent at /ecosistema, which holds the frame a stored session's restore shows (header,
 * "Recuperando tu sesión", footer) so a customer sees the portal from the first response instead of a blank page.
 * That frame is painted before any script and replaced by the app's first render; it is never hydrated, since a
 * visitor without a stored session renders something else there (the way to /inicia).
 */
export const RESTORE_FRAME_ATTRIBUTE = 'data-restore-frame';
