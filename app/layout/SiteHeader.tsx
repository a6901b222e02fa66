import type { MouseEvent } from 'react';
import { Button } from '../../ui/Button';
import { visuallyHidden } from '../../tokens';
import { LOGOUT, firstName, fullName, initials, mobileMenu, publicProductMenu, userMenu, type MenuEntry, type SessionProfile } from '../domain/session';
import { useLinks } from '../platform/links';
import { container } from './frame.css';
import * as styles from './header.css';
import { ChevronDown, LogoMark, MenuIcon } from './icons';
import { useDisclosure } from './useDisclosure';

export interface SiteHeaderProps {
  pathname: string;
  profile: SessionProfile | null;
  onLogout: () => void;
}

const logoLabel = 'Beneficios, ir al inicio';

/** Logo target (spec section 2): "/" or "/ecosistema"; from a video room a full reload to "/". */
function Logo({ pathname, loggedIn }: { pathname: string; loggedIn: boolean }) {
  const { Link } = useLinks();
  const logoContent = (
    <>
      <LogoMark className={styles.logoMark} tickClassName={styles.logoTick} />
      <span>Beneficios</span>
    </>
  );
  if (pathname.startsWith('/videollamada/')) {
    const reload = (event: MouseEvent<HTMLAnchorElement>) => {
      event.preventDefault();
      window.location.assign('/');
    };
    return (
      <a href="/" className={styles.logo} aria-label={logoLabel} onClick={reload}>
        {logoContent}
      </a>
    );
  }
  return (
    <Link href={loggedIn ? '/ecosistema' : '/'} className={styles.logo} aria-label={logoLabel}>
      {logoContent}
    </Link>
  );
}

function MenuLinks({ entries, onChoose, onLogout }: { entries: readonly MenuEntry[]; onChoose: () => void; onLogout: () => void }) {
  const { Link } = useLinks();
  return entries.map((entry) => (
    <li key={entry.to}>
      {entry.to === LOGOUT ? (
        <button
          type="button"
          className={styles.menuItem}
          onClick={() => {
            onChoose();
            onLogout();
          }}
        >
          {entry.label}
        </button>
      ) : (
        <Link href={entry.to} className={styles.menuItem} onClick={onChoose}>
          {entry.label}
        </Link>
      )}
    </li>
  ));
}

/** "Conoce tus beneficios": the public product pages. */
function ProductsDropdown() {
  const { open, close, rootRef, buttonProps, panelProps } = useDisclosure();
  return (
    <div className={styles.dropdownRoot} ref={rootRef}>
      <button type="button" className={styles.dropdownButton} {...buttonProps}>
        Conoce tus beneficios
        <ChevronDown className={styles.chevron} />
      </button>
      <ul className={styles.dropdownPanel} {...panelProps}>
        {open ? <MenuLinks entries={publicProductMenu()} onChoose={close} onLogout={close} /> : null}
      </ul>
    </div>
  );
}

/** Avatar with initials and first name; the menu carries the full name and the user's entries. */
function UserMenu({ profile, onLogout }: { profile: SessionProfile; onLogout: () => void }) {
  const { close, rootRef, buttonProps, panelProps } = useDisclosure();
  return (
    <div className={styles.dropdownRoot} ref={rootRef}>
      <button type="button" className={styles.dropdownButton} {...buttonProps}>
        <span className={styles.avatar} aria-hidden="true">
          {initials(profile)}
        </span>
        {firstName(profile)}
        <span className={visuallyHidden}>, menú de usuario</span>
        <ChevronDown className={styles.chevron} />
      </button>
      <div className={styles.dropdownPanel} {...panelProps}>
        <p className={styles.menuName}>{fullName(profile)}</p>
        <ul className={styles.mobileList}>
          <MenuLinks entries={userMenu(profile)} onChoose={close} onLogout={onLogout} />
        </ul>
      </div>
    </div>
  );
}

/** The site header: logo, desktop navigation and, on small screens, the hamburger menu. */
export function SiteHeader({ pathname, profile, onLogout }: SiteHeaderProps) {
  const { Link } = useLinks();
  const mobile = useDisclosure();
  return (
    <header className={styles.header} ref={mobile.rootRef}>
      <div className={`${container} ${styles.bar}`}>
        <Logo pathname={pathname} loggedIn={profile !== null} />
        <nav className={styles.desktopNav} aria-label="Navegación principal">
          {profile === null ? (
            <>
              <ProductsDropdown />
              <Button asChild variant="secondary">
                <Link href="/registro/1">Activa tu cuenta</Link>
              </Button>
              <Button asChild>
                <Link href="/inicia">Iniciar sesión</Link>
              </Button>
            </>
          ) : (
            <UserMenu profile={profile} onLogout={onLogout} />
          )}
        </nav>
        <button type="button" className={`${styles.dropdownButton} ${styles.mobileOnly}`} {...mobile.buttonProps}>
          <MenuIcon className={styles.logoMark} open={mobile.open} />
          <span className={visuallyHidden}>Menú</span>
        </button>
      </div>
      <nav className={styles.mobilePanel} aria-label="Menú" {...mobile.panelProps}>
        <ul className={`${container} ${styles.mobileList}`}>
          {mobile.open ? <MenuLinks entries={mobileMenu(profile)} onChoose={mobile.close} onLogout={onLogout} /> : null}
          {mobile.open && profile === null ? (
            <li>
              <Link href="/inicia" className={styles.menuItem} onClick={mobile.close}>
                Iniciar sesión
              </Link>
            </li>
          ) : null}
        </ul>
      </nav>
    </header>
  );
}
