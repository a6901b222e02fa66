import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import {
  guardarRecordatoriosRequest,
  guardarRecordatoriosResponse,
  mensajes,
  obtenerRecordatoriosResponse,
} from '../http/contract.ts';
import { defineRoute } from '../http/routing.ts';

/** The channel of the customer's appointment reminders, chosen in the profile (ADR 0211). */
export function reminderRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { accounts } = ctx.store;

  defineRoute(app, ctx, {
    method: 'GET',
    url: '/Profile/Recordatorios',
    auth: true,
    response: obtenerRecordatoriosResponse,
    handler: async ({ user }) => ({
      codigo: 0,
      data: { canal: (await accounts.userById(user.userId))?.canal_recordatorio ?? null },
    }),
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: '/Profile/Recordatorios',
    auth: true,
    body: guardarRecordatoriosRequest,
    response: guardarRecordatoriosResponse,
    handler: async ({ user, body }) => {
      await accounts.setReminderChannel(user.userId, body.canal);
      return { codigo: 0, mensaje: mensajes.recordatoriosGuardados };
    },
  });
}
