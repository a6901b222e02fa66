import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { Avatar } from '../Avatar';
import { Button } from '../Button';
import { defaultNavLink, type NavLinkProps } from '../Header/navLink';
import * as styles from './MobileMenu.css';

export interface MobileMenuItem {
  /** Stable identifier. */
  id: string;
  /** The entry's text ("Inicio", an ecosystem's name). */
  label: string;
  /** Where it goes. */
  href: string;
  /** Marks the current page. */
  current?: boolean;
}

export interface MobileMenuUser {
  /** Given names. */
  names: string;
  /** Surnames. */
  surnames: string;
}

export interface MobileMenuProps {
  /** Id, so the hamburger can point at it with `aria-controls`. */
  id?: string;
  /** Whether it shows. */
  open: boolean;
  /**
   * Called after choosing an entry (false), on Escape (true: return focus to the opener) and on a tap
   * outside the menu and its opener (true only when nothing else took the focus).
   */
  onClose?: (returnFocus: boolean) => void;
  /** The button that opens the menu: a tap on it is not a tap outside. */
  openerRef?: RefObject<HTMLElement | null>;
  /** "Inicio" and each enabled ecosystem, in order. */
  items: readonly MobileMenuItem[];
  /** Logged in: the person's entries and "Cerrar Sesión"; anonymous: "Iniciar sesión" and "Activa tu cuenta" first. */
  loggedIn: boolean;
  /** The person logged in: their initials and full name head the menu. */
  user?: MobileMenuUser | null;
  /** The person's entries (Configuración de perfil, Citas Programadas…), already filtered by the app. */
  accountItems?: readonly MobileMenuItem[];
  /** Public product pages listed under "Conoce tus beneficios" when anonymous. */
  productItems?: readonly MobileMenuItem[];
  /** Target of "Activa tu cuenta". */
  activateHref: string;
  /** Target of "Iniciar sesión"; without it the anonymous menu offers only activation. */
  loginHref?: string;
  /** Called by "Cerrar Sesión". */
  onLogout?: () => void;
  /** Render links with your router. Defaults to `<a>`. */
  renderLink?: (props: NavLinkProps) => ReactNode;
  /** Accessible name of the navigation. */
  label?: string;
  /** Texts of the fixed entries and headings. */
  labels?: { activate?: string; login?: string; logout?: string; products?: string; account?: string };
}

/**
 * The small-screen navigation, carrying everything the desktop header does. Anonymous: "Iniciar sesión" and
 * "Activa tu cuenta", Inicio, then the product pages. Logged in: the person's name, Inicio and each enabled
 * ecosystem, the person's entries and "Cerrar Sesión". Escape and a tap outside close it.
 */
export function MobileMenu({
  id,
  open,
  onClose,
  openerRef,
  items,
  loggedIn,
  user,
  accountItems = [],
  productItems = [],
  activateHref,
  loginHref,
  onLogout,
  renderLink = defaultNavLink,
  label = 'Menú',
  labels,
}: MobileMenuProps) {
  const navRef = useRef<HTMLElement>(null);
  const productsId = useId();
  const accountId = useId();
  const chosen = () => onClose?.(false);
  const text = {
    activate: labels?.activate ?? 'Activa tu cuenta',
    login: labels?.login ?? 'Iniciar sesión',
    logout: labels?.logout ?? 'Cerrar Sesión',
    products: labels?.products ?? 'Conoce tus beneficios',
    account: labels?.account ?? 'Tu cuenta',
  };

  // Escape anywhere (focus often stays on the hamburger) and a tap outside close the menu.
  useEffect(() => {
    if (!open) return;
    // The event's path, not its target: the opener swaps its icon on this very click, detaching the target.
    const inside = (event: Event) =>
      event.composedPath().some((node) => node === navRef.current || node === openerRef?.current);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose?.(true);
    };
    const onClick = (event: MouseEvent) => {
      if (!inside(event)) onClose?.(document.activeElement === document.body || document.activeElement === null);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('click', onClick);
    };
  }, [open, onClose, openerRef]);

  const entry = (item: MobileMenuItem) => (
    <li key={item.id}>
      {renderLink({
        href: item.href,
        className: styles.item,
        children: item.label,
        onClick: chosen,
        ...(item.current ? { 'aria-current': 'page' as const } : {}),
      })}
    </li>
  );

  const contents = () => (
    <>
      {loggedIn && user ? (
        <div className={styles.person}>
          <Avatar names={user.names} surnames={user.surnames} decorative />
          <p className={styles.personName}>{`${user.names} ${user.surnames}`}</p>
        </div>
      ) : null}
      {!loggedIn ? (
        <div className={styles.actions}>
          {loginHref ? (
            <Button asChild variant="secondary" className={styles.actionButton}>
              {renderLink({ href: loginHref, children: text.login, onClick: chosen })}
            </Button>
          ) : null}
          <Button asChild className={styles.actionButton}>
            {renderLink({ href: activateHref, children: text.activate, onClick: chosen })}
          </Button>
        </div>
      ) : null}
      {items.length > 0 ? <ul className={styles.list}>{items.map(entry)}</ul> : null}
      {!loggedIn && productItems.length > 0 ? (
        <div className={styles.group}>
          <p id={productsId} className={styles.groupLabel}>
            {text.products}
          </p>
          <ul className={styles.list} aria-labelledby={productsId}>
            {productItems.map(entry)}
          </ul>
        </div>
      ) : null}
      {loggedIn ? (
        <div className={styles.group}>
          <p id={accountId} className={styles.groupLabel}>
            {text.account}
          </p>
          <ul className={styles.list} aria-labelledby={accountId}>
            {accountItems.map(entry)}
            <li>
              <button
                type="button"
                className={[styles.item, styles.action].join(' ')}
                onClick={() => {
                  chosen();
                  onLogout?.();
                }}
              >
                {text.logout}
              </button>
            </li>
          </ul>
        </div>
      ) : null}
    </>
  );

  return (
    <nav
      ref={navRef}
      id={id}
      aria-label={label}
      hidden={!open}
      className={styles.menu}
      data-state={open ? 'open' : 'closed'}
    >
      {/* Drawn only while open: a closed menu holds no second copy of the header's links. */}
      {open ? contents() : null}
    </nav>
  );
}
MobileMenu.displayName = 'MobileMenu';
