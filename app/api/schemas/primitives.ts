import { z } from 'zod';
import { unsealNewPassword } from '../../domain/credentials.ts';
import { todayInLima } from '../../domain/limaCalendar.ts';
import { validarPasswordMaximo } from '../../domain/validation.ts';
import { DOC_CE, DOC_DNI, PRODUCTO_CURSOS, PRODUCTO_TELEMEDICINA } from './codes.ts';

/**
 * Building blocks shared by every schema of the contract.
 * Every string has a maximum length so that no payload can grow without bound.
 */

export { DOC_CE, DOC_DNI, PRODUCTO_CURSOS, PRODUCTO_TELEMEDICINA };
export const tipoIdentificacionSchema = z.literal([DOC_DNI, DOC_CE]);
export type TipoIdentificacion = z.infer<typeof tipoIdentificacionSchema>;

/** A document number: digits only, 6 to 12 (a DNI has 8, a CE 6 to 12). */
export const documentoSchema = z
  .string()
  .max(12)
  .regex(/^\d{6,12}$/, 'Documento debe incluir solo números');

/**
 * A required name (first names, the first surname): never empty or blank, then letters (with accents and ñ) and
 * spaces only, as the forms ask, each with the form's message.
 */
export const nombreSchema = z
  .string()
  .max(100)
  .refine((valor) => valor.trim() !== '', { message: 'Ingresar algun dato', abort: true })
  .regex(/^(?=.*\p{L})[\p{L}\p{M} ]+$/u, 'Ingresar solo letras');

/** The second surname may be empty (not everyone has one); when given, it has a letter. */
export const apellidoSchema = z
  .string()
  .max(100)
  .regex(/^(?:(?=.*\p{L})[\p{L}\p{M} ]+)?$/u, 'Ingresar solo letras');

export const emailSchema = z.email('Ingrese un correo válido.').max(90);
/** Nine digits (Peruvian mobile numbers start with 9; enforced in the forms). */
export const fonoSchema = z
  .string()
  .max(9)
  .regex(/^\d{9}$/, 'Ingrese un número válido.');

/** A mobile phone, for an SMS: nine digits starting with 9. */
export const celularSchema = z
  .string()
  .max(9)
  .regex(/^9\d{8}$/, 'Debe incluir 9 caracteres empezando con 9');

/** A code sent by SMS or e-mail: six digits. */
export const codigoSeisDigitosSchema = z
  .string()
  .length(6)
  .regex(/^\d{6}$/, 'El código tiene 6 dígitos');

/** A captcha token; its last 10 characters key the credentials transform. */
export const tokenCaptchaSchema = z.string().min(10).max(4096);

/**
 * A password after the credentials transform (see app/domain/credentials.ts):
 * base64 of 64 bytes, so 88 characters.
 */
export const claveTransformadaSchema = z.base64().length(88);

/** A new password sealed for the server's password policy (credentials.ts `sealNewPassword`): up to 16 characters. */
export const claveRevisionSchema = z.base64().min(4).max(88);

/**
 * Adds the password's upper bound to a request that sets one: `claveRevision`, read with the request's captcha key,
 * has at most 16 characters. Longer is a malformed request (400, with the form's message), refused before anything
 * is checked or stored; a value that does not read is left to the route, which answers the captcha's failure.
 */
export function claveNuevaAcotada<T extends z.ZodObject>(schema: T): T {
  return schema.superRefine((value, ctx) => {
    const { claveRevision, tokenCaptcha } = value as { claveRevision?: unknown; tokenCaptcha?: unknown };
    if (typeof claveRevision !== 'string' || typeof tokenCaptcha !== 'string') return;
    const clave = unsealNewPassword(claveRevision, tokenCaptcha);
    const mensaje = clave === null ? null : validarPasswordMaximo(clave);
    if (mensaje) ctx.addIssue({ code: 'custom', path: ['claveRevision'], message: mensaje });
  }) as T;
}

/** Bearer token issued by IniciarSession. */
export const sessionTokenSchema = z.string().min(16).max(4096);

/** Server messages are short human sentences. */
export const mensajeSchema = z.string().max(500);

/** Calendar date as YYYY-MM-DD (Lima time). */
export const fechaSchema = z.iso.date();

/** How far from today a date a customer asks about may lie, either way: a year (our choice). */
export const DIAS_FECHA_CERCANA = 366;
const DIA_MS = 86_400_000;

/** True when `fecha` lies within `DIAS_FECHA_CERCANA` days of the day it is in Lima at `now`, either way. */
export function esFechaCercana(fecha: string, now: number): boolean {
  const dias = (Date.parse(`${fecha}T00:00:00Z`) - Date.parse(todayInLima(now))) / DIA_MS;
  return Math.abs(dias) <= DIAS_FECHA_CERCANA;
}

/**
 * A date a customer asks about (free slots, a booking, a coworking week): within a year of today. Beyond it there
 * is nothing to book, and a date near year 9999 would overflow the calendar arithmetic that follows.
 */
export const fechaCercanaSchema = fechaSchema.refine((fecha) => esFechaCercana(fecha, Date.now()), {
  message: 'La fecha debe estar dentro de un año desde hoy.',
});
/** Time of day as HH:mm. */
export const horaSchema = z
  .string()
  .max(5)
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Hora inválida');

/** Benefit ids of the catalogue. */
export const idBeneficioSchema = z.number().int().min(1).max(46);

/** Numeric database ids. */
export const idNumericoSchema = z.number().int().positive().max(2_147_483_647);
/** Numeric ids in a path segment or query string arrive as text. */
export const idPathSchema = z.coerce.number<string | number>().int().positive().max(2_147_483_647);

/** Video room ids: random, URL-safe. */
export const idSalaSchema = z
  .string()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);

/** Guest product ids: 7442 = online courses with certification, 7443 = telemedicine. */
export const idProductoSchema = z.literal([PRODUCTO_CURSOS, PRODUCTO_TELEMEDICINA]);
export type IdProducto = z.infer<typeof idProductoSchema>;

/** Family product codes (spec section 3) and the guest option "0000". */
export const familyCodeSchema = z.enum([
  '7702-1',
  '7705-1',
  '7703-1',
  '7706-1',
  '7704-1',
  '7717-1',
  '7715-1',
  '7722-1',
  '7723-1',
]);
export { ACTIVATION_CODE_MINUTES, GUEST_OPTION } from './codes.ts';

export const idempotencyKeySchema = z.uuid();

/** Where a code or confirmation is sent. */
export const metodoEnvioSchema = z.enum(['correo', 'sms']);
export type MetodoEnvio = z.infer<typeof metodoEnvioSchema>;

/** The frequent `{ codigo, mensaje }` answer. */
export const codigoMensajeSchema = z.object({
  codigo: z.number().int(),
  mensaje: mensajeSchema,
});
export type CodigoMensaje = z.infer<typeof codigoMensajeSchema>;

/**
 * Our addition to the answers of a booking, a change or a cancellation: false when its automatic confirmation was
 * not sent (the hour's message allowance was used up, or it could not be queued), so the page does not say it was.
 * Absent: sent, an API that does not say, or a retry of a booking already answered (which sends nothing again).
 */
export const confirmacionEnviadaSchema = z.boolean().optional();

/** `{ codigo, mensaje }` with `confirmacionEnviada`: the answer of a cancellation. */
export const cancelacionSchema = codigoMensajeSchema.extend({ confirmacionEnviada: confirmacionEnviadaSchema });

/** Adds the document-type rule to a request: a DNI (8) has exactly 8 digits. */
export function documentoSegunTipo<T extends z.ZodObject>(schema: T, campo: 'usuario' | 'identificacion'): T {
  return schema.superRefine((value, ctx) => {
    const record = value as Record<string, unknown>;
    const documento = record[campo];
    if (record.tipoIdentificacion === DOC_DNI && typeof documento === 'string' && !/^\d{8}$/.test(documento)) {
      ctx.addIssue({ code: 'custom', path: [campo], message: 'Documento debe incluir 8 números' });
    }
  }) as T;
}
