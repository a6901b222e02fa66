import type { HeaderLink, HeaderUser, MobileMenuItem } from '../../ui';
import type { SessionProfile } from '../domain/session';
import { LOGOUT, publicProductMenu, type MenuEntry } from '../domain/sessionBasics';
import type { SessionRules } from '../session/sessionRules';

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
  entries
    .filter((e) => e.to !== LOGOUT && e.to !== '/registro/1')
    .map((e) => ({ id: e.to, label: e.label, href: e.to }));

/** Anonymous menus until a profile and its session rules are there (app/session/sessionRules.ts). */
export function headerMenus(profile: SessionProfile | null, rules: SessionRules | null): HeaderMenus {
  if (!profile || !rules) {
    // Anonymous, the nine product pages stand in for the ecosystems (the seven public families are among them).
    return {
      user: null,
      productLinks: toLinks(publicProductMenu()),
      userMenu: [],
      mobileItems: toLinks([{ label: 'Inicio', to: '/' }]),
    };
  }
  const { userMenu, mobileMenu } = rules;
  return {
    user: {
      names: profile.nombres,
      surnames: [profile.apellidoPaterno, profile.apellidoMaterno].filter(Boolean).join(' '),
    },
    productLinks: toLinks(publicProductMenu()),
    userMenu: toLinks(userMenu(profile)),
    mobileItems: toLinks(mobileMenu(profile)),
  };
}
