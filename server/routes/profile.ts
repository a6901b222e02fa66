import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import {
  actualizarDatosPersonalesRequest,
  actualizarDatosPersonalesResponse,
  actualizarPasswordRequest,
  actualizarPasswordResponse,
  cancelarContactoRequest,
  cancelarContactoResponse,
  confirmarContactoRequest,
  confirmarContactoResponse,
  contactosPorConfirmarResponse,
  mensajes,
} from '../http/contract.ts';
import { defineRoute } from '../http/routing.ts';
import { revealCredential, unsealNewPassword } from '../../app/domain/credentials.ts';
import { UnauthorizedError } from '../http/errors.ts';
import { passwordChangedNotice, sendSecurityNotice } from '../domain/messages.ts';
import { contactChanges, stagedContactAnswer } from '../security/contactChange.ts';
import { currentPasswordCheck } from '../security/currentPassword.ts';
import { passwordProblem } from '../security/passwordPolicy.ts';
import { hashPassword } from '../security/passwords.ts';
import { verifyCaptcha } from './captcha.ts';

/** Profile settings: personal data and password change. */
export function profileRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { accounts, securityEvents } = ctx.store;
  const contacts = contactChanges(ctx);
  const checkCurrentPassword = currentPasswordCheck(ctx);

  defineRoute(app, ctx, {
    method: 'POST',
    url: '/Profile/ActualizarDatospersonales',
    auth: true,
    body: actualizarDatosPersonalesRequest,
    response: actualizarDatosPersonalesResponse,
    handler: async ({ user, body, request }) => {
      const account = await accounts.userById(user.userId);
      if (!account) throw new UnauthorizedError();
      const next = {
        email: body.correoElectronico,
        fono: body.numeroCelular,
        claveActual: body.claveActual,
        tokenCaptcha: body.tokenCaptcha,
      };
      const refusal = await contacts.refusal(account, next, request.ip);
      if (refusal) return refusal;
      await accounts.updateNames(user.userId, body, ctx.now());
      const staged = await contacts.stage(account, next, request.ip);
      return stagedContactAnswer(staged);
    },
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: '/Profile/ConfirmarContacto',
    auth: true,
    rateLimited: true,
    body: confirmarContactoRequest,
    response: confirmarContactoResponse,
    handler: async ({ user, body, request }) => {
      const account = await accounts.userById(user.userId);
      if (!account) throw new UnauthorizedError();
      const result = await contacts.confirm(account, body.canal, body.codigo, request.ip);
      if (result === 'invalido') return { codigo: 1, mensaje: mensajes.codigoInvalido };
      // The e-mail was taken by another account meanwhile: the unique index decided.
      if (result === 'ocupado') return { codigo: 1, mensaje: mensajes.correoRegistrado };
      return { codigo: 0, mensaje: mensajes.contactoConfirmado };
    },
  });

  defineRoute(app, ctx, {
    method: 'GET',
    url: '/Profile/ContactosPorConfirmar',
    auth: true,
    response: contactosPorConfirmarResponse,
    handler: async ({ user }) => ({ codigo: 0, data: await contacts.pendingOf(user.userId) }),
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: '/Profile/CancelarContacto',
    auth: true,
    body: cancelarContactoRequest,
    response: cancelarContactoResponse,
    handler: async ({ user, body }) => {
      await contacts.cancel(user.userId, body.canal);
      return { codigo: 0, mensaje: mensajes.contactoCancelado };
    },
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: '/Profile/ActualizarPassword',
    auth: true,
    rateLimited: true,
    body: actualizarPasswordRequest,
    response: actualizarPasswordResponse,
    handler: async ({ user, body, request }) => {
      if (!(await verifyCaptcha(ctx, body.tokenCaptcha))) return { codigo: 1, mensaje: mensajes.captchaRegistro };
      const current = revealCredential(body.claveActual, body.tokenCaptcha);
      const next = revealCredential(body.claveNueva, body.tokenCaptcha);
      const clear = unsealNewPassword(body.claveRevision, body.tokenCaptcha);
      if (!current || !next || clear === null) return { codigo: 1, mensaje: mensajes.captchaRegistro };
      const problem = passwordProblem(clear, next);
      if (problem) return { codigo: 1, mensaje: problem };
      const account = await accounts.userById(user.userId);
      if (!account) throw new UnauthorizedError();
      // A wrong current password counts toward the login lock: a stolen session cannot guess it without limit.
      const checked = await checkCurrentPassword(account, current, request.ip);
      if (!checked.ok) return { codigo: 1, mensaje: checked.mensaje };
      // Other sessions end with the old password; this one stays open.
      await accounts.setPassword(
        user.userId,
        await ctx.hashing.run(() => hashPassword(next), request.ip),
        ctx.now(),
        user.sessionId,
      );
      await securityEvents.record(
        {
          kind: 'contrasena_cambiada',
          documento: account.identificacion,
          userId: account.id,
          ip: request.ip,
          detalle: 'desde ajustes',
        },
        ctx.now(),
      );
      await sendSecurityNotice(ctx, { canal: 'correo', destino: account.email }, passwordChangedNotice('ajustes'));
      return { codigo: 0, mensaje: mensajes.contrasenaActualizada };
    },
  });
}
