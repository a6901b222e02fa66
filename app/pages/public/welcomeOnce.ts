/**
 * A Power landing's welcome shows once per tab (ADR 0153): closed once, it stays closed for the rest of the tab's
 * session, on a reload or a later visit to the same landing. Each landing has its own key, since each lists its
 * own benefits. Without storage (a browser that refuses it) the welcome shows on every visit, as before.
 */
export const welcomeKey = (slug: string) => `beneficios:bienvenida:${slug}`;

export function welcomeClosed(slug: string): boolean {
  try {
    return window.sessionStorage.getItem(welcomeKey(slug)) !== null;
  } catch {
    return false;
  }
}

export function rememberWelcomeClosed(slug: string): void {
  try {
    window.sessionStorage.setItem(welcomeKey(slug), '1');
  } catch {
    // No storage: it shows again next time.
  }
}
