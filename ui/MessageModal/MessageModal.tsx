import type { ReactNode } from 'react';
import { Button } from '../Button';
import { ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../internal/icons/contentIcons';
import { Modal, ModalClose, type ModalContentProps } from '../Modal';
import { iconBadge } from './MessageModal.css';

export type MessageTone = 'info' | 'success' | 'warning' | 'error';

const toneIcons: Record<MessageTone, ReactNode> = {
  info: <InfoIcon />,
  success: <SuccessIcon />,
  warning: <WarningIcon />,
  error: <ErrorIcon />,
};

export interface MessageModalProps extends Pick<ModalContentProps, 'lockRoot' | 'dismissOnOutsideClick'> {
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called when the modal opens or closes (button, Escape, close icon). */
  onOpenChange?: (open: boolean) => void;
  /** Optional element that opens the modal; focus returns to it on close. */
  trigger?: ReactNode;
  /** Colours the icon badge and picks its default icon. */
  tone?: MessageTone;
  /** A custom icon instead of the tone's one. */
  icon?: ReactNode;
  /** The message's heading. */
  title: ReactNode;
  /** The message text. */
  description?: ReactNode;
  /** The button's text. */
  buttonLabel?: string;
  /** Called when the button is pressed, before the modal closes. */
  onConfirm?: () => void;
  /** Extra content under the description. */
  children?: ReactNode;
}

/** The spec's generic message: icon, title, description and one button ("Continuar" unless told). */
export function MessageModal({
  tone = 'info',
  icon,
  title,
  description,
  buttonLabel = 'Continuar',
  onConfirm,
  children,
  ...modalProps
}: MessageModalProps) {
  return (
    <Modal
      {...modalProps}
      media={<span className={iconBadge({ tone })}>{icon ?? toneIcons[tone]}</span>}
      title={title}
      description={description}
      data-tone={tone}
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
MessageModal.displayName = 'MessageModal';
