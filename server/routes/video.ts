import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
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
import { formatAppointmentDateTime } from '../../ui/SlotPicker/formatDate.ts';
import { benefitInfo } from '../domain/catalogue.ts';
import { roomLink } from './agenda.ts';

function sameSecret(a: string, b: string): boolean {
  const ha = crypto.createHash('sha256').update(a).digest();
  const hb = crypto.createHash('sha256').update(b).digest();
  return crypto.timingSafeEqual(ha, hb);
}

/** The video provider stand-in: room lookup, links, ending a room, and the room page itself. */
export function videoRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { bookings } = ctx.store;
  const prefix = ctx.config.apiPrefix;

  defineRoute(app, ctx, {
    method: 'POST',
    url: '/video/ObtenerSala',
    auth: false,
    body: obtenerSalaRequest,
    response: obtenerSalaResponse,
    handler: ({ body, request }) => {
      const room = bookings.room(body.idSala);
      if (!sameSecret(body.clave, ctx.config.videoClave) || !room || room.estado !== 'activa') {
        return { urlSala: '', MsgError: mensajes.salaSinDatos };
      }
      const origin = `${request.protocol}://${request.host}`;
      return { urlSala: `${origin}${prefix}/video/sala/${room.id_sala}`, MsgError: '' };
    },
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: '/video/ObtenerLinks',
    auth: true,
    body: obtenerLinksRequest,
    response: obtenerLinksResponse,
    handler: ({ user, body }) => {
      const room = bookings.room(body.idSala);
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
    handler: ({ body }) => ({ codigo: bookings.endRoom(body.idSala, ctx.now()) ? 0 : 1 }),
  });

  app.get('/video/sala.js', (_request, reply) => reply.type('text/javascript; charset=utf-8').send(ROOM_SCRIPT));

  app.get<{ Params: { idSala: string } }>('/video/sala/:idSala', (request, reply) => {
    const parsed = idSalaSchema.safeParse(request.params.idSala);
    const room = parsed.success ? bookings.room(parsed.data) : undefined;
    if (!room || room.estado !== 'activa') return sendNotFound(reply);
    const titulo = [benefitInfo(room.id_beneficio).title, room.especialidad].filter(Boolean).join(' · ');
    const cuando = formatAppointmentDateTime(room.fecha, room.hora);
    return reply.type('text/html; charset=utf-8').send(roomPage({ titulo, cuando }, `${prefix}/video/sala.js`));
  });
}
