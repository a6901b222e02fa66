import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { videoWindow } from '../../../app/domain/videoWindow.ts';
import { apiLogin } from './apiLogin.ts';

/** Jorge (Detecta Plus, one telemedicine licence) books the family's telemedicine benefit (id 7). */
export const PACIENTE = { documento: '43218765', password: 'Detecta+2026', idBeneficio: 7 } as const;

/** Today in Lima (UTC−5 all year), as the server's slots are. */
function hoyEnLima(): string {
  return new Date(Date.now() - 5 * 3_600_000).toISOString().slice(0, 10);
}

export interface RoomBooking {
  idSala: string;
  linkSala: string;
  /** The appointment's Lima date and hour: its room opens 15 minutes before and closes 60 after. */
  fecha: string;
  hora: string;
}

/** Books the first free telemedicine slot; the appointment comes with its video room. */
export async function bookVideoRoom(request: APIRequestContext): Promise<RoomBooking> {
  const token = await apiLogin(request, PACIENTE.documento, PACIENTE.password);
  const headers = { Authorization: `Bearer ${token}` };
  const slots = await request.post('/api/agendamientos/ObtenerCitasDisponibles', {
    headers,
    data: { idBeneficio: PACIENTE.idBeneficio, desde: hoyEnLima(), dias: 14 },
  });
  const { data: dias } = (await slots.json()) as {
    data: { fecha: string; horarios: { hora: string; disponible: boolean }[] }[];
  };
  const libre = dias.flatMap((d) =>
    d.horarios.filter((h) => h.disponible).map((h) => ({ fecha: d.fecha, hora: h.hora })),
  )[0];
  if (!libre) throw new Error('No hay horarios libres de telemedicina');
  const booked = await request.post('/api/agendamientos/AgregarAgendaSalud', {
    headers,
    data: {
      idBeneficio: PACIENTE.idBeneficio,
      ...libre,
      claveIdempotencia: randomUUID(),
      especialidad: 'Medicina general',
    },
  });
  const body = (await booked.json()) as {
    codigo: number;
    mensaje: string;
    data: { idSala: string | null; linkSala: string | null } | null;
  };
  if (body.codigo !== 0 || !body.data?.idSala || !body.data.linkSala)
    throw new Error(`Reserva rechazada: ${body.mensaje}`);
  return { idSala: body.data.idSala, linkSala: body.data.linkSala, ...libre };
}

/**
 * The server's clock (DEV_CLOCK, see playwright.config.ts) put at `ahora`, running on from there; null is real time
 * again. It answers only with the outbox key, as the outbox does.
 */
export async function relojDelServidor(request: APIRequestContext, ahora: number | null): Promise<void> {
  const answer = await request.post('/api/dev/reloj', {
    headers: { 'x-outbox-key': process.env.E2E_OUTBOX_KEY ?? '' },
    data: { ahora },
  });
  if (!answer.ok()) throw new Error(`El reloj del servidor no se movió: ${answer.status()}`);
}

/**
 * Server and browser at the consultation's hour plus `minutos` (inside its room's window, by default just after
 * the start, when "Finalizar" ends it for good). Call before the page opens; reset the server with
 * `relojDelServidor(request, null)` after the test.
 */
export async function enLaHoraDeLaCita(
  page: Page,
  request: APIRequestContext,
  cita: { fecha: string; hora: string },
  minutos = 1,
): Promise<void> {
  const instante = videoWindow(cita).startsAt + minutos * 60_000;
  await relojDelServidor(request, instante);
  await page.clock.install({ time: instante });
}

/** The room ends from the patient's side (Finalizar needs the room's document). */
export async function endRoom(request: APIRequestContext, idSala: string): Promise<void> {
  await request.post('/api/video/Finalizar', { data: { idSala, documento: PACIENTE.documento } });
}
