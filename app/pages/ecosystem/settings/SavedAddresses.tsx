import { useEffect, useState } from 'react';
import type { DireccionGuardada, Profile } from '../../../api/contract';
import { MAX_DIRECCIONES } from '../../../api/schemas/codes';
import { addressLine } from '../../../domain/places/address';
import { rulesOf } from '../../../domain/rules/benefitRules';
import { allVisibleBenefits } from '../../../domain/session';
import { useSession } from '../../../session/SessionContext';
import { Button, NoticeBox, Spinner } from '../../../../ui';
import * as css from '../ecosystem.css';
import { RevealedNotice } from '../../../platform/RevealedNotice';
import { address, row } from './SavedAddresses.css';

/** Whether the plan has a home visit (Médico, Enfermera, Examen de sangre a domicilio): where saved addresses are used. */
function hasHomeVisits(profile: Profile): boolean {
  return allVisibleBenefits(profile).some((b) => rulesOf(b.mod).modalidad === 'domicilio');
}

/** The addresses kept when booking home visits: listed, each can be deleted. */
export function SavedAddresses({ profile }: { profile: Profile }) {
  const { api } = useSession();
  const [list, setList] = useState<DireccionGuardada[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [deleting, setDeleting] = useState<number | null>(null);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);

  useEffect(() => {
    let alive = true;
    api
      .call('listarDirecciones')
      // A 401 has opened the expired-session dialog: an empty list in its place would say none are saved.
      .then((r) => alive && r.data && setList(r.data.data))
      .catch(() => alive && setFailed(true));
    return () => {
      alive = false;
    };
  }, [api]);

  // Nothing to show a customer whose plan has no home visit and who kept no address.
  if (!hasHomeVisits(profile) && (list?.length ?? 0) === 0) return null;

  const remove = async (d: DireccionGuardada) => {
    setDeleting(d.idDireccion);
    try {
      const r = await api.call('eliminarDireccion', { params: { id: d.idDireccion } });
      const ok = r.data?.codigo === 0;
      if (ok || r.data?.codigo === 1)
        setList((current) => current?.filter((x) => x.idDireccion !== d.idDireccion) ?? null);
      setResult({ ok, message: r.data?.mensaje ?? 'No pudimos eliminar la dirección.' });
    } catch (error) {
      setResult({
        ok: false,
        message: error instanceof Error && error.message ? error.message : 'No pudimos eliminar la dirección.',
      });
    } finally {
      setDeleting(null);
    }
  };

  return (
    <section className={css.panel} aria-labelledby="direcciones-guardadas">
      <h2 id="direcciones-guardadas" className={css.sectionTitle}>
        Direcciones guardadas
      </h2>
      <p className={css.muted}>
        Las que guardaste al agendar una visita a domicilio, para elegirlas la próxima vez. Puedes tener hasta{' '}
        {MAX_DIRECCIONES}.
      </p>
      {failed ? (
        <NoticeBox tone="error">No pudimos cargar tus direcciones. Vuelve a intentarlo en unos minutos.</NoticeBox>
      ) : list === null ? (
        <Spinner label="Cargando tus direcciones" showLabel />
      ) : list.length === 0 ? (
        <p className={css.text}>
          Aún no tienes direcciones guardadas. Marca «Guardar esta dirección» cuando agendes una visita a domicilio.
        </p>
      ) : (
        <ul className={css.list}>
          {list.map((d) => (
            <li key={d.idDireccion} className={row}>
              <p id={`direccion-${d.idDireccion}`} className={address}>
                <span className={css.text}>{addressLine(d)}</span>
                {d.referencia ? <span className={css.muted}>Referencia: {d.referencia}</span> : null}
              </p>
              {/* Every row has its "Eliminar": the address it removes is its description. */}
              <Button
                variant="secondary"
                size="sm"
                onClick={() => void remove(d)}
                loading={deleting === d.idDireccion}
                loadingLabel="Eliminando"
                disabled={deleting !== null && deleting !== d.idDireccion}
                aria-describedby={`direccion-${d.idDireccion}`}
              >
                Eliminar
              </Button>
            </li>
          ))}
        </ul>
      )}
      <RevealedNotice notice={result}>
        <NoticeBox tone={result?.ok ? 'success' : 'error'}>{result?.message}</NoticeBox>
      </RevealedNotice>
    </section>
  );
}
