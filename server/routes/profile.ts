import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import {
  actualizarDatosPersonalesRequest,
  actualizarDatosPersonalesResponse,
  actualizarPasswordRequest,
  actualizarPasswordResponse,
  mensajes,
} from '../http/contract.ts';
import { defineRoute } from '../http/routing.ts';
import { revealCredential } from '../../app/domain/credentials.ts';
import { hashPassword, verifyPassword } from '../security/passwords.ts';
import { verifyCaptcha } from './captcha.ts';

/** Profile settings: personal data and password change. */
export function profileRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { accounts } = ctx.store;

  defineRoute(app, ctx, {
    method: 'POST',
    url: '/Profile/ActualizarDatospersonales',
    auth: true,
    body: actualizarDatosPersonalesRequest,
    response: actualizarDatosPersonalesResponse,
    handler: async ({ user, body }) => {
      if (await accounts.emailTaken(body.correoElectronico, user.userId)) return { codigo: 1, mensaje: mensajes.correoRegistrado };
      await accounts.updatePersonal(user.userId, body, ctx.now());
      return { codigo: 0, mensaje: mensajes.datosActualizados };
    },
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: '/Profile/ActualizarPassword',
    auth: true,
    rateLimited: true,
    body: actualizarPasswordRequest,
    response: actualizarPasswordResponse,
    handler: async ({ user, body }) => {
      if (!await verifyCaptcha(ctx, body.tokenCaptcha)) return { codigo: 1, mensaje: mensajes.captchaRegistro };
      const current = revealCredential(body.claveActual, body.tokenCaptcha);
      const next = revealCredential(body.claveNueva, body.tokenCaptcha);
      if (!current || !next) return { codigo: 1, mensaje: mensajes.captchaRegistro };
      const account = await accounts.userById(user.userId);
      if (!account || !(await verifyPassword(current, account.password_hash))) {
        return { codigo: 1, mensaje: mensajes.contrasenaActualIncorrecta };
      }
      // Other sessions end with the old password; this one stays open.
      await accounts.setPassword(user.userId, await hashPassword(next), ctx.now(), user.sessionId);
      return { codigo: 0, mensaje: mensajes.contrasenaActualizada };
    },
  });
}
