import { useEffect, useState } from 'react';
import { RouterLink as Link } from '../../../platform/RouterLink';
import type { Cita, Lugar } from '../../../api/contract';
import { appointmentEvent, bookingDetails, bookingEndpoint, givenAtPlace } from '../../../domain/agenda';
import { timeAsOneWord } from '../../../domain/dates';
import { yearInLima } from '../../../domain/limaCalendar';
import { bookingNotes } from '../../../domain/bookingNotes';
import { sameServiceIds, type Benefit } from '../../../domain/catalogue';
import { useSession } from '../../../session/SessionContext';
import { Button, NoticeBox, formatDay, formatTime } from '../../../../ui';
import { noWrap } from '../../../../tokens';
import { sentence } from '../../../domain/sentence';
import { addressSentences } from '../../../domain/places/address';
import { keepAddress } from './AddressFields';
import { ConfirmationSender } from '../shared/ConfirmationSender';
import { sendQuietly } from '../shared/crm';
import { downloadIcs } from '../shared/downloadIcs';
import { useIdempotencyKey } from '../shared/idempotency';
import { confirmationSentence, preferredChannel } from '../shared/preferredChannel';
import {
  BookingDetailsFields,
  detailsBody,
  emptyDetails,
  validateDetails,
  type DetailsErrors,
  type DetailsValue,
} from './BookingDetailsFields';
import { SlotChooser } from '../shared/SlotChooser';
import { BookingSummary } from '../shared/BookingSummary';
import { PlaceChooser } from './PlaceChooser';
import { actionList, actions, link, muted, section, text } from '../ecosystem.css';
import { RevealedNotice } from '../../../platform/RevealedNotice';
import { useRevealInvalid } from '../../../platform/revealInvalid';
import { useBookingDraft } from './bookingDraft';
import { standingOf, useMiSeguro } from '../shared/useMiSeguro';
import { boundText, usesText } from '../shared/usesText';

const REVISA = 'Revisa los datos de tu consulta.';
const NO_RESPUESTA = 'No pudimos confirmar tu cita. Vuelve a intentarlo: no se agendará dos veces.';
const ELIGE_LUGAR = 'Elige el local de la red afiliada donde te atenderán.';

/** Booking with the slot picker; health services through AgregarAgendaSalud; a video benefit gets its room. */
export function BookingAction({ benefit }: { benefit: Benefit }) {
  const { api } = useSession();
  const { keyFor, settle } = useIdempotencyKey();
  const [booked, setBooked] = useState<{ cita: Cita; metodo: 'sms' | 'correo'; enviada?: boolean } | null>(null);
  // Whether a home visit's new address was kept in the profile, when the customer asked.
  const [addressNote, setAddressNote] = useState<string | null>(null);
  const asks = bookingDetails(benefit);
  const { details, setDetails, slotProps, clear: clearDraft } = useBookingDraft<DetailsValue>(benefit.id, emptyDetails);
  const [detailErrors, setDetailErrors] = useState<DetailsErrors>({});
  const [error, setError] = useState<string | null>(null);
  // A detail left wrong is brought into view after the notice below (a parent's effect runs after its children's),
  // so the field to correct, not the summary, ends up in view and focused. Only a booking attempt does that: the
  // re-check of each keystroke must never move the cursor out of the field being typed in.
  const [attempt, setAttempt] = useState<DetailsErrors>({});
  const detailsRef = useRevealInvalid<HTMLDivElement>(attempt);
  const [upcoming, setUpcoming] = useState<Cita[]>([]);
  // Bumped when the server refuses a slot, so the picker reloads the free ones.
  const [slotsVersion, setSlotsVersion] = useState(0);
  const video = benefit.accion === 'videoconsulta';
  // Given at a place of the affiliated network: the place is chosen first, and the slots are its.
  const atPlace = givenAtPlace(benefit);
  const [lugar, setLugar] = useState<Lugar | undefined>();
  // Uses left and whether the rules let it be booked today: a spent or waiting benefit offers no form.
  const { data: seguro, reload: reloadStanding } = useMiSeguro();
  const estado = standingOf(seguro, benefit.id);
  const usos = usesText(benefit, estado);
  const preparation = bookingNotes(benefit.id).preparacion;

  useEffect(() => {
    if (!video) return;
    let alive = true;
    api
      .call('listarCitas')
      .then(
        (r) =>
          alive &&
          setUpcoming(
            // The same service booked through another family's page counts here too (one bound, one count of uses).
            (r.data?.data ?? []).filter(
              (c) =>
                sameServiceIds({ mod: benefit.mod }).includes(c.idBeneficio) && c.estado === 'programada' && c.linkSala,
            ),
          ),
      )
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [api, benefit.mod, video]);

  /** A field the customer puts right loses its message at once; nothing new is flagged before the next try. */
  const changeDetails = (next: DetailsValue) => {
    setDetails(next);
    if (Object.keys(detailErrors).length === 0) return;
    validateDetails(asks, next).then(
      (fresh) => {
        const stillWrong = (Object.keys(detailErrors) as (keyof DetailsErrors)[]).filter((key) => fresh[key]);
        const remaining: DetailsErrors = Object.fromEntries(stillWrong.map((key) => [key, fresh[key]]));
        setDetailErrors(remaining);
        if (Object.keys(remaining).length === 0) setError((current) => (current === REVISA ? null : current));
      },
      () => undefined,
    );
  };

  const book = async (fecha: string, hora: string) => {
    setError(null);
    let errors: DetailsErrors;
    try {
      errors = await validateDetails(asks, details);
    } catch {
      // The checks could not be downloaded: nothing was sent.
      setError(NO_RESPUESTA);
      return;
    }
    setDetailErrors(errors);
    setAttempt(errors);
    if (Object.keys(errors).length > 0) {
      setError(REVISA);
      return;
    }
    const metodo = preferredChannel();
    let result;
    try {
      result = await api.call(bookingEndpoint(benefit), {
        body: {
          idBeneficio: benefit.id,
          fecha,
          hora,
          claveIdempotencia: keyFor(`${fecha} ${hora} ${lugar?.idLugar} ${JSON.stringify(detailsBody(asks, details))}`),
          ...detailsBody(asks, details),
          metodo,
          ...(lugar ? { idLugar: lugar.idLugar } : {}),
        },
      });
    } catch {
      // No answer: the same key goes with the retry.
      setError(NO_RESPUESTA);
      return;
    }
    settle();
    // A rule or a bound refused it: the page then says why before the form, as it would have on arrival.
    if (result.data && result.data.codigo !== 0) reloadStanding();
    if (result.data?.codigo === 0 && result.data.data) {
      setBooked({ cita: result.data.data, metodo, enviada: result.data.confirmacionEnviada });
      clearDraft();
      reloadStanding();
      sendQuietly(() => api.call('crmSendUsoBeneficio', { body: { beneficioUsado: benefit.title } }));
      if (asks.direccion) void keepAddress(api, details.direccion).then(setAddressNote);
    } else {
      setError(result.data?.mensaje ?? NO_RESPUESTA);
      setSlotsVersion((v) => v + 1);
    }
  };

  // A date outside the year of the screen's clock is written with its year.
  const currentYear = yearInLima(Date.now());
  if (booked) {
    const { cita, metodo, enviada } = booked;
    const roomUrl = cita.linkSala ? new URL(cita.linkSala, window.location.origin).toString() : undefined;
    return (
      <div className={section}>
        <RevealedNotice notice={booked}>
          <NoticeBox tone="success" title="Cita agendada.">
            {benefit.title}
            {cita.especialidad ? ` (${cita.especialidad})` : ''}: {formatDay(cita.fecha, currentYear)},{' '}
            <span className={noWrap}>{formatTime(cita.hora)}</span> (hora de Lima)
            {cita.lugar ? `, en ${cita.lugar.nombre}` : ''}.
            {cita.paciente ? ` Paciente: ${sentence(cita.paciente)}` : ''}
            {cita.motivo ? ` Motivo: ${sentence(cita.motivo)}` : ''}
            {cita.direccion ? ` ${addressSentences(cita.direccion)}` : ''} {confirmationSentence(metodo, enviada)}
            {addressNote ? ` ${addressNote}` : ''}
          </NoticeBox>
        </RevealedNotice>
        <BookingSummary codigoReserva={cita.codigoReserva} lugar={cita.lugar} notes={bookingNotes(cita.idBeneficio)} />
        {cita.linkSala ? (
          <p className={text}>
            <Link to={cita.linkSala} className={link}>
              Entrar a tu sala de videoconsulta
            </Link>{' '}
            (el día y a la hora de tu cita).
          </p>
        ) : null}
        <ConfirmationSender
          send={async (metodo) => {
            const r = await api.call('mensajeAgendar', {
              params: { id: cita.idAgenda },
              query: { metodo, ...(roomUrl ? { linkUsuario: roomUrl } : {}) },
            });
            return { ok: r.data?.codigo === 0, message: r.data?.mensaje ?? 'No se pudo enviar la confirmación.' };
          }}
        />
        <div className={actions}>
          <Button
            variant="secondary"
            onClick={() => downloadIcs(appointmentEvent(cita, window.location.origin), cita.fecha)}
          >
            Agregar a mi calendario
          </Button>
          <Button asChild variant="link">
            <Link to="/ecosistema/citas">Ver mis citas</Link>
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className={section}>
      {upcoming.length > 0 ? (
        <div className={section}>
          <p className={text}>
            {upcoming.length === 1 ? 'Tienes una videoconsulta programada:' : 'Tienes videoconsultas programadas:'}
          </p>
          <ul className={actionList}>
            {upcoming.map((cita) => (
              <li key={cita.idAgenda}>
                <Button asChild>
                  <Link to={cita.linkSala!}>
                    Unirse a la videoconsulta del {formatDay(cita.fecha, currentYear)}, {timeAsOneWord(cita.hora)}
                  </Link>
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {usos ? <p className={text}>{usos}</p> : null}
      {estado?.aviso ? (
        <NoticeBox tone="warning" title="Por ahora no puedes agendarlo">
          {estado.aviso}
          {/* A bound on upcoming appointments: the appointments that make it are one tap away. */}
          {boundText(estado) ? (
            <>
              {' '}
              <Link className={link} to="/ecosistema/citas">
                Ver tus citas programadas
              </Link>
            </>
          ) : null}
        </NoticeBox>
      ) : (
        <>
          <p className={text}>{video ? 'Agenda tu videoconsulta:' : 'Agenda tu cita:'}</p>
          {/* Before the hour is chosen: a test taken fasting is booked knowing it, not told after. */}
          {preparation.length > 0 ? (
            <NoticeBox tone="info" title="Preparación">
              {preparation.join(' ')}
            </NoticeBox>
          ) : null}
          <div ref={detailsRef}>
            <BookingDetailsFields asks={asks} value={details} errors={detailErrors} onChange={changeDetails} />
          </div>
          {atPlace ? <PlaceChooser idBeneficio={benefit.id} value={lugar} onChange={setLugar} /> : null}
          {/* Above the slots: a refused slot reloads them, and the answer must not be pushed away while they load. */}
          <RevealedNotice notice={error}>
            <NoticeBox tone="error">{error}</NoticeBox>
          </RevealedNotice>
          {atPlace && !lugar ? (
            <p className={muted}>{ELIGE_LUGAR} Luego verás sus horarios libres.</p>
          ) : (
            <SlotChooser
              key={slotsVersion}
              idBeneficio={benefit.id}
              idLugar={lugar?.idLugar}
              submitLabel={video ? 'Agendar videoconsulta' : 'Agendar cita'}
              onSubmit={book}
              {...slotProps}
            />
          )}
        </>
      )}
    </div>
  );
}
