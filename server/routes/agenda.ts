import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import type { AppointmentRow } from '../db/bookings.ts';
import { bookingDetails } from '../../app/domain/agenda.ts';
import { hasStarted } from '../../app/domain/videoWindow.ts';
import { benefitById, sameServiceIds } from '../../app/domain/catalogue/index.ts';
import { appointmentFacts as facts, estadoOf, toCita } from '../domain/citas.ts';
import { appointmentJobs } from '../domain/reminders.ts';
import { benefitInfo } from '../domain/catalogue.ts';
import {
  appointmentBooked,
  appointmentCancelled,
  appointmentMoved,
  confirmQuietly,
  sendToAccount,
} from '../domain/messages.ts';
import { planIncludes } from '../domain/entitlement.ts';
import { bookingRefusal, policyStart } from '../domain/benefitUse.ts';
import { choosePlace, lugaresOf } from '../domain/places.ts';
import { isBookableSlot } from '../domain/slots.ts';
import { addDays, limaDateTime } from '../../app/domain/limaCalendar.ts';
import { rulesOf } from '../../app/domain/rules/benefitRules.ts';
import { checkBooking, isOpenDayFor, slotHoursFor } from '../../app/domain/rules/bookingCheck.ts';
import { periodOf } from '../../app/domain/rules/policyPeriod.ts';
import {
  agregarAgendaRequest,
  agregarAgendaResponse,
  cancelarQuery,
  deleteAgendaResponse,
  idParams,
  listarCitasResponse,
  mensajeAgendarQuery,
  mensajeAgendarResponse,
  mensajes,
  obtenerCitasDisponiblesRequest,
  obtenerCitasDisponiblesResponse,
  updateAgendaRequest,
  updateAgendaResponse,
  validarDocumentoQuery,
  validarDocumentoResponse,
} from '../http/contract.ts';
import { NotEntitledError } from '../http/errors.ts';
import { defineRoute } from '../http/routing.ts';
import { roomClosed } from '../domain/roomWindow.ts';
import { isOwnLink } from '../security/links.ts';
import { randomToken } from '../security/tokens.ts';

const NOT_FOUND = 'No encontramos esa cita.';
const NOT_BOOKABLE = 'Este beneficio no se agenda en línea.';
const NOT_IN_PLAN = 'Este beneficio no está incluido en tu plan.';
const ALREADY_HELD = 'Esta cita ya pasó: no hay confirmación que enviar.';

/** The same person, whatever the case, accents or spacing: a holder may name themself as the patient. */
function sameName(a: string, b: string): boolean {
  const plain = (text: string) =>
    text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
  return plain(a) === plain(b);
}

/** Appointments: free slots, booking (no double booking), moving, cancelling, confirmation, room check. */
export function agendaRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { bookings, accounts } = ctx.store;
  const taken = { codigo: 1, mensaje: mensajes.horarioNoDisponible, data: null };
  /** An appointment as the API answers it, with its place. */
  const citaOf = async (row: AppointmentRow) => toCita(row, await lugaresOf(ctx.store, [row.id_lugar]));

  defineRoute(app, ctx, {
    method: 'POST',
    url: '/agendamientos/ObtenerCitasDisponibles',
    compressed: true,
    auth: true,
    body: obtenerCitasDisponiblesRequest,
    response: obtenerCitasDisponiblesResponse,
    // Only what the benefit's rules allow is offered: its days and hours, nothing inside the waiting period,
    // nothing in a period whose uses are spent.
    handler: async ({ user, body }) => {
      const hasta = addDays(body.desde, body.dias - 1);
      const benefit = benefitById(body.idBeneficio);
      const bookable =
        benefitInfo(body.idBeneficio).bookable && (await planIncludes(ctx.store, user.userId, body.idBeneficio));
      if (!benefit) return { codigo: 0, data: [] };
      // A benefit given at a place has the place's slots: two customers may book one hour at two places.
      const place = await choosePlace(ctx.store, benefit, body.idLugar);
      if (!place.ok) return { codigo: 1, mensaje: place.mensaje, data: [] };
      const rules = rulesOf(benefit.mod);
      const booked = new Set(
        (await bookings.bookedSlots(body.idBeneficio, place.place?.id ?? null, body.desde, hasta)).map(
          (s) => `${s.fecha} ${s.hora}`,
        ),
      );
      // One person, one appointment an hour: the hours of the customer's other appointments are not offered.
      for (const own of await bookings.ownHours(user.userId, body.desde, hasta))
        if (own.id !== body.idAgenda) booked.add(`${own.fecha} ${own.hora}`);
      const inicioVigencia = await policyStart(ctx.store, user.userId, benefit);
      const firstPeriod =
        rules.usos === 'ilimitado' ? undefined : periodOf(rules.usos.periodo, inicioVigencia, body.desde);
      // Moving an appointment does not spend a second use (UpdateAgenda counts the same way).
      const uses = (
        firstPeriod ? await ctx.store.policies.usesSince(user.userId, sameServiceIds(benefit), firstPeriod.desde) : []
      ).filter((u) => u.id !== body.idAgenda);
      const now = ctx.now();
      const data = [];
      for (let i = 0; i < body.dias; i++) {
        const fecha = addDays(body.desde, i);
        if (!isOpenDayFor(rules, fecha)) continue;
        const period = rules.usos === 'ilimitado' ? undefined : periodOf(rules.usos.periodo, inicioVigencia, fecha);
        const usados = period
          ? uses.filter((u) => u.fecha >= period.desde && (!period.hasta || u.fecha < period.hasta)).length
          : 0;
        const horarios = slotHoursFor(rules).map((hora) => ({
          hora,
          disponible:
            bookable &&
            isBookableSlot(fecha, hora, now) &&
            !booked.has(`${fecha} ${hora}`) &&
            checkBooking({ rules, title: benefit.title, fecha, hora, inicioVigencia, usados, paraFamiliar: false }) ===
              null,
        }));
        data.push({ fecha, horarios });
      }
      return { codigo: 0, data };
    },
  });

  defineRoute(app, ctx, {
    method: 'GET',
    url: '/agendamientos/ListarCitas',
    compressed: true,
    auth: true,
    response: listarCitasResponse,
    // A window, not everything: every upcoming appointment, then the most recent others, 500 in all, oldest first.
    handler: async ({ user }) => {
      const rows = await bookings.listAppointments(user.userId, 500, limaDateTime(ctx.now()).slice(0, 10));
      const lugares = await lugaresOf(
        ctx.store,
        rows.map((r) => r.id_lugar),
      );
      return { codigo: 0, data: rows.map((row) => toCita(row, lugares)) };
    },
  });

  for (const url of ['/agendamientos/AgregarAgenda', '/agendamientos/AgregarAgendaSalud']) {
    defineRoute(app, ctx, {
      method: 'POST',
      url,
      auth: true,
      body: agregarAgendaRequest,
      response: agregarAgendaResponse,
      handler: async ({ user, body, request }) => {
        if (!benefitInfo(body.idBeneficio).bookable) return { codigo: 1, mensaje: NOT_BOOKABLE, data: null };
        if (!(await planIncludes(ctx.store, user.userId, body.idBeneficio))) throw new NotEntitledError(NOT_IN_PLAN);
        const asks = bookingDetails(benefitById(body.idBeneficio)!);
        if (asks.especialidad && !body.especialidad)
          return { codigo: 1, mensaje: mensajes.especialidadRequerida, data: null };
        // A home visit goes to an address: without one nobody would know where to go.
        if (asks.direccion && !body.direccion) return { codigo: 1, mensaje: mensajes.direccionRequerida, data: null };
        const direccion = asks.direccion ? body.direccion : undefined;
        const benefit = benefitById(body.idBeneficio)!;
        const place = await choosePlace(ctx.store, benefit, body.idLugar);
        if (!place.ok) return { codigo: 1, mensaje: place.mensaje, data: null };
        if (!isBookableSlot(body.fecha, body.hora, ctx.now())) return taken;
        const account = await accounts.userById(user.userId);
        const holderName = [account?.nombres, account?.apellido_paterno].filter(Boolean).join(' ');
        const attempt = {
          userId: user.userId,
          benefit,
          fecha: body.fecha,
          hora: body.hora,
          paraFamiliar: body.paciente !== undefined && !sameName(body.paciente, holderName),
          inicioVigencia: await policyStart(ctx.store, user.userId, benefit),
          ubigeo: direccion?.ubigeo,
        };
        const result = await bookings.book(
          {
            userId: user.userId,
            idBeneficio: body.idBeneficio,
            sameService: sameServiceIds(benefit),
            fecha: body.fecha,
            hora: body.hora,
            key: body.claveIdempotencia,
            idSala: benefitInfo(body.idBeneficio).video ? randomToken(18) : null,
            especialidad: asks.especialidad ? body.especialidad : undefined,
            motivo: asks.motivo ? body.motivo : undefined,
            // The holder is the patient unless a family member is named.
            paciente: asks.paciente ? (body.paciente ?? (holderName || undefined)) : undefined,
            idLugar: place.place?.id ?? null,
            direccion,
            canal: body.metodo,
          },
          ctx.now(),
          { desde: limaDateTime(ctx.now()).slice(0, 10), ...ctx.config.bookingLimits },
          (tx, newId) => bookingRefusal(ctx.store, { ...attempt, exceptId: newId }, tx),
          appointmentJobs(ctx),
        );
        if (result.kind === 'refused')
          return {
            codigo: 2,
            mensaje: result.refusal.mensaje,
            data: null,
            regla: result.refusal.regla,
            disponibleDesde: result.refusal.disponibleDesde ?? null,
          };
        if (result.kind === 'limit') {
          return {
            codigo: 1,
            mensaje:
              result.scope === 'beneficio'
                ? mensajes.limiteCitasBeneficio(ctx.config.bookingLimits.perBenefit)
                : mensajes.limiteCitasTotal(ctx.config.bookingLimits.total),
            data: null,
          };
        }
        if (result.kind === 'taken') return taken;
        if (result.kind === 'clash') return { codigo: 1, mensaje: mensajes.otraCitaALaHora, data: null };
        const cita = await citaOf(result.row);
        // A retry with the same key returns the appointment without a second confirmation.
        if (result.kind === 'existing') return { codigo: 0, mensaje: mensajes.citaAgendada, data: cita };
        const confirmacionEnviada = await confirmQuietly(
          ctx,
          user.userId,
          body.metodo,
          appointmentBooked(facts(cita, result.row, ctx.config.publicOrigin), ctx.now()),
          {
            ip: request.ip,
            log: request.log,
            detalle: 'confirmación de cita',
          },
        );
        return { codigo: 0, mensaje: mensajes.citaAgendada, data: cita, confirmacionEnviada };
      },
    });
  }

  defineRoute(app, ctx, {
    method: 'POST',
    url: '/agendamientos/UpdateAgenda',
    auth: true,
    body: updateAgendaRequest,
    response: updateAgendaResponse,
    handler: async ({ user, body, request }) => {
      const current = await bookings.appointment(body.idAgenda, user.userId);
      if (!current || estadoOf(current) !== 'programada') return { codigo: 1, mensaje: NOT_FOUND, data: null };
      if (hasStarted(current, ctx.now())) return { codigo: 1, mensaje: mensajes.citaYaEmpezo, data: null };
      if (!isBookableSlot(body.fecha, body.hora, ctx.now())) return taken;
      const benefit = benefitById(current.id_beneficio);
      if (!benefit || !(await planIncludes(ctx.store, user.userId, current.id_beneficio)))
        throw new NotEntitledError(NOT_IN_PLAN);
      const refusal = await bookingRefusal(ctx.store, {
        userId: user.userId,
        benefit,
        fecha: body.fecha,
        hora: body.hora,
        // The patient was checked when it was booked; the address stays the one booked.
        paraFamiliar: false,
        inicioVigencia: await policyStart(ctx.store, user.userId, benefit),
        ubigeo: current.direccion_ubigeo ?? undefined,
        exceptId: current.id,
      });
      if (refusal)
        return {
          codigo: 2,
          mensaje: refusal.mensaje,
          data: null,
          regla: refusal.regla,
          disponibleDesde: refusal.disponibleDesde ?? null,
        };
      const outcome = await bookings.reschedule(
        current.id,
        user.userId,
        body.fecha,
        body.hora,
        ctx.now(),
        appointmentJobs(ctx),
      );
      if (outcome === 'taken') return taken;
      if (outcome === 'clash') return { codigo: 1, mensaje: mensajes.otraCitaALaHora, data: null };
      const moved = (await bookings.appointment(current.id, user.userId)) as AppointmentRow;
      const cita = await citaOf(moved);
      const confirmacionEnviada = await confirmQuietly(
        ctx,
        user.userId,
        body.metodo,
        appointmentMoved(facts(cita, moved, ctx.config.publicOrigin), ctx.now()),
        {
          ip: request.ip,
          log: request.log,
          detalle: 'confirmación de cita',
        },
      );
      return { codigo: 0, mensaje: mensajes.citaReprogramada, data: cita, confirmacionEnviada };
    },
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: '/agendamientos/DeleteAgenda/:id',
    auth: true,
    params: idParams,
    query: cancelarQuery,
    response: deleteAgendaResponse,
    handler: async ({ user, params, query, request }) => {
      const current = await bookings.appointment(params.id, user.userId);
      if (!current || estadoOf(current) !== 'programada') return { codigo: 1, mensaje: NOT_FOUND };
      // Its hour has come: held or missed, it spends its use, and a cancellation would give it back.
      if (hasStarted(current, ctx.now())) return { codigo: 1, mensaje: mensajes.citaYaEmpezo };
      const cita = await citaOf(current);
      await bookings.cancel(current.id, user.userId, ctx.now(), appointmentJobs(ctx));
      const confirmacionEnviada = await confirmQuietly(
        ctx,
        user.userId,
        query.metodo,
        appointmentCancelled(facts(cita, current, ctx.config.publicOrigin), ctx.now()),
        {
          ip: request.ip,
          log: request.log,
          detalle: 'confirmación de cita',
        },
      );
      return { codigo: 0, mensaje: mensajes.citaCancelada, confirmacionEnviada };
    },
  });

  defineRoute(app, ctx, {
    method: 'GET',
    url: '/agendamientos/MensajeAgendar/:id',
    auth: true,
    params: idParams,
    query: mensajeAgendarQuery,
    response: mensajeAgendarResponse,
    handler: async ({ user, params, query, request }) => {
      const cita = await bookings.appointment(params.id, user.userId);
      if (!cita) return { codigo: 1, mensaje: NOT_FOUND };
      // The link goes into the insurer's own message: only the portal's own pages may be named there.
      if (query.linkUsuario !== undefined && !isOwnLink(query.linkUsuario, ctx.config.publicOrigin)) {
        return { codigo: 1, mensaje: mensajes.enlaceNoPermitido };
      }
      // Once held or missed, there is nothing to confirm: a confirmation would read as a new booking.
      const estado = estadoOf(cita);
      if (estado !== 'programada' && estado !== 'cancelada') return { codigo: 1, mensaje: ALREADY_HELD };
      // A cancelled appointment is confirmed too: the customer keeps a written record of the cancellation.
      const about = facts(await citaOf(cita), cita, ctx.config.publicOrigin);
      // Written absolute, on the configured origin: the message is read outside the portal.
      const enlace =
        query.linkUsuario && about.enlace
          ? new URL(query.linkUsuario, ctx.config.publicOrigin).toString()
          : about.enlace;
      const message =
        cita.estado === 'cancelada'
          ? appointmentCancelled(about, ctx.now())
          : appointmentBooked(enlace ? { ...about, enlace } : about, ctx.now());
      const sent = await sendToAccount(ctx, user.userId, query.metodo, message, {
        ip: request.ip,
        detalle: 'confirmación de cita',
      });
      if (sent === 'sin_cuenta') return { codigo: 1, mensaje: NOT_FOUND };
      if (sent === 'limite') return { codigo: 1, mensaje: mensajes.limiteMensajes };
      return { codigo: 0, mensaje: mensajes.confirmacionEnviada };
    },
  });

  defineRoute(app, ctx, {
    method: 'GET',
    url: '/agendamientos/validarDocumento',
    auth: false,
    // Open to anyone with a room link: limited per address like login, so documents cannot be tried by the thousand.
    rateLimited: true,
    query: validarDocumentoQuery,
    response: validarDocumentoResponse,
    handler: async ({ query }) => {
      const room = await bookings.room(query.id);
      if (!room || room.estado !== 'activa') return { codigo: 0, mensaje: mensajes.consultaNoExiste };
      if (room.identificacion !== query.documento) return { codigo: 0, mensaje: mensajes.documentoNoCorresponde };
      // Only the room's own patient learns the appointment's hour: when the room opens, or that its time passed.
      const cita = { fecha: room.fecha, hora: room.hora };
      const closed = roomClosed(room, ctx.now());
      if (closed) return { ...closed, cita };
      // The patient is entering the room in its window: the consultation counts as attended.
      await bookings.markJoined(query.id, ctx.now());
      return { codigo: 1, mensaje: mensajes.documentoValido, cita };
    },
  });
}
