import type { AppContext } from '../context.ts';
import type { UserRow } from '../db/accounts.ts';
import type { ContactChannel } from '../db/contactChanges.ts';
import { takeMessageAllowance } from './messageLimit.ts';
import { sha256Hex, sixDigitCode } from './tokens.ts';

const CODE_TTL_MS = 10 * 60_000;
const CODE_ATTEMPTS = 5;

const codeHash = (userId: number, canal: ContactChannel, code: string) => sha256Hex(`contacto:${userId}:${canal}:${code}`);

/**
 * E-mail and phone changes: the new value waits until the code sent to it comes back, so nobody holding a
 * session can redirect the account's recovery codes to themselves.
 */
export function contactChanges(ctx: AppContext) {
  const { contactChanges: pending, records, securityEvents } = ctx.store;
  return {
    /** Stages each channel whose value changes and sends it a code; 'limite' when the message allowance is used up. */
    stage(user: UserRow, next: { email: string; fono: string }, ip: string): ContactChannel[] | 'limite' {
      const changes: Array<[ContactChannel, string, string]> = [
        ['correo', next.email, user.email],
        ['sms', next.fono, user.fono],
      ];
      const staged: ContactChannel[] = [];
      for (const [canal, valor, actual] of changes) {
        if (valor.toLowerCase() === actual.toLowerCase()) {
          pending.drop(user.id, canal);
          continue;
        }
        if (!takeMessageAllowance(ctx, user.id, user.identificacion, ip, `código de contacto (${canal})`)) return 'limite';
        const code = sixDigitCode();
        const now = ctx.now();
        pending.stage(user.id, canal, valor, codeHash(user.id, canal, code), now + CODE_TTL_MS);
        const what = canal === 'correo' ? 'correo' : 'celular';
        records.sendMessage(
          {
            canal,
            destino: valor,
            asunto: `Confirma tu nuevo ${what}`,
            cuerpo: `Tu código para confirmar este ${what} en Beneficios es ${code}. Vence en 10 minutos. Si no lo pediste, ignora este mensaje.`,
          },
          now,
        );
        securityEvents.record({ kind: 'contacto_solicitado', documento: user.identificacion, userId: user.id, ip, detalle: canal }, now);
        staged.push(canal);
      }
      return staged;
    },
    /** Applies a staged change when its code is right. */
    confirm(user: UserRow, canal: ContactChannel, code: string, ip: string): boolean {
      const now = ctx.now();
      const applied = pending.confirm(user.id, canal, codeHash(user.id, canal, code), now, CODE_ATTEMPTS, now);
      if (applied !== null) {
        securityEvents.record({ kind: 'contacto_cambiado', documento: user.identificacion, userId: user.id, ip, detalle: canal }, now);
      }
      return applied !== null;
    },
  };
}
