import * as Dialog from '@radix-ui/react-dialog';
import { forwardRef, useEffect, useRef, type ComponentPropsWithoutRef, type ComponentRef, type ReactNode } from 'react';
import { familyThemes, type FamilyCode } from '../../tokens';
import { CloseIcon } from '../internal/icons/contentIcons';
import * as styles from './Modal.css';

const cx = (...names: (string | undefined | false)[]) => names.filter(Boolean).join(' ');

/** Holds the open state; controlled (`open` + `onOpenChange`) or not (`defaultOpen`). */
export function ModalRoot(props: Dialog.DialogProps) {
  return <Dialog.Root {...props} />;
}
ModalRoot.displayName = 'Modal.Root';

/** The element that opens the modal; focus returns to it on close. Use `asChild` for your own button. */
export const ModalTrigger = forwardRef<
  ComponentRef<typeof Dialog.Trigger>,
  ComponentPropsWithoutRef<typeof Dialog.Trigger>
>(function ModalTrigger(props, ref) {
  return <Dialog.Trigger ref={ref} {...props} />;
});
ModalTrigger.displayName = 'Modal.Trigger';

/** Any element that closes the modal (use `asChild` around a Button). */
export const ModalClose = forwardRef<ComponentRef<typeof Dialog.Close>, ComponentPropsWithoutRef<typeof Dialog.Close>>(
  function ModalClose(props, ref) {
    return <Dialog.Close ref={ref} {...props} />;
  },
);
ModalClose.displayName = 'Modal.Close';

export const ModalTitle = forwardRef<ComponentRef<typeof Dialog.Title>, ComponentPropsWithoutRef<typeof Dialog.Title>>(
  function ModalTitle({ className, ...rest }, ref) {
    return <Dialog.Title ref={ref} className={cx(styles.title, className)} {...rest} />;
  },
);
ModalTitle.displayName = 'Modal.Title';

export const ModalDescription = forwardRef<
  ComponentRef<typeof Dialog.Description>,
  ComponentPropsWithoutRef<typeof Dialog.Description>
>(function ModalDescription({ className, ...rest }, ref) {
  return <Dialog.Description ref={ref} className={cx(styles.description, className)} {...rest} />;
});
ModalDescription.displayName = 'Modal.Description';

export interface ModalContentProps extends ComponentPropsWithoutRef<typeof Dialog.Content> {
  /** Hide the corner close button (the modal still closes with Escape and its own buttons). */
  hideCloseButton?: boolean;
  /** Accessible name of the corner close button. */
  closeLabel?: string;
  /** Whether a click on the dimmed page closes the modal. */
  dismissOnOutsideClick?: boolean;
  /** While open, this element (e.g. the app root) is made `inert` and marked `data-locked`. */
  lockRoot?: HTMLElement | null;
  /** The benefit family whose accent the modal takes (a portal sits outside any surrounding `FamilyScope`). */
  family?: FamilyCode;
  /** Stack above every other dialog and popup, dimming them (a warning that needs an answer now, like the inactivity warning). */
  urgent?: boolean;
}

/** The dialog panel with its overlay, in a portal: a full-height sheet on phones, a card from tablet up. */
export const ModalContent = forwardRef<ComponentRef<typeof Dialog.Content>, ModalContentProps>(function ModalContent(
  {
    className,
    children,
    hideCloseButton = false,
    closeLabel = 'Cerrar',
    dismissOnOutsideClick = true,
    lockRoot,
    family,
    urgent = false,
    onPointerDownOutside,
    onInteractOutside,
    onOpenAutoFocus,
    onCloseAutoFocus,
    ...rest
  },
  ref,
) {
  // Radix returns focus to its Trigger only; a modal opened by the app (no Trigger) returns it to whatever had it.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Portal>
      <Dialog.Overlay
        className={cx(styles.overlay, urgent && styles.urgentOverlay)}
        data-modal-overlay=""
        data-layer={urgent ? 'urgent' : undefined}
      />
      <Dialog.Content
        ref={ref}
        className={cx(styles.content, urgent && styles.urgentContent, family && familyThemes[family], className)}
        data-family={family}
        data-layer={urgent ? 'urgent' : undefined}
        onPointerDownOutside={(event) => {
          if (!dismissOnOutsideClick) event.preventDefault();
          onPointerDownOutside?.(event);
        }}
        onInteractOutside={(event) => {
          if (!dismissOnOutsideClick) event.preventDefault();
          onInteractOutside?.(event);
        }}
        onOpenAutoFocus={(event) => {
          returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          const target = returnFocusTo.current;
          returnFocusTo.current = null;
          if (event.defaultPrevented || !target?.isConnected || target === document.body) return;
          event.preventDefault();
          target.focus();
        }}
        {...rest}
      >
        {lockRoot ? <RootLock root={lockRoot} /> : null}
        {children}
        {hideCloseButton ? null : (
          <Dialog.Close className={styles.closeButton} aria-label={closeLabel}>
            <CloseIcon />
          </Dialog.Close>
        )}
      </Dialog.Content>
    </Dialog.Portal>
  );
});
ModalContent.displayName = 'Modal.Content';

/** The modal's main content, between title and actions. */
export const ModalBody = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<'div'>>(function ModalBody(
  { className, ...rest },
  ref,
) {
  return <div ref={ref} className={cx(styles.body, className)} {...rest} />;
});
ModalBody.displayName = 'Modal.Body';

/** The row of actions: stacked at the bottom of the sheet on phones, aligned right on wider screens. */
export const ModalFooter = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<'div'>>(function ModalFooter(
  { className, ...rest },
  ref,
) {
  return <div ref={ref} className={cx(styles.footer, className)} {...rest} />;
});
ModalFooter.displayName = 'Modal.Footer';

/** Rendered inside the open panel: sets `inert` on the given root while the modal is open, so nothing behind it can be reached. */
function RootLock({ root }: { root: HTMLElement }) {
  useEffect(() => {
    root.inert = true;
    root.setAttribute('data-locked', 'true');
    return () => {
      root.inert = false;
      root.removeAttribute('data-locked');
    };
  }, [root]);
  return null;
}

export interface ModalProps extends Omit<ModalContentProps, 'title' | 'children'> {
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called when the modal asks to open or close (Escape, close button, outside click). */
  onOpenChange?: (open: boolean) => void;
  /** Optional element that opens the modal (a Button); focus returns to it on close. */
  trigger?: ReactNode;
  /** The heading that names the dialog. */
  title: ReactNode;
  /** A short text under the title, announced with it. */
  description?: ReactNode;
  /** Anything shown above the title (an icon or illustration). */
  media?: ReactNode;
  /** The modal's body. */
  children?: ReactNode;
  /** Action buttons; wrap a button in `Modal.Close asChild` to make it close the modal. */
  footer?: ReactNode;
}

/** A ready-made modal: title, optional description and media, body and actions. The parts are attached for custom layouts. */
function ModalComposed({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  description,
  media,
  children,
  footer,
  ...contentProps
}: ModalProps) {
  return (
    <ModalRoot open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <ModalTrigger asChild>{trigger}</ModalTrigger> : null}
      <ModalContent {...(description ? {} : { 'aria-describedby': undefined })} {...contentProps}>
        {media}
        <ModalTitle>{title}</ModalTitle>
        {description ? <ModalDescription>{description}</ModalDescription> : null}
        {children ? <ModalBody>{children}</ModalBody> : null}
        {footer ? <ModalFooter>{footer}</ModalFooter> : null}
      </ModalContent>
    </ModalRoot>
  );
}
ModalComposed.displayName = 'Modal';

// Pure: an app that imports only a part (or nothing) of this module does not keep the composed component.
export const Modal = /* @__PURE__ */ Object.assign(ModalComposed, {
  Root: ModalRoot,
  Trigger: ModalTrigger,
  Content: ModalContent,
  Title: ModalTitle,
  Description: ModalDescription,
  Body: ModalBody,
  Footer: ModalFooter,
  Close: ModalClose,
});
