import { z } from 'zod';
import { MAX_DIRECCIONES } from './codes.ts';

/* Error bodies every route may answer, and the fixed messages both sides use. */

export const apiErrorCodeSchema = z.enum([
  'no_autorizado',
  'solicitud_invalida',
  'no_encontrado',
  'demasiadas_solicitudes',
  'error_interno',
  'cuerpo_demasiado_grande',
  'servicio_ocupado',
  'no_incluido',
  'tiempo_agotado',
]);
export type ApiErrorCode = z.infer<typeof apiErrorCodeSchema>;

export const apiErrorSchema = z.object({
  error: apiErrorCodeSchema,
  mensaje: z.string().max(500),
  detalles: z
    .array(z.object({ campo: z.string().max(100), mensaje: z.string().max(500) }))
    .max(50)
    .optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** HTTP-level errors: status and body. The 413 wording is our choice. */
export const apiErrors = {
  noAutorizado: { status: 401, body: { error: 'no_autorizado', mensaje: 'Tu sesión ha expirado' } },
  solicitudInvalida: {
    status: 400,
    body: { error: 'solicitud_invalida', mensaje: 'Los datos enviados no son válidos.' },
  },
  jsonInvalido: {
    status: 400,
    body: { error: 'solicitud_invalida', mensaje: 'El cuerpo de la solicitud no es JSON válido.' },
  },
  noEncontrado: { status: 404, body: { error: 'no_encontrado', mensaje: 'Recurso no encontrado' } },
  demasiadoGrande: {
    status: 413,
    body: { error: 'cuerpo_demasiado_grande', mensaje: 'La solicitud es demasiado grande.' },
  },
  demasiadasSolicitudes: {
    status: 429,
    body: { error: 'demasiadas_solicitudes', mensaje: 'Demasiados intentos. Espera un momento e inténtalo otra vez.' },
  },
  servicioOcupado: {
    status: 503,
    body: {
      error: 'servicio_ocupado',
      mensaje: 'Estamos atendiendo muchas solicitudes. Inténtalo otra vez en unos segundos.',
    },
  },
  tiempoAgotado: {
    status: 408,
    body: { error: 'tiempo_agotado', mensaje: 'La solicitud tardó demasiado en llegar. Inténtalo otra vez.' },
  },
  errorInterno: { status: 500, body: { error: 'error_interno', mensaje: 'Ocurrió un error inesperado.' } },
} as const satisfies Record<string, { status: number; body: ApiError }>;

/** Fixed messages of the calls (spec and API plan), so server and app never drift. */
export const mensajes = {
  captchaLogin: 'Error al verificar el captcha',
  captchaRegistro: 'Captcha inválido, actualizar web',
  /** The same words whatever did not match (no account enumeration): the document is the likeliest mistake. */
  segurosNoCorresponden:
    'No encontramos esos seguros ni una invitación para este documento. Revisa el tipo y el número de documento, y los seguros que elegiste.',
  usuarioExiste: 'Ya existe un usuario con este documento.',
  errorGenerico: 'Error',
  altaConforme: 'Alta conforme, iniciar sesión',
  correoRegistrado: 'El correo ya está registrado con otro usuario.',
  loginIncorrecto: 'Usuario o contraseña incorrectos.',
  sesionCerrada: 'Sesión cerrada',
  cuentaNoEncontrada: 'No encontramos una cuenta activa con ese documento.',
  /** Recovery answers alike whether or not the document has an account (no account enumeration). */
  codigoEnviado: 'Si el documento tiene una cuenta activa, te enviamos un código de 6 dígitos.',
  elegirMetodo: 'Elige dónde quieres recibir tu código.',
  codigosPorHora: 'Ya enviamos varios códigos para este documento. Espera una hora antes de pedir otro.',
  intentosCodigoDia: 'Superaste los intentos de código permitidos por hoy. Vuelve a intentarlo mañana.',
  contactoPorConfirmar: 'Te enviamos un código a tu nuevo contacto. Ingrésalo para confirmar el cambio.',
  contactoConfirmado: 'Tu nuevo contacto quedó confirmado.',
  contactoCancelado: 'Cancelamos el cambio. Tus datos de contacto siguen como estaban.',
  limiteCitasBeneficio: (maximo: number) =>
    `Ya tienes ${maximo} citas próximas de este beneficio, el máximo a la vez. Cancela una o espera a que pase para agendar otra.`,
  limiteCitasTotal: (maximo: number) =>
    `Ya tienes ${maximo} citas próximas entre todos tus beneficios, el máximo a la vez. Cancela una o espera a que pase para agendar otra.`,
  citaYaEmpezo: 'La hora de esta cita ya llegó: ya no puedes cancelarla ni cambiarla.',
  semanaYaEmpezo: 'Tu semana de coworking ya empezó: ya no puedes cancelarla ni cambiarla.',
  limiteMensajes: 'Enviamos muchas confirmaciones en la última hora. Inténtalo más tarde.',
  enlaceNoPermitido: 'El enlace debe ser de este portal.',
  limiteInvitados: 'Ya usaste todas las licencias de invitados de tu servicio.',
  contrasenaActualizadaRecuperacion: 'Tu contraseña fue actualizada.',
  codigoInvalido: 'El código no es válido o ya venció.',
  invitadoRegistrado: 'Invitado registrado.',
  sinServicioInvitados: 'No tienes un servicio que permita invitados.',
  invitacionExiste: 'Este documento ya tiene una cuenta o invitación.',
  invitacionRetirada: 'Invitación retirada.',
  invitacionNoRetirable: 'Esta invitación ya no se puede retirar.',
  invitacionNoVigente: 'Tu invitación ya no está vigente. Consulta con quien te invitó.',
  codigoActivacionEnviado: 'Te enviamos un código de 6 dígitos para confirmar que eres tú.',
  activarEnOficina:
    'No tenemos un celular ni un correo registrados para tu documento. Para activar tu cuenta, acércate con tu documento a cualquier oficina de la financiera.',
  invitacionSinCelular:
    'Tu invitación no tiene un celular registrado para enviarte el código. Pide a quien te invitó que retire la invitación y vuelva a invitarte con tu celular.',
  codigosActivacionPorHora:
    'Ya enviamos varios códigos de activación para este documento. Espera una hora antes de pedir otro.',
  codigoConfirmado: 'Código confirmado.',
  codigoVencido: 'El código venció. Pide un código nuevo.',
  codigoAgotado: 'Superaste los intentos para este código. Pide un código nuevo.',
  confirmaCodigoPrimero: 'Primero confirma el código que te enviamos.',
  registroVencido: 'Tu registro venció, vuelve a empezar.',
  especialidadRequerida: 'Elige la especialidad de tu consulta.',
  direccionRequerida: 'Indica la dirección de la visita: el distrito, la calle y el número.',
  direccionGuardada: 'Guardamos la dirección en tu perfil.',
  recordatoriosGuardados: 'Listo: tus recordatorios llegarán por ese medio.',
  direccionesLlenas: `Ya tienes ${MAX_DIRECCIONES} direcciones guardadas. Elimina una en Configuración de perfil para guardar otra.`,
  distritoFueraDeLista: 'Elige un distrito de Lima Metropolitana o del Callao.',
  direccionEliminada: 'Dirección eliminada.',
  direccionNoEncontrada: 'No encontramos esa dirección.',
  datosActualizados: 'Datos actualizados.',
  contrasenaActualizada: 'Contraseña actualizada.',
  contrasenaActualIncorrecta: 'La contraseña actual no es correcta.',
  /** Our choice: a new e-mail or phone is asked with the current password. */
  contrasenaParaContacto: 'Para cambiar tu correo o celular, ingresa tu contraseña actual.',
  crmRegistrado: 'Registrado',
  citaAgendada: 'Cita agendada.',
  horarioNoDisponible: 'El horario elegido ya no está disponible.',
  /** Our choice: one person, one appointment an hour, whatever the benefit. */
  otraCitaALaHora: 'Ya tienes otra cita a esa hora. Elige otro horario.',
  citaReprogramada: 'Cita reprogramada.',
  citaCancelada: 'Cita cancelada.',
  confirmacionEnviada: 'Te enviamos la confirmación.',
  documentoValido: 'Documento válido',
  documentoNoCorresponde: 'El documento no corresponde a esta consulta.',
  consultaNoExiste: 'La consulta no existe o ya finalizó.',
  reservaRegistrada: 'Reserva registrada.',
  /** One week per calendar year (ADR 0101): the year named is the chosen week's, which may be next year. */
  coworkingUsado: (anio: number) => `Ya reservaste tu semana de coworking de ${anio}: es una por año calendario.`,
  salaSinDatos: 'La consulta no retorna datos',
} as const;

/** The `detalles` of a 400 answer from a failed parse: one entry per issue, field path joined by dots. */
export function detallesDe(error: z.ZodError): NonNullable<ApiError['detalles']> {
  return error.issues.slice(0, 50).map((issue) => ({
    campo: (issue.path.map(String).join('.') || '(cuerpo)').slice(0, 100),
    mensaje: issue.message.slice(0, 500),
  }));
}

/** The full 400 body for a failed parse. */
export function solicitudInvalida(error: z.ZodError): ApiError {
  return { ...apiErrors.solicitudInvalida.body, detalles: detallesDe(error) };
}
