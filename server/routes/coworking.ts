import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import type { CoworkingRow } from '../db/bookings.ts';
import { benefits } from '../../app/domain/catalogue/index.ts';
import { planIncludes } from '../domain/entitlement.ts';
import { confirmQuietly, coworkingMessage, sendToAccount } from '../domain/messages.ts';
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
import { NotEntitledError } from '../http/errors.ts';
import { defineRoute } from '../http/routing.ts';

const NOT_FOUND = 'No encontramos esa reserva.';
const PAST_WEEK = 'Elige una semana que aún no haya empezado.';
const NOT_IN_PLAN = 'La sala de coworking no está incluida en tu plan.';

/** The catalogue's coworking benefits: a plan includes coworking when it shows one of them. */
const COWORKING_IDS = benefits.filter((b) => b.mod === 'Cowork').map((b) => b.id);

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
  const entitled = async (userId: number) => {
    for (const id of COWORKING_IDS) if (await planIncludes(ctx.store, userId, id)) return true;
    return false;
  };

  defineRoute(app, ctx, {
    method: 'POST',
    url: '/coworking/AgregarCoworking',
    auth: true,
    body: agregarCoworkingRequest,
    response: agregarCoworkingResponse,
    handler: async ({ user, body, request }) => {
      if (!await entitled(user.userId)) throw new NotEntitledError(NOT_IN_PLAN);
      if (!upcoming(body.semanaInicio)) return { codigo: 1, mensaje: PAST_WEEK, data: null };
      const w = week(body.semanaInicio);
      const result = await bookings.bookCoworking(
        { userId: user.userId, semanaInicio: w.inicio, semanaFin: w.fin, anio: w.anio, key: body.claveIdempotencia },
        ctx.now(),
      );
      if (result.kind === 'taken') return { codigo: 1, mensaje: mensajes.coworkingUsado, data: null };
      if (result.kind === 'created') {
        await confirmQuietly(ctx, user.userId, body.metodo, coworkingMessage('reservada', w), {
          ip: request.ip,
          log: request.log,
          detalle: 'confirmación de coworking',
        });
      }
      return { codigo: 0, mensaje: mensajes.reservaRegistrada, data: toReserva(result.row) };
    },
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: '/coworking/UpdateCoworking',
    auth: true,
    body: updateCoworkingRequest,
    response: updateCoworkingResponse,
    handler: async ({ user, body, request }) => {
      if (!await entitled(user.userId)) throw new NotEntitledError(NOT_IN_PLAN);
      const current = await bookings.coworking(body.idCoworking, user.userId);
      if (!current || current.estado !== 'programada') return { codigo: 1, mensaje: NOT_FOUND, data: null };
      if (!upcoming(body.semanaInicio)) return { codigo: 1, mensaje: PAST_WEEK, data: null };
      if (await bookings.moveCoworking(current.id, user.userId, week(body.semanaInicio), ctx.now()) === 'taken') {
        return { codigo: 1, mensaje: mensajes.coworkingUsado, data: null };
      }
      const moved = await bookings.coworking(current.id, user.userId) as CoworkingRow;
      await confirmQuietly(ctx, user.userId, body.metodo, coworkingMessage('cambiada', week(moved.semana_inicio)), {
        ip: request.ip,
        log: request.log,
        detalle: 'confirmación de coworking',
      });
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
    handler: async ({ user, params, query, request }) => {
      const current = await bookings.coworking(params.id, user.userId);
      if (!current || current.estado !== 'programada') return { codigo: 1, mensaje: NOT_FOUND };
      await bookings.cancelCoworking(current.id, user.userId, ctx.now());
      await confirmQuietly(ctx, user.userId, query.metodo, coworkingMessage('cancelada', week(current.semana_inicio)), {
        ip: request.ip,
        log: request.log,
        detalle: 'confirmación de coworking',
      });
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
    handler: async ({ user, params, query, request }) => {
      const reserva = await bookings.coworking(params.id, user.userId);
      if (!reserva) return { codigo: 1, mensaje: NOT_FOUND };
      const semana = { inicio: reserva.semana_inicio, fin: reserva.semana_fin };
      const message = coworkingMessage(reserva.estado === 'cancelada' ? 'cancelada' : 'reservada', semana);
      const sent = await sendToAccount(ctx, user.userId, query.metodo, message, { ip: request.ip, detalle: 'confirmación de coworking' });
      if (sent === 'sin_cuenta') return { codigo: 1, mensaje: NOT_FOUND };
      if (sent === 'limite') return { codigo: 1, mensaje: mensajes.limiteMensajes };
      return { codigo: 0, mensaje: mensajes.confirmacionEnviada };
    },
  });

  defineRoute(app, ctx, {
    method: 'GET',
    url: '/coworking/ListarReservas',
    compressed: true,
    auth: true,
    response: listarReservasResponse,
    // A window, not everything: the newest 100 weeks (the contract's maximum), oldest first.
    handler: async ({ user }) => ({ codigo: 0, data: (await bookings.listCoworking(user.userId, 100)).map(toReserva) }),
  });
}
