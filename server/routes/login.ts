import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import type { UserRow } from '../db/accounts.ts';
import { passwordChangedNotice, sendSecurityNotice } from '../domain/messages.ts';
import { buildProfile, encodeUserId, type Profile } from '../domain/profile.ts';
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
import { afterAnswer } from '../http/afterAnswer.ts';
import { UnauthorizedError } from '../http/errors.ts';
import { defineRoute } from '../http/routing.ts';
import { revealCredential, unsealNewPassword } from '../../app/domain/credentials.ts';
import { contactChanges, stagedContactAnswer } from '../security/contactChange.ts';
import { LOGIN_THROTTLE, lockMessage, loginThrottle } from '../security/loginThrottle.ts';
import { passwordProblem } from '../security/passwordPolicy.ts';
import { recoveryLimits } from '../security/recovery.ts';
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

/** `obtenerSession`'s answer per shared profile (weak: it lives as long as the profile). */
const sessionAnswers = new WeakMap<Profile, Readonly<{ codigo: 0; data: Profile }>>();

const codeHash = (userId: number, code: string) => sha256Hex(`${userId}:${code}`);

/** Session, account and password-recovery calls under /Login and /login. */
export function loginRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { accounts, security, records, securityEvents } = ctx.store;
  const throttle = loginThrottle(securityEvents);
  const limits = recoveryLimits(ctx);
  const contacts = contactChanges(ctx);

  /** The holder hears of a lock by e-mail: someone may be guessing their password. */
  const notifyLock = async (user: UserRow, lockedUntil: number, ip: string, now: number) => {
    await securityEvents.record(
      {
        kind: 'cuenta_bloqueada',
        documento: user.identificacion,
        userId: user.id,
        ip,
        detalle: `hasta ${new Date(lockedUntil).toISOString()}`,
      },
      now,
    );
    await records.sendMessage(
      {
        canal: 'correo',
        destino: user.email,
        asunto: 'Bloqueamos temporalmente el ingreso a tu cuenta',
        cuerpo:
          'Hubo varios intentos fallidos de ingresar a tu cuenta de Beneficios, así que bloqueamos el ingreso por unos minutos. ' +
          'Si no fuiste tú, restablece tu contraseña desde «¿Olvidaste tu contraseña?».',
      },
      now,
    );
  };

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
    handler: async ({ body, request }) => {
      // Refused before the captcha and the database are touched when the hash it needs would be refused anyway.
      await ctx.hashing.admit(request.ip);
      if (!(await verifyCaptcha(ctx, body.tokenCaptcha)))
        return { codigo: 1, mensaje: mensajes.captchaLogin, data: null };
      const now = ctx.now();
      const documento = body.usuario;
      const user = await userByNumber(documento);
      const event = { documento, userId: user?.id ?? null, ip: request.ip };
      const refuseLocked = async (lockedUntil: number) => {
        await securityEvents.record({ ...event, kind: 'login_bloqueado' }, now);
        return { codigo: 1 as const, mensaje: lockMessage(lockedUntil, now), data: null };
      };
      // A document already locked is refused before it takes a place in the hash queue.
      const { lockedUntil: locked, recentFailures } = await throttle.state(documento, now);
      if (locked !== null) return refuseLocked(locked);
      const passwordHex = revealCredential(body.password, body.tokenCaptcha);
      // Always pay for one hash, so response time does not tell which documents have accounts.
      const storedHash = user?.password_hash ?? (await dummyPasswordHash());
      // An account that has not failed recently is served from the reserve lane, which no flood of unknown documents
      // or failing passwords can fill (see the README's HASH_* settings).
      const lane = user && recentFailures < LOGIN_THROTTLE.freeFailures ? 'reserve' : 'general';
      // The attempt is counted before the hash, atomically with the lock check (loginThrottle.guard).
      const checked = await ctx.hashing.run(
        () =>
          throttle.guard(
            documento,
            now,
            async () => (await verifyPassword(passwordHex ?? '', storedHash)) && Boolean(user && passwordHex),
          ),
        request.ip,
        lane,
        documento,
      );
      if (checked.outcome === 'locked') return refuseLocked(checked.lockedUntil);
      if (checked.outcome === 'wrong') {
        await securityEvents.record({ ...event, kind: 'login_fallido', detalle: `intento ${checked.failures}` }, now);
        if (user && checked.failures === LOGIN_THROTTLE.notifyAtFailure)
          await notifyLock(user, checked.lockedUntil, request.ip, now);
        return {
          codigo: 1,
          mensaje: checked.lockedUntil > now ? lockMessage(checked.lockedUntil, now) : mensajes.loginIncorrecto,
          data: null,
        };
      }
      // Right: only an account's own hash can match (an unknown document is checked against the dummy one).
      await securityEvents.record({ ...event, kind: 'login_correcto' }, now);
      const token = randomToken();
      await security.createSession(user!.id, sha256Hex(token), now, ctx.config.session);
      return { codigo: 0, mensaje: 'Bienvenido', data: { token } };
    },
  });

  defineRoute(app, ctx, {
    method: 'GET',
    url: '/Login/obtenerSession',
    auth: true,
    response: obtenerSessionResponse,
    handler: async ({ user }) => {
      const profile = await buildProfile(ctx.store, user.userId, user.account);
      if (!profile) throw new UnauthorizedError();
      // The same shared profile gets the same frozen answer, which `defineRoute` then sends as the same bytes.
      let answer = sessionAnswers.get(profile);
      if (!answer) sessionAnswers.set(profile, (answer = Object.freeze({ codigo: 0 as const, data: profile })));
      return answer;
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
    handler: async ({ user, body, request }) => {
      const account = await accounts.userById(user.userId);
      if (!account) throw new UnauthorizedError();
      // Asked with the current password; a new e-mail or phone takes effect only once the code sent to it is confirmed.
      const refusal = await contacts.refusal(account, body, request.ip);
      if (refusal) return refusal;
      const staged = await contacts.stage(account, body, request.ip);
      return stagedContactAnswer(staged);
    },
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: '/Login/RecuperaContrasena',
    auth: false,
    rateLimited: true,
    body: recuperaContrasenaRequest,
    response: recuperaContrasenaResponse,
    // The same answer whether or not the document has an account: no enumeration, and no partial
    // e-mail or phone shown to whoever knows a document number.
    handler: async ({ body }) => {
      if (!(await verifyCaptcha(ctx, body.tokenCaptcha)))
        return { codigo: 1, mensaje: mensajes.captchaLogin, data: null };
      return {
        codigo: 0,
        mensaje: mensajes.elegirMetodo,
        data: {
          metodos: [
            { metodo: 'correo' as const, destino: 'registrado' },
            { metodo: 'sms' as const, destino: 'celular registrado' },
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
    handler: async ({ body, request, reply }) => {
      if (!(await verifyCaptcha(ctx, body.tokenCaptcha))) return { codigo: 1, mensaje: mensajes.captchaLogin };
      const documento = body.usuario;
      const user = await accounts.findUser(body.tipoIdentificacion, documento);
      const now = ctx.now();
      // Counted per document, account or not, so the limit itself tells nothing.
      if (
        !(await limits.takeCodeRequest({ documento, userId: user?.id ?? null, ip: request.ip, detalle: body.metodo }))
      ) {
        return { codigo: 1, mensaje: mensajes.codigosPorHora };
      }
      if (!user) return { codigo: 0, mensaje: mensajes.codigoEnviado };
      // Written and sent once the answer has left, so an existing document is answered as fast as an unknown one.
      afterAnswer(reply, async () => {
        const code = sixDigitCode();
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
      });
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
    handler: async ({ body, request }) => {
      if (!(await verifyCaptcha(ctx, body.tokenCaptcha))) return { codigo: 1, mensaje: mensajes.captchaRegistro };
      const passwordHex = revealCredential(body.clave, body.tokenCaptcha);
      const clear = unsealNewPassword(body.claveRevision, body.tokenCaptcha);
      if (!passwordHex || clear === null) return { codigo: 1, mensaje: mensajes.captchaRegistro };
      const problem = passwordProblem(clear, passwordHex);
      if (problem) return { codigo: 1, mensaje: problem };
      const documento = body.usuario;
      const user = await accounts.findUser(body.tipoIdentificacion, documento);
      // The day's guess is taken before the code is checked: parallel guesses cannot all pass a count read first.
      const guess = await limits.takeGuess({ documento, userId: user?.id ?? null, ip: request.ip });
      if (!guess) return { codigo: 1, mensaje: mensajes.intentosCodigoDia };
      const now = ctx.now();
      if (!user || !(await security.useRecoveryCode(user.id, codeHash(user.id, body.codigo), now, CODE_ATTEMPTS))) {
        return { codigo: 1, mensaje: mensajes.codigoInvalido };
      }
      await guess.right();
      await accounts.setPassword(user.id, await ctx.hashing.run(() => hashPassword(passwordHex), request.ip), now);
      // Proving the code also ends a login lock: the holder is back in.
      await throttle.clear(user.identificacion);
      await securityEvents.record(
        { kind: 'contrasena_cambiada', documento, userId: user.id, ip: request.ip, detalle: 'con código' },
        now,
      );
      await sendSecurityNotice(ctx, { canal: 'correo', destino: user.email }, passwordChangedNotice('codigo'));
      return { codigo: 0, mensaje: mensajes.contrasenaActualizadaRecuperacion };
    },
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: '/Login/RegistrarUserLibre',
    auth: true,
    // Its refusal tells a host that a document already has an account: keep it on the strict per-address limit.
    rateLimited: true,
    body: registrarUserLibreRequest,
    response: registrarUserLibreResponse,
    handler: async ({ user, body }) => {
      const host = await accounts.userById(user.userId);
      const coverage = GUEST_PRODUCT_COVERAGE[body.idProducto];
      const licences = host?.policyholder_id ? (await accounts.policyDetails(host.policyholder_id)).licences : [];
      const licence = licences.find((l) => l.cobertura === coverage && l.licencias > 0);
      if (!host?.policyholder_id || !licence) return { codigo: 1, mensaje: mensajes.sinServicioInvitados };
      const tipo = body.tipoIdentificacion;
      if (
        (await accounts.findUser(tipo, body.identificacion)) ||
        (await accounts.findGuest(tipo, body.identificacion))
      ) {
        return { codigo: 1, mensaje: mensajes.invitacionExiste };
      }
      // Each guest takes one of the host's guest licences (courses and telemedicine together).
      const guestLicences = licences
        .filter((l) => Object.values(GUEST_PRODUCT_COVERAGE).includes(l.cobertura))
        .reduce((sum, l) => sum + l.licencias, 0);
      if ((await accounts.countGuestsOf(host.policyholder_id)) >= guestLicences) {
        return { codigo: 1, mensaje: mensajes.limiteInvitados };
      }
      const created = await accounts.createGuest(
        {
          identificacion: body.identificacion,
          tipoIdentificacion: tipo,
          nombres: body.nombres,
          hostPolicyholderId: host.policyholder_id,
          idProducto: body.idProducto,
          contactoFono: body.fono ?? null,
        },
        ctx.now(),
        guestLicences,
      );
      // Re-checked under the host's lock: parallel invitations on several instances cannot pass the bound.
      if (created === 'limit') return { codigo: 1, mensaje: mensajes.limiteInvitados };
      if (created === 'exists') return { codigo: 1, mensaje: mensajes.invitacionExiste };
      return { codigo: 0, mensaje: mensajes.invitadoRegistrado };
    },
  });
}
