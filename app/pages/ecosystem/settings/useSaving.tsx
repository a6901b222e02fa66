import { useState } from 'react';
import { failureMessage } from '../../../api/errors';
import { NoticeBox } from '../../../../ui';
import { RevealedNotice } from '../../../platform/RevealedNotice';

export interface SaveResult {
  ok: boolean;
  message: string;
}

/**
 * A settings form's save: busy while it runs, then the outcome the form shows under itself. A call that fails
 * (no network, a timeout) becomes `fallback` or the client's own message, never a silent rejection.
 */
export function useSaving(fallback: string) {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<SaveResult | null>(null);
  const save = async (action: () => Promise<SaveResult>) => {
    setBusy(true);
    setResult(null);
    try {
      setResult(await action());
    } catch (error) {
      setResult({ ok: false, message: failureMessage(error, fallback) });
    } finally {
      setBusy(false);
    }
  };
  return { busy, result, setResult, save };
}

/** The outcome of a save, brought into view when it appears. */
export function SaveNotice({ result }: { result: SaveResult | null }) {
  return (
    <RevealedNotice notice={result}>
      <NoticeBox tone={result?.ok ? 'success' : 'error'}>{result?.message}</NoticeBox>
    </RevealedNotice>
  );
}
