import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import type { UserRow } from '../db/accounts.ts';
import { buildProfile, encodeUserId } from '../domain/profile.ts';
import { maskEmail, maskPhone } from '../domain/mask.ts';
import {
  cambiarContrasenaRequest,
  cambiarContrasenaResponse,
  envioCodigoRequest,
  envioCodigoResponse,
  loginRequest,
  loginResponse,
  logoutParams,
  logoutResponse,
  mensajes,
  obtenerSessionResponse,
  recuperaContrasenaRequest,
  recuperaContrasenaResponse,
  registrarUserLibreRequest,
  registrarUserLibreResponse,
  updateUserRequest,
  updateUserResponse,
} from '../http/contract.ts';
import { UnauthorizedError } from '../http/errors.ts';
import { defineRoute } from '../http/routing.ts';
import { revealCredential } from '../../app/domain/credentials.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../security/passwords.ts';
import { randomToken, sha256Hex, sixDigitCode } from '../security/tokens.ts';
import { verifyCaptcha } from './captcha.ts';

const CODE_TTL_MS = 10 * 60 * 1000;
const CODE_ATTEMPTS = 5;
/** The coverage a guest product needs the host to hold with licences above 0. */
const GUEST_PRODUCT_COVERAGE: Record<number, string> = {
  7442: 'Cursos online con certificación',
  7443: 'Telemedicina',
};

const codeHash = (userId: number, code: string) => sha256Hex(`${userId}:${code}`);

/** Session, account and password-recovery calls under /Login and /login. */
export function loginRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { accounts, security, records } = ctx.store;

  /** Login's `usuario` is a document number without its type: DNI first, then CE. */
  const userByNumber = async (numero: string): Promise<UserRow | undefined> =>
    (await accounts.findUser(8, numero)) ?? accounts.findUser(6, numero);

  defineRoute(app, ctx, {
    method: 'POST',
    url: '/Login/IniciarSession',
    auth: false,
    rateLimited: true,
    body: loginRequest,
    response: loginResponse,
    handler: async ({ body }) => {
      if (!await verifyCaptcha(ctx, body.tokenCaptcha)) return { codigo: 1, mensaje: mensajes.captchaLogin, data: null };
      const failure = { codigo: 1, mensaje: mensajes.loginIncorrecto, data: null };
      const passwordHex = revealCredential(body.password, body.tokenCaptcha);
      const user = await userByNumber(body.usuario);
      // Always pay for one hash, so response time does not tell which documents have accounts.
      const valid = await verifyPassword(passwordHex ?? '', user?.password_hash ?? (await dummyPasswordHash()));
      if (!user || !passwordHex || !valid) return failure;
      const token = randomToken();
      await security.createSession(user.id, sha256Hex(token), ctx.now(), ctx.config.session);
      return { codigo: 0, mensaje: 'Bienvenido', data: { token } };
    },
  });

  defineRoute(app, ctx, {
    method: 'GET',
    url: '/Login/obtenerSession',
    auth: true,
    response: obtenerSessionResponse,
    handler: async ({ user }) => {
      const profile = await buildProfile(ctx.store, user.userId);
      if (!profile) throw new UnauthorizedError();
      return { codigo: 0, data: profile };
    },
  });

  defineRoute(app, ctx, {
    method: 'GET',
    url: '/Login/Logout/:userId',
    auth: true,
    params: logoutParams,
    response: logoutResponse,
    handler: async ({ user, params, request }) => {
      // The token decides which session ends; a mismatching id is only worth a note.
      if (params.userId !== encodeUserId(user.userId)) request.log.warn('logout id does not match the session');
      await security.revokeSession(user.sessionId, ctx.now());
      return { codigo: 0, mensaje: mensajes.sesionCerrada };
    },
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: '/login/updateuser',
    auth: true,
    body: updateUserRequest,
    response: updateUserResponse,
    handler: async ({ user, body }) => {
      if (await accounts.emailTaken(body.email, user.userId)) return { codigo: 1, mensaje: mensajes.correoRegistrado };
      await accounts.updateContact(user.userId, body.email, body.fono, ctx.now());
      return { codigo: 0, mensaje: mensajes.datosActualizados };
    },
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: '/Login/RecuperaContrasena',
    auth: false,
    rateLimited: true,
    body: recuperaContrasenaRequest,
    response: recuperaContrasenaResponse,
    handler: async ({ body }) => {
      if (!await verifyCaptcha(ctx, body.tokenCaptcha)) return { codigo: 1, mensaje: mensajes.captchaLogin, data: null };
      const user = await accounts.findUser(body.tipoIdentificacion, body.usuario);
      if (!user) return { codigo: 1, mensaje: mensajes.cuentaNoEncontrada, data: null };
      return {
        codigo: 0,
        mensaje: 'Elige dónde quieres recibir tu código.',
        data: {
          metodos: [
            { metodo: 'correo' as const, destino: maskEmail(user.email) },
            { metodo: 'sms' as const, destino: maskPhone(user.fono) },
          ],
        },
      };
    },
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: '/Login/EnvioCodigo',
    auth: false,
    rateLimited: true,
    body: envioCodigoRequest,
    response: envioCodigoResponse,
    handler: async ({ body }) => {
      if (!await verifyCaptcha(ctx, body.tokenCaptcha)) return { codigo: 1, mensaje: mensajes.captchaLogin };
      const user = await accounts.findUser(body.tipoIdentificacion, body.usuario);
      if (!user) return { codigo: 1, mensaje: mensajes.cuentaNoEncontrada };
      const code = sixDigitCode();
      const now = ctx.now();
      await security.createRecoveryCode(user.id, codeHash(user.id, code), now, CODE_TTL_MS);
      await records.sendMessage(
        {
          canal: body.metodo,
          destino: body.metodo === 'correo' ? user.email : user.fono,
          asunto: 'Código para cambiar tu contraseña',
          cuerpo: `Tu código de Beneficios es ${code}. Vence en 10 minutos. Si no lo pediste, ignora este mensaje.`,
        },
        now,
      );
      return { codigo: 0, mensaje: mensajes.codigoEnviado };
    },
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: '/Login/CambiarContrasena',
    auth: false,
    rateLimited: true,
    body: cambiarContrasenaRequest,
    response: cambiarContrasenaResponse,
    handler: async ({ body }) => {
      if (!await verifyCaptcha(ctx, body.tokenCaptcha)) return { codigo: 1, mensaje: mensajes.captchaRegistro };
      const passwordHex = revealCredential(body.clave, body.tokenCaptcha);
      if (!passwordHex) return { codigo: 1, mensaje: mensajes.captchaRegistro };
      const user = await accounts.findUser(body.tipoIdentificacion, body.usuario);
      if (!user || !await security.useRecoveryCode(user.id, codeHash(user.id, body.codigo), ctx.now(), CODE_ATTEMPTS)) {
        return { codigo: 1, mensaje: mensajes.codigoInvalido };
      }
      await accounts.setPassword(user.id, await hashPassword(passwordHex), ctx.now());
      return { codigo: 0, mensaje: mensajes.contrasenaActualizadaRecuperacion };
    },
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: '/Login/RegistrarUserLibre',
    auth: true,
    body: registrarUserLibreRequest,
    response: registrarUserLibreResponse,
    handler: async ({ user, body }) => {
      const host = await accounts.userById(user.userId);
      const coverage = GUEST_PRODUCT_COVERAGE[body.idProducto];
      const licences = host?.policyholder_id ? (await accounts.policyDetails(host.policyholder_id)).licences : [];
      if (!host?.policyholder_id || !licences.some((l) => l.cobertura === coverage && l.licencias > 0)) {
        return { codigo: 1, mensaje: mensajes.sinServicioInvitados };
      }
      const tipo = body.tipoIdentificacion;
      if (await accounts.findUser(tipo, body.identificacion) || await accounts.findGuest(tipo, body.identificacion)) {
        return { codigo: 1, mensaje: mensajes.invitacionExiste };
      }
      const guestId = await accounts.createGuest(
        {
          identificacion: body.identificacion,
          tipoIdentificacion: tipo,
          nombres: body.nombres,
          hostPolicyholderId: host.policyholder_id,
          idProducto: body.idProducto,
        },
        ctx.now(),
      );
      // Undefined: a concurrent invitation of the same document won.
      if (guestId === undefined) return { codigo: 1, mensaje: mensajes.invitacionExiste };
      return { codigo: 0, mensaje: mensajes.invitadoRegistrado };
    },
  });
}
