import { config } from '../../../config';
import type { Benefit } from '../../../domain/catalogue';
import { useSession } from '../../../session/SessionContext';
import { Button } from '../../../../ui';
import { visuallyHidden } from '../../../../tokens';
import { sendQuietly } from '../shared/crm';
import { actions, text } from '../ecosystem.css';

/** "tel:" needs digits only: "(01) 700-5000" → "017005000". */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The course platform (new tab) or a phone line; using it is reported to the CRM. */
export function LinkAction({ benefit }: { benefit: Benefit }) {
  const { api } = useSession();
  const used = () => sendQuietly(() => api.call('crmSendUsoBeneficio', { body: { beneficioUsado: benefit.title } }));

  if (benefit.accion === 'cursos') {
    const url = benefit.mod === 'Cursos' ? config.coursesUrl : (benefit.link ?? config.coursesUrl);
    return (
      <div className={actions}>
        <Button asChild>
          <a href={url} target="_blank" rel="noopener noreferrer" onClick={used}>
            Ir a la plataforma<span aria-hidden="true"> ↗</span>
            <span className={visuallyHidden}> (se abre en una pestaña nueva)</span>
          </a>
        </Button>
      </div>
    );
  }

  const phone = benefit.telefono ?? config.helpPhone;
  const intro = benefit.accion === 'servicioHogar' ? 'Solicita el servicio a domicilio llamando a nuestra central:' : 'Llama a nuestra línea de atención:';
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
