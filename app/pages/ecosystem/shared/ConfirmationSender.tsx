import { useState } from 'react';
import { failureMessage } from '../../../api/errors';
import { Button, NoticeBox, RadioGroup } from '../../../../ui';
import { RevealedNotice } from '../../../platform/RevealedNotice';
import { panel, actions } from '../ecosystem.css';
import { preferredChannel, rememberChannel } from './preferredChannel';

export type Metodo = 'sms' | 'correo';
export type SendResult = { ok: boolean; message: string };

const CHANNELS = [
  { value: 'correo', label: 'Correo electrónico' },
  { value: 'sms', label: 'SMS' },
] as const;

/**
 * The confirmation already went out by the preferred channel; this resends it by SMS or e-mail,
 * and the choice becomes the preferred channel for the next confirmations.
 */
export function ConfirmationSender({
  send,
  legend = '¿No te llegó? Reenvía la confirmación por',
}: {
  send: (metodo: Metodo) => Promise<SendResult>;
  legend?: string;
}) {
  const [metodo, setMetodo] = useState<Metodo>(preferredChannel);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<SendResult | null>(null);

  const submit = async () => {
    setBusy(true);
    setResult(null);
    try {
      rememberChannel(metodo);
      setResult(await send(metodo));
    } catch (error) {
      setResult({ ok: false, message: failureMessage(error, 'No se pudo enviar la confirmación.') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={panel}>
      <RadioGroup<Metodo> legend={legend} options={CHANNELS} value={metodo} onValueChange={setMetodo} columns="two" />
      <div className={actions}>
        <Button onClick={submit} loading={busy} loadingLabel="Enviando">
          Reenviar confirmación
        </Button>
      </div>
      {/* The button often sits at the screen's bottom edge on a phone: the answer is brought into view. */}
      <RevealedNotice notice={result}>
        {result ? <NoticeBox tone={result.ok ? 'success' : 'error'}>{result.message}</NoticeBox> : null}
      </RevealedNotice>
    </div>
  );
}
