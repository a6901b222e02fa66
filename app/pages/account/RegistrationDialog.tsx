import { Modal } from '../../../ui';
import type { FamilyCode } from '../../../tokens';
import { useLinks } from '../../platform/links';
import { useRegistrationFlow } from './RegistrationPage';

export interface RegistrationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The page's family, for the accent. */
  family?: FamilyCode;
}

/**
 * The modal variant of the registration screen (spec section 2): the same two steps, rules and messages as
 * /registro/1, over the page the customer is reading. Focus stays inside and returns to the button on close;
 * a click outside does not close it, so a half-filled form is never lost by accident.
 */
export default function RegistrationDialog({ open, onOpenChange, family }: RegistrationDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Activa tu cuenta"
      family={family}
      dismissOnOutsideClick={false}
      closeLabel="Cerrar activación"
    >
      {open ? <Flow /> : null}
    </Modal>
  );
}

function Flow() {
  const { navigate } = useLinks();
  const { intro, body } = useRegistrationFlow(null, (destination) => navigate(destination));
  return (
    <>
      <p>{intro}</p>
      {body}
    </>
  );
}
