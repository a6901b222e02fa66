import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { familyThemes, type FamilyCode } from '../../tokens';
import { Button } from '../Button';
import { CloseIcon, GiftIcon } from '../internal/icons/contentIcons';
import { iconBadge } from '../MessageModal/MessageModal.css';
import * as modal from '../Modal/Modal.css';
import * as styles from './WelcomeModal.css';

export interface WelcomeModalProps {
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled (the landing pages open it on arrival). */
  defaultOpen?: boolean;
  /** Called when the modal opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** The heading. */
  title?: ReactNode;
  /** The line introducing the benefits. */
  description?: ReactNode;
  /** The benefits list or any content. */
  children?: ReactNode;
  /** The button's text. */
  buttonLabel?: string;
  /** Called when the button is pressed, before the modal closes. */
  onConfirm?: () => void;
  /** The page's benefit family (e.g. "7722-1" for Detecta Power!), for the accent. */
  family?: FamilyCode;
  /**
   * Called once the welcome has closed (a button, Escape, or `open` turning false), after the browser has returned
   * focus to where it was when the welcome opened: the page itself for a welcome that opened as the page arrived.
   * Focus a target of your own here, such as the page's heading, as with `Modal.Content`'s `onCloseAutoFocus`.
   */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * The welcome of /detecta-power and /vida-power; takes the accent of `family`. It opens as a page arrives, so it
 * is the browser's own modal `<dialog>` with the Modal's look rather than the Modal itself: the page behind is
 * inert, Escape and the buttons close it, focus moves in and comes back, and the landing's first script does not
 * carry the Modal's machinery (about 12 KB gz).
 */
export function WelcomeModal({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  title = 'Hemos preparado estos beneficios pensados exclusivamente para ti',
  description = 'Al unirte automáticamente y de manera totalmente gratis obtienes:',
  children,
  buttonLabel = 'Continuar',
  onConfirm,
  family,
  onCloseAutoFocus,
}: WelcomeModalProps) {
  const [openState, setOpenState] = useState(defaultOpen);
  const open = openProp ?? openState;
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();

  const close = () => {
    if (openProp === undefined) setOpenState(false);
    onOpenChange?.(false);
  };

  // Rendered open (a prerendered page shows the welcome in its first paint, before any script), the dialog is not
  // yet modal: once mounted it becomes so. The attribute is the first render's only, so React never takes it away
  // from a modal dialog; opening and closing go through the dialog's own methods from then on.
  const [openAtFirstRender] = useState(open);
  const mounted = useRef(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const first = !mounted.current;
    mounted.current = true;
    if (open && first && !element.open) {
      close(); // "Continuar" pressed before the page was interactive (the form closes the dialog by itself)
      return;
    }
    if (open && !element.matches(':modal')) {
      if (element.open) element.close();
      element.showModal();
    }
    if (!open && element.open) element.close();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `close` changes every render; only the open state decides (no useEffectEvent in React 18, which the library supports).
  }, [open]);

  return (
    // The click handler closes on the dimmed page around the panel; the keyboard has Escape (onCancel) and the buttons.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      open={openAtFirstRender}
      className={[modal.content, styles.dialog, family && familyThemes[family]].filter(Boolean).join(' ')}
      data-family={family}
      aria-labelledby={`${id}-titulo`}
      aria-describedby={description ? `${id}-texto` : undefined}
      // Escape: the page decides, as with the buttons.
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      // The browser gives the focus back as the dialog closes, before this event. With nothing to give it back to
      // (opened as the page arrived) it leaves it on the closed dialog's button until its next update drops it to the
      // page: dropped here at once, so the callback sees where it lands. A dialog already open again was only being
      // made modal by the effect above: it has not closed.
      onClose={(event) => {
        const dialog = event.currentTarget;
        if (dialog.open) return;
        const active = document.activeElement;
        if (active instanceof HTMLElement && dialog.contains(active)) active.blur();
        onCloseAutoFocus?.(event.nativeEvent);
      }}
      // A click on the dimmed page around the panel (the dialog itself has no padding outside its box).
      onClick={(event) => {
        const box = event.currentTarget.getBoundingClientRect();
        const outside =
          event.clientX < box.left ||
          event.clientX > box.right ||
          event.clientY < box.top ||
          event.clientY > box.bottom;
        if (event.target === event.currentTarget && outside) close();
      }}
    >
      <span className={iconBadge({ tone: 'info' })}>
        <GiftIcon />
      </span>
      <h2 id={`${id}-titulo`} className={modal.title}>
        {title}
      </h2>
      {description ? (
        <p id={`${id}-texto`} className={modal.description}>
          {description}
        </p>
      ) : null}
      {children ? <div className={modal.body}>{children}</div> : null}
      {/* A `dialog` form: before the page is interactive, the button still closes the welcome. */}
      <form method="dialog" id={`${id}-acciones`} className={modal.footer}>
        <Button
          type="submit"
          onClick={() => {
            onConfirm?.();
            close();
          }}
        >
          {buttonLabel}
        </Button>
      </form>
      <button type="submit" form={`${id}-acciones`} className={modal.closeButton} aria-label="Cerrar" onClick={close}>
        <CloseIcon />
      </button>
    </dialog>
  );
}
WelcomeModal.displayName = 'WelcomeModal';
