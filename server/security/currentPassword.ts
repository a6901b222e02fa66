import type { AppContext } from '../context.ts';
import type { UserRow } from '../db/accounts.ts';
import { sendSecurityNotice } from '../domain/messages.ts';
import { mensajes } from '../http/contract.ts';
import { LOGIN_THROTTLE, lockMessage, loginThrottle } from './loginThrottle.ts';
import { verifyPassword } from './passwords.ts';

export type CurrentPasswordCheck = { ok: true } | { ok: false; mensaje: string };

/**
 * The holder's current password, asked in settings before a contact or password change. A session alone may have
 * been stolen: a wrong password here counts toward the document's login lock (the same count as the login's), so
 * it cannot be guessed without limit; while the document is locked even the right one is refused, as at login.
 * The right one ends the streak, as a successful login does.
 */
export function currentPasswordCheck(ctx: AppContext) {
  const { securityEvents } = ctx.store;
  const throttle = loginThrottle(securityEvents);

  /** The holder hears of the lock once per streak: someone with their session is guessing their password. */
  const notifyLock = async (account: UserRow, lockedUntil: number, ip: string, now: number) => {
    const detalle = `desde ajustes, hasta ${new Date(lockedUntil).toISOString()}`;
    await securityEvents.record({ kind: 'cuenta_bloqueada', documento: account.identificacion, userId: account.id, ip, detalle }, now);
    await sendSecurityNotice(ctx, { canal: 'correo', destino: account.email }, {
      asunto: 'Bloqueamos temporalmente el ingreso a tu cuenta',
      cuerpo:
        'Desde una sesión abierta de tu cuenta de Beneficios se escribió varias veces una contraseña actual equivocada, así que ' +
        'bloqueamos el ingreso y los cambios por unos minutos. Si no fuiste tú, restablece tu contraseña desde «¿Olvidaste tu contraseña?»: ' +
        'así se cierran las demás sesiones.',
    });
  };

  /** `currentHex`: the password's SHA-256 hex as revealed from the request, null when it did not decode. */
  return async (account: UserRow, currentHex: string | null, ip: string): Promise<CurrentPasswordCheck> => {
    const documento = account.identificacion;
    const now = ctx.now();
    const locked = await throttle.lockedUntil(documento, now);
    if (locked !== null) {
      await securityEvents.record({ kind: 'login_bloqueado', documento, userId: account.id, ip, detalle: 'desde ajustes' }, now);
      return { ok: false, mensaje: lockMessage(locked, now) };
    }
    if (currentHex !== null && (await ctx.hashing.run(() => verifyPassword(currentHex, account.password_hash), ip))) {
      await throttle.clear(documento);
      return { ok: true };
    }
    const { failures, lockedUntil } = await throttle.fail(documento, now);
    await securityEvents.record({ kind: 'clave_actual_fallida', documento, userId: account.id, ip, detalle: `intento ${failures}` }, now);
    if (failures === LOGIN_THROTTLE.notifyAtFailure) await notifyLock(account, lockedUntil, ip, now);
    return { ok: false, mensaje: lockedUntil > now ? lockMessage(lockedUntil, now) : mensajes.contrasenaActualIncorrecta };
  };
}
