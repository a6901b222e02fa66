import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import {
  finalizarSalaRequest,
  finalizarSalaResponse,
  idSalaSchema,
  mensajes,
  obtenerLinksRequest,
  obtenerLinksResponse,
  obtenerSalaRequest,
  obtenerSalaResponse,
} from '../http/contract.ts';
import { sendNotFound } from '../http/errors.ts';
import { defineRoute } from '../http/routing.ts';
import { ROOM_SCRIPT, roomPage } from '../room/roomPage.ts';
import { formatDay, formatTime } from '../../app/domain/dates.ts';
import { yearInLima } from '../../app/domain/limaCalendar.ts';
import { benefitInfo } from '../domain/catalogue.ts';
import { roomLink } from '../domain/citas.ts';
import { authenticate } from '../http/auth.ts';
import { sameSecret } from '../security/tokens.ts';
import { roomClosed } from '../domain/roomWindow.ts';
import { hasStarted } from '../../app/domain/videoWindow.ts';

/** The video provider stand-in: room lookup, links, ending a room, and the room page itself. */
export function videoRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { bookings } = ctx.store;
  const prefix = ctx.config.apiPrefix;
  /** The user behind a live bearer token, if the request carries one. */
  const ownerOf = async (request: FastifyRequest): Promise<number | null> => {
    if (!request.headers.authorization) return null;
    try {
      return (await authenticate(ctx, request)).userId;
    } catch {
      return null;
    }
  };

  defineRoute(app, ctx, {
    method: 'POST',
    url: '/video/ObtenerSala',
    auth: false,
    body: obtenerSalaRequest,
    response: obtenerSalaResponse,
    handler: async ({ body }) => {
      const room = await bookings.room(body.idSala);
      if (!sameSecret(body.clave, ctx.config.videoClave) || !room || room.estado !== 'activa') {
        return { urlSala: '', MsgError: mensajes.salaSinDatos };
      }
      // Outside its window the room is not handed out: the answer says when it opens, or that its time passed.
      const closed = roomClosed(room, ctx.now());
      if (closed) return { urlSala: '', MsgError: closed.mensaje };
      await bookings.markJoined(room.id_sala, ctx.now());
      // From configuration, never from the request's Host header (which anyone can set).
      return { urlSala: `${ctx.config.publicOrigin}${prefix}/video/sala/${room.id_sala}`, MsgError: '' };
    },
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: '/video/ObtenerLinks',
    auth: true,
    body: obtenerLinksRequest,
    response: obtenerLinksResponse,
    handler: async ({ user, body }) => {
      const room = await bookings.room(body.idSala);
      if (!room || room.user_id !== user.userId || room.estado !== 'activa') return { links: [] };
      return { links: [{ rol: 'paciente', url: roomLink(room.id_sala) }] };
    },
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: '/video/Finalizar',
    auth: false,
    body: finalizarSalaRequest,
    response: finalizarSalaResponse,
    // Only the room's patient ends it: by the document the room page checked, or by the owner's token.
    handler: async ({ body, request }) => {
      const room = await bookings.room(body.idSala);
      if (!room || room.estado !== 'activa') return { codigo: 1 };
      const byDocument = body.documento !== undefined && sameSecret(body.documento, room.identificacion);
      const byOwner = !byDocument && (await ownerOf(request)) === room.user_id;
      if (!byDocument && !byOwner) return { codigo: 1 };
      // Before its start the appointment is not spent: the room stays open for its window and the appointment upcoming.
      if (!hasStarted(room, ctx.now())) return { codigo: 2 };
      return { codigo: (await bookings.endRoom(body.idSala, ctx.now())) ? 0 : 1 };
    },
  });

  app.get('/video/sala.js', (_request, reply) => reply.type('text/javascript; charset=utf-8').send(ROOM_SCRIPT));

  app.get<{ Params: { idSala: string } }>('/video/sala/:idSala', async (request, reply) => {
    const parsed = idSalaSchema.safeParse(request.params.idSala);
    const room = parsed.success ? await bookings.room(parsed.data) : undefined;
    if (!room || room.estado !== 'activa' || roomClosed(room, ctx.now())) return sendNotFound(reply);
    const titulo = [benefitInfo(room.id_beneficio).title, room.especialidad].filter(Boolean).join(' · ');
    const dia = formatDay(room.fecha, yearInLima(ctx.now()));
    return reply
      .type('text/html; charset=utf-8')
      .send(roomPage({ titulo, dia, hora: formatTime(room.hora) }, `${prefix}/video/sala.js`));
  });
}
