import { useState, type FormEvent } from 'react';
import type { MetodoEnvio } from '../../../api/contract';
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

/**
 * A new e-mail or phone takes effect only with the code sent to it: one field per changed channel,
 * confirmed together; the profile is read again once every one is accepted.
 */
export function ContactConfirmation({
  canales,
  onDone,
}: {
  canales: MetodoEnvio[];
  onDone: (message: string) => void;
}) {
  const { api, refreshProfile } = useSession();
  const [codes, setCodes] = useState<Partial<Record<MetodoEnvio, string>>>({});
  const [errors, setErrors] = useState<Partial<Record<MetodoEnvio, string>>>({});
  const [pending, setPending] = useState(canales);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const formRef = useRevealInvalid<HTMLFormElement>(errors);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Partial<Record<MetodoEnvio, string>> = {};
    for (const canal of pending) {
      const message = validarCodigoRecuperacion(codes[canal] ?? '');
      if (message) next[canal] = message;
    }
    setErrors(next);
    setResult(null);
    if (Object.keys(next).length > 0) return;
    setBusy(true);
    try {
      let left = pending;
      for (const canal of pending) {
        const r = await api.call('confirmarContacto', { body: { canal, codigo: codes[canal] ?? '' } });
        if (r.data?.codigo !== 0) {
          setErrors((e) => ({ ...e, [canal]: r.data?.mensaje ?? 'No pudimos confirmar el código.' }));
          continue;
        }
        left = left.filter((c) => c !== canal);
      }
      setPending(left);
      if (left.length === 0) {
        await refreshProfile();
        onDone('Tu nuevo contacto quedó confirmado.');
      }
    } catch (error) {
      setResult({ ok: false, message: failureMessage(error, 'No pudimos confirmar el código.') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form ref={formRef} className={css.form} onSubmit={submit} noValidate aria-label="Confirmar nuevo contacto">
      {pending.map((canal) => (
        <TextField
          key={canal}
          label={labels[canal]}
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
          <Button type="submit" loading={busy} loadingLabel="Confirmando">
            Confirmar código
          </Button>
        </div>
      ) : null}
      <RevealedNotice notice={result}>
        <NoticeBox tone={result?.ok ? 'success' : 'error'}>{result?.message}</NoticeBox>
      </RevealedNotice>
    </form>
  );
}
