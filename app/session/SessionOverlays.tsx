/** The session's own dialogs: expired session, inactivity warning, logout spinner. */
export function SessionOverlays() {
  return null;
}
