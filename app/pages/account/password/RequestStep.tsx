import { useRef, useState, type FormEvent } from 'react';
import { Button, DocumentField, type DocumentValue } from '../../../../ui';
import * as styles from '../AccountLayout.css';
import { useHydrated } from '../../../platform/hydrated';
import { useRevealInvalid } from '../../../platform/revealInvalid';
import { loadFieldRules, useFieldRules, wantFieldRules } from '../fieldRules';

export interface RequestStepProps {
  busy: boolean;
  onSubmit: (document: DocumentValue) => void;
}

/** First step: which account (document type and number). */
export function RequestStep({ busy, onSubmit }: RequestStepProps) {
  const hydrated = useHydrated();
  const [document, setDocument] = useState<DocumentValue>({ type: '8', number: '' });
  const [touched, setTouched] = useState(false);
  const rules = useFieldRules(touched || document.number !== '');
  const error = rules?.validarDocumento(Number(document.type), document.number) ?? null;
  // The mistake a submit found, a new one each time: the field then takes the focus. Not `error`, which follows typing.
  const [refused, setRefused] = useState<{ documento?: string }>({});
  const formRef = useRevealInvalid<HTMLFormElement>(refused);
  /** A second tap while the rules load is ignored, as one while the request runs is. */
  const checking = useRef(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (busy || checking.current) return;
    checking.current = true;
    try {
      const { validarDocumento } = rules ?? (await loadFieldRules());
      const mistake = validarDocumento(Number(document.type), document.number);
      if (mistake === null) onSubmit(document);
      else setRefused({ documento: mistake });
    } catch {
      // The rules could not load (a dropped connection): the next tap tries again.
    } finally {
      checking.current = false;
    }
  }

  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      onFocus={wantFieldRules}
      noValidate
      aria-label="Tu documento"
    >
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
