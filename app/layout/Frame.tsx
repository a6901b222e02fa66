import type { ReactNode } from 'react';
import * as styles from './frame.css';
import type { HeaderMenus } from './headerMenus';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

export interface FrameProps {
  pathname: string;
  menus: HeaderMenus;
  onLogout: () => void;
  /** The info banner, on the paths that show it. */
  banner?: ReactNode;
  children: ReactNode;
}

/**
 * Skip link, header, optional info banner, the page and the footer. Knows no router, session or catalogue:
 * SiteFrame gives it those. Each page brings its own `<main id="contenido">`.
 */
export function Frame({ pathname, menus, onLogout, banner, children }: FrameProps) {
  return (
    <div className={styles.frame}>
      <a className={styles.skipLink} href="#contenido">
        Saltar al contenido
      </a>
      <SiteHeader pathname={pathname} menus={menus} onLogout={onLogout} />
      {banner}
      <div className={styles.content}>{children}</div>
      <SiteFooter />
    </div>
  );
}
