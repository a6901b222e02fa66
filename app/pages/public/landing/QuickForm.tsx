import { useState, type FormEvent } from 'react';
import { Button, DocumentField, type DocumentValue } from '../../../../ui';
import { puedeActivarLanding, validarDocumentoLanding } from '../../../domain/validation';
import { useLinks } from '../../../platform/links';
import * as styles from './landing.css';
import type { RegistrationHandoff } from './registrationHandoff';

/** The hero's quick form: document type and number, "Activar" → /registro/ with both in navigation state. */
export function QuickForm() {
  const { navigate } = useLinks();
  const [value, setValue] = useState<DocumentValue>({ type: '8', number: '' });
  const [touched, setTouched] = useState(false);
  const tipo = Number(value.type);
  const ready = puedeActivarLanding(tipo, value.number);
  const error = touched && value.number !== '' ? validarDocumentoLanding(tipo, value.number) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    const handoff: RegistrationHandoff = {
      identificacion: value.number,
      tipoIdentificacion: value.type === '8' ? 8 : 6,
    };
    navigate('/registro/', handoff);
  };

  return (
    <form className={styles.quickForm} onSubmit={submit} aria-label="Activa tu cuenta">
      <DocumentField
        documentType={value.type}
        number={value.number}
        onChange={setValue}
        onNumberBlur={() => setTouched(true)}
        error={error ?? undefined}
        name="documento"
      />
      <Button type="submit" size="lg" disabled={!ready}>
        Activar
      </Button>
    </form>
  );
}
