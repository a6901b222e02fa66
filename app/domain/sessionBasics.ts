import { families as familyTokens } from '../../tokens/families.ts';
import { familyMenuFacts } from './catalogue/familyMenu.ts';
import { moduleFlags, type ModuleFlag } from './catalogue/types.ts';

/**
 * The session rules an anonymous visitor's first page needs, without the benefit catalogue: the header's product
 * menu, the empty module flags, the menu's logout entry and the agenda reset. Everything else of the session rules
 * (app/domain/session.ts, which re-exports these) loads with a session.
 */

export type ModuleFlags = Record<ModuleFlag, boolean>;

/** A menu entry: its label and route. */
export interface MenuEntry {
  label: string;
  /** Route, or 'logout' for the action that closes the session. */
  to: string;
}

export const LOGOUT = 'logout';

export function emptyModules(): ModuleFlags {
  return Object.fromEntries(moduleFlags.map((m) => [m, false])) as ModuleFlags;
}

/** "Conoce tus beneficios" dropdown (logged out): every public product page, in display order. */
export function publicProductMenu(): MenuEntry[] {
  return familyTokens
    .map((token) => ({ token, definition: familyMenuFacts[token.slug] }))
    .filter(({ definition }) => definition.active)
    .sort((a, b) => a.definition.position - b.definition.position)
    .map(({ token, definition }) => ({ label: definition.navtitle ?? token.name, to: `/${token.slug}` }));
}

/** The agenda context is cleared when the path has fewer than 4 segments ("/a/b/c".split("/") has 4). */
export function clearsAgendaContext(path: string): boolean {
  return path.split('?')[0]!.split('/').length < 4;
}
