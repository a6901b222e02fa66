import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import {
  GUEST_OPTION,
  confirmarCodigoRequest,
  confirmarCodigoResponse,
  isGuestRequest,
  isGuestResponse,
  mensajes,
  step1Request,
  step1Response,
  step2Request,
  step2Response,
  validarUsuarioRequest,
  validarUsuarioResponse,
} from '../http/contract.ts';
import { defineRoute } from '../http/routing.ts';
import { revealCredential, unsealNewPassword } from '../../app/domain/credentials.ts';
import { passwordProblem } from '../security/passwordPolicy.ts';
import { hashPassword } from '../security/passwords.ts';
import { confirmQuietly, welcome } from '../domain/messages.ts';
import { activationCodes, wrongCodeMessage } from '../security/activation.ts';
import { verifyCaptcha } from './captcha.ts';

/**
 * Account activation: known-user check, step 1 (identity, then a code to the contact on record), the code,
 * step 2 (contact and password), guest check (uniform).
 */
export function registerRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { accounts } = ctx.store;
  const activation = activationCodes(ctx);
  const isPolicyHolder = async (tipo: number, identificacion: string) => {
    const holder = await accounts.findPolicyholder(tipo, identificacion);
    return holder !== undefined && (await accounts.policyDetails(holder.id)).products.length > 0;
  };

  defineRoute(app, ctx, {
    method: 'POST',
    url: '/Register/ValidarUsuario',
    auth: false,
    rateLimited: true,
    body: validarUsuarioRequest,
    response: validarUsuarioResponse,
    handler: async ({ body }) => {
      if (!(await verifyCaptcha(ctx, body.tokenCaptcha)))
        return { codigo: 1, mensaje: mensajes.captchaLogin, mensajeExtra: null };
      const known = await isPolicyHolder(body.tipoIdentificacion, body.usuario);
      return {
        codigo: 0,
        mensaje: 'Consulta realizada.',
        mensajeExtra: known ? ('yes_quest' as const) : ('no_quest' as const),
      };
    },
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: '/Register/RegistroPaso1',
    auth: false,
    rateLimited: true,
    body: step1Request,
    response: step1Response,
    handler: async ({ body, request }) => {
      try {
        if (!(await verifyCaptcha(ctx, body.tokenCaptcha)))
          return { Codigo: 1, Mensaje: mensajes.captchaLogin, user: null };
        const tipo = body.tipoIdentificacion;
        if (await accounts.findUser(tipo, body.identificacion))
          return { Codigo: 2, Mensaje: mensajes.usuarioExiste, user: null };
        const holder = await accounts.findPolicyholder(tipo, body.identificacion);
        const products = holder ? (await accounts.policyDetails(holder.id)).products : [];
        const guest = await accounts.findGuest(tipo, body.identificacion);
        const asGuest = body.socios.length === 0 || (body.socios.length === 1 && body.socios[0] === GUEST_OPTION);
        const accepted = asGuest ? guest !== undefined : body.socios.every((socio) => products.includes(socio));
        if (!accepted) return { Codigo: 1, Mensaje: mensajes.segurosNoCorresponden, user: null };
        // The code goes where the lender can already reach the person: a guest, the phone the host gave.
        const onRecord = asGuest ? guest : holder;
        const contact = { fono: onRecord?.contacto_fono ?? null, email: onRecord?.contacto_email ?? null };
        if (!contact.fono && !contact.email) {
          return {
            Codigo: 1,
            Mensaje: asGuest ? mensajes.invitacionSinCelular : mensajes.activarEnOficina,
            user: null,
          };
        }
        const started = await activation.start(
          {
            identificacion: body.identificacion,
            tipo_identificacion: tipo,
            policyholder_id: holder?.id ?? null,
            guest_id: guest?.id ?? null,
            nombres: holder?.nombres ?? guest?.nombres ?? body.nombres,
            socios: body.socios,
          },
          contact,
          request.ip,
        );
        if (started === 'limite') return { Codigo: 1, Mensaje: mensajes.codigosActivacionPorHora, user: null };
        return {
          Codigo: 0,
          Mensaje: mensajes.codigoActivacionEnviado,
          user: { email: '', fono: '', idusuario: started.idusuario },
          envio: { metodos: started.metodos },
        };
      } catch (error) {
        request.log.error({ err: error }, 'registration step 1 failed');
        return { Codigo: 3, Mensaje: mensajes.errorGenerico, user: null };
      }
    },
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: '/Register/ConfirmarCodigo',
    auth: false,
    rateLimited: true,
    body: confirmarCodigoRequest,
    response: confirmarCodigoResponse,
    handler: async ({ body, request }) => {
      if (!(await verifyCaptcha(ctx, body.tokenCaptcha))) return { Codigo: 1, Mensaje: mensajes.captchaRegistro };
      const result = await activation.confirm(body.idusuario, body.codigo, request.ip);
      if (result.kind === 'confirmado') return { Codigo: 0, Mensaje: mensajes.codigoConfirmado };
      if (result.kind === 'incorrecto') return { Codigo: 1, Mensaje: wrongCodeMessage(result.restantes) };
      return { Codigo: 2, Mensaje: result.kind === 'agotado' ? mensajes.codigoAgotado : mensajes.codigoVencido };
    },
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: '/Register/RegistroPaso2',
    auth: false,
    rateLimited: true,
    body: step2Request,
    response: step2Response,
    handler: async ({ body, request }) => {
      if (!(await verifyCaptcha(ctx, body.tokenCaptcha))) return { Codigo: 1, Mensaje: mensajes.captchaRegistro };
      const pending = await accounts.findPending(body.idusuario, ctx.now());
      if (!pending) return { Codigo: 1, Mensaje: mensajes.registroVencido };
      // Only whoever holds the code sent to the contact on record gets this far.
      if (pending.confirmed_at === null) return { Codigo: 1, Mensaje: mensajes.confirmaCodigoPrimero };
      const passwordHex = revealCredential(body.clave, body.tokenCaptcha);
      const clear = unsealNewPassword(body.claveRevision, body.tokenCaptcha);
      if (!passwordHex || clear === null) return { Codigo: 1, Mensaje: mensajes.captchaRegistro };
      const problem = passwordProblem(clear, passwordHex);
      if (problem) return { Codigo: 1, Mensaje: problem };
      if (await accounts.findUser(pending.tipo_identificacion, pending.identificacion)) {
        return { Codigo: 1, Mensaje: mensajes.usuarioExiste };
      }
      if (await accounts.emailTaken(body.email)) return { Codigo: 2, Mensaje: mensajes.correoRegistrado };
      const holder =
        pending.policyholder_id === null ? undefined : await accounts.policyholderById(pending.policyholder_id);
      const guest = pending.guest_id === null ? undefined : await accounts.guestById(pending.guest_id);
      // The host withdrew the invitation (or it was refused) after step 1.
      if (guest && guest.estado !== 'evaluacion') return { Codigo: 1, Mensaje: mensajes.invitacionNoVigente };
      const passwordHash = await ctx.hashing.run(() => hashPassword(passwordHex), request.ip);
      const activated = await accounts.activate(
        pending,
        {
          email: body.email,
          fono: body.fono,
          passwordHash,
          apellidoPaterno: holder?.apellido_paterno ?? guest?.apellido_paterno ?? '',
          apellidoMaterno: holder?.apellido_materno ?? guest?.apellido_materno ?? '',
        },
        ctx.now(),
      );
      if (activated.kind === 'conflict') {
        // Two activations raced: the unique indexes decided; report the one that lost.
        return (await accounts.emailTaken(body.email))
          ? { Codigo: 2, Mensaje: mensajes.correoRegistrado }
          : { Codigo: 1, Mensaje: mensajes.usuarioExiste };
      }
      await confirmQuietly(ctx, activated.userId, 'correo', welcome(pending.nombres), {
        ip: request.ip,
        log: request.log,
        detalle: 'bienvenida',
      });
      return { Codigo: 0, Mensaje: mensajes.altaConforme };
    },
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: '/Register/IsGuest',
    auth: false,
    rateLimited: true,
    body: isGuestRequest,
    response: isGuestResponse,
    // Open to anyone without a captcha, so it answers the same for every document: an answer that differed would
    // tell whoever holds a DNI whether it was invited. A guest learns it at registration step 1 (captcha and per-IP
    // limit), a host in ListarInvitados, a logged-in guest in obtenerSession (invitado, idProducto).
    handler: () => ({ codigo: 0, esInvitado: false, idProducto: null }),
  });
}
