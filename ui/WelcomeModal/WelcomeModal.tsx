import type { ReactNode } from 'react';
import type { FamilyCode } from '../../tokens';
import { Button } from '../Button';
import { GiftIcon } from '../internal/icons/contentIcons';
import { iconBadge } from '../MessageModal/MessageModal.css';
import { Modal, ModalClose } from '../Modal';

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
}

/** The welcome of /detecta-power and /vida-power; takes the accent of `family`. */
export function WelcomeModal({
  title = 'Hemos preparado estos beneficios pensados exclusivamente para ti',
  description = 'Al unirte automáticamente y de manera totalmente gratis obtienes:',
  children,
  buttonLabel = 'Continuar',
  onConfirm,
  ...modalProps
}: WelcomeModalProps) {
  return (
    <Modal
      {...modalProps}
      media={
        <span className={iconBadge({ tone: 'info' })}>
          <GiftIcon />
        </span>
      }
      title={title}
      description={description}
      footer={
        <ModalClose asChild>
          <Button onClick={onConfirm}>{buttonLabel}</Button>
        </ModalClose>
      }
    >
      {children}
    </Modal>
  );
}
WelcomeModal.displayName = 'WelcomeModal';
