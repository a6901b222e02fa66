import type { HeaderLink, HeaderUser, MobileMenuItem } from '../../ui';
import { LOGOUT, mobileMenu, publicProductMenu, userMenu, type MenuEntry, type SessionProfile } from '../domain/session';

/** What the header shows, worked out from the session rules (so the header itself needs no catalogue). */
export interface HeaderMenus {
  user: HeaderUser | null;
  productLinks: HeaderLink[];
  userMenu: HeaderLink[];
  /**
   * "Inicio" and, when logged in, each enabled ecosystem. The phone menu adds the rest of the desktop header
   * itself: login, activation and the product pages when anonymous; the person's entries and logout when logged in.
   */
  mobileItems: MobileMenuItem[];
}

const toLinks = (entries: readonly MenuEntry[]): HeaderLink[] =>
  entries.filter((e) => e.to !== LOGOUT && e.to !== '/registro/1').map((e) => ({ id: e.to, label: e.label, href: e.to }));

export function headerMenus(profile: SessionProfile | null): HeaderMenus {
  return {
    user: profile ? { names: profile.nombres, surnames: [profile.apellidoPaterno, profile.apellidoMaterno].filter(Boolean).join(' ') } : null,
    productLinks: toLinks(publicProductMenu()),
    userMenu: profile ? toLinks(userMenu(profile)) : [],
    // Anonymous, the nine product pages stand in for the ecosystems (the seven public families are among them).
    mobileItems: toLinks(profile ? mobileMenu(profile) : mobileMenu(null).slice(0, 1)),
  };
}
