import type { ReactNode } from 'react';
import { Button } from '../Button';
import { MailIcon, PhoneIcon } from '../internal/icons/contentIcons';
import { Modal, ModalClose } from '../Modal';
import * as styles from './ContactModal.css';

export interface ContactModalProps {
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called when the modal opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Optional element that opens the modal (the FAQ's "¿No resolvimos tu duda?" button). */
  trigger?: ReactNode;
  /** The contact e-mail address, shown as a `mailto:` link. */
  email: string;
  /** The phone line as shown to people, e.g. "(01) 311 9000"; the `tel:` link keeps only digits and +. */
  phone: string;
  /** The heading. */
  title?: ReactNode;
  /** A line under the heading. */
  description?: ReactNode;
  /** Label over the e-mail address. */
  emailLabel?: string;
  /** Label over the phone number. */
  phoneLabel?: string;
  /** The button's text. */
  acceptLabel?: string;
}

/** Contact e-mail and phone line as links, and "Aceptar" to close. */
export function ContactModal({
  email,
  phone,
  title = 'Contáctanos',
  description = 'Escríbenos o llámanos y con gusto resolveremos tu duda.',
  emailLabel = 'Correo electrónico',
  phoneLabel = 'Teléfono',
  acceptLabel = 'Aceptar',
  ...modalProps
}: ContactModalProps) {
  return (
    <Modal
      {...modalProps}
      title={title}
      description={description}
      footer={
        <ModalClose asChild>
          <Button>{acceptLabel}</Button>
        </ModalClose>
      }
    >
      <ul className={styles.list}>
        <li>
          <a className={styles.channel} href={`mailto:${email}`}>
            <MailIcon className={styles.channelIcon} />
            <span>
              <span className={styles.channelLabel}>{emailLabel}</span>
              <span className={styles.channelValue}>{email}</span>
            </span>
          </a>
        </li>
        <li>
          <a className={styles.channel} href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
            <PhoneIcon className={styles.channelIcon} />
            <span>
              <span className={styles.channelLabel}>{phoneLabel}</span>
              <span className={styles.channelValue}>{phone}</span>
            </span>
          </a>
        </li>
      </ul>
    </Modal>
  );
}
ContactModal.displayName = 'ContactModal';
