import { z } from 'zod';
import { MAX_DIRECCIONES } from './codes.ts';
import { codigoMensajeSchema, idNumericoSchema, mensajeSchema } from './primitives.ts';

/* The address of a home visit, and the addresses a customer keeps in the profile to use again (bearer). */

export { MAX_DIRECCIONES };

/** An INEI ubigeo: six digits (department, province, district). */
export const ubigeoSchema = z
  .string()
  .max(6)
  .regex(/^\d{6}$/, 'Elige el distrito.');

// Street names carry letters, numbers and a few signs ("Av. José Pardo 1234, dpto. 501", "Mz. B lt. 5", "Jr. O'Higgins
// 120 (int. 3)"); nothing else, so what is stored reads well in an SMS and in a calendar.
const ADDRESS_TEXT = /^[\p{L}\p{M}\p{N} .,:#°º/()'-]*$/u;
const SIGNOS = 'solo puede tener letras, números, espacios y los signos . , : # ° / - ( )';

/** Street and number, with the flat or interior when there is one. */
export const calleSchema = z
  .string()
  .trim()
  .min(5, 'Ingresa la calle y el número de tu dirección.')
  .max(120, 'La dirección no puede tener más de 120 caracteres.')
  .regex(ADDRESS_TEXT, `La dirección ${SIGNOS}.`)
  .regex(/\p{L}/u, 'Ingresa la calle y el número de tu dirección.');

/** What helps find the door ("frente al parque, portón verde"); optional. */
export const referenciaSchema = z
  .string()
  .trim()
  .max(150, 'La referencia no puede tener más de 150 caracteres.')
  .regex(ADDRESS_TEXT, `La referencia ${SIGNOS}.`);

/** The address sent with a home-visit booking, or saved in the profile. */
export const direccionSchema = z.strictObject({
  ubigeo: ubigeoSchema,
  calle: calleSchema,
  referencia: referenciaSchema.optional(),
});
export type Direccion = z.input<typeof direccionSchema>;

/** An address as the server returns it: the district named. */
export const direccionLeidaSchema = z.object({
  ubigeo: ubigeoSchema,
  distrito: z.string().max(60),
  calle: z.string().max(120),
  referencia: z.string().max(150).nullable(),
});
export type DireccionLeida = z.infer<typeof direccionLeidaSchema>;

export const direccionGuardadaSchema = direccionLeidaSchema.extend({ idDireccion: idNumericoSchema });
export type DireccionGuardada = z.infer<typeof direccionGuardadaSchema>;

/** GET /Profile/ListarDirecciones (our choice): oldest first. */
export const listarDireccionesResponse = z.object({
  codigo: z.number().int(),
  data: z.array(direccionGuardadaSchema).max(MAX_DIRECCIONES),
});
export type ListarDireccionesResponse = z.infer<typeof listarDireccionesResponse>;

/** POST /Profile/GuardarDireccion (our choice): codigo 0 with the address (the same one when it was saved before); 1 with the reason. */
export const guardarDireccionRequest = direccionSchema;
export type GuardarDireccionRequest = Direccion;
export const guardarDireccionResponse = z.object({
  codigo: z.number().int(),
  mensaje: mensajeSchema,
  data: direccionGuardadaSchema.nullable(),
});
export type GuardarDireccionResponse = z.infer<typeof guardarDireccionResponse>;

/** POST /Profile/EliminarDireccion/:id (our choice). */
export const eliminarDireccionResponse = codigoMensajeSchema;
export type EliminarDireccionResponse = z.infer<typeof eliminarDireccionResponse>;
