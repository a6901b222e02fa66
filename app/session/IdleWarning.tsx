import { useRef } from 'react';
import { Button, ModalContent, ModalDescription, ModalFooter, ModalRoot, ModalTitle } from '../../ui';

export interface IdleWarningProps {
  /** Milliseconds left; null hides the dialog. */
  remainingMs: number | null;
  onStay: () => void;
  onLogout: () => void;
}

/**
 * The inactivity warning: counts down and offers "Seguir conectado" (WCAG 2.2.1). Escape also keeps the session, and
 * so does Enter or Space at once: the focus starts on "Seguir conectado", never on the button that ends the session.
 */
export function IdleWarning({ remainingMs, onStay, onLogout }: IdleWarningProps) {
  const seconds = Math.ceil((remainingMs ?? 0) / 1000);
  const stay = useRef<HTMLButtonElement>(null);
  return (
    <ModalRoot open={remainingMs !== null} onOpenChange={(open) => (open ? undefined : onStay())}>
      <ModalContent
        role="alertdialog"
        urgent
        hideCloseButton
        dismissOnOutsideClick={false}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          stay.current?.focus();
        }}
      >
        <ModalTitle>¿Sigues ahí?</ModalTitle>
        <ModalDescription>
          Por tu seguridad, tu sesión se cerrará en {seconds} {seconds === 1 ? 'segundo' : 'segundos'} por inactividad.
        </ModalDescription>
        <ModalFooter>
          <Button variant="secondary" onClick={onLogout}>
            Cerrar sesión
          </Button>
          <Button ref={stay} onClick={onStay}>
            Seguir conectado
          </Button>
        </ModalFooter>
      </ModalContent>
    </ModalRoot>
  );
}
