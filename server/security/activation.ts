import type { AppContext } from '../context.ts';
import type { PendingRow } from '../db/accounts.ts';
import { maskEmail, maskPhone } from '../domain/mask.ts';
import { ACTIVATION_CODE_MINUTES, type DestinoCodigo } from '../http/contract.ts';
import { sha256Hex, sixDigitCode } from './tokens.ts';

/** Activation codes one address may have sent for one document in an hour by default (`ACTIVATION_CODES_PER_HOUR`). */
export const ACTIVATION_CODES_PER_HOUR = 5;

/** How long an activation waits for its code, then for its password step once the code came back; wrong codes allowed. */
export const ACTIVATION_LIMITS = {
  codeTtlMs: ACTIVATION_CODE_MINUTES * 60_000,
  confirmedTtlMs: ACTIVATION_CODE_MINUTES * 60_000,
  attempts: 5,
} as const;

const HOUR = 60 * 60_000;

/** Where the lender can reach the person: the contact on record of the policy, or the one the host gave for a guest. */
export interface ContactOnRecord {
  fono: string | null;
  email: string | null;
}

const codeHash = (pending: Pick<PendingRow, 'tipo_identificacion' | 'identificacion'>, code: string) =>
  sha256Hex(`activacion:${pending.tipo_identificacion}:${pending.identificacion}:${code}`);

export function wrongCodeMessage(restantes: number): string {
  return `El código no es correcto. Te ${restantes === 1 ? 'queda 1 intento' : `quedan ${restantes} intentos`}.`;
}

/**
 * Account activation proves the person: its code goes only to the contact the lender already holds, never to one
 * typed at activation, and the account is created only once that code comes back (accounts.checkPendingCode).
 */
export function activationCodes(ctx: AppContext) {
  const { accounts, records, securityEvents } = ctx.store;
  return {
    /**
     * A new attempt: its own pending activation and code, sent to every contact on record. Counted per document and
     * address, so nobody else's attempts use up the holder's allowance. 'limite' (nothing sent) over the allowance.
     */
    async start(
      pending: Omit<PendingRow, 'id' | 'confirmed_at'> & { socios: string[] },
      contact: ContactOnRecord,
      ip: string,
    ): Promise<{ idusuario: number; metodos: DestinoCodigo[] } | 'limite'> {
      const now = ctx.now();
      const allowed = await securityEvents.recordWithin(
        {
          kind: 'activacion_codigo',
          documento: pending.identificacion,
          userId: null,
          ip,
          detalle: [contact.fono && 'sms', contact.email && 'correo'].filter(Boolean).join(' y '),
        },
        { by: 'documento', sameIp: true, since: now - HOUR, max: ctx.config.activationCodesPerHour },
        now,
      );
      if (!allowed) return 'limite';
      const code = sixDigitCode();
      const idusuario = await accounts.createPending(
        pending,
        codeHash(pending, code),
        now,
        ACTIVATION_LIMITS.codeTtlMs,
      );
      const cuerpo =
        `Tu código para activar tu cuenta de Beneficios es ${code}. Vence en ${ACTIVATION_CODE_MINUTES} minutos. ` +
        'Si no estás activando tu cuenta, ignora este mensaje: nadie puede activarla sin este código.';
      const metodos: DestinoCodigo[] = [];
      if (contact.fono) {
        await records.sendMessage({ canal: 'sms', destino: contact.fono, asunto: 'Código de activación', cuerpo }, now);
        metodos.push({ metodo: 'sms', destino: maskPhone(contact.fono) });
      }
      if (contact.email) {
        await records.sendMessage(
          { canal: 'correo', destino: contact.email, asunto: 'Código para activar tu cuenta', cuerpo },
          now,
        );
        metodos.push({ metodo: 'correo', destino: maskEmail(contact.email) });
      }
      return { idusuario, metodos };
    },
    /** Checks the code of an attempt; wrong and right codes are security events of the document. */
    async confirm(idusuario: number, code: string, ip: string) {
      const now = ctx.now();
      const pending = await accounts.findPending(idusuario, now);
      const hash = pending ? codeHash(pending, code) : '';
      const result = await accounts.checkPendingCode(
        idusuario,
        hash,
        now,
        ACTIVATION_LIMITS.attempts,
        ACTIVATION_LIMITS.confirmedTtlMs,
      );
      if (pending && result.kind !== 'vencido') {
        const kind = result.kind === 'confirmado' ? 'activacion_confirmada' : 'activacion_fallida';
        await securityEvents.record({ kind, documento: pending.identificacion, userId: null, ip }, now);
      }
      return result;
    },
  };
}
