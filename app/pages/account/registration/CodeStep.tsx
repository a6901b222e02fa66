import { Fragment, useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, NoticeBox } from '../../../../ui';
import { ACTIVATION_CODE_MINUTES, type DestinoCodigo } from '../../../api/contract';
import { codeDestinations } from '../../../domain/registration';
import { validarCodigoRecuperacion } from '../../../domain/validation';
import { useFocusWhenLost } from '../../../platform/focusWhenLost';
import * as styles from '../AccountLayout.css';
import { CodeField } from '../CodeField';
import { useSecondsLeft } from './useSecondsLeft';

// Sending it comes with this step.
export { confirmCode } from './codeSending';

export interface CodeStepProps {
  /** Where step 1 sent the code, masked. */
  metodos: DestinoCodigo[];
  /** Each new attempt (a resend) starts the field afresh. */
  attempt: number;
  busy: boolean;
  /** The server's answer to a wrong or dead code, shown on the field. */
  error: string | null;
  /** When another code may be asked for (epoch milliseconds). */
  resendAt: number;
  resending: boolean;
  /** The answer to the last resend, beside its button. */
  resendNote: { tone: 'success' | 'error'; text: string } | null;
  onEdit: () => void;
  onConfirm: (codigo: string) => void;
  onResend: () => void;
  onBack: () => void;
}

/**
 * Between step 1 and step 2: the code sent to the contact the lender holds proves the person. The screen says where
 * it went (masked), takes it, and offers another after a visible wait.
 */
export function CodeStep({
  metodos,
  attempt,
  busy,
  error,
  resendAt,
  resending,
  resendNote,
  onEdit,
  onConfirm,
  onResend,
  onBack,
}: CodeStepProps) {
  const stepRef = useFocusWhenLost<HTMLFormElement>();
  const inputRef = useRef<HTMLInputElement>(null);
  const [codigo, setCodigo] = useState('');
  const [touched, setTouched] = useState(false);
  const secondsLeft = useSecondsLeft(resendAt);
  const invalid = validarCodigoRecuperacion(codigo);

  // A new code (resent) empties the field and takes the person back to it.
  const firstAttempt = useRef(attempt);
  useEffect(() => {
    setCodigo('');
    setTouched(false);
    if (attempt === firstAttempt.current) return;
    inputRef.current?.focus({ preventScroll: true });
    inputRef.current?.scrollIntoView({ block: 'center' });
  }, [attempt]);

  // A refused code sends the person back to the field, its digits selected to type again.
  useEffect(() => {
    if (error) inputRef.current?.select();
  }, [error]);

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!invalid && !busy) onConfirm(codigo);
  }

  return (
    <form
      ref={stepRef}
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label="Confirma que eres tú"
      aria-describedby="codigo-enviado"
    >
      <p id="codigo-enviado" className={styles.sentTo}>
        Te enviamos un código de 6 dígitos{' '}
        {codeDestinations(metodos).map(({ via, destino }, i) => (
          <Fragment key={via}>
            {i > 0 ? ' y ' : null}
            {via}
            {destino ? (
              <>
                {' '}
                <span className={styles.destination}>{destino}</span>
              </>
            ) : null}
          </Fragment>
        ))}
        . Vence en {ACTIVATION_CODE_MINUTES} minutos.
      </p>
      <CodeField
        ref={inputRef}
        value={codigo}
        onValueChange={(value) => {
          setCodigo(value);
          if (error) onEdit();
        }}
        onBlur={() => setTouched(true)}
        error={error ?? (touched ? (invalid ?? undefined) : undefined)}
      />
      <div className={styles.actions}>
        <Button type="submit" fullWidth loading={busy} loadingLabel="Confirmando el código">
          Confirmar código
        </Button>
      </div>
      <div className={styles.actions}>
        <p className={styles.resendWait} aria-live="off">
          {secondsLeft > 0
            ? `¿No te llegó? Podrás pedir otro código en ${secondsLeft} s.`
            : '¿No te llegó? Pide otro código.'}
        </p>
        <Button
          type="button"
          variant="secondary"
          fullWidth
          disabled={secondsLeft > 0}
          loading={resending}
          loadingLabel="Enviando un código nuevo"
          onClick={onResend}
        >
          Reenviar código
        </Button>
        {resendNote ? (
          <NoticeBox tone={resendNote.tone} announce={resendNote.tone === 'error' ? 'assertive' : 'polite'}>
            {resendNote.text}
          </NoticeBox>
        ) : null}
        <Button type="button" variant="link" onClick={onBack}>
          Corregir mis datos
        </Button>
      </div>
    </form>
  );
}
