import { Header, type HeaderLink } from '../../ui/Header';
import type { MobileMenuItem } from '../../ui/MobileMenu';
import { LOGOUT, mobileMenu, publicProductMenu, userMenu, type MenuEntry, type SessionProfile } from '../domain/session';
import { useLinks, type LinkProps } from '../platform/links';
import * as styles from './header.css';
import { LogoMark } from './icons';

export interface SiteHeaderProps {
  pathname: string;
  profile: SessionProfile | null;
  onLogout: () => void;
}

const toLinks = (entries: readonly MenuEntry[]): HeaderLink[] =>
  entries.filter((e) => e.to !== LOGOUT).map((e) => ({ id: e.to, label: e.label, href: e.to }));

/** A plain `<a>`: a full page load (the video room leaves through a reload to "/"). */
function ReloadLink({ href, children, ...rest }: LinkProps) {
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}

/**
 * The site header from the ui Header: logo to "/" or "/ecosistema" when logged in (from /videollamada/* a full
 * reload to "/"), the logged-out actions and products dropdown, the avatar menu, and the mobile menu.
 */
export function SiteHeader({ pathname, profile, onLogout }: SiteHeaderProps) {
  const { Link } = useLinks();
  const inVideoRoom = pathname.startsWith('/videollamada/');
  const LinkComponent = inVideoRoom ? ReloadLink : Link;
  const logoHref = inVideoRoom || profile === null ? '/' : '/ecosistema';
  const mobileItems: MobileMenuItem[] = toLinks(mobileMenu(profile))
    .filter((entry) => entry.href !== '/registro/1')
    .map((entry) => ({ ...entry, current: entry.href === pathname }));

  return (
    <Header
      logo={
        <span className={styles.logo}>
          <LogoMark className={styles.logoMark} tickClassName={styles.logoTick} />
          Beneficios
        </span>
      }
      logoHref={logoHref}
      logoLabel="Beneficios, ir al inicio"
      renderLink={(props) => <LinkComponent {...props} />}
      user={profile ? { names: profile.nombres, surnames: [profile.apellidoPaterno, profile.apellidoMaterno].filter(Boolean).join(' ') } : null}
      productLinks={toLinks(publicProductMenu())}
      activateHref="/registro/1"
      loginHref="/inicia"
      userMenu={profile ? toLinks(userMenu(profile)) : []}
      onLogout={onLogout}
      mobileMenuItems={mobileItems}
    />
  );
}
