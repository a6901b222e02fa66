import type { ReactNode } from 'react';
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

export interface MobileMenuProps {
  /** Id, so the hamburger can point at it with `aria-controls`. */
  id?: string;
  /** Whether it shows. */
  open: boolean;
  /** Called after choosing an entry (false) or on Escape (true: return focus to the opener). */
  onClose?: (returnFocus: boolean) => void;
  /** "Inicio" and each enabled ecosystem, in order. */
  items: readonly MobileMenuItem[];
  /** Logged in: ends with "Cerrar Sesión"; anonymous: ends with "Activa tu cuenta". */
  loggedIn: boolean;
  /** Target of "Activa tu cuenta". */
  activateHref: string;
  /** Called by "Cerrar Sesión". */
  onLogout?: () => void;
  /** Render links with your router. Defaults to `<a>`. */
  renderLink?: (props: NavLinkProps) => ReactNode;
  /** Accessible name of the navigation. */
  label?: string;
  /** Texts of the closing entries. */
  labels?: { activate?: string; logout?: string };
}

/** The small-screen navigation: Inicio, each enabled ecosystem, then "Activa tu cuenta" or "Cerrar Sesión". */
export function MobileMenu({
  id,
  open,
  onClose,
  items,
  loggedIn,
  activateHref,
  onLogout,
  renderLink = defaultNavLink,
  label = 'Menú',
  labels,
}: MobileMenuProps) {
  const chosen = () => onClose?.(false);
  return (
    <nav
      id={id}
      aria-label={label}
      hidden={!open}
      className={styles.menu}
      data-state={open ? 'open' : 'closed'}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose?.(true);
      }}
    >
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id}>
            {renderLink({
              href: item.href,
              className: styles.item,
              children: item.label,
              onClick: chosen,
              ...(item.current ? { 'aria-current': 'page' as const } : {}),
            })}
          </li>
        ))}
        <li className={styles.separated}>
          {loggedIn ? (
            <button
              type="button"
              className={[styles.item, styles.action].join(' ')}
              onClick={() => {
                chosen();
                onLogout?.();
              }}
            >
              {labels?.logout ?? 'Cerrar Sesión'}
            </button>
          ) : (
            renderLink({ href: activateHref, className: [styles.item, styles.action].join(' '), children: labels?.activate ?? 'Activa tu cuenta', onClick: chosen })
          )}
        </li>
      </ul>
    </nav>
  );
}
MobileMenu.displayName = 'MobileMenu';
