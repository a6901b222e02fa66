import { useEffect, useState } from 'react';
import { RouterLink as Link } from '../../../platform/RouterLink';
import type { Lugar, Reserva } from '../../../api/contract';
import { coworkingEvent } from '../../../domain/agenda';
import { coworkingNotes } from '../../../domain/bookingNotes';
import type { Benefit } from '../../../domain/catalogue';
import { useSession } from '../../../session/SessionContext';
import { Button, NoticeBox, Spinner, formatLongDate } from '../../../../ui';
import { ConfirmationSender } from '../shared/ConfirmationSender';
import { sendQuietly } from '../shared/crm';
import { downloadIcs } from '../shared/downloadIcs';
import { useIdempotencyKey } from '../shared/idempotency';
import { channelName, preferredChannel } from '../shared/preferredChannel';
import { WeekChooser } from '../shared/WeekChooser';
import { BookingSummary } from '../shared/BookingSummary';
import { PlaceChooser } from './PlaceChooser';
import { actions, muted, section, text } from '../ecosystem.css';
import { RevealedNotice } from '../../../platform/RevealedNotice';

const NO_RESPUESTA = 'No pudimos confirmar tu reserva. Vuelve a intentarlo: no se reservará dos veces.';

/** The coworking week: one free week a year (/coworking/*). */
export function CoworkingAction({ benefit }: { benefit: Benefit }) {
  const { api } = useSession();
  const { keyFor, settle } = useIdempotencyKey();
  const [current, setCurrent] = useState<Reserva | null | undefined>(undefined);
  /** The channel of the confirmation just sent, once this visit booked the week. */
  const [justBooked, setJustBooked] = useState<'sms' | 'correo' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sede, setSede] = useState<Lugar | undefined>();

  useEffect(() => {
    let alive = true;
    api
      .call('listarReservas')
      .then((r) => alive && setCurrent((r.data?.data ?? []).find((x) => x.estado === 'programada') ?? null))
      .catch(() => alive && setCurrent(null));
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
    if (result.data?.codigo === 0 && result.data.data) {
      setCurrent(result.data.data);
      setJustBooked(metodo);
      sendQuietly(() => api.call('crmSendUsoBeneficio', { body: { beneficioUsado: benefit.title } }));
    } else {
      setError(result.data?.mensaje ?? NO_RESPUESTA);
    }
  };

  if (current === undefined) return <Spinner label="Cargando tu reserva" showLabel />;

  if (current) {
    const period = `del ${formatLongDate(current.semanaInicio)} al ${formatLongDate(current.semanaFin)}${current.lugar ? `, en ${current.lugar.nombre}` : ''}`;
    return (
      <div className={section}>
        {/* Only a reservation just made answers a tap: one already held is simply the page's content. */}
        {justBooked ? (
          <RevealedNotice notice={current}>
            <NoticeBox tone="success" title="Reserva registrada.">
              Tu semana de coworking va {period}. Te enviamos la confirmación por {channelName(justBooked)}.
            </NoticeBox>
          </RevealedNotice>
        ) : (
          <NoticeBox tone="info" title="Ya tienes tu semana reservada.">
            Tu semana de coworking va {period}.
          </NoticeBox>
        )}
        <BookingSummary
          codigoReserva={current.codigoReserva}
          lugar={current.lugar}
          notes={coworkingNotes()}
          placeTitle="Dónde trabajarás"
        />
        {justBooked ? (
          <ConfirmationSender
            send={async (metodo) => {
              const r = await api.call('mensajeCoworking', { params: { id: current.idCoworking }, query: { metodo } });
              return { ok: r.data?.codigo === 0, message: r.data?.mensaje ?? 'No se pudo enviar la confirmación.' };
            }}
          />
        ) : null}
        <div className={actions}>
          <Button
            variant="secondary"
            onClick={() => downloadIcs(coworkingEvent(current, window.location.origin), current.semanaInicio)}
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

  return (
    <div className={section}>
      <p className={text}>Tienes una semana gratis al año en una de nuestras salas de coworking.</p>
      <PlaceChooser idBeneficio={benefit.id} value={sede} onChange={setSede} legend="Elige la sede" />
      {sede ? (
        <WeekChooser submitLabel="Reservar semana" onSubmit={reserve} />
      ) : (
        <p className={muted}>Elige la sede donde quieres trabajar. Luego elige tu semana.</p>
      )}
      <RevealedNotice notice={error}>
        <NoticeBox tone="error">{error}</NoticeBox>
      </RevealedNotice>
    </div>
  );
}
