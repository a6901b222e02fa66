import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import type { CoworkingRow } from '../db/bookings.ts';
import type { MetodoEnvio, Reserva } from '../http/contract.ts';
import { benefits } from '../../app/domain/catalogue/index.ts';
import { choosePlace, lugaresOf } from '../domain/places.ts';
import { planIncludes } from '../domain/entitlement.ts';
import { confirmQuietly, coworkingMessage, sendToAccount } from '../domain/messages.ts';
import { coworkingFacts as facts, toReserva } from '../domain/citas.ts';
import { coworkingJobs } from '../domain/reminders.ts';
import { coworkingYear, weekEnd, weekStarted } from '../../app/domain/agenda.ts';
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
const COWORKING = benefits.filter((b) => b.mod === 'Cowork');
const COWORKING_IDS = COWORKING.map((b) => b.id);

/** Monday to Saturday of the chosen week, and the calendar year it counts in. */
function week(semanaInicio: string) {
  return { inicio: semanaInicio, fin: weekEnd(semanaInicio), anio: coworkingYear(semanaInicio) };
}

/** Coworking: one free week a year per user. */
export function coworkingRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { bookings } = ctx.store;
  const upcoming = (semanaInicio: string) => !weekStarted(semanaInicio, ctx.now());
  const entitled = async (userId: number) => {
    for (const id of COWORKING_IDS) if (await planIncludes(ctx.store, userId, id)) return true;
    return false;
  };
  const reservaOf = async (row: CoworkingRow) => toReserva(row, await lugaresOf(ctx.store, [row.id_lugar]));
  /** A week's automatic confirmation: whether it went (false past the hour's message allowance). */
  const confirmWeek = (
    request: FastifyRequest,
    userId: number,
    metodo: MetodoEnvio | undefined,
    kind: 'reservada' | 'cambiada' | 'cancelada',
    reserva: Reserva,
  ) =>
    confirmQuietly(ctx, userId, metodo, coworkingMessage(kind, facts(reserva), ctx.now()), {
      ip: request.ip,
      log: request.log,
      detalle: 'confirmación de coworking',
    });

  defineRoute(app, ctx, {
    method: 'POST',
    url: '/coworking/AgregarCoworking',
    auth: true,
    body: agregarCoworkingRequest,
    response: agregarCoworkingResponse,
    handler: async ({ user, body, request }) => {
      if (!(await entitled(user.userId))) throw new NotEntitledError(NOT_IN_PLAN);
      if (!upcoming(body.semanaInicio)) return { codigo: 1, mensaje: PAST_WEEK, data: null };
      const place = await choosePlace(ctx.store, COWORKING[0]!, body.idLugar);
      if (!place.ok) return { codigo: 1, mensaje: place.mensaje, data: null };
      const w = week(body.semanaInicio);
      const result = await bookings.bookCoworking(
        {
          userId: user.userId,
          semanaInicio: w.inicio,
          semanaFin: w.fin,
          anio: w.anio,
          key: body.claveIdempotencia,
          idLugar: place.place!.id,
          canal: body.metodo,
        },
        ctx.now(),
        coworkingJobs(ctx),
      );
      if (result.kind === 'taken') return { codigo: 1, mensaje: mensajes.coworkingUsado(w.anio), data: null };
      const reserva = await reservaOf(result.row);
      // A retry with the same key returns the week without a second confirmation.
      if (result.kind === 'existing') return { codigo: 0, mensaje: mensajes.reservaRegistrada, data: reserva };
      const confirmacionEnviada = await confirmWeek(request, user.userId, body.metodo, 'reservada', reserva);
      return { codigo: 0, mensaje: mensajes.reservaRegistrada, data: reserva, confirmacionEnviada };
    },
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: '/coworking/UpdateCoworking',
    auth: true,
    body: updateCoworkingRequest,
    response: updateCoworkingResponse,
    handler: async ({ user, body, request }) => {
      if (!(await entitled(user.userId))) throw new NotEntitledError(NOT_IN_PLAN);
      const current = await bookings.coworking(body.idCoworking, user.userId);
      if (!current || current.estado !== 'programada') return { codigo: 1, mensaje: NOT_FOUND, data: null };
      if (weekStarted(current.semana_inicio, ctx.now()))
        return { codigo: 1, mensaje: mensajes.semanaYaEmpezo, data: null };
      if (!upcoming(body.semanaInicio)) return { codigo: 1, mensaje: PAST_WEEK, data: null };
      const target = week(body.semanaInicio);
      if ((await bookings.moveCoworking(current.id, user.userId, target, ctx.now(), coworkingJobs(ctx))) === 'taken') {
        return { codigo: 1, mensaje: mensajes.coworkingUsado(target.anio), data: null };
      }
      const moved = await reservaOf((await bookings.coworking(current.id, user.userId)) as CoworkingRow);
      const confirmacionEnviada = await confirmWeek(request, user.userId, body.metodo, 'cambiada', moved);
      return { codigo: 0, mensaje: 'Reserva actualizada.', data: moved, confirmacionEnviada };
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
      // "Puedes cambiarla o cancelarla antes de que empiece": once begun, the week is used.
      if (weekStarted(current.semana_inicio, ctx.now())) return { codigo: 1, mensaje: mensajes.semanaYaEmpezo };
      await bookings.cancelCoworking(current.id, user.userId, ctx.now(), coworkingJobs(ctx));
      const confirmacionEnviada = await confirmWeek(
        request,
        user.userId,
        query.metodo,
        'cancelada',
        await reservaOf(current),
      );
      return { codigo: 0, mensaje: 'Reserva cancelada.', confirmacionEnviada };
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
      const row = await bookings.coworking(params.id, user.userId);
      if (!row) return { codigo: 1, mensaje: NOT_FOUND };
      const message = coworkingMessage(
        row.estado === 'cancelada' ? 'cancelada' : 'reservada',
        facts(await reservaOf(row)),
        ctx.now(),
      );
      const sent = await sendToAccount(ctx, user.userId, query.metodo, message, {
        ip: request.ip,
        detalle: 'confirmación de coworking',
      });
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
    handler: async ({ user }) => {
      const rows = await bookings.listCoworking(user.userId, 100);
      const lugares = await lugaresOf(
        ctx.store,
        rows.map((r) => r.id_lugar),
      );
      return { codigo: 0, data: rows.map((row) => toReserva(row, lugares)) };
    },
  });
}
