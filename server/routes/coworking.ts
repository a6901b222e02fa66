import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import type { CoworkingRow } from '../db/bookings.ts';
import { coworkingMessage, sendToAccount } from '../domain/messages.ts';
import { addDays, limaDateTime } from '../domain/slots.ts';
import {
  agregarCoworkingRequest,
  agregarCoworkingResponse,
  cancelarQuery,
  deleteCoworkingResponse,
  idParams,
  listarReservasResponse,
  mensajeCoworkingQuery,
  mensajeCoworkingResponse,
  mensajes,
  updateCoworkingRequest,
  updateCoworkingResponse,
} from '../http/contract.ts';
import { defineRoute } from '../http/routing.ts';

const NOT_FOUND = 'No encontramos esa reserva.';
const PAST_WEEK = 'Elige una semana que aún no haya empezado.';

function toReserva(row: CoworkingRow) {
  return { idCoworking: row.id, semanaInicio: row.semana_inicio, semanaFin: row.semana_fin, estado: row.estado };
}

/** Monday to Saturday of the chosen week; the year is the Monday's. */
function week(semanaInicio: string) {
  return { inicio: semanaInicio, fin: addDays(semanaInicio, 5), anio: Number(semanaInicio.slice(0, 4)) };
}

/** Coworking: one free week a year per user. */
export function coworkingRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { bookings } = ctx.store;
  const upcoming = (semanaInicio: string) => semanaInicio > limaDateTime(ctx.now()).slice(0, 10);

  defineRoute(app, ctx, {
    method: 'POST',
    url: '/coworking/AgregarCoworking',
    auth: true,
    body: agregarCoworkingRequest,
    response: agregarCoworkingResponse,
    handler: ({ user, body }) => {
      if (!upcoming(body.semanaInicio)) return { codigo: 1, mensaje: PAST_WEEK, data: null };
      const w = week(body.semanaInicio);
      const result = bookings.bookCoworking(
        { userId: user.userId, semanaInicio: w.inicio, semanaFin: w.fin, anio: w.anio, key: body.claveIdempotencia },
        ctx.now(),
      );
      if (result.kind === 'taken') return { codigo: 1, mensaje: mensajes.coworkingUsado, data: null };
      if (result.kind === 'created') sendToAccount(ctx, user.userId, body.metodo, coworkingMessage('reservada', w));
      return { codigo: 0, mensaje: mensajes.reservaRegistrada, data: toReserva(result.row) };
    },
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: '/coworking/UpdateCoworking',
    auth: true,
    body: updateCoworkingRequest,
    response: updateCoworkingResponse,
    handler: ({ user, body }) => {
      const current = bookings.coworking(body.idCoworking, user.userId);
      if (!current || current.estado !== 'programada') return { codigo: 1, mensaje: NOT_FOUND, data: null };
      if (!upcoming(body.semanaInicio)) return { codigo: 1, mensaje: PAST_WEEK, data: null };
      if (bookings.moveCoworking(current.id, user.userId, week(body.semanaInicio), ctx.now()) === 'taken') {
        return { codigo: 1, mensaje: mensajes.coworkingUsado, data: null };
      }
      const moved = bookings.coworking(current.id, user.userId) as CoworkingRow;
      sendToAccount(ctx, user.userId, body.metodo, coworkingMessage('cambiada', week(moved.semana_inicio)));
      return { codigo: 0, mensaje: 'Reserva actualizada.', data: toReserva(moved) };
    },
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: '/coworking/DeleteCoworking/:id',
    auth: true,
    params: idParams,
    query: cancelarQuery,
    response: deleteCoworkingResponse,
    handler: ({ user, params, query }) => {
      const current = bookings.coworking(params.id, user.userId);
      if (!current || current.estado !== 'programada') return { codigo: 1, mensaje: NOT_FOUND };
      bookings.cancelCoworking(current.id, user.userId, ctx.now());
      sendToAccount(ctx, user.userId, query.metodo, coworkingMessage('cancelada', week(current.semana_inicio)));
      return { codigo: 0, mensaje: 'Reserva cancelada.' };
    },
  });

  defineRoute(app, ctx, {
    method: 'GET',
    url: '/coworking/MensajeAgendar/:id',
    auth: true,
    params: idParams,
    query: mensajeCoworkingQuery,
    response: mensajeCoworkingResponse,
    handler: ({ user, params, query }) => {
      const reserva = bookings.coworking(params.id, user.userId);
      if (!reserva) return { codigo: 1, mensaje: NOT_FOUND };
      const semana = { inicio: reserva.semana_inicio, fin: reserva.semana_fin };
      if (!sendToAccount(ctx, user.userId, query.metodo, coworkingMessage(reserva.estado === 'cancelada' ? 'cancelada' : 'reservada', semana))) {
        return { codigo: 1, mensaje: NOT_FOUND };
      }
      return { codigo: 0, mensaje: mensajes.confirmacionEnviada };
    },
  });

  defineRoute(app, ctx, {
    method: 'GET',
    url: '/coworking/ListarReservas',
    auth: true,
    response: listarReservasResponse,
    handler: ({ user }) => ({ codigo: 0, data: bookings.listCoworking(user.userId).map(toReserva) }),
  });
}
