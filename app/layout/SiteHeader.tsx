import { Header } from '../../ui';
import { useLinks, type LinkProps } from '../platform/links';
import * as styles from './header.css';
import type { HeaderMenus } from './headerMenus';
import { LogoMark } from './icons';

export interface SiteHeaderProps {
  pathname: string;
  menus: HeaderMenus;
  onLogout: () => void;
}

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
export function SiteHeader({ pathname, menus, onLogout }: SiteHeaderProps) {
  const { Link } = useLinks();
  const inVideoRoom = pathname.startsWith('/videollamada/');
  const LinkComponent = inVideoRoom ? ReloadLink : Link;
  const logoHref = inVideoRoom || menus.user === null ? '/' : '/ecosistema';
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
      user={menus.user}
      productLinks={menus.productLinks}
      activateHref="/registro/1"
      loginHref="/inicia"
      userMenu={menus.userMenu}
      onLogout={onLogout}
      mobileMenuItems={menus.mobileItems.map((item) => ({ ...item, current: item.href === pathname }))}
    />
  );
}
