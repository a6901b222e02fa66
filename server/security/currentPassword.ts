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
 * The right one takes back the failures counted before it, as a successful login does.
 */
export function currentPasswordCheck(ctx: AppContext) {
  const { securityEvents } = ctx.store;
  const throttle = loginThrottle(securityEvents);

  /** The holder hears of the lock once per streak: someone with their session is guessing their password. */
  const notifyLock = async (account: UserRow, lockedUntil: number, ip: string, now: number) => {
    const detalle = `desde ajustes, hasta ${new Date(lockedUntil).toISOString()}`;
    await securityEvents.record(
      { kind: 'cuenta_bloqueada', documento: account.identificacion, userId: account.id, ip, detalle },
      now,
    );
    await sendSecurityNotice(
      ctx,
      { canal: 'correo', destino: account.email },
      {
        asunto: 'Bloqueamos temporalmente el ingreso a tu cuenta',
        cuerpo:
          'Desde una sesión abierta de tu cuenta de Beneficios se escribió varias veces una contraseña actual equivocada, así que ' +
          'bloqueamos el ingreso y los cambios por unos minutos. Si no fuiste tú, restablece tu contraseña desde «¿Olvidaste tu contraseña?»: ' +
          'así se cierran las demás sesiones.',
      },
    );
  };

  /** `currentHex`: the password's SHA-256 hex as revealed from the request, null when it did not decode. */
  return async (account: UserRow, currentHex: string | null, ip: string): Promise<CurrentPasswordCheck> => {
    const documento = account.identificacion;
    const now = ctx.now();
    const refuseLocked = async (lockedUntil: number): Promise<CurrentPasswordCheck> => {
      await securityEvents.record(
        { kind: 'login_bloqueado', documento, userId: account.id, ip, detalle: 'desde ajustes' },
        now,
      );
      return { ok: false, mensaje: lockMessage(lockedUntil, now) };
    };
    // A locked document is refused before it takes a place in the hash queue.
    const locked = await throttle.lockedUntil(documento, now);
    if (locked !== null) return refuseLocked(locked);
    // Counted before the hash, atomically with the lock check, as a login is (loginThrottle.guard): parallel guesses
    // from a stolen session get no more tries than sequential ones.
    const checked = await ctx.hashing.run(
      () =>
        throttle.guard(
          documento,
          now,
          async () => currentHex !== null && (await verifyPassword(currentHex, account.password_hash)),
        ),
      ip,
    );
    if (checked.outcome === 'locked') return refuseLocked(checked.lockedUntil);
    if (checked.outcome === 'right') return { ok: true };
    await securityEvents.record(
      { kind: 'clave_actual_fallida', documento, userId: account.id, ip, detalle: `intento ${checked.failures}` },
      now,
    );
    if (checked.failures === LOGIN_THROTTLE.notifyAtFailure) await notifyLock(account, checked.lockedUntil, ip, now);
    return {
      ok: false,
      mensaje: checked.lockedUntil > now ? lockMessage(checked.lockedUntil, now) : mensajes.contrasenaActualIncorrecta,
    };
  };
}
