import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '../Button';
import { CloseIcon } from '../internal/icons/contentIcons';
import { SurveyFaces, type SurveyValue } from '../SurveyFaces';
import * as styles from './SurveyPopup.css';

export type SurveyPopupStatus = 'asking' | 'sending' | 'thanks';

export interface SurveyPopupProps {
  /** Whether the popup shows (the app opens it when the survey alert state is "alert"). */
  open: boolean;
  /** Asking for an answer, sending it, or thanking with the registration code. */
  status?: SurveyPopupStatus;
  /** The registration code returned by the server (`cod`), shown in the thank-you state. */
  code?: string | number;
  /** Called with the chosen answer when the person presses the button. */
  onSubmit: (valor: SurveyValue) => void;
  /** Called by the close button and Escape. */
  onClose: () => void;
  /** The question. */
  title?: string;
  /** The button's text. */
  submitLabel?: string;
  /** Accessible name of the close button. */
  closeLabel?: string;
  /** The thank-you text, given the code. */
  thanksText?: (code: string) => string;
}

// The server's code is a database id: the customer is thanked, not shown it.
const defaultThanks = () => '¡Gracias por tu opinión! Nos ayuda a mejorar tus beneficios.';

/** A non-blocking popup asking for a quick rating with three faces; it thanks with the server's code. */
export function SurveyPopup({
  open,
  status = 'asking',
  code,
  onSubmit,
  onClose,
  title = '¿Cómo calificarías tu experiencia?',
  submitLabel = 'Enviar',
  closeLabel = 'Cerrar encuesta',
  thanksText = defaultThanks,
}: SurveyPopupProps) {
  const [choice, setChoice] = useState<SurveyValue | null>(null);
  const titleId = useId();
  const thanks = useRef<HTMLParagraphElement>(null);
  const previousStatus = useRef(status);
  useEffect(() => {
    const arrived = status === 'thanks' && previousStatus.current !== 'thanks';
    previousStatus.current = status;
    // The form that held the focus is gone: the thanks take it, so a keyboard or screen-reader user is not sent
    // back to the start of the page. Focus the person moved elsewhere meanwhile stays where it is.
    if (arrived && (document.activeElement === null || document.activeElement === document.body))
      thanks.current?.focus();
  }, [status]);
  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose();
  };
  const sending = status === 'sending';

  return (
    // Escape closes the popup from any of its controls, as a dialog's does.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      className={styles.popup}
      data-status={status}
      onKeyDown={onKeyDown}
    >
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {status === 'thanks' ? (
        <p ref={thanks} tabIndex={-1} role="status" className={styles.thanks}>
          {thanksText(String(code ?? ''))}
        </p>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (choice) onSubmit(choice);
          }}
          aria-labelledby={titleId}
          className={styles.form}
        >
          <SurveyFaces value={choice} onChange={setChoice} label={title} hideLabel disabled={sending} compactOnPhones />
          <div className={styles.actions}>
            <Button type="submit" disabled={!choice} loading={sending} loadingLabel="Enviando">
              {submitLabel}
            </Button>
          </div>
        </form>
      )}
      <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
        <CloseIcon />
      </button>
    </section>
  );
}
SurveyPopup.displayName = 'SurveyPopup';
