import { useState, type FormEvent } from 'react';
import type { ContactoPorConfirmar, MetodoEnvio } from '../../../api/contract';
import { failureMessage } from '../../../api/errors';
import { validarCodigoRecuperacion } from '../../../domain/validation';
import { useSession } from '../../../session/SessionContext';
import { Button, NoticeBox, TextField } from '../../../../ui';
import * as css from '../ecosystem.css';
import { RevealedNotice } from '../../../platform/RevealedNotice';
import { useRevealInvalid } from '../../../platform/revealInvalid';

const labels: Record<MetodoEnvio, string> = {
  correo: 'Código enviado a tu nuevo correo',
  sms: 'Código enviado a tu nuevo celular',
};
const newValue: Record<MetodoEnvio, string> = { correo: 'Nuevo correo', sms: 'Nuevo celular' };

/**
 * A new e-mail or phone takes effect only with the code sent to it: one field per changed channel, confirmed
 * together, or the change cancelled. The server keeps each change until its code comes back or expires, so after a
 * reload (`restored`) the page says a change is waiting and asks for the code again.
 */
export function ContactConfirmation({
  pendientes,
  restored = false,
  onConfirmed,
  onDone,
  onCancelled,
}: {
  pendientes: ContactoPorConfirmar[];
  /** Read from the server on arrival, not answered to a save just now. */
  restored?: boolean;
  /** The profile has been read again with these contacts applied. */
  onConfirmed: (confirmed: ContactoPorConfirmar[]) => void;
  onDone: (message: string) => void;
  onCancelled: (message: string) => void;
}) {
  const { api, refreshProfile } = useSession();
  const [codes, setCodes] = useState<Partial<Record<MetodoEnvio, string>>>({});
  const [errors, setErrors] = useState<Partial<Record<MetodoEnvio, string>>>({});
  const [pending, setPending] = useState(pendientes);
  const [busy, setBusy] = useState<'confirmar' | 'cancelar' | null>(null);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const formRef = useRevealInvalid<HTMLFormElement>(errors);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Partial<Record<MetodoEnvio, string>> = {};
    for (const { canal } of pending) {
      const message = validarCodigoRecuperacion(codes[canal] ?? '');
      if (message) next[canal] = message;
    }
    setErrors(next);
    setResult(null);
    if (Object.keys(next).length > 0) return;
    setBusy('confirmar');
    try {
      const confirmed: ContactoPorConfirmar[] = [];
      for (const item of pending) {
        const r = await api.call('confirmarContacto', { body: { canal: item.canal, codigo: codes[item.canal] ?? '' } });
        if (r.data?.codigo !== 0) {
          setErrors((e) => ({ ...e, [item.canal]: r.data?.mensaje ?? 'No pudimos confirmar el código.' }));
          continue;
        }
        confirmed.push(item);
      }
      const left = pending.filter((item) => !confirmed.includes(item));
      setPending(left);
      if (confirmed.length > 0) {
        await refreshProfile();
        onConfirmed(confirmed);
      }
      if (left.length === 0) onDone('Tu nuevo contacto quedó confirmado.');
    } catch (error) {
      setResult({ ok: false, message: failureMessage(error, 'No pudimos confirmar el código.') });
    } finally {
      setBusy(null);
    }
  };

  const cancel = async () => {
    setResult(null);
    setBusy('cancelar');
    try {
      let answer: { codigo: number; mensaje: string } | undefined;
      for (const { canal } of pending) {
        answer = (await api.call('cancelarContacto', { body: { canal } })).data ?? undefined;
        // No answer: a 401 has opened the expired-session dialog, which says what happened.
        if (answer?.codigo !== 0) break;
      }
      if (answer?.codigo === 0) onCancelled(answer.mensaje);
      else if (answer) setResult({ ok: false, message: answer.mensaje });
    } catch (error) {
      setResult({ ok: false, message: failureMessage(error, 'No pudimos cancelar el cambio.') });
    } finally {
      setBusy(null);
    }
  };

  return (
    <form ref={formRef} className={css.form} onSubmit={submit} noValidate aria-label="Confirmar nuevo contacto">
      {restored ? (
        <NoticeBox tone="info">
          Tienes un cambio de contacto sin confirmar. Ingresa el código que te enviamos o cancela el cambio.
        </NoticeBox>
      ) : null}
      {pending.map(({ canal, valor }) => (
        <TextField
          key={canal}
          label={labels[canal]}
          hint={`${newValue[canal]}: ${valor}`}
          inputMode="numeric"
          inputFilter="digits"
          maxLength={6}
          autoComplete="one-time-code"
          value={codes[canal] ?? ''}
          onValueChange={(value) => setCodes((c) => ({ ...c, [canal]: value }))}
          error={errors[canal]}
        />
      ))}
      {pending.length > 0 ? (
        <div className={css.actions}>
          <Button
            type="submit"
            loading={busy === 'confirmar'}
            loadingLabel="Confirmando"
            disabled={busy === 'cancelar'}
          >
            Confirmar código
          </Button>
          <Button
            type="button"
            variant="secondary"
            onClick={() => void cancel()}
            loading={busy === 'cancelar'}
            loadingLabel="Cancelando"
            disabled={busy === 'confirmar'}
          >
            Cancelar cambio
          </Button>
        </div>
      ) : null}
      <RevealedNotice notice={result}>
        <NoticeBox tone={result?.ok ? 'success' : 'error'}>{result?.message}</NoticeBox>
      </RevealedNotice>
    </form>
  );
}
