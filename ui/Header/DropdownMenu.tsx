import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import * as styles from './Header.css';

export interface DropdownMenuProps {
  /** The button's content. */
  label: ReactNode;
  /** Accessible name of the button when its content is not enough (e.g. an avatar). */
  buttonLabel?: string;
  /** Class of the button. */
  buttonClassName?: string;
  /** Anything shown above the entries (e.g. the person's full name). */
  header?: ReactNode;
  /** The entries: `<li>` elements holding one link or button each. */
  children: ReactNode;
  /** Hook for tests and styling. */
  name: string;
}

const focusables = (panel: HTMLElement | null) =>
  panel ? [...panel.querySelectorAll<HTMLElement>('a[href], button:not(:disabled)')] : [];

/**
 * A disclosure menu of navigation entries: the button says whether it is open; arrow keys move between
 * entries; Escape, choosing an entry, clicking outside or tabbing away close it, and Escape returns focus.
 */
export function DropdownMenu({ label, buttonLabel, buttonClassName, header, children, name }: DropdownMenuProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const focusFirstOnOpen = useRef(false);

  useEffect(() => {
    if (!open) return;
    if (focusFirstOnOpen.current) focusables(panelRef.current)[0]?.focus();
    focusFirstOnOpen.current = false;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      focusFirstOnOpen.current = true;
      if (open) focusables(panelRef.current)[0]?.focus();
      else setOpen(true);
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent) => {
    const items = focusables(panelRef.current);
    const at = items.indexOf(document.activeElement as HTMLElement);
    const targets: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: items.length - 1 };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    items[(target + items.length) % items.length]?.focus();
  };

  return (
    // Escape and focus leaving are caught here, from the button and the links inside; the div itself takes no input.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={rootRef}
      className={styles.menuRoot}
      data-menu={name}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          close(true);
        }
      }}
      onBlur={(event) => {
        if (open && !rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={buttonClassName}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={buttonLabel}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onButtonKeyDown}
      >
        {label}
      </button>
      {/* The arrow keys move between the panel's links, and a chosen one closes it; the panel itself takes no input. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        className={styles.menuPanel}
        data-state={open ? 'open' : 'closed'}
        onKeyDown={onPanelKeyDown}
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a, button')) setOpen(false);
        }}
      >
        {header}
        <ul className={styles.menuList}>{children}</ul>
      </div>
    </div>
  );
}
