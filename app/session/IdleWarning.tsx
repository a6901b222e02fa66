import { Button, ModalContent, ModalDescription, ModalFooter, ModalRoot, ModalTitle } from '../../ui';

export interface IdleWarningProps {
  /** Milliseconds left; null hides the dialog. */
  remainingMs: number | null;
  onStay: () => void;
  onLogout: () => void;
}

/** The inactivity warning: counts down and offers "Seguir conectado" (WCAG 2.2.1). Escape also keeps the session. */
export function IdleWarning({ remainingMs, onStay, onLogout }: IdleWarningProps) {
  const seconds = Math.ceil((remainingMs ?? 0) / 1000);
  return (
    <ModalRoot open={remainingMs !== null} onOpenChange={(open) => (open ? undefined : onStay())}>
      <ModalContent role="alertdialog" urgent hideCloseButton dismissOnOutsideClick={false}>
        <ModalTitle>¿Sigues ahí?</ModalTitle>
        <ModalDescription>
          Por tu seguridad, tu sesión se cerrará en {seconds} {seconds === 1 ? 'segundo' : 'segundos'} por inactividad.
        </ModalDescription>
        <ModalFooter>
          <Button variant="secondary" onClick={onLogout}>
            Cerrar sesión
          </Button>
          <Button onClick={onStay}>Seguir conectado</Button>
        </ModalFooter>
      </ModalContent>
    </ModalRoot>
  );
}
