import type { LogUserRequest } from '../api/schemas/activity.ts';
import { LIMA_OFFSET_MS } from './limaCalendar.ts';

/** Builds an activity-log entry (POST /logUser/inserta) in Lima time. */
export interface ActivityInput {
  idUsuario: string;
  pagina: string;
  control: string;
  direccionIp?: string;
  ciudad?: string;
  now?: Date;
  /** Injected for tests; defaults to Math.random. */
  random?: () => number;
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * Lima's wall clock from limaCalendar.ts, not `Intl.DateTimeFormat` with `timeZone: 'America/Lima'`: the same text,
 * without loading the time-zone data on every logged-in page view (each view writes an entry). activityLog.test.ts
 * checks this against Intl over many dates.
 */
function parts(date: Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string> {
  const lima = new Date(date.getTime() + LIMA_OFFSET_MS);
  return {
    year: String(lima.getUTCFullYear()),
    month: two(lima.getUTCMonth() + 1),
    day: two(lima.getUTCDate()),
    hour: two(lima.getUTCHours()),
    minute: two(lima.getUTCMinutes()),
    second: two(lima.getUTCSeconds()),
  };
}

/** A random 9-digit number (100000000 to 999999999). */
export function randomLogId(random: () => number = Math.random): number {
  return 100_000_000 + Math.floor(random() * 900_000_000);
}

export function activityLogEntry(input: ActivityInput): LogUserRequest {
  const now = input.now ?? new Date();
  const p = parts(now);
  return {
    idUsuario: input.idUsuario,
    ciudad_localizacion: (input.ciudad ?? 'Lima').slice(0, 100),
    fechaServidor: `${p.year}-${p.month}-${p.day}`,
    horaServidor: `${p.hour}:${p.minute}:${p.second}`,
    fechaLocal: `${p.day}/${p.month}/${p.year}`,
    horaLocal: `${p.hour}:${p.minute}`,
    direccion_ip: (input.direccionIp ?? '').slice(0, 45),
    pagina: input.pagina.slice(0, 300),
    control: input.control.slice(0, 100),
    extra: randomLogId(input.random),
  };
}
