import { Button } from '../Button';
import { ClockIcon } from '../internal/icons/contentIcons';
import { iconBadge } from '../MessageModal/MessageModal.css';
import { ModalContent, ModalDescription, ModalFooter, ModalRoot, ModalTitle } from '../Modal';

export interface SessionExpiredModalProps {
  /** Whether the modal shows. */
  open: boolean;
  /** Called by "Aceptar" and by Escape: the app closes the modal and sends the user to log in. */
  onAccept: () => void;
  /** While open this element (the app root) is made `inert` and marked `data-locked`. */
  lockRoot?: HTMLElement | null;
  /** The heading. */
  title?: string;
  /** The explanation. */
  description?: string;
  /** The button's text. */
  acceptLabel?: string;
}

/** "Tu sesión ha expirado": an alert dialog that only its button (or Escape) closes; it locks the page root while open. */
export function SessionExpiredModal({
  open,
  onAccept,
  lockRoot,
  title = 'Tu sesión ha expirado',
  description = 'Al parecer has estado mucho tiempo desconectado, vuelve a iniciar sesion.',
  acceptLabel = 'Aceptar',
}: SessionExpiredModalProps) {
  return (
    <ModalRoot open={open} onOpenChange={(next) => (next ? undefined : onAccept())}>
      <ModalContent role="alertdialog" hideCloseButton dismissOnOutsideClick={false} lockRoot={lockRoot}>
        <span className={iconBadge({ tone: 'warning' })}>
          <ClockIcon />
        </span>
        <ModalTitle>{title}</ModalTitle>
        <ModalDescription>{description}</ModalDescription>
        <ModalFooter>
          <Button onClick={onAccept}>{acceptLabel}</Button>
        </ModalFooter>
      </ModalContent>
    </ModalRoot>
  );
}
SessionExpiredModal.displayName = 'SessionExpiredModal';
