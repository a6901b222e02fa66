import { useState } from 'react';
import { Button, Modal, ModalClose } from '../../../../ui';

/** Asks before cancelling: nothing is cancelled until "Sí, cancelar". */
export function CancelDialog({
  item,
  onConfirm,
  onClose,
}: {
  item: { title: string; description: string } | null;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open={item !== null}
      onOpenChange={(open) => !open && !busy && onClose()}
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
            loadingLabel="Cancelando"
            onClick={async () => {
              setBusy(true);
              try {
                await onConfirm();
              } finally {
                setBusy(false);
              }
            }}
          >
            Sí, cancelar
          </Button>
        </>
      }
    />
  );
}
