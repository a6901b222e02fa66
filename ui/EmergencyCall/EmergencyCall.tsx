import { Fragment, useId, type ReactNode } from 'react';
import { Button } from '../Button';
import { PhoneIcon } from '../internal/icons/contentIcons';
import { notice } from '../NoticeBox/NoticeBox.css';
import * as styles from './EmergencyCall.css';

export interface EmergencyCallProps {
  /** The emergency line as shown to people, e.g. "(01) 700-5000"; the `tel:` link keeps only digits and +. */
  phone: string;
  /** The first line, which also names the region. */
  title?: ReactNode;
  /** What calling does, in one short sentence. */
  text?: ReactNode;
  /** The call button's words before the number (which breaks only at its spaces). */
  callText?: string;
  /** Extra class for the box. */
  className?: string;
}

/**
 * The number breaks only at its spaces: "(01)" and "700-5000" may take two lines, but "(01) 700-" on one line and
 * "5000" on the next would be misread.
 */
function PhoneNumber({ phone }: { phone: string }) {
  const parts = phone.split(' ');
  return (
    <span>
      {parts.map((part, i) => (
        <Fragment key={i}>
          <span className={styles.numberPart}>{part}</span>
          {i < parts.length - 1 ? ' ' : null}
        </Fragment>
      ))}
    </span>
  );
}

/**
 * An emergency line put first on a page (the ambulance benefit): a red-edged box with one full-width call button,
 * so a person in a hurry on a phone sees it and calls without scrolling or reading further.
 */
export function EmergencyCall({
  phone,
  title = '¿Es una emergencia?',
  text = 'Llama ya a nuestra central: te enviamos una ambulancia las 24 horas, todos los días.',
  callText = 'Llamar al',
  className,
}: EmergencyCallProps) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={[notice({ tone: 'error' }), className].filter(Boolean).join(' ')}>
      <div className={styles.layout}>
        <p id={id} className={styles.title}>
          {title}
        </p>
        <p className={styles.text}>{text}</p>
        <div className={styles.call}>
          <Button asChild variant="danger" fullWidth>
            <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
              <PhoneIcon className={styles.icon} />
              <span>
                {callText} <PhoneNumber phone={phone} />
              </span>
            </a>
          </Button>
        </div>
      </div>
    </section>
  );
}
EmergencyCall.displayName = 'EmergencyCall';
