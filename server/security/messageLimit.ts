import type { AppContext } from '../context.ts';

/** SMS and e-mails a customer may trigger in an hour by default (`MESSAGES_PER_HOUR`; confirmations and contact codes together). */
export const MESSAGES_PER_HOUR = 10;

/**
 * Counts one message sent on a customer's behalf; false (and nothing counted) when the hour's allowance
 * is used up. SMS cost money and reach a person: one customer must not turn the portal into a sender.
 */
export function takeMessageAllowance(
  ctx: AppContext,
  userId: number,
  documento: string,
  ip: string,
  detalle: string,
): Promise<boolean> {
  const now = ctx.now();
  return ctx.store.securityEvents.recordWithin(
    { kind: 'mensaje_enviado', documento, userId, ip, detalle },
    { by: 'user', since: now - 60 * 60_000, max: ctx.config.messagesPerHour },
    now,
  );
}
