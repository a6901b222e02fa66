import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import type { AppointmentRow } from '../db/bookings.ts';
import type { Cita } from '../http/contract.ts';
import { bookingDetails } from '../../app/domain/agenda.ts';
import { benefitById } from '../../app/domain/catalogue/index.ts';
import { benefitInfo } from '../domain/catalogue.ts';
import { appointmentBooked, appointmentCancelled, appointmentMoved, sendToAccount, type AppointmentFacts } from '../domain/messages.ts';
import { planIncludes } from '../domain/entitlement.ts';
import { SLOT_HOURS, addDays, isBookableSlot, isOpenDay } from '../domain/slots.ts';
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
import { defineRoute } from '../http/routing.ts';
import { randomToken } from '../security/tokens.ts';

const NOT_FOUND = 'No encontramos esa cita.';
const NOT_BOOKABLE = 'Este beneficio no se agenda en línea.';
const NOT_IN_PLAN = 'Este beneficio no está incluido en tu plan.';

/** The portal's origin as the customer reached it. */
function origin(request: { protocol: string; host: string }): string {
  return `${request.protocol}://${request.host}`;
}

export function roomLink(idSala: string): string {
  return `/videollamada/sala?id=${idSala}`;
}

/** An appointment whose video room was ended reads "finalizada"; its room link is gone. */
function toCita(row: AppointmentRow) {
  const ended = row.estado === 'programada' && row.sala_estado === 'finalizada';
  return {
    idAgenda: row.id,
    idBeneficio: row.id_beneficio,
    beneficio: benefitInfo(row.id_beneficio).title,
    fecha: row.fecha,
    hora: row.hora,
    estado: ended ? ('finalizada' as const) : row.estado,
    idSala: ended ? null : row.id_sala,
    linkSala: row.id_sala && !ended ? roomLink(row.id_sala) : null,
    especialidad: row.especialidad as Cita['especialidad'],
    motivo: row.motivo,
    paciente: row.paciente,
  };
}

/** What the confirmation says about an appointment; the room link is absolute, on the portal's origin. */
function facts(row: AppointmentRow, origin: string): AppointmentFacts {
  return {
    beneficio: benefitInfo(row.id_beneficio).title,
    fecha: row.fecha,
    hora: row.hora,
    especialidad: row.especialidad,
    paciente: row.paciente,
    ...(row.id_sala && row.sala_estado === 'activa' ? { enlace: `${origin}${roomLink(row.id_sala)}` } : {}),
  };
}

/** Appointments: free slots, booking (no double booking), moving, cancelling, confirmation, room check. */
export function agendaRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { bookings, accounts, records } = ctx.store;
  const taken = { codigo: 1, mensaje: mensajes.horarioNoDisponible, data: null };

  defineRoute(app, ctx, {
    method: 'POST',
    url: '/agendamientos/ObtenerCitasDisponibles',
    auth: true,
    body: obtenerCitasDisponiblesRequest,
    response: obtenerCitasDisponiblesResponse,
    handler: ({ user, body }) => {
      const hasta = addDays(body.desde, body.dias - 1);
      const booked = new Set(bookings.bookedSlots(body.idBeneficio, body.desde, hasta).map((s) => `${s.fecha} ${s.hora}`));
      const now = ctx.now();
      const bookable = benefitInfo(body.idBeneficio).bookable && planIncludes(ctx.store, user.userId, body.idBeneficio);
      const data = [];
      for (let i = 0; i < body.dias; i++) {
        const fecha = addDays(body.desde, i);
        if (!isOpenDay(fecha)) continue;
        const horarios = SLOT_HOURS.map((hora) => ({
          hora,
          disponible: bookable && isBookableSlot(fecha, hora, now) && !booked.has(`${fecha} ${hora}`),
        }));
        data.push({ fecha, horarios });
      }
      return { codigo: 0, data };
    },
  });

  defineRoute(app, ctx, {
    method: 'GET',
    url: '/agendamientos/ListarCitas',
    auth: true,
    response: listarCitasResponse,
    handler: ({ user }) => ({ codigo: 0, data: bookings.listAppointments(user.userId).map(toCita) }),
  });

  for (const url of ['/agendamientos/AgregarAgenda', '/agendamientos/AgregarAgendaSalud']) {
    defineRoute(app, ctx, {
      method: 'POST',
      url,
      auth: true,
      body: agregarAgendaRequest,
      response: agregarAgendaResponse,
      handler: ({ user, body, request }) => {
        if (!benefitInfo(body.idBeneficio).bookable) return { codigo: 1, mensaje: NOT_BOOKABLE, data: null };
        if (!planIncludes(ctx.store, user.userId, body.idBeneficio)) return { codigo: 1, mensaje: NOT_IN_PLAN, data: null };
        const asks = bookingDetails(benefitById(body.idBeneficio)!);
        if (asks.especialidad && !body.especialidad) return { codigo: 1, mensaje: mensajes.especialidadRequerida, data: null };
        if (!isBookableSlot(body.fecha, body.hora, ctx.now())) return taken;
        const account = accounts.userById(user.userId);
        const result = bookings.book(
          {
            userId: user.userId,
            idBeneficio: body.idBeneficio,
            fecha: body.fecha,
            hora: body.hora,
            key: body.claveIdempotencia,
            idSala: benefitInfo(body.idBeneficio).video ? randomToken(18) : null,
            especialidad: asks.especialidad ? body.especialidad : undefined,
            motivo: asks.motivo ? body.motivo : undefined,
            // The holder is the patient unless a family member is named.
            paciente: asks.paciente ? (body.paciente ?? ([account?.nombres, account?.apellido_paterno].filter(Boolean).join(' ') || undefined)) : undefined,
          },
          ctx.now(),
        );
        if (result.kind === 'taken') return taken;
        // A retry with the same key returns the appointment without a second confirmation.
        if (result.kind === 'created') sendToAccount(ctx, user.userId, body.metodo, appointmentBooked(facts(result.row, origin(request))));
        return { codigo: 0, mensaje: mensajes.citaAgendada, data: toCita(result.row) };
      },
    });
  }

  defineRoute(app, ctx, {
    method: 'POST',
    url: '/agendamientos/UpdateAgenda',
    auth: true,
    body: updateAgendaRequest,
    response: updateAgendaResponse,
    handler: ({ user, body, request }) => {
      const current = bookings.appointment(body.idAgenda, user.userId);
      if (!current || toCita(current).estado !== 'programada') return { codigo: 1, mensaje: NOT_FOUND, data: null };
      if (!isBookableSlot(body.fecha, body.hora, ctx.now())) return taken;
      if (bookings.reschedule(current.id, user.userId, body.fecha, body.hora, ctx.now()) === 'taken') return taken;
      const moved = bookings.appointment(current.id, user.userId) as AppointmentRow;
      sendToAccount(ctx, user.userId, body.metodo, appointmentMoved(facts(moved, origin(request))));
      return { codigo: 0, mensaje: mensajes.citaReprogramada, data: toCita(moved) };
    },
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: '/agendamientos/DeleteAgenda/:id',
    auth: true,
    params: idParams,
    query: cancelarQuery,
    response: deleteAgendaResponse,
    handler: ({ user, params, query, request }) => {
      const current = bookings.appointment(params.id, user.userId);
      if (!current || toCita(current).estado !== 'programada') return { codigo: 1, mensaje: NOT_FOUND };
      bookings.cancel(current.id, user.userId, ctx.now());
      sendToAccount(ctx, user.userId, query.metodo, appointmentCancelled(facts(current, origin(request))));
      return { codigo: 0, mensaje: mensajes.citaCancelada };
    },
  });

  defineRoute(app, ctx, {
    method: 'GET',
    url: '/agendamientos/MensajeAgendar/:id',
    auth: true,
    params: idParams,
    query: mensajeAgendarQuery,
    response: mensajeAgendarResponse,
    handler: ({ user, params, query, request }) => {
      const cita = bookings.appointment(params.id, user.userId);
      const account = accounts.userById(user.userId);
      if (!cita || !account) return { codigo: 1, mensaje: NOT_FOUND };
      // A cancelled appointment is confirmed too: the customer keeps a written record of the cancellation.
      const about = facts(cita, origin(request));
      const message =
        cita.estado === 'cancelada'
          ? appointmentCancelled(about)
          : appointmentBooked(query.linkUsuario && about.enlace ? { ...about, enlace: query.linkUsuario } : about);
      sendToAccount(ctx, user.userId, query.metodo, message);
      return { codigo: 0, mensaje: mensajes.confirmacionEnviada };
    },
  });

  defineRoute(app, ctx, {
    method: 'GET',
    url: '/agendamientos/validarDocumento',
    auth: false,
    query: validarDocumentoQuery,
    response: validarDocumentoResponse,
    handler: ({ query }) => {
      const room = bookings.room(query.id);
      if (!room || room.estado !== 'activa') return { codigo: 0, mensaje: mensajes.consultaNoExiste };
      if (room.identificacion !== query.documento) return { codigo: 0, mensaje: mensajes.documentoNoCorresponde };
      return { codigo: 1, mensaje: mensajes.documentoValido };
    },
  });
}
