import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import {
  actualizarEncuestaRequest,
  actualizarEncuestaResponse,
  crmResponse,
  enviarPaqueteBeneficioQuery,
  enviarSeleccionBeneficioRequest,
  guardarEncuestaRequest,
  guardarEncuestaResponse,
  logUserRequest,
  logUserResponse,
  mensajes,
  sendCitaCancelRequest,
  sendUsoBeneficioRequest,
} from '../http/contract.ts';
import { defineRoute } from '../http/routing.ts';
import { encodeUserId } from '../domain/profile.ts';

/** CRM events, the satisfaction survey and the activity log: each call stores one row. */
export function recordRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { records } = ctx.store;
  const registered = { codigo: 0, mensaje: mensajes.crmRegistrado };

  defineRoute(app, ctx, {
    method: 'POST',
    url: '/crm/EnviarPaqueteBeneficio',
    auth: true,
    query: enviarPaqueteBeneficioQuery,
    response: crmResponse,
    handler: async ({ user, query }) => {
      await records.addCrmEvent(user.userId, 'EnviarPaqueteBeneficio', query, ctx.now());
      return registered;
    },
  });
  for (const [url, schema] of [
    ['SendUsoBeneficioSF', sendUsoBeneficioRequest],
    ['SendCitaCancelSF', sendCitaCancelRequest],
    ['EnviarSeleccionBeneficio', enviarSeleccionBeneficioRequest],
  ] as const) {
    defineRoute(app, ctx, {
      method: 'POST',
      url: `/crm/${url}`,
      auth: true,
      body: schema,
      response: crmResponse,
      handler: async ({ user, body }) => {
        await records.addCrmEvent(user.userId, url, body, ctx.now());
        return registered;
      },
    });
  }

  defineRoute(app, ctx, {
    method: 'POST',
    url: '/encuestas/guardarEncuesta',
    auth: true,
    body: guardarEncuestaRequest,
    response: guardarEncuestaResponse,
    handler: async ({ user, body }) => ({
      cod: await records.saveSurvey(user.userId, body.valor, body.ruta, ctx.now()),
    }),
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: '/encuestas/actualizarEncuesta',
    auth: true,
    body: actualizarEncuestaRequest,
    response: actualizarEncuestaResponse,
    // cod 0 says there was no such answer of this user.
    handler: async ({ user, body }) => ({
      cod: (await records.commentSurvey(body.cod, user.userId, body.comentario ?? null, ctx.now())) ? body.cod : 0,
    }),
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: '/logUser/inserta',
    auth: true,
    body: logUserRequest,
    response: logUserResponse,
    handler: async ({ user, body, request }) => {
      // Who and from where come from the token and the connection, never from what the client claims.
      await records.addActivity(
        user.userId,
        { ...body, idUsuario: encodeUserId(user.userId), direccion_ip: request.ip },
        ctx.now(),
      );
      return { codigo: 0 };
    },
  });
}
