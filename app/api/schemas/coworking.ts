import { z } from 'zod';
import {
  cancelacionSchema,
  codigoMensajeSchema,
  confirmacionEnviadaSchema,
  fechaCercanaSchema,
  fechaSchema,
  idNumericoSchema,
  idempotencyKeySchema,
  mensajeSchema,
  metodoEnvioSchema,
} from './primitives.ts';
import { codigoReservaSchema, lugarSchema } from './places.ts';
import { weekdayOf } from '../../domain/limaCalendar.ts';

/* Coworking (bearer): one free week a year. */

/** A Monday within a year of today, as YYYY-MM-DD. */
export const lunesSchema = fechaCercanaSchema.refine((fecha) => weekdayOf(fecha) === 1, {
  message: 'La semana debe empezar un lunes',
});

export const estadoReservaSchema = z.enum(['programada', 'cancelada']);

export const reservaSchema = z.object({
  idCoworking: idNumericoSchema,
  semanaInicio: fechaSchema,
  semanaFin: fechaSchema,
  estado: estadoReservaSchema,
  /** The branch chosen; null for a week booked before branches were chosen. */
  lugar: lugarSchema.nullable(),
  codigoReserva: codigoReservaSchema,
});
export type Reserva = z.infer<typeof reservaSchema>;

/** POST /coworking/AgregarCoworking. codigo 1 "Ya reservaste tu semana de coworking de {año}: es una por año calendario." */
export const agregarCoworkingRequest = z.strictObject({
  semanaInicio: lunesSchema,
  claveIdempotencia: idempotencyKeySchema,
  /** Channel of the confirmation sent at once (e-mail when absent). */
  metodo: metodoEnvioSchema.optional(),
  /** The coworking branch (GET /agendamientos/Lugares?idBeneficio=22); required. */
  idLugar: idNumericoSchema.optional(),
});
export type AgregarCoworkingRequest = z.infer<typeof agregarCoworkingRequest>;

export const reservaResponse = z.object({
  codigo: z.number().int(),
  mensaje: mensajeSchema,
  data: reservaSchema.nullish(),
  confirmacionEnviada: confirmacionEnviadaSchema,
});
export type ReservaResponse = z.infer<typeof reservaResponse>;
export const agregarCoworkingResponse = reservaResponse;

/** POST /coworking/UpdateCoworking: moves the reservation to another week (response our choice). */
export const updateCoworkingRequest = z.strictObject({
  idCoworking: idNumericoSchema,
  semanaInicio: lunesSchema,
  metodo: metodoEnvioSchema.optional(),
});
export type UpdateCoworkingRequest = z.infer<typeof updateCoworkingRequest>;
export const updateCoworkingResponse = reservaResponse;

/** POST /coworking/DeleteCoworking/:id, no body. */
export const deleteCoworkingResponse = cancelacionSchema;

/** GET /coworking/MensajeAgendar/:id?metodo=sms|correo. */
export const mensajeCoworkingQuery = z.strictObject({ metodo: metodoEnvioSchema });
export type MensajeCoworkingQuery = z.infer<typeof mensajeCoworkingQuery>;
export const mensajeCoworkingResponse = codigoMensajeSchema;

/** GET /coworking/ListarReservas (our choice). */
export const listarReservasResponse = z.object({
  codigo: z.number().int(),
  data: z.array(reservaSchema).max(100),
});
export type ListarReservasResponse = z.infer<typeof listarReservasResponse>;
