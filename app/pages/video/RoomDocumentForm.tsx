import { useState, type FormEvent } from 'react';
import { Button, DocumentField, NoticeBox, type DocumentTypeCode } from '../../../ui';
import { validarDocumento } from '../../domain/validation';
import { textos } from './copy';
import * as styles from './VideoRoomPage.css';
import { RevealedNotice } from '../../platform/RevealedNotice';
import { useRevealInvalid } from '../../platform/revealInvalid';

export interface RoomDocumentFormProps {
  /** The server's message from the last attempt (document not matching the appointment). */
  serverMessage: string | null;
  onSubmit: (documento: { type: DocumentTypeCode; number: string }) => void;
  /** The document of the last attempt. */
  initial?: { type: DocumentTypeCode; number: string } | null;
}

/** Asks for the patient's document when the room's link does not carry it ("/videollamada/sala?id="). */
export function RoomDocumentForm({ serverMessage, onSubmit, initial }: RoomDocumentFormProps) {
  // After a refusal the number typed stays, so a slip is corrected rather than typed again.
  const [type, setType] = useState<DocumentTypeCode>(initial?.type ?? '8');
  const [number, setNumber] = useState(initial?.number ?? '');
  const [error, setError] = useState<string | null>(null);
  // A new object per submit, so each refused attempt brings the field back into view.
  const [attempt, setAttempt] = useState<{ documento?: string | null }>({});
  const formRef = useRevealInvalid<HTMLFormElement>(attempt);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validarDocumento(Number(type), number);
    setError(problem);
    setAttempt({ documento: problem });
    if (problem === null) onSubmit({ type, number });
  };

  return (
    <form ref={formRef} className={styles.narrow} onSubmit={submit} noValidate aria-labelledby="sala-documento-titulo">
      <h2 id="sala-documento-titulo" className={styles.sectionTitle}>
        {textos.documentoTitulo}
      </h2>
      <p className={styles.text}>{textos.documentoTexto}</p>
      <DocumentField
        documentType={type}
        number={number}
        name="documento"
        error={error ?? undefined}
        onChange={(value) => {
          setType(value.type);
          setNumber(value.number);
          if (error) setError(null);
        }}
      />
      <RevealedNotice notice={serverMessage}>
        <NoticeBox tone="error" title={textos.documentoRechazado}>
          {serverMessage}
        </NoticeBox>
      </RevealedNotice>
      <div className={styles.actions}>
        <Button type="submit">{textos.documentoBoton}</Button>
      </div>
    </form>
  );
}
