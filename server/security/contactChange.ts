import type { AppContext } from '../context.ts';
import type { UserRow } from '../db/accounts.ts';
import type { ContactChannel } from '../db/contactChanges.ts';
import { contactChangedNotice, sendSecurityNotice } from '../domain/messages.ts';
import { mensajes } from '../http/contract.ts';
import { revealCredential } from '../../app/domain/credentials.ts';
import { verifyCaptcha } from '../routes/captcha.ts';
import { currentPasswordCheck } from './currentPassword.ts';
import { takeMessageAllowance } from './messageLimit.ts';
import { sha256Hex, sixDigitCode } from './tokens.ts';

const CODE_TTL_MS = 10 * 60_000;
const CODE_ATTEMPTS = 5;

const codeHash = (userId: number, canal: ContactChannel, code: string) =>
  sha256Hex(`contacto:${userId}:${canal}:${code}`);

/** A new e-mail or phone, and the current password that must come with it. */
export interface ContactRequest {
  email: string;
  fono: string;
  claveActual?: string | undefined;
  tokenCaptcha?: string | undefined;
}

/** True when either contact differs from the account's (e-mails compared without case). */
function changesContact(user: UserRow, next: ContactRequest): boolean {
  return next.email.toLowerCase() !== user.email.toLowerCase() || next.fono !== user.fono;
}

/**
 * E-mail and phone changes: asked with the current password (a session alone may have been stolen), and the new
 * value waits until the code sent to it comes back, so nobody holding a session can redirect the account's recovery
 * codes to themselves; once applied, the old contact is told.
 */
export function contactChanges(ctx: AppContext) {
  const { contactChanges: pending, records, securityEvents } = ctx.store;
  const checkCurrentPassword = currentPasswordCheck(ctx);
  return {
    /**
     * Null when the request may go on: no contact changes, or the current password came and is right. Otherwise the
     * answer that refuses it; nothing of the request is applied then, names included.
     */
    async refusal(user: UserRow, next: ContactRequest, ip: string): Promise<{ codigo: 1; mensaje: string } | null> {
      if (!changesContact(user, next)) return null;
      if (next.claveActual === undefined || next.tokenCaptcha === undefined)
        return { codigo: 1, mensaje: mensajes.contrasenaParaContacto };
      if (!(await verifyCaptcha(ctx, next.tokenCaptcha))) return { codigo: 1, mensaje: mensajes.captchaRegistro };
      const checked = await checkCurrentPassword(user, revealCredential(next.claveActual, next.tokenCaptcha), ip);
      return checked.ok ? null : { codigo: 1, mensaje: checked.mensaje };
    },
    /**
     * Stages each channel whose value changes and sends it a code; 'limite' when the message allowance is used up.
     * A channel sent unchanged leaves its pending change alone: saving the names must not drop a new e-mail that
     * waits for its code (ADR 0146); `cancel` drops one.
     */
    async stage(
      user: UserRow,
      next: { email: string; fono: string },
      ip: string,
    ): Promise<ContactChannel[] | 'limite'> {
      const changes: Array<[ContactChannel, string, string]> = [
        ['correo', next.email, user.email],
        ['sms', next.fono, user.fono],
      ];
      const staged: ContactChannel[] = [];
      for (const [canal, valor, actual] of changes) {
        if (valor.toLowerCase() === actual.toLowerCase()) continue;
        if (!(await takeMessageAllowance(ctx, user.id, user.identificacion, ip, `código de contacto (${canal})`)))
          return 'limite';
        const code = sixDigitCode();
        const now = ctx.now();
        await pending.stage(user.id, canal, valor, codeHash(user.id, canal, code), now + CODE_TTL_MS);
        const what = canal === 'correo' ? 'correo' : 'celular';
        await records.sendMessage(
          {
            canal,
            destino: valor,
            asunto: `Confirma tu nuevo ${what}`,
            cuerpo: `Tu código para confirmar este ${what} en Beneficios es ${code}. Vence en 10 minutos. Si no lo pediste, ignora este mensaje.`,
          },
          now,
        );
        await securityEvents.record(
          { kind: 'contacto_solicitado', documento: user.identificacion, userId: user.id, ip, detalle: canal },
          now,
        );
        staged.push(canal);
      }
      return staged;
    },
    /** The new contacts still waiting for their code (not expired, attempts left), so a reloaded page can ask for it. */
    pendingOf(userId: number) {
      return pending.live(userId, ctx.now(), CODE_ATTEMPTS);
    },
    /** Drops a staged change: the account keeps the contact it has. */
    cancel(userId: number, canal: ContactChannel) {
      return pending.drop(userId, canal);
    },
    /** Applies a staged change when its code is right. */
    async confirm(
      user: UserRow,
      canal: ContactChannel,
      code: string,
      ip: string,
    ): Promise<'confirmado' | 'invalido' | 'ocupado'> {
      const now = ctx.now();
      const applied = await pending.confirm(user.id, canal, codeHash(user.id, canal, code), now, CODE_ATTEMPTS, now);
      if (applied === null) return 'invalido';
      if (applied === 'taken') return 'ocupado';
      await securityEvents.record(
        { kind: 'contacto_cambiado', documento: user.identificacion, userId: user.id, ip, detalle: canal },
        now,
      );
      // `user` was read before the change: its contact is the old one.
      await sendSecurityNotice(
        ctx,
        { canal, destino: canal === 'correo' ? user.email : user.fono },
        contactChangedNotice(canal, applied),
      );
      return 'confirmado';
    },
  };
}

/** The answer to a data update that may have staged contact changes: over the message limit, codes sent, or done. */
export function stagedContactAnswer(staged: ContactChannel[] | 'limite'): { codigo: 0 | 1 | 2; mensaje: string } {
  if (staged === 'limite') return { codigo: 1, mensaje: mensajes.limiteMensajes };
  return staged.length > 0
    ? { codigo: 2, mensaje: mensajes.contactoPorConfirmar }
    : { codigo: 0, mensaje: mensajes.datosActualizados };
}
