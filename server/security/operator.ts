import type { Store } from '../db/index.ts';
import type { SecurityEventKind } from '../db/securityEvents.ts';

const LABELS: Record<SecurityEventKind, string> = {
  login_fallido: 'ingreso fallido',
  login_bloqueado: 'ingreso rechazado (bloqueo)',
  cuenta_bloqueada: 'cuenta bloqueada, titular avisado',
  login_correcto: 'ingreso correcto',
  codigo_solicitado: 'código de recuperación pedido',
  codigo_fallido: 'código de recuperación errado',
  contrasena_cambiada: 'contraseña cambiada',
  contacto_solicitado: 'cambio de contacto pedido',
  contacto_cambiado: 'cambio de contacto confirmado',
  mensaje_enviado: 'mensaje enviado',
  activacion_codigo: 'código de activación enviado',
  activacion_fallida: 'código de activación errado',
  activacion_confirmada: 'código de activación confirmado',
  clave_actual_fallida: 'contraseña actual errada (ajustes)',
};

const time = (ms: number) => new Date(ms).toISOString().replace('T', ' ').slice(0, 19) + ' UTC';

/** What an operator reads about a document: its lock state and its latest security events, newest first. */
export async function describeDocument(store: Store, documento: string, now: number, limit = 30): Promise<string> {
  const user = (await store.accounts.findUser(8, documento)) ?? (await store.accounts.findUser(6, documento));
  const throttle = await store.securityEvents.throttle(documento);
  const lines = [`Documento ${documento}: ${user ? `cuenta #${user.id}` : 'sin cuenta activa'}`];
  if (throttle && throttle.locked_until > now) {
    lines.push(
      `Estado: BLOQUEADA hasta ${time(throttle.locked_until)} (${throttle.failures} intentos fallidos seguidos)`,
    );
  } else if (throttle) {
    lines.push(
      `Estado: sin bloqueo (${throttle.failures} intentos fallidos seguidos, el último ${time(throttle.last_failure_at)})`,
    );
  } else {
    lines.push('Estado: sin bloqueo');
  }
  const events = await store.securityEvents.eventsFor(documento, user?.id ?? null, limit);
  lines.push(events.length === 0 ? 'Sin eventos de seguridad.' : `Últimos ${events.length} eventos:`);
  for (const e of events) {
    lines.push(
      `  ${time(e.created_at)}  ${LABELS[e.kind].padEnd(36)} ip ${e.ip || '-'}${e.detalle ? `  ${e.detalle}` : ''}`,
    );
  }
  return lines.join('\n');
}
