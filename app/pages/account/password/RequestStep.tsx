import { useState, type FormEvent } from 'react';
import { Button, DocumentField, type DocumentValue } from '../../../../ui';
import { validarDocumento } from '../../../domain/validation';
import * as styles from '../AccountLayout.css';
import { useHydrated } from '../../../platform/hydrated';

export interface RequestStepProps {
  busy: boolean;
  onSubmit: (document: DocumentValue) => void;
}

/** First step: which account (document type and number). */
export function RequestStep({ busy, onSubmit }: RequestStepProps) {
  const hydrated = useHydrated();
  const [document, setDocument] = useState<DocumentValue>({ type: '8', number: '' });
  const [touched, setTouched] = useState(false);
  const error = validarDocumento(Number(document.type), document.number);

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!error && !busy) onSubmit(document);
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Tu documento">
      <DocumentField
        name="usuario"
        documentType={document.type}
        number={document.number}
        onChange={setDocument}
        onNumberBlur={() => setTouched(true)}
        error={touched && error ? error : undefined}
      />
      <div className={styles.actions}>
        <Button type="submit" fullWidth disabled={!hydrated} loading={busy} loadingLabel="Buscando tu cuenta">
          Continuar
        </Button>
      </div>
    </form>
  );
}
