import { useCallback, useEffect, useState } from 'react';
import type { EstadoBeneficio, MiSeguroResponse } from '../../../api/contract';
import { useSession } from '../../../session/SessionContext';

type MiSeguro = MiSeguroResponse['data'];

/**
 * The holder's policies and each benefit's uses left (GET /Profile/MiSeguro). `reload` after a booking or a
 * cancellation, which spend or give back a use. Null while loading or when it could not be read: the pages
 * then show what they can without it, and the server still enforces every rule. `failed` only for a failure to
 * read it, never for an ended session.
 */
export function useMiSeguro(): { data: MiSeguro | null; failed: boolean; reload: () => void } {
  const { api } = useSession();
  const [data, setData] = useState<MiSeguro | null>(null);
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let alive = true;
    api.call('miSeguro').then(
      (r) => {
        // A 401 has opened the expired-session dialog, which says what happened: the page behind it says nothing.
        if (!alive || r.data === null) return;
        setData(r.data.data);
        setFailed(false);
      },
      () => alive && setFailed(true),
    );
    return () => {
      alive = false;
    };
  }, [api, version]);

  return { data, failed, reload: useCallback(() => setVersion((v) => v + 1), []) };
}

export function standingOf(data: MiSeguro | null, idBeneficio: number): EstadoBeneficio | undefined {
  return data?.beneficios.find((b) => b.idBeneficio === idBeneficio);
}
