import { z } from 'zod';
import {
  documentoSegunTipo,
  apellidoSchema,
  celularSchema,
  claveNuevaAcotada,
  claveRevisionSchema,
  claveTransformadaSchema,
  codigoMensajeSchema,
  documentoSchema,
  emailSchema,
  fonoSchema,
  idProductoSchema,
  mensajeSchema,
  metodoEnvioSchema,
  nombreSchema,
  sessionTokenSchema,
  tipoIdentificacionSchema,
  tokenCaptchaSchema,
} from './primitives.ts';

/* Session and account calls of spec section 7. */

/** POST /Login/IniciarSession. `usuario` is the document number; `password` is transformed. */
export const loginRequest = z.strictObject({
  ip: z.string().max(45),
  usuario: documentoSchema,
  password: claveTransformadaSchema,
  tokenCaptcha: tokenCaptchaSchema,
  tipo: z.literal(1),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const loginResponse = z.object({
  codigo: z.number().int(),
  mensaje: mensajeSchema,
  data: z.object({ token: sessionTokenSchema }).nullable(),
});
export type LoginResponse = z.infer<typeof loginResponse>;

/** A coverage and its licences (courses and telemedicine need licencias > 0). */
export const datosProductoSchema = z.object({
  cobertura: z.string().max(100),
  licencias: z.number().int().min(0).max(10_000),
});
export type DatosProducto = z.infer<typeof datosProductoSchema>;

/** The plan tier (1, 2 or 3) the user holds for a service. */
export const globalPlanSchema = z.object({
  servicio: z.string().max(50),
  plan: z.number().int().min(1).max(3),
});
export type GlobalPlan = z.infer<typeof globalPlanSchema>;

/** 0 none, 1 business/entrepreneurship, 2 employability. */
export const grupoPreferenciaSchema = z.literal([0, 1, 2]);
export type GrupoPreferencia = z.infer<typeof grupoPreferenciaSchema>;

/** The user profile from the token lookup (spec section 3). */
export const profileSchema = z.object({
  nombres: z.string().max(100),
  apellidoPaterno: z.string().max(100),
  apellidoMaterno: z.string().max(100),
  numeroCelular: z.string().max(9),
  correoElectronico: z.string().max(90),
  dicTipoDocumento: tipoIdentificacionSchema,
  identificacion: documentoSchema,
  invitado: z.boolean(),
  nroinvitado: z.number().int().min(0).max(1000),
  /** The first plan's servicio, "" if none. */
  planServicio: z.string().max(50),
  perfiles: z.array(z.string().max(50)).max(30),
  perfilesUs: z.array(z.string().max(50)).max(30),
  /** base64 of the numeric user id. */
  idUsuario: z.base64().max(24),
  datosProductos: z.array(datosProductoSchema).max(30),
  globalPlan: z.array(globalPlanSchema).max(30),
  idProducto: idProductoSchema.nullable(),
  grupoPreferencia: grupoPreferenciaSchema,
  /** 1 = the survey was already answered. */
  encuesta: z.literal([0, 1]),
  globalUsuName: z.string().max(100),
  globalUsuSurname: z.string().max(200),
});
export type Profile = z.infer<typeof profileSchema>;

/** GET /Login/obtenerSession (bearer). */
export const obtenerSessionResponse = z.object({
  codigo: z.number().int(),
  data: profileSchema,
});
export type ObtenerSessionResponse = z.infer<typeof obtenerSessionResponse>;

/** GET /Login/Logout/:userId (bearer); userId is the base64 idUsuario. */
export const logoutParams = z.strictObject({ userId: z.base64().min(1).max(24) });
export type LogoutParams = z.infer<typeof logoutParams>;
export const logoutResponse = codigoMensajeSchema;
export type LogoutResponse = z.infer<typeof logoutResponse>;

/**
 * The current password (our addition), transformed with `tokenCaptcha`: asked whenever the e-mail or phone changes,
 * so a session alone cannot move where codes and notices go. Optional while only names change.
 */
const claveParaContacto = {
  claveActual: claveTransformadaSchema.optional(),
  tokenCaptcha: tokenCaptchaSchema.optional(),
};

/** `claveActual` is read with its captcha token: one without the other is refused. */
function claveConCaptcha<T extends z.ZodObject>(schema: T): T {
  return schema.superRefine((value, ctx) => {
    const record = value as { claveActual?: string; tokenCaptcha?: string };
    if ((record.claveActual === undefined) !== (record.tokenCaptcha === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['claveActual'], message: 'La contraseña actual se envía con su captcha.' });
    }
  }) as T;
}

/** POST /login/updateuser (bearer). */
export const updateUserRequest = claveConCaptcha(
  z.strictObject({ email: emailSchema, fono: fonoSchema, ...claveParaContacto }),
);
export type UpdateUserRequest = z.infer<typeof updateUserRequest>;
export const updateUserResponse = codigoMensajeSchema;
export type UpdateUserResponse = z.infer<typeof updateUserResponse>;

/** POST /Login/RecuperaContrasena: lists where a reset code can be sent (masked). */
export const recuperaContrasenaRequest = documentoSegunTipo(
  z.strictObject({
    tipoIdentificacion: tipoIdentificacionSchema,
    usuario: documentoSchema,
    tokenCaptcha: tokenCaptchaSchema,
  }),
  'usuario',
);
export type RecuperaContrasenaRequest = z.infer<typeof recuperaContrasenaRequest>;

export const metodoRecuperacionSchema = z.object({
  metodo: metodoEnvioSchema,
  destino: z.string().max(120),
});
export const recuperaContrasenaResponse = z.object({
  codigo: z.number().int(),
  mensaje: mensajeSchema,
  data: z.object({ metodos: z.array(metodoRecuperacionSchema).max(2) }).nullable(),
});
export type RecuperaContrasenaResponse = z.infer<typeof recuperaContrasenaResponse>;

/** POST /Login/EnvioCodigo: sends a 6-digit code (valid 10 minutes, 5 attempts). */
export const envioCodigoRequest = documentoSegunTipo(
  z.strictObject({
    tipoIdentificacion: tipoIdentificacionSchema,
    usuario: documentoSchema,
    metodo: metodoEnvioSchema,
    /** Sending an SMS or e-mail costs money and reaches a person: a captcha guards it like the other recovery calls (our choice). */
    tokenCaptcha: tokenCaptchaSchema,
  }),
  'usuario',
);
export type EnvioCodigoRequest = z.infer<typeof envioCodigoRequest>;
export const envioCodigoResponse = codigoMensajeSchema;
export type EnvioCodigoResponse = z.infer<typeof envioCodigoResponse>;

/** POST /Login/CambiarContrasena: the code and the new transformed password. */
export const cambiarContrasenaRequest = claveNuevaAcotada(
  documentoSegunTipo(
    z.strictObject({
      tipoIdentificacion: tipoIdentificacionSchema,
      usuario: documentoSchema,
      codigo: z
        .string()
        .length(6)
        .regex(/^\d{6}$/, 'El código tiene 6 dígitos'),
      clave: claveTransformadaSchema,
      claveRevision: claveRevisionSchema,
      tokenCaptcha: tokenCaptchaSchema,
    }),
    'usuario',
  ),
);
export type CambiarContrasenaRequest = z.infer<typeof cambiarContrasenaRequest>;
export const cambiarContrasenaResponse = codigoMensajeSchema;
export type CambiarContrasenaResponse = z.infer<typeof cambiarContrasenaResponse>;

/** POST /Login/RegistrarUserLibre (bearer, sent as text/json): a host invites a guest. */
export const registrarUserLibreRequest = documentoSegunTipo(
  z.strictObject({
    identificacion: documentoSchema,
    tipoIdentificacion: tipoIdentificacionSchema,
    nombres: nombreSchema,
    idProducto: idProductoSchema,
    /** The guest's mobile, where the guest's activation code goes (our addition; without it the guest cannot activate online). */
    fono: celularSchema.optional(),
  }),
  'identificacion',
);
export type RegistrarUserLibreRequest = z.infer<typeof registrarUserLibreRequest>;
export const registrarUserLibreResponse = codigoMensajeSchema;
export type RegistrarUserLibreResponse = z.infer<typeof registrarUserLibreResponse>;

/** POST /Profile/ActualizarDatospersonales (bearer). */
export const actualizarDatosPersonalesRequest = claveConCaptcha(
  z.strictObject({
    nombres: nombreSchema,
    // Required: a blank surname would be saved and the name shown without it.
    apellidoPaterno: nombreSchema,
    apellidoMaterno: apellidoSchema,
    numeroCelular: fonoSchema,
    correoElectronico: emailSchema,
    ...claveParaContacto,
  }),
);
export type ActualizarDatosPersonalesRequest = z.infer<typeof actualizarDatosPersonalesRequest>;
export const actualizarDatosPersonalesResponse = codigoMensajeSchema;
export type ActualizarDatosPersonalesResponse = z.infer<typeof actualizarDatosPersonalesResponse>;

/** POST /Profile/ConfirmarContacto (bearer, our addition): the code sent to a new e-mail or phone makes it the account's. */
export const confirmarContactoRequest = z.strictObject({
  canal: metodoEnvioSchema,
  codigo: z
    .string()
    .length(6)
    .regex(/^\d{6}$/, 'El código tiene 6 dígitos'),
});
export type ConfirmarContactoRequest = z.infer<typeof confirmarContactoRequest>;
export const confirmarContactoResponse = codigoMensajeSchema;
export type ConfirmarContactoResponse = z.infer<typeof confirmarContactoResponse>;

/**
 * GET /Profile/ContactosPorConfirmar (bearer, our addition): the new e-mail and phone still waiting for the code sent
 * to them (not expired, attempts left), each with the value typed, so a reloaded page asks for the code again.
 */
export const contactosPorConfirmarResponse = z.object({
  codigo: z.number().int(),
  data: z.array(z.object({ canal: metodoEnvioSchema, valor: z.string().max(90) })).max(2),
});
export type ContactosPorConfirmarResponse = z.infer<typeof contactosPorConfirmarResponse>;
export type ContactoPorConfirmar = ContactosPorConfirmarResponse['data'][number];

/** POST /Profile/CancelarContacto (bearer, our addition): drops a new e-mail or phone before its code comes back. */
export const cancelarContactoRequest = z.strictObject({ canal: metodoEnvioSchema });
export type CancelarContactoRequest = z.infer<typeof cancelarContactoRequest>;
export const cancelarContactoResponse = codigoMensajeSchema;
export type CancelarContactoResponse = z.infer<typeof cancelarContactoResponse>;

/** POST /Profile/ActualizarPassword (bearer): both passwords transformed with the same captcha token. */
export const actualizarPasswordRequest = claveNuevaAcotada(
  z.strictObject({
    claveActual: claveTransformadaSchema,
    claveNueva: claveTransformadaSchema,
    claveRevision: claveRevisionSchema,
    tokenCaptcha: tokenCaptchaSchema,
  }),
);
export type ActualizarPasswordRequest = z.infer<typeof actualizarPasswordRequest>;
export const actualizarPasswordResponse = codigoMensajeSchema;
export type ActualizarPasswordResponse = z.infer<typeof actualizarPasswordResponse>;
