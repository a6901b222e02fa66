import { useEffect, useState } from 'react';
import { config } from '../../../config';
import { telHref } from '../../../domain/phone';
import { PRODUCTO_CURSOS } from '../../../api/schemas/codes';
import { COBERTURA_CURSOS } from '../../../domain/catalogue';
import { isGuest, licencesFor } from '../../../domain/session';
import type { Benefit } from '../../../domain/catalogue';
import { useSession } from '../../../session/SessionContext';
import { Button } from '../../../../ui';
import { visuallyHidden } from '../../../../tokens';
import { sendQuietly } from '../shared/crm';
import { actions, text } from '../ecosystem.css';

/** The course platform (new tab) or a phone line; using it is reported to the CRM. */
export function LinkAction({ benefit }: { benefit: Benefit }) {
  const { api } = useSession();
  const used = () => sendQuietly(() => api.call('crmSendUsoBeneficio', { body: { beneficioUsado: benefit.title } }));

  if (benefit.accion === 'cursos') {
    const url = benefit.mod === 'Cursos' ? config.coursesUrl : (benefit.link ?? config.coursesUrl);
    return (
      <>
        {benefit.licencia === COBERTURA_CURSOS ? <CourseLicences /> : null}
        <div className={actions}>
          <Button asChild>
            <a href={url} target="_blank" rel="noopener noreferrer" onClick={used}>
              Ir a la plataforma<span aria-hidden="true"> ↗</span>
              <span className={visuallyHidden}> (se abre en una pestaña nueva)</span>
            </a>
          </Button>
        </div>
      </>
    );
  }

  const phone = benefit.telefono ?? config.helpPhone;
  const intro =
    benefit.accion === 'servicioHogar'
      ? 'Solicita el servicio a domicilio llamando a nuestra central:'
      : 'Llama a nuestra línea de atención:';
  return (
    <>
      <p className={text}>{intro}</p>
      <div className={actions}>
        <Button asChild>
          <a href={telHref(phone)} onClick={used}>
            Llamar al {phone}
          </a>
        </Button>
      </div>
    </>
  );
}

/**
 * The course licences left: the policy's licences less those held by invitations (being screened or
 * active). A guest holds the one licence their host shared.
 */
function CourseLicences() {
  const { api, profile } = useSession();
  const guest = profile !== null && isGuest(profile);
  const total = profile && !guest ? licencesFor(profile, COBERTURA_CURSOS) : 0;
  const [left, setLeft] = useState<number | null>(null);

  useEffect(() => {
    if (guest || total === 0) return;
    let alive = true;
    api
      .call('listarInvitados')
      .then(
        (r) =>
          alive && setLeft(r.data?.data.licencias.find((l) => l.idProducto === PRODUCTO_CURSOS)?.disponibles ?? total),
      )
      .catch(() => alive && setLeft(total));
    return () => {
      alive = false;
    };
  }, [api, guest, total]);

  if (guest) return <p className={text}>Tu anfitrión compartió contigo 1 licencia de cursos con certificación.</p>;
  if (total === 0 || left === null) return null;
  return (
    <p className={text}>
      Licencias de cursos con certificación: te {left === 1 ? 'queda' : 'quedan'} <strong>{left}</strong> de {total}.
      Cada invitado que agregas usa una.
    </p>
  );
}
