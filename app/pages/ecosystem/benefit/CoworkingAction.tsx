import { useEffect, useState } from 'react';
import { RouterLink as Link } from '../../../platform/RouterLink';
import type { Lugar, Reserva } from '../../../api/contract';
import { coworkingEvent, coworkingYear, openCoworkingWeeks, upcomingMondays, weekEnded } from '../../../domain/agenda';
import { coworkingNotes } from '../../../domain/bookingNotes';
import type { Benefit } from '../../../domain/catalogue';
import { useSession } from '../../../session/SessionContext';
import { Button, NoticeBox, Spinner, formatLongDate } from '../../../../ui';
import { ConfirmationSender, type Metodo } from '../shared/ConfirmationSender';
import { sendQuietly } from '../shared/crm';
import { downloadIcs } from '../shared/downloadIcs';
import { useIdempotencyKey } from '../shared/idempotency';
import { confirmationSentence, preferredChannel } from '../shared/preferredChannel';
import { WeekChooser } from '../shared/WeekChooser';
import { BookingSummary } from '../shared/BookingSummary';
import { PlaceChooser } from './PlaceChooser';
import { actions, muted, section, text } from '../ecosystem.css';
import { RevealedNotice } from '../../../platform/RevealedNotice';

const NO_RESPUESTA = 'No pudimos confirmar tu reserva. Vuelve a intentarlo: no se reservará dos veces.';

/** The week just reserved on this page, and how its confirmation went. */
interface JustBooked {
  idCoworking: number;
  metodo: Metodo;
  enviada: boolean | undefined;
}

/** The coworking week: one free week per calendar year (/coworking/*). */
export function CoworkingAction({ benefit }: { benefit: Benefit }) {
  const { api } = useSession();
  const { keyFor, settle } = useIdempotencyKey();
  /** The weeks held, at most one per calendar year. */
  const [held, setHeld] = useState<Reserva[] | undefined>(undefined);
  const [mondays] = useState(() => upcomingMondays(new Date()));
  /** The week this visit booked, and the channel its confirmation went to. */
  const [justBooked, setJustBooked] = useState<JustBooked | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sede, setSede] = useState<Lugar | undefined>();

  useEffect(() => {
    let alive = true;
    api
      .call('listarReservas')
      .then((r) => alive && setHeld((r.data?.data ?? []).filter((x) => x.estado === 'programada')))
      .catch(() => alive && setHeld([]));
    return () => {
      alive = false;
    };
  }, [api]);

  const reserve = async (semanaInicio: string) => {
    setError(null);
    const metodo = preferredChannel();
    let result;
    try {
      result = await api.call('agregarCoworking', {
        body: {
          semanaInicio,
          claveIdempotencia: keyFor(`${semanaInicio} ${sede?.idLugar}`),
          metodo,
          ...(sede ? { idLugar: sede.idLugar } : {}),
        },
      });
    } catch {
      setError(NO_RESPUESTA);
      return;
    }
    settle();
    const reserva = result.data?.codigo === 0 ? result.data.data : null;
    if (reserva) {
      setHeld((list = []) => [...list, reserva].sort((a, b) => a.semanaInicio.localeCompare(b.semanaInicio)));
      setJustBooked({ idCoworking: reserva.idCoworking, metodo, enviada: result.data?.confirmacionEnviada });
      sendQuietly(() => api.call('crmSendUsoBeneficio', { body: { beneficioUsado: benefit.title } }));
    } else {
      setError(result.data?.mensaje ?? NO_RESPUESTA);
    }
  };

  if (held === undefined) return <Spinner label="Cargando tu reserva" showLabel />;

  // A week held in one calendar year leaves the weeks of the next one open. A past week still counts for its year,
  // but the page shows only the ones ahead.
  const open = openCoworkingWeeks(mondays, held);
  const ahead = held.filter((reserva) => !weekEnded(reserva.semanaFin, Date.now()));
  const openYears = [...new Set(open.map(coworkingYear))].join(' o ');
  return (
    <>
      {ahead.map((reserva) => (
        <HeldWeek
          key={reserva.idCoworking}
          reserva={reserva}
          justBooked={justBooked?.idCoworking === reserva.idCoworking ? justBooked : null}
        />
      ))}
      {open.length > 0 ? (
        <div className={section}>
          <p className={text}>
            {ahead.length === 0
              ? 'Tienes una semana gratis al año en una de nuestras salas de coworking.'
              : `También puedes reservar tu semana de ${openYears}.`}
          </p>
          <PlaceChooser idBeneficio={benefit.id} value={sede} onChange={setSede} legend="Elige la sede" />
          {sede ? (
            <WeekChooser weeks={open} submitLabel="Reservar semana" onSubmit={reserve} />
          ) : (
            <p className={muted}>Elige la sede donde quieres trabajar. Luego elige tu semana.</p>
          )}
          <RevealedNotice notice={error}>
            <NoticeBox tone="error">{error}</NoticeBox>
          </RevealedNotice>
        </div>
      ) : null}
    </>
  );
}

/** A week held: where and when, the calendar file, and the way to change it. */
function HeldWeek({ reserva, justBooked }: { reserva: Reserva; justBooked: JustBooked | null }) {
  const { api } = useSession();
  const period = `del ${formatLongDate(reserva.semanaInicio)} al ${formatLongDate(reserva.semanaFin)}${reserva.lugar ? `, en ${reserva.lugar.nombre}` : ''}`;
  return (
    <div className={section}>
      {/* Only a reservation just made answers a tap: one already held is simply the page's content. */}
      {justBooked ? (
        <RevealedNotice notice={reserva}>
          <NoticeBox tone="success" title="Reserva registrada.">
            Tu semana de coworking va {period}. {confirmationSentence(justBooked.metodo, justBooked.enviada)}
          </NoticeBox>
        </RevealedNotice>
      ) : (
        <NoticeBox tone="info" title={`Ya tienes tu semana de ${coworkingYear(reserva.semanaInicio)} reservada.`}>
          Tu semana de coworking va {period}.
        </NoticeBox>
      )}
      <BookingSummary
        codigoReserva={reserva.codigoReserva}
        lugar={reserva.lugar}
        notes={coworkingNotes()}
        placeTitle="Dónde trabajarás"
      />
      {justBooked ? (
        <ConfirmationSender
          send={async (metodo) => {
            const r = await api.call('mensajeCoworking', { params: { id: reserva.idCoworking }, query: { metodo } });
            return { ok: r.data?.codigo === 0, message: r.data?.mensaje ?? 'No se pudo enviar la confirmación.' };
          }}
        />
      ) : null}
      <div className={actions}>
        <Button
          variant="secondary"
          onClick={() => downloadIcs(coworkingEvent(reserva, window.location.origin), reserva.semanaInicio)}
        >
          Agregar a mi calendario
        </Button>
        <Button asChild variant="link">
          <Link to="/ecosistema/citas">Cambiar o cancelar en mis citas</Link>
        </Button>
      </div>
    </div>
  );
}
