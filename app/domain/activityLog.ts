import type { LogUserRequest } from '../api/schemas/activity.ts';

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

const TIME_ZONE = 'America/Lima';

function parts(date: Date): Record<string, string> {
  const fmt = new Intl.DateTimeFormat('en-GB', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  return Object.fromEntries(fmt.formatToParts(date).map((p) => [p.type, p.value]));
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
