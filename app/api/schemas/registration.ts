import { z } from 'zod';
import {
  documentoSegunTipo,
  GUEST_OPTION,
  claveNuevaAcotada,
  claveRevisionSchema,
  claveTransformadaSchema,
  codigoSeisDigitosSchema,
  documentoSchema,
  emailSchema,
  familyCodeSchema,
  fonoSchema,
  idProductoSchema,
  idNumericoSchema,
  mensajeSchema,
  metodoEnvioSchema,
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

/** A contact on record the activation code went to, masked ("•••• ••• 320", "m•••@example.pe"). */
export const destinoCodigoSchema = z.object({
  metodo: metodoEnvioSchema,
  destino: z.string().max(120),
});
export type DestinoCodigo = z.infer<typeof destinoCodigoSchema>;

/**
 * Codigo 0 identity accepted and a code sent to the contacts on record (`envio`, our addition); 1 server message;
 * 2 account already exists; 3 generic error.
 */
export const step1Response = z.object({
  Codigo: z.number().int(),
  Mensaje: mensajeSchema,
  user: step1UserSchema.nullable(),
  envio: z.object({ metodos: z.array(destinoCodigoSchema).min(1).max(2) }).nullish(),
});
export type Step1Response = z.infer<typeof step1Response>;

/** The `{ Codigo, Mensaje }` answer of the registration calls after step 1. */
const codigoMensajeRegistroSchema = z.object({
  Codigo: z.number().int(),
  Mensaje: mensajeSchema,
});

/** POST /Register/ConfirmarCodigo (our addition): the code step 1 sent to the contacts on record. */
export const confirmarCodigoRequest = z.strictObject({
  idusuario: idNumericoSchema,
  codigo: codigoSeisDigitosSchema,
  tokenCaptcha: tokenCaptchaSchema,
});
export type ConfirmarCodigoRequest = z.infer<typeof confirmarCodigoRequest>;

/** Codigo 0 confirmed (go on to step 2); 1 wrong code (attempts left) or captcha; 2 expired or out of attempts: ask for a new code. */
export const confirmarCodigoResponse = codigoMensajeRegistroSchema;
export type ConfirmarCodigoResponse = z.infer<typeof confirmarCodigoResponse>;

/** POST /Register/RegistroPaso2 (our path): contact data and the transformed password, once the code is confirmed. */
export const step2Request = claveNuevaAcotada(
  z.strictObject({
    fono: fonoSchema,
    idusuario: idNumericoSchema,
    email: emailSchema,
    clave: claveTransformadaSchema,
    claveRevision: claveRevisionSchema,
    tokenCaptcha: tokenCaptchaSchema,
  }),
);
export type Step2Request = z.infer<typeof step2Request>;

/** Codigo 0 account active; 1 captcha or validation message; 2 e-mail taken. */
export const step2Response = codigoMensajeRegistroSchema;
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
