import { z } from 'zod';
import {
  documentoSegunTipo,
  GUEST_OPTION,
  claveRevisionSchema,
  claveTransformadaSchema,
  documentoSchema,
  emailSchema,
  familyCodeSchema,
  fonoSchema,
  idProductoSchema,
  idNumericoSchema,
  mensajeSchema,
  nombreSchema,
  tipoIdentificacionSchema,
  tokenCaptchaSchema,
} from './primitives.ts';

/*
 * Registration calls. The spec does not show their paths; ours are listed in docs/api.md.
 */

/** POST /Register/ValidarUsuario (our path): the known-user check made when leaving the document field. */
export const validarUsuarioRequest = documentoSegunTipo(
  z.strictObject({
    tipoIdentificacion: tipoIdentificacionSchema,
    usuario: documentoSchema,
    tokenCaptcha: tokenCaptchaSchema,
  }),
  'usuario',
);
export type ValidarUsuarioRequest = z.infer<typeof validarUsuarioRequest>;

/** `yes_quest`: a policy holder in the registry; `no_quest`: a guest or an unknown document. */
export const mensajeExtraSchema = z.enum(['yes_quest', 'no_quest']);
export type MensajeExtra = z.infer<typeof mensajeExtraSchema>;

/** codigo 0 carries mensajeExtra; a captcha failure is codigo 1 with mensajeExtra null or absent. */
export const validarUsuarioResponse = z.object({
  codigo: z.number().int(),
  mensaje: mensajeSchema,
  mensajeExtra: mensajeExtraSchema.nullish(),
});
export type ValidarUsuarioResponse = z.infer<typeof validarUsuarioResponse>;

/** Chosen insurances: up to 2 family codes, or only the guest option "0000", or none. */
export const sociosSchema = z
  .array(z.union([familyCodeSchema, z.literal(GUEST_OPTION)]))
  .max(2)
  .refine((socios) => !socios.includes(GUEST_OPTION) || socios.length === 1, {
    message: 'La opción de invitado no se combina con otros seguros',
  })
  .refine((socios) => new Set(socios).size === socios.length, { message: 'Seguros repetidos' });

/** POST /Register/RegistroPaso1 (our path). Contact data and password come in step 2, so they are empty here. */
export const step1Request = documentoSegunTipo(
  z.strictObject({
    identificacion: documentoSchema,
    tipoIdentificacion: tipoIdentificacionSchema,
    tokenCaptcha: tokenCaptchaSchema,
    nombres: nombreSchema,
    fono: z.literal(''),
    email: z.literal(''),
    clave: z.literal(''),
    socios: sociosSchema,
  }),
  'identificacion',
);
export type Step1Request = z.infer<typeof step1Request>;

/** The pending user created by step 1; email and fono are still empty. */
export const step1UserSchema = z.object({
  email: z.string().max(90),
  fono: z.string().max(9),
  idusuario: idNumericoSchema,
});

/** Codigo 0 accepted (user present); 1 server message; 2 account already exists; 3 generic error. */
export const step1Response = z.object({
  Codigo: z.number().int(),
  Mensaje: mensajeSchema,
  user: step1UserSchema.nullable(),
});
export type Step1Response = z.infer<typeof step1Response>;

/** POST /Register/RegistroPaso2 (our path): contact data and the transformed password. */
export const step2Request = z.strictObject({
  fono: fonoSchema,
  idusuario: idNumericoSchema,
  email: emailSchema,
  clave: claveTransformadaSchema,
  claveRevision: claveRevisionSchema,
  tokenCaptcha: tokenCaptchaSchema,
});
export type Step2Request = z.infer<typeof step2Request>;

/** Codigo 0 account active; 1 captcha or validation message; 2 e-mail taken. */
export const step2Response = z.object({
  Codigo: z.number().int(),
  Mensaje: mensajeSchema,
});
export type Step2Response = z.infer<typeof step2Response>;

/** POST /Register/IsGuest. */
export const isGuestRequest = documentoSegunTipo(
  z.strictObject({
    tipoIdentificacion: tipoIdentificacionSchema,
    usuario: documentoSchema,
  }),
  'usuario',
);
export type IsGuestRequest = z.infer<typeof isGuestRequest>;

export const isGuestResponse = z.object({
  codigo: z.number().int(),
  esInvitado: z.boolean(),
  idProducto: idProductoSchema.nullable(),
});
export type IsGuestResponse = z.infer<typeof isGuestResponse>;

