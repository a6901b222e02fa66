import { useRef, useState } from 'react';
import { Button, Modal, ModalClose } from '../../../../ui';

/** Asks before an action that cannot be undone (cancelling, withdrawing): nothing happens until the customer confirms. */
export function ConfirmDialog({
  item,
  onConfirm,
  onClose,
  confirmLabel = 'Sí, cancelar',
  busyLabel = 'Cancelando',
}: {
  item: { title: string; description: string } | null;
  onConfirm: () => Promise<void>;
  onClose: () => void;
  confirmLabel?: string;
  busyLabel?: string;
}) {
  const [busy, setBusy] = useState(false);
  // Once confirmed, the page's answer (a notice brought into view) takes the focus, not the button that opened this.
  const confirmed = useRef(false);
  return (
    <Modal
      open={item !== null}
      onOpenChange={(open) => !open && !busy && onClose()}
      onCloseAutoFocus={(event) => {
        if (confirmed.current) event.preventDefault();
        confirmed.current = false;
      }}
      title={item?.title ?? ''}
      description={item?.description}
      footer={
        <>
          <ModalClose asChild>
            <Button variant="secondary" disabled={busy}>
              No, mantener
            </Button>
          </ModalClose>
          <Button
            variant="danger"
            loading={busy}
            loadingLabel={busyLabel}
            onClick={async () => {
              setBusy(true);
              confirmed.current = true;
              try {
                await onConfirm();
              } finally {
                setBusy(false);
              }
            }}
          >
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
