import { useCallback, useEffect, useRef, useState } from 'react';
import { RouterLink as Link } from '../../platform/RouterLink';
import type { Cita, Reserva } from '../../api/contract';
import { failureMessage } from '../../api/errors';
import {
  COWORKING_OPENS,
  appointmentEvent,
  coworkingEvent,
  nextBookingsChange,
  openCoworkingWeeks,
  upcomingMondays,
  weekEnded,
  weekStarted,
} from '../../domain/agenda';
import { addressLine } from '../../domain/places/address';
import { nextNewYearInLima, yearInLima } from '../../domain/limaCalendar';
import { benefitById } from '../../domain/catalogue';
import { useSession } from '../../session/SessionContext';
import { AppointmentCard, Button, NoticeBox, Spinner, formatAppointmentDateTime, formatLongDate } from '../../../ui';
import { ConfirmDialog } from './shared/ConfirmDialog';
import { ConfirmationSender, type Metodo } from './shared/ConfirmationSender';
import { confirmationSentence, preferredChannel } from './shared/preferredChannel';
import { sendQuietly } from './shared/crm';
import { downloadIcs } from './shared/downloadIcs';
import { EcosystemPage } from './shared/EcosystemPage';
import { LoadFailed } from './shared/LoadFailed';
import { SlotChooser } from './shared/SlotChooser';
import { WeekChooser } from './shared/WeekChooser';
import { UsesSummary } from './shared/UsesSummary';
import * as css from './ecosystem.css';
import { usePageTitle } from '../../platform/pageTitle';
import { RevealedNotice } from '../../platform/RevealedNotice';
import { sentence } from '../../domain/sentence';
import { allVisibleBenefits, appointmentsLead } from '../../domain/session';
import { placeLine } from '../../domain/places/placeText';
import { hasStarted } from '../../domain/videoWindow';
import { useNowUntil } from '../../platform/useNowUntil';
import { roomJoinProps } from './shared/roomJoin';
import { bookingItemProps, useLinkedBooking, type BookingItemKey } from './shared/linkedBooking';
import { focusIfLost } from '../../platform/focusWhenLost';

const COWORKING = 'Sala de coworking';

/** "Telemedicina · Pediatría · Paciente: Ana Rojas · Motivo: fiebre": what the booking carried. */
function citaDetail(cita: Cita): string | undefined {
  const parts = [
    isVideoConsultation(cita) ? 'Videoconsulta' : '',
    cita.especialidad ?? '',
    cita.paciente ? `Paciente: ${cita.paciente}` : '',
    cita.motivo ? `Motivo: ${cita.motivo}` : '',
    cita.direccion?.referencia ? `Referencia: ${cita.direccion.referencia}` : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : undefined;
}

/** A video benefit's appointment stays a video consultation after its room has closed (the API then drops the room). */
function isVideoConsultation(cita: Cita): boolean {
  return cita.linkSala !== null || benefitById(cita.idBeneficio)?.accion === 'videoconsulta';
}

/** Where it happens: a home visit's address, or the affiliated place's name and address. */
function citaPlace(cita: Cita): string | undefined {
  if (cita.direccion) return addressLine(cita.direccion);
  return cita.lugar ? placeLine(cita.lugar) : undefined;
}

/** "Semana del lunes, 30 de noviembre de 2026 al sábado, 5 de diciembre de 2026": a week, not its first hour. */
function weekDetail(reserva: Reserva): string {
  return `Semana del ${formatLongDate(reserva.semanaInicio)} al ${formatLongDate(reserva.semanaFin)}`;
}

/** How a past appointment stands on its card: held (ended in its room, or after its hour), missed, or cancelled. */
function pastStatus(estado: Cita['estado']): 'atendida' | 'ausente' | 'cancelada' {
  if (estado === 'no_asistio') return 'ausente';
  return estado === 'cancelada' ? 'cancelada' : 'atendida';
}

/** The notice after a change or a cancellation says where its confirmation went, or that it was not sent. */
function sentTo(answer: { mensaje: string; confirmacionEnviada?: boolean | undefined }, metodo: Metodo): string {
  return `${answer.mensaje} ${confirmationSentence(metodo, answer.confirmacionEnviada)}`;
}

type Item = { kind: 'cita'; cita: Cita } | { kind: 'reserva'; reserva: Reserva };
/** What the page says after a change or a cancellation, with the confirmation sender when it applies. */
type Outcome = { tone: 'success' | 'error'; message: string; confirm?: Item };

/** /ecosistema/citas: appointments and the coworking week; change, cancel, confirmation and calendar file. */
export default function AppointmentsPage() {
  usePageTitle('Citas programadas');
  return (
    <EcosystemPage>
      {(profile) => (
        <>
          <div className={css.intro}>
            <h1 className={css.title}>Citas programadas</h1>
            <p className={css.lead}>{appointmentsLead(allVisibleBenefits(profile))}</p>
          </div>
          <Appointments />
        </>
      )}
    </EcosystemPage>
  );
}

function Appointments() {
  const { api } = useSession();
  const [citas, setCitas] = useState<Cita[] | null>(null);
  const [reservas, setReservas] = useState<Reserva[]>([]);
  const [failed, setFailed] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<Item | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [mondays] = useState(() => upcomingMondays(new Date()));
  // Read again whenever a card changes: a room's link in its window exactly, no change once an appointment starts or
  // a week begins, an ended week in the history, and at New Year in Lima, when the new year's dates lose their year
  // and the old year's gain it.
  const now = useNowUntil((at) =>
    Math.min(
      nextBookingsChange(
        citas?.filter((c) => c.estado === 'programada') ?? [],
        reservas.some((r) => r.estado === 'programada'),
        at,
      ) ?? Infinity,
      nextNewYearInLima(at),
    ),
  );
  // A date outside the year of the screen's clock is written with its year.
  const currentYear = yearInLima(now);
  // A reminder's link names one booking: the page opens on it.
  const linked = useLinkedBooking(citas !== null);
  // The booking last focused within: when the clock takes its buttons away (its hour came), it keeps the focus.
  const focusedItem = useRef<BookingItemKey | null>(null);
  useEffect(() => {
    const item = focusedItem.current && document.getElementById(focusedItem.current);
    if (item) focusIfLost(item);
  }, [now]);

  const load = useCallback(async () => {
    try {
      const [c, r] = await Promise.all([api.call('listarCitas'), api.call('listarReservas')]);
      // A 401 has opened the expired-session dialog: empty lists in its place would say there are no appointments.
      if (!c.data || !r.data) return;
      setCitas(c.data.data);
      setReservas(r.data.data);
      setFailed(null);
    } catch (error) {
      setFailed(failureMessage(error, 'No pudimos cargar tus citas.'));
    }
  }, [api]);

  useEffect(() => {
    void load();
  }, [load]);

  if (failed) {
    const retry = () => {
      setFailed(null);
      setCitas(null);
      void load();
    };
    return <LoadFailed message={failed} onRetry={retry} />;
  }
  if (!citas) return <Spinner label="Cargando tus citas" showLabel />;

  const activeCitas = citas.filter((c) => c.estado === 'programada');
  // A week held still counts for its year once it is over; it is then shown among the past ones.
  const heldReservas = reservas.filter((r) => r.estado === 'programada');
  const activeReservas = heldReservas.filter((r) => !weekEnded(r.semanaFin, now));
  const past = [
    ...citas.filter((c) => c.estado !== 'programada'),
    ...reservas.filter((r) => !activeReservas.includes(r)),
  ];

  /** A slow or failed call ends in a visible message, never in a silent rejection. */
  const attempt = async (action: () => Promise<void>, fallback: string) => {
    try {
      await action();
    } catch (error) {
      setCancelling(null);
      setOutcome({ tone: 'error', message: failureMessage(error, fallback) });
    }
  };

  /** A refusal says why, and the list is read again: what was refused (a slot taken, a start come) may have changed. */
  const refused = (message: string) => {
    setOutcome({ tone: 'error', message });
    void load();
  };

  const reschedule = (cita: Cita, fecha: string, hora: string) =>
    attempt(async () => {
      const metodo = preferredChannel();
      const r = await api.call('updateAgenda', { body: { idAgenda: cita.idAgenda, fecha, hora, metodo } });
      if (r.data?.codigo === 0 && r.data.data) {
        setEditing(null);
        setOutcome({
          tone: 'success',
          message: sentTo(r.data, metodo),
          confirm: { kind: 'cita', cita: r.data.data },
        });
        await load();
      } else refused(r.data?.mensaje ?? 'No pudimos cambiar tu cita.');
    }, 'No pudimos cambiar tu cita.');

  const moveWeek = (reserva: Reserva, semanaInicio: string) =>
    attempt(async () => {
      const metodo = preferredChannel();
      const r = await api.call('updateCoworking', { body: { idCoworking: reserva.idCoworking, semanaInicio, metodo } });
      if (r.data?.codigo === 0 && r.data.data) {
        setEditing(null);
        setOutcome({
          tone: 'success',
          message: sentTo(r.data, metodo),
          confirm: { kind: 'reserva', reserva: r.data.data },
        });
        await load();
      } else refused(r.data?.mensaje ?? 'No pudimos cambiar tu reserva.');
    }, 'No pudimos cambiar tu reserva.');

  const cancel = (item: Item) => attempt(() => cancelNow(item), 'No pudimos cancelar.');

  const cancelNow = async (item: Item) => {
    const metodo = preferredChannel();
    const r =
      item.kind === 'cita'
        ? await api.call('deleteAgenda', { params: { id: item.cita.idAgenda }, query: { metodo } })
        : await api.call('deleteCoworking', { params: { id: item.reserva.idCoworking }, query: { metodo } });
    setCancelling(null);
    if (r.data?.codigo === 0) {
      const [name, fecha] =
        item.kind === 'cita' ? [item.cita.beneficio, item.cita.fecha] : [COWORKING, item.reserva.semanaInicio];
      sendQuietly(() => api.call('crmSendCitaCancel', { body: { cancelCitaName: name, fechaAgenda: fecha } }));
      // The cancellation is confirmed by SMS or e-mail like a booking; it can be resent.
      setOutcome({ tone: 'success', message: sentTo(r.data, metodo), confirm: item });
      await load();
    } else refused(r.data?.mensaje ?? 'No pudimos cancelar.');
  };

  return (
    <>
      {outcome ? (
        <div className={css.section}>
          <RevealedNotice notice={outcome}>
            <NoticeBox tone={outcome.tone}>{outcome.message}</NoticeBox>
          </RevealedNotice>
          {outcome.confirm ? (
            <ConfirmationSender send={(metodo) => sendConfirmation(outcome.confirm!, metodo)} />
          ) : null}
        </div>
      ) : null}

      {activeCitas.length === 0 && activeReservas.length === 0 ? (
        <div className={css.panel}>
          <p className={css.text}>No tienes citas programadas.</p>
          <div className={css.actions}>
            <Button asChild variant="secondary">
              <Link to="/ecosistema">Ver mis beneficios</Link>
            </Button>
          </div>
        </div>
      ) : null}

      {activeCitas.length > 0 ? (
        <section className={css.section} aria-labelledby="mis-citas">
          <h2 id="mis-citas" className={css.sectionTitle}>
            Tus citas
          </h2>
          <ul className={css.list}>
            {activeCitas.map((cita) => {
              const key = `cita-${cita.idAgenda}` as const;
              return (
                <li key={key} {...bookingItemProps(key, linked)} onFocus={() => (focusedItem.current = key)}>
                  <AppointmentCard
                    benefitName={cita.beneficio}
                    date={cita.fecha}
                    time={cita.hora}
                    currentYear={currentYear}
                    place={citaPlace(cita)}
                    bookingCode={cita.codigoReserva}
                    detail={citaDetail(cita)}
                    // Once its hour has come it is held or missed: no longer changed or cancelled.
                    {...(!hasStarted(cita, now) && {
                      onReschedule: () => setEditing(editing === key ? null : key),
                      onCancel: () => setCancelling({ kind: 'cita', cita }),
                    })}
                    rescheduleLabel="Cambiar"
                    onAddToCalendar={() => downloadIcs(appointmentEvent(cita, window.location.origin), cita.fecha)}
                    {...roomJoinProps(cita, now)}
                  />
                  {editing === key && !hasStarted(cita, now) ? (
                    <div className={css.panel}>
                      <h3 className={css.sectionTitle}>Elige el nuevo horario</h3>
                      <SlotChooser
                        name={key}
                        idBeneficio={cita.idBeneficio}
                        idLugar={cita.lugar?.idLugar}
                        idAgenda={cita.idAgenda}
                        submitLabel="Confirmar cambio"
                        onSubmit={(f, h) => reschedule(cita, f, h)}
                      />
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}

      <UsesSummary key={citas.map((c) => `${c.idAgenda}${c.estado}`).join()} ids={citas.map((c) => c.idBeneficio)} />

      {activeReservas.length > 0 ? (
        <section className={css.section} aria-labelledby="mi-coworking">
          <h2 id="mi-coworking" className={css.sectionTitle}>
            {activeReservas.length === 1 ? 'Tu semana de coworking' : 'Tus semanas de coworking'}
          </h2>
          <ul className={css.list}>
            {activeReservas.map((reserva) => {
              const key = `reserva-${reserva.idCoworking}` as const;
              return (
                <li key={key} {...bookingItemProps(key, linked)} onFocus={() => (focusedItem.current = key)}>
                  <AppointmentCard
                    benefitName={COWORKING}
                    date={reserva.semanaInicio}
                    time={COWORKING_OPENS}
                    currentYear={currentYear}
                    place={reserva.lugar ? placeLine(reserva.lugar) : undefined}
                    bookingCode={reserva.codigoReserva}
                    detail={weekDetail(reserva)}
                    {...(!weekStarted(reserva.semanaInicio, now) && {
                      onReschedule: () => setEditing(editing === key ? null : key),
                      onCancel: () => setCancelling({ kind: 'reserva', reserva }),
                    })}
                    rescheduleLabel="Cambiar"
                    cancelLabel="Cancelar reserva"
                    onAddToCalendar={() =>
                      downloadIcs(coworkingEvent(reserva, window.location.origin), reserva.semanaInicio)
                    }
                  />
                  {editing === key && !weekStarted(reserva.semanaInicio, now) ? (
                    <div className={css.panel}>
                      <h3 className={css.sectionTitle}>Elige la nueva semana</h3>
                      <WeekChooser
                        // Its own year, or one in which no other week is held.
                        weeks={openCoworkingWeeks(
                          mondays,
                          heldReservas.filter((r) => r.idCoworking !== reserva.idCoworking),
                        )}
                        submitLabel="Confirmar cambio"
                        onSubmit={(semana) => moveWeek(reserva, semana)}
                      />
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}

      {past.length > 0 ? (
        <section className={css.section} aria-labelledby="anteriores">
          <h2 id="anteriores" className={css.sectionTitle}>
            Historial de citas
          </h2>
          <ul className={css.list}>
            {past.map((item) =>
              'idAgenda' in item ? (
                <li key={`cita-${item.idAgenda}`} {...bookingItemProps(`cita-${item.idAgenda}`, linked)}>
                  <AppointmentCard
                    benefitName={item.beneficio}
                    date={item.fecha}
                    time={item.hora}
                    currentYear={currentYear}
                    place={citaPlace(item)}
                    detail={citaDetail(item)}
                    status={pastStatus(item.estado)}
                    statusLabels={item.estado === 'finalizada' ? { atendida: 'Finalizada' } : undefined}
                  />
                </li>
              ) : (
                <li key={`reserva-${item.idCoworking}`} {...bookingItemProps(`reserva-${item.idCoworking}`, linked)}>
                  <AppointmentCard
                    benefitName={COWORKING}
                    date={item.semanaInicio}
                    time={COWORKING_OPENS}
                    currentYear={currentYear}
                    detail={weekDetail(item)}
                    status={item.estado === 'cancelada' ? 'cancelada' : 'atendida'}
                    statusLabels={{ atendida: 'Finalizada' }}
                  />
                </li>
              ),
            )}
          </ul>
        </section>
      ) : null}

      <ConfirmDialog
        item={cancelling ? describe(cancelling, currentYear) : null}
        onConfirm={() => (cancelling ? cancel(cancelling) : Promise.resolve())}
        onClose={() => setCancelling(null)}
      />
    </>
  );

  async function sendConfirmation(item: Item, metodo: 'sms' | 'correo') {
    const r =
      item.kind === 'cita'
        ? await api.call('mensajeAgendar', {
            params: { id: item.cita.idAgenda },
            query: {
              metodo,
              ...(item.cita.linkSala
                ? { linkUsuario: new URL(item.cita.linkSala, window.location.origin).toString() }
                : {}),
            },
          })
        : await api.call('mensajeCoworking', { params: { id: item.reserva.idCoworking }, query: { metodo } });
    return { ok: r.data?.codigo === 0, message: r.data?.mensaje ?? 'No se pudo enviar la confirmación.' };
  }
}

function describe(item: Item, currentYear: number): { title: string; description: string } {
  return item.kind === 'cita'
    ? {
        title: '¿Cancelar tu cita?',
        description: sentence(
          `${item.cita.beneficio}, ${formatAppointmentDateTime(item.cita.fecha, item.cita.hora, currentYear)}`,
        ),
      }
    : {
        title: '¿Cancelar tu reserva de coworking?',
        description: `Semana del ${formatLongDate(item.reserva.semanaInicio)} al ${formatLongDate(item.reserva.semanaFin)}.`,
      };
}
