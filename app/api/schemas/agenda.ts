import { z } from 'zod';
import { direccionLeidaSchema, direccionSchema } from './address.ts';
import { ESPECIALIDADES } from './codes.ts';
import {
  cancelacionSchema,
  codigoMensajeSchema,
  confirmacionEnviadaSchema,
  documentoSchema,
  fechaCercanaSchema,
  fechaSchema,
  horaSchema,
  idBeneficioSchema,
  idNumericoSchema,
  idPathSchema,
  idSalaSchema,
  idempotencyKeySchema,
  mensajeSchema,
  metodoEnvioSchema,
} from './primitives.ts';
import { codigoReservaSchema, lugarSchema } from './places.ts';

/* Appointments (bearer unless noted). Slots: Monday to Saturday, 09:00 to 17:00 hourly, Lima time. */

/**
 * POST /agendamientos/ObtenerCitasDisponibles. A benefit given at a place has slots per place: `idLugar` says which.
 * `idAgenda` names an appointment being moved: the use it spent does not count against its new slot.
 */
export const obtenerCitasDisponiblesRequest = z.strictObject({
  idBeneficio: idBeneficioSchema,
  desde: fechaCercanaSchema,
  dias: z.number().int().min(1).max(14),
  idLugar: idNumericoSchema.optional(),
  /** The customer's appointment being moved: its own use does not close the slots of its period. */
  idAgenda: idNumericoSchema.optional(),
});
export type ObtenerCitasDisponiblesRequest = z.infer<typeof obtenerCitasDisponiblesRequest>;

export const horarioSchema = z.object({ hora: horaSchema, disponible: z.boolean() });
export type Horario = z.infer<typeof horarioSchema>;
export const diaDisponibleSchema = z.object({
  fecha: fechaSchema,
  horarios: z.array(horarioSchema).max(24),
});
export type DiaDisponible = z.infer<typeof diaDisponibleSchema>;

/** codigo 1 with `mensaje` and no days when the benefit is given at a place and `idLugar` is missing or wrong. */
export const obtenerCitasDisponiblesResponse = z.object({
  codigo: z.number().int(),
  mensaje: mensajeSchema.optional(),
  data: z.array(diaDisponibleSchema).max(14),
});
export type ObtenerCitasDisponiblesResponse = z.infer<typeof obtenerCitasDisponiblesResponse>;

/**
 * finalizada: the video consultation was ended in its room. Once the appointment's hour has passed:
 * atendida (it took place) or no_asistio (a video room never joined).
 */
export const estadoCitaSchema = z.enum(['programada', 'cancelada', 'finalizada', 'atendida', 'no_asistio']);
export type EstadoCita = z.infer<typeof estadoCitaSchema>;

/** The nine telemedicine specialties (plain values in codes.ts, so a page can list them without zod). */
export { ESPECIALIDADES, type Especialidad } from './codes.ts';
export const especialidadSchema = z.enum(ESPECIALIDADES);

/** Why the customer books (free text a doctor reads before the consultation). */
export const motivoSchema = z
  .string()
  .trim()
  // Empty, the field asks for the reason; typed but too short, it says how long it must be.
  .min(1, 'Cuéntanos el motivo de tu consulta.')
  .min(3, 'Escribe el motivo con al menos 3 letras.')
  .max(300, 'El motivo no puede tener más de 300 caracteres.');
/** Who the patient is: the holder's own name or a family member's, in letters as every name the portal keeps. */
export const pacienteSchema = z
  .string()
  .trim()
  .min(1, 'Ingresa el nombre del paciente.')
  .min(2, 'Escribe el nombre completo del paciente.')
  .max(100, 'El nombre no puede tener más de 100 caracteres.')
  .regex(/^[\p{L}\p{M} ]*$/u, 'Ingresar solo letras');

/** One appointment. Video benefits carry a room: idSala and linkSala "/videollamada/sala?id={idSala}". */
export const citaSchema = z.object({
  idAgenda: idNumericoSchema,
  idBeneficio: idBeneficioSchema,
  /** The benefit's title. */
  beneficio: z.string().max(200),
  fecha: fechaSchema,
  hora: horaSchema,
  estado: estadoCitaSchema,
  idSala: idSalaSchema.nullable(),
  linkSala: z.string().max(300).nullable(),
  especialidad: especialidadSchema.nullable(),
  motivo: z.string().max(300).nullable(),
  paciente: z.string().max(100).nullable(),
  /** Where it is given, for a benefit given at a place of the affiliated network. */
  lugar: lugarSchema.nullable(),
  /** The short code the customer reads over the phone: "K7M-4QX". */
  codigoReserva: codigoReservaSchema,
  /** Where a home visit goes; null for every other appointment. */
  direccion: direccionLeidaSchema.nullable(),
});
export type Cita = z.infer<typeof citaSchema>;

/** GET /agendamientos/ListarCitas (our choice). */
export const listarCitasResponse = z.object({
  codigo: z.number().int(),
  data: z.array(citaSchema).max(500),
});
export type ListarCitasResponse = z.infer<typeof listarCitasResponse>;

/**
 * POST /agendamientos/AgregarAgenda and /agendamientos/AgregarAgendaSalud. The same key never books twice.
 * Health bookings carry the specialty (where the benefit has several), the reason and the patient; a home visit
 * carries the address; `metodo` is the channel of the confirmation sent at once (e-mail when absent).
 */
export const agregarAgendaRequest = z.strictObject({
  idBeneficio: idBeneficioSchema,
  fecha: fechaCercanaSchema,
  hora: horaSchema,
  claveIdempotencia: idempotencyKeySchema,
  especialidad: especialidadSchema.optional(),
  motivo: motivoSchema.optional(),
  paciente: pacienteSchema.optional(),
  direccion: direccionSchema.optional(),
  metodo: metodoEnvioSchema.optional(),
  /** The place of the affiliated network, required for a benefit given at one (GET /agendamientos/Lugares). */
  idLugar: idNumericoSchema.optional(),
});
export type AgregarAgendaRequest = z.infer<typeof agregarAgendaRequest>;

/** The benefit rule a refused booking breaks (app/domain/rules). */
export const reglaSchema = z.enum(['titular', 'area', 'horario', 'carencia', 'usos']);

/**
 * codigo 0 with the appointment; codigo 1 "El horario elegido ya no está disponible." (or another bound) with
 * data null; codigo 2 when the benefit's rules refuse it: `mensaje` says which rule and `disponibleDesde`
 * the first day it can be booked again, when there is one.
 */
export const citaResponse = z.object({
  codigo: z.number().int(),
  mensaje: mensajeSchema,
  data: citaSchema.nullish(),
  regla: reglaSchema.optional(),
  disponibleDesde: fechaSchema.nullish(),
  confirmacionEnviada: confirmacionEnviadaSchema,
});
export type CitaResponse = z.infer<typeof citaResponse>;
export const agregarAgendaResponse = citaResponse;
export type AgregarAgendaResponse = CitaResponse;

/** POST /agendamientos/UpdateAgenda: moves an appointment. */
export const updateAgendaRequest = z.strictObject({
  idAgenda: idNumericoSchema,
  fecha: fechaCercanaSchema,
  hora: horaSchema,
  metodo: metodoEnvioSchema.optional(),
});
export type UpdateAgendaRequest = z.infer<typeof updateAgendaRequest>;
export const updateAgendaResponse = citaResponse;
export type UpdateAgendaResponse = CitaResponse;

/** POST /agendamientos/DeleteAgenda/:id, no body: cancels and ends its room. */
export const idParams = z.strictObject({ id: idPathSchema });
export type IdParams = z.input<typeof idParams>;
/** ?metodo=sms|correo on a cancellation: the channel of its confirmation (e-mail when absent). */
export const cancelarQuery = z.strictObject({ metodo: metodoEnvioSchema.optional() });
export type CancelarQuery = z.infer<typeof cancelarQuery>;
export const deleteAgendaResponse = cancelacionSchema;
export type DeleteAgendaResponse = z.infer<typeof deleteAgendaResponse>;

/** GET /agendamientos/MensajeAgendar/:id?metodo=sms|correo&linkUsuario=<url>: sends the confirmation. */
export const mensajeAgendarQuery = z.strictObject({
  metodo: metodoEnvioSchema,
  linkUsuario: z.string().max(500).optional(),
});
export type MensajeAgendarQuery = z.infer<typeof mensajeAgendarQuery>;
export const mensajeAgendarResponse = codigoMensajeSchema;
export type MensajeAgendarResponse = z.infer<typeof mensajeAgendarResponse>;

/**
 * GET /agendamientos/validarDocumento?id={idSala}&documento={identificacion}, no auth. codigo 1 = valid;
 * 0 unknown room or another document; for the right document outside the room's window (our choice),
 * 2 not open yet (mensaje says when) and 3 the consultation's time has passed. With the right document
 * (1, 2, 3) the answer carries the appointment's `cita`, so the room can say when it opens and closes.
 */
export const validarDocumentoQuery = z.strictObject({
  id: idSalaSchema,
  documento: documentoSchema,
});
export type ValidarDocumentoQuery = z.infer<typeof validarDocumentoQuery>;
export const validarDocumentoResponse = codigoMensajeSchema.extend({
  cita: z.object({ fecha: fechaSchema, hora: horaSchema }).optional(),
});
export type ValidarDocumentoResponse = z.infer<typeof validarDocumentoResponse>;
