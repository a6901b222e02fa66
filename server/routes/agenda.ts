import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import type { AppointmentRow } from '../db/bookings.ts';
import { benefitInfo } from '../domain/catalogue.ts';
import { planIncludes } from '../domain/entitlement.ts';
import { SLOT_HOURS, addDays, isBookableSlot, isOpenDay, limaDateTime } from '../domain/slots.ts';
import {
  agregarAgendaRequest,
  agregarAgendaResponse,
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
import { isOwnLink } from '../security/links.ts';
import { takeMessageAllowance } from '../security/messageLimit.ts';
import { randomToken } from '../security/tokens.ts';

const NOT_FOUND = 'No encontramos esa cita.';
const NOT_BOOKABLE = 'Este beneficio no se agenda en línea.';
const NOT_IN_PLAN = 'Este beneficio no está incluido en tu plan.';

export function roomLink(idSala: string): string {
  return `/videollamada/sala?id=${idSala}`;
}

function toCita(row: AppointmentRow) {
  return {
    idAgenda: row.id,
    idBeneficio: row.id_beneficio,
    beneficio: benefitInfo(row.id_beneficio).title,
    fecha: row.fecha,
    hora: row.hora,
    estado: row.estado,
    idSala: row.id_sala,
    linkSala: row.id_sala ? roomLink(row.id_sala) : null,
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
    // A window, not everything: the newest 500 by date (every upcoming one among them), oldest first.
    handler: ({ user }) => ({ codigo: 0, data: bookings.listAppointments(user.userId, 500).map(toCita) }),
  });

  for (const url of ['/agendamientos/AgregarAgenda', '/agendamientos/AgregarAgendaSalud']) {
    defineRoute(app, ctx, {
      method: 'POST',
      url,
      auth: true,
      body: agregarAgendaRequest,
      response: agregarAgendaResponse,
      handler: ({ user, body }) => {
        if (!benefitInfo(body.idBeneficio).bookable) return { codigo: 1, mensaje: NOT_BOOKABLE, data: null };
        if (!planIncludes(ctx.store, user.userId, body.idBeneficio)) return { codigo: 1, mensaje: NOT_IN_PLAN, data: null };
        if (!isBookableSlot(body.fecha, body.hora, ctx.now())) return taken;
        const result = bookings.book(
          {
            userId: user.userId,
            idBeneficio: body.idBeneficio,
            fecha: body.fecha,
            hora: body.hora,
            key: body.claveIdempotencia,
            idSala: benefitInfo(body.idBeneficio).video ? randomToken(18) : null,
          },
          ctx.now(),
          { desde: limaDateTime(ctx.now()).slice(0, 10), ...ctx.config.bookingLimits },
        );
        if (result.kind === 'limit') {
          return { codigo: 1, mensaje: result.scope === 'beneficio' ? mensajes.limiteCitasBeneficio : mensajes.limiteCitasTotal, data: null };
        }
        if (result.kind === 'taken') return taken;
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
    handler: ({ user, body }) => {
      const current = bookings.appointment(body.idAgenda, user.userId);
      if (!current || current.estado !== 'programada') return { codigo: 1, mensaje: NOT_FOUND, data: null };
      if (!isBookableSlot(body.fecha, body.hora, ctx.now())) return taken;
      if (bookings.reschedule(current.id, user.userId, body.fecha, body.hora, ctx.now()) === 'taken') return taken;
      const moved = bookings.appointment(current.id, user.userId) as AppointmentRow;
      return { codigo: 0, mensaje: mensajes.citaReprogramada, data: toCita(moved) };
    },
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: '/agendamientos/DeleteAgenda/:id',
    auth: true,
    params: idParams,
    response: deleteAgendaResponse,
    handler: ({ user, params }) => {
      const current = bookings.appointment(params.id, user.userId);
      if (!current || current.estado !== 'programada') return { codigo: 1, mensaje: NOT_FOUND };
      bookings.cancel(current.id, user.userId, ctx.now());
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
      // The link goes into the insurer's own message: only the portal's own pages may be named there.
      if (query.linkUsuario !== undefined && !isOwnLink(query.linkUsuario, ctx.config.publicOrigin)) {
        return { codigo: 1, mensaje: mensajes.enlaceNoPermitido };
      }
      if (!takeMessageAllowance(ctx, account.id, account.identificacion, request.ip, 'confirmación de cita')) {
        return { codigo: 1, mensaje: mensajes.limiteMensajes };
      }
      const title = benefitInfo(cita.id_beneficio).title;
      // A cancelled appointment is confirmed too: the customer keeps a written record of the cancellation.
      const cancelled = cita.estado === 'cancelada';
      const wanted = query.linkUsuario || (cita.id_sala ? roomLink(cita.id_sala) : '');
      // Written absolute, on the configured origin: the message is read outside the portal.
      const link = cancelled || !wanted ? '' : new URL(wanted, ctx.config.publicOrigin).toString();
      records.sendMessage(
        {
          canal: query.metodo,
          destino: query.metodo === 'correo' ? account.email : account.fono,
          asunto: cancelled ? `Cita cancelada: ${title}` : `Cita agendada: ${title}`,
          cuerpo: cancelled
            ? `Cancelaste tu cita de ${title} del ${cita.fecha} a las ${cita.hora} (hora de Lima). Puedes agendar otra cuando quieras.`
            : `Tu cita de ${title} es el ${cita.fecha} a las ${cita.hora} (hora de Lima).${link ? ` Ingresa aquí: ${link}` : ''}`,
        },
        ctx.now(),
      );
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
