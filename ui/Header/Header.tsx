import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { visuallyHidden } from '../../tokens';
import { Avatar } from '../Avatar';
import { Button } from '../Button';
import { ChevronDownIcon, CloseIcon, MenuIcon } from '../internal/icons/contentIcons';
import { MobileMenu, type MobileMenuItem } from '../MobileMenu';
import { DropdownMenu } from './DropdownMenu';
import { defaultNavLink, type NavLinkProps } from './navLink';
import * as styles from './Header.css';

export interface HeaderLink {
  /** Stable identifier. */
  id: string;
  /** The entry's text. */
  label: string;
  /** Where it goes. */
  href: string;
}

export interface HeaderUser {
  /** Given names; the first one shows beside the avatar. */
  names: string;
  /** Surnames. */
  surnames: string;
}

export interface HeaderProps {
  /** The logo (an image or wordmark); it is wrapped in a link to `logoHref`. */
  logo: ReactNode;
  /** Where the logo goes (home, or the ecosystem when logged in). */
  logoHref: string;
  /** Accessible name of the logo link when the logo itself has no text. */
  logoLabel?: string;
  /** Render links with your router. Defaults to `<a>`. */
  renderLink?: (props: NavLinkProps) => ReactNode;
  /** The person logged in; absent or null when anonymous. */
  user?: HeaderUser | null;
  /** Public product pages listed under "Conoce tus beneficios" (logged out). */
  productLinks?: readonly HeaderLink[];
  /** Target of "Activa tu cuenta". */
  activateHref: string;
  /** Target of "Iniciar sesión". */
  loginHref: string;
  /** Entries of the person's menu, in order, already filtered by the app (e.g. "Citas Programadas" only when it applies). */
  userMenu?: readonly HeaderLink[];
  /** Called by "Cerrar Sesión" (in the person's menu and the mobile menu). */
  onLogout?: () => void;
  /**
   * Entries of the mobile menu ("Inicio" and each enabled ecosystem). The mobile menu adds by itself what the
   * desktop bar carries: the login and activation links and `productLinks` when anonymous, the person's name,
   * `userMenu` and "Cerrar Sesión" when logged in.
   */
  mobileMenuItems?: readonly MobileMenuItem[];
  /** Texts, for reuse outside the portal. */
  labels?: Partial<typeof defaultLabels>;
}

const defaultLabels = {
  activate: 'Activa tu cuenta',
  login: 'Iniciar sesión',
  products: 'Conoce tus beneficios',
  logout: 'Cerrar Sesión',
  openMenu: 'Abrir menú',
  closeMenu: 'Cerrar menú',
  userMenu: 'menú de la cuenta',
};

/** The site header: logo, the logged-out actions or the person's menu, and a hamburger with the mobile menu on small screens. */
export function Header({
  logo,
  logoHref,
  logoLabel,
  renderLink = defaultNavLink,
  user,
  productLinks = [],
  activateHref,
  loginHref,
  userMenu = [],
  onLogout,
  mobileMenuItems = [],
  labels: customLabels,
}: HeaderProps) {
  const labels = { ...defaultLabels, ...customLabels };
  const [mobileOpen, setMobileOpen] = useState(false);
  const mobileId = useId();
  const hamburgerRef = useRef<HTMLButtonElement>(null);
  const firstName = user?.names.trim().split(/\s+/)[0] ?? '';

  const closeMobile = useCallback((returnFocus: boolean) => {
    setMobileOpen(false);
    if (returnFocus) hamburgerRef.current?.focus();
  }, []);

  return (
    <header className={styles.header} data-auth={user ? 'in' : 'out'}>
      <div className={styles.bar}>
        {renderLink({
          href: logoHref,
          className: styles.logo,
          children: logoLabel ? (
            <span aria-label={logoLabel} role="img">
              {logo}
            </span>
          ) : (
            logo
          ),
        })}
        <nav className={styles.desktopNav} aria-label="Principal">
          {user ? (
            <DropdownMenu
              name="user"
              buttonClassName={styles.menuButton}
              label={
                <>
                  <Avatar names={user.names} surnames={user.surnames} decorative />
                  <span className={styles.firstName}>{firstName}</span>
                  {/* Named by its visible text plus a hidden hint, so voice control matches what people see. */}
                  <span className={visuallyHidden}>, {labels.userMenu}</span>
                  <ChevronDownIcon className={styles.chevron} />
                </>
              }
              header={<p className={styles.menuHeader}>{`${user.names} ${user.surnames}`}</p>}
            >
              {userMenu.map((entry) => (
                <li key={entry.id}>
                  {renderLink({ href: entry.href, className: styles.menuItem, children: entry.label })}
                </li>
              ))}
              <li>
                <button type="button" className={styles.menuItem} onClick={onLogout}>
                  {labels.logout}
                </button>
              </li>
            </DropdownMenu>
          ) : (
            <>
              {productLinks.length > 0 ? (
                <DropdownMenu
                  name="products"
                  buttonClassName={styles.menuButton}
                  label={
                    <>
                      {labels.products}
                      <ChevronDownIcon className={styles.chevron} />
                    </>
                  }
                >
                  {productLinks.map((entry) => (
                    <li key={entry.id}>
                      {renderLink({ href: entry.href, className: styles.menuItem, children: entry.label })}
                    </li>
                  ))}
                </DropdownMenu>
              ) : null}
              <Button asChild variant="secondary">
                {renderLink({ href: loginHref, children: labels.login })}
              </Button>
              <Button asChild>{renderLink({ href: activateHref, children: labels.activate })}</Button>
            </>
          )}
        </nav>
        <button
          ref={hamburgerRef}
          type="button"
          className={styles.hamburger}
          aria-expanded={mobileOpen}
          aria-controls={mobileId}
          aria-label={mobileOpen ? labels.closeMenu : labels.openMenu}
          onClick={() => setMobileOpen((value) => !value)}
        >
          {mobileOpen ? <CloseIcon /> : <MenuIcon />}
        </button>
      </div>
      <MobileMenu
        id={mobileId}
        open={mobileOpen}
        onClose={closeMobile}
        openerRef={hamburgerRef}
        items={mobileMenuItems}
        loggedIn={Boolean(user)}
        user={user}
        accountItems={userMenu}
        productItems={productLinks}
        activateHref={activateHref}
        loginHref={loginHref}
        onLogout={onLogout}
        renderLink={renderLink}
        labels={{ activate: labels.activate, login: labels.login, logout: labels.logout, products: labels.products }}
      />
    </header>
  );
}
Header.displayName = 'Header';
