import type { z } from 'zod';
import { logUserRequest, logUserResponse } from './schemas/activity.ts';
import {
  actualizarDatosPersonalesRequest,
  actualizarDatosPersonalesResponse,
  actualizarPasswordRequest,
  actualizarPasswordResponse,
  cancelarContactoRequest,
  cancelarContactoResponse,
  confirmarContactoRequest,
  confirmarContactoResponse,
  contactosPorConfirmarResponse,
  cambiarContrasenaRequest,
  cambiarContrasenaResponse,
  envioCodigoRequest,
  envioCodigoResponse,
  loginRequest,
  loginResponse,
  logoutParams,
  logoutResponse,
  obtenerSessionResponse,
  recuperaContrasenaRequest,
  recuperaContrasenaResponse,
  registrarUserLibreRequest,
  registrarUserLibreResponse,
  updateUserRequest,
  updateUserResponse,
} from './schemas/account.ts';
import {
  agregarAgendaRequest,
  agregarAgendaResponse,
  deleteAgendaResponse,
  cancelarQuery,
  idParams,
  listarCitasResponse,
  mensajeAgendarQuery,
  mensajeAgendarResponse,
  obtenerCitasDisponiblesRequest,
  obtenerCitasDisponiblesResponse,
  updateAgendaRequest,
  updateAgendaResponse,
  validarDocumentoQuery,
  validarDocumentoResponse,
} from './schemas/agenda.ts';
import {
  eliminarDireccionResponse,
  guardarDireccionRequest,
  guardarDireccionResponse,
  listarDireccionesResponse,
} from './schemas/address.ts';
import {
  guardarRecordatoriosRequest,
  guardarRecordatoriosResponse,
  obtenerRecordatoriosResponse,
} from './schemas/reminders.ts';
import { captchaTokenQuery, captchaTokenResponse } from './schemas/captcha.ts';
import { listarInvitadosResponse, retirarInvitadoResponse } from './schemas/guests.ts';
import {
  agregarCoworkingRequest,
  agregarCoworkingResponse,
  deleteCoworkingResponse,
  listarReservasResponse,
  mensajeCoworkingQuery,
  mensajeCoworkingResponse,
  updateCoworkingRequest,
  updateCoworkingResponse,
} from './schemas/coworking.ts';
import {
  crmResponse,
  enviarPaqueteBeneficioQuery,
  enviarSeleccionBeneficioRequest,
  sendCitaCancelRequest,
  sendUsoBeneficioRequest,
} from './schemas/crm.ts';
import { outboxQuery, outboxResponse } from './schemas/outbox.ts';
import { lugaresQuery, lugaresResponse } from './schemas/places.ts';
import { miSeguroResponse } from './schemas/policy.ts';
import {
  confirmarCodigoRequest,
  confirmarCodigoResponse,
  isGuestRequest,
  isGuestResponse,
  step1Request,
  step1Response,
  step2Request,
  step2Response,
  validarUsuarioRequest,
  validarUsuarioResponse,
} from './schemas/registration.ts';
import {
  actualizarEncuestaRequest,
  actualizarEncuestaResponse,
  guardarEncuestaRequest,
  guardarEncuestaResponse,
} from './schemas/survey.ts';
import {
  finalizarSalaRequest,
  finalizarSalaResponse,
  obtenerLinksRequest,
  obtenerLinksResponse,
  obtenerSalaRequest,
  obtenerSalaResponse,
} from './schemas/video.ts';

/**
 * The API contract shared by the portal and the reference server: every schema, and one
 * table of endpoints (method, path, auth, params / query / body schemas, response schema).
 * Paths are relative to the API base (the reference server mounts them under /api) and keep
 * the spec's casing; path parameters use the `:name` form Fastify reads.
 * Kept free of browser-only APIs so Node can import it.
 */

export * from './schemas/primitives.ts';
export * from './schemas/captcha.ts';
export * from './schemas/registration.ts';
export * from './schemas/account.ts';
export * from './schemas/guests.ts';
export * from './schemas/crm.ts';
export * from './schemas/survey.ts';
export * from './schemas/agenda.ts';
export * from './schemas/coworking.ts';
export * from './schemas/places.ts';
export * from './schemas/video.ts';
export * from './schemas/activity.ts';
export * from './schemas/outbox.ts';
export * from './schemas/policy.ts';
export * from './schemas/address.ts';
export * from './schemas/reminders.ts';
export * from './schemas/errors.ts';

export type HttpMethod = 'GET' | 'POST';
export type Auth = 'bearer' | 'none';

export interface EndpointDef {
  method: HttpMethod;
  /** Relative to the API base; `:name` marks a path parameter. */
  path: string;
  auth: Auth;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /** Content type of the body; JSON unless stated. RegistrarUserLibre is sent as text/json. */
  contentType?: 'application/json' | 'text/json';
  /** The spec does not show this path or shape: it is our choice (see docs/api.md). */
  ourChoice?: boolean;
  /** Served by the reference server only, never in production. */
  devOnly?: boolean;
}

export const endpoints = {
  // Captcha (development provider)
  captchaToken: {
    method: 'GET',
    path: '/captcha/token',
    auth: 'none',
    query: captchaTokenQuery,
    response: captchaTokenResponse,
    ourChoice: true,
  },

  // Registration
  validarUsuario: {
    method: 'POST',
    path: '/Register/ValidarUsuario',
    auth: 'none',
    body: validarUsuarioRequest,
    response: validarUsuarioResponse,
    ourChoice: true,
  },
  registroPaso1: {
    method: 'POST',
    path: '/Register/RegistroPaso1',
    auth: 'none',
    body: step1Request,
    response: step1Response,
    ourChoice: true,
  },
  confirmarCodigo: {
    method: 'POST',
    path: '/Register/ConfirmarCodigo',
    auth: 'none',
    body: confirmarCodigoRequest,
    response: confirmarCodigoResponse,
    ourChoice: true,
  },
  registroPaso2: {
    method: 'POST',
    path: '/Register/RegistroPaso2',
    auth: 'none',
    body: step2Request,
    response: step2Response,
    ourChoice: true,
  },
  isGuest: { method: 'POST', path: '/Register/IsGuest', auth: 'none', body: isGuestRequest, response: isGuestResponse },

  // Session and account
  login: { method: 'POST', path: '/Login/IniciarSession', auth: 'none', body: loginRequest, response: loginResponse },
  obtenerSession: { method: 'GET', path: '/Login/obtenerSession', auth: 'bearer', response: obtenerSessionResponse },
  logout: {
    method: 'GET',
    path: '/Login/Logout/:userId',
    auth: 'bearer',
    params: logoutParams,
    response: logoutResponse,
  },
  updateUser: {
    method: 'POST',
    path: '/login/updateuser',
    auth: 'bearer',
    body: updateUserRequest,
    response: updateUserResponse,
  },
  recuperaContrasena: {
    method: 'POST',
    path: '/Login/RecuperaContrasena',
    auth: 'none',
    body: recuperaContrasenaRequest,
    response: recuperaContrasenaResponse,
  },
  envioCodigo: {
    method: 'POST',
    path: '/Login/EnvioCodigo',
    auth: 'none',
    body: envioCodigoRequest,
    response: envioCodigoResponse,
  },
  cambiarContrasena: {
    method: 'POST',
    path: '/Login/CambiarContrasena',
    auth: 'none',
    body: cambiarContrasenaRequest,
    response: cambiarContrasenaResponse,
  },
  listarInvitados: {
    method: 'GET',
    path: '/Login/ListarInvitados',
    auth: 'bearer',
    response: listarInvitadosResponse,
    ourChoice: true,
  },
  retirarInvitado: {
    method: 'POST',
    path: '/Login/RetirarInvitado/:id',
    auth: 'bearer',
    params: idParams,
    response: retirarInvitadoResponse,
    ourChoice: true,
  },
  registrarUserLibre: {
    method: 'POST',
    path: '/Login/RegistrarUserLibre',
    auth: 'bearer',
    body: registrarUserLibreRequest,
    response: registrarUserLibreResponse,
    contentType: 'text/json',
  },
  actualizarDatosPersonales: {
    method: 'POST',
    path: '/Profile/ActualizarDatospersonales',
    auth: 'bearer',
    body: actualizarDatosPersonalesRequest,
    response: actualizarDatosPersonalesResponse,
  },
  actualizarPassword: {
    method: 'POST',
    path: '/Profile/ActualizarPassword',
    auth: 'bearer',
    body: actualizarPasswordRequest,
    response: actualizarPasswordResponse,
  },
  miSeguro: { method: 'GET', path: '/Profile/MiSeguro', auth: 'bearer', response: miSeguroResponse, ourChoice: true },
  confirmarContacto: {
    method: 'POST',
    path: '/Profile/ConfirmarContacto',
    auth: 'bearer',
    body: confirmarContactoRequest,
    response: confirmarContactoResponse,
    ourChoice: true,
  },
  contactosPorConfirmar: {
    method: 'GET',
    path: '/Profile/ContactosPorConfirmar',
    auth: 'bearer',
    response: contactosPorConfirmarResponse,
    ourChoice: true,
  },
  cancelarContacto: {
    method: 'POST',
    path: '/Profile/CancelarContacto',
    auth: 'bearer',
    body: cancelarContactoRequest,
    response: cancelarContactoResponse,
    ourChoice: true,
  },
  listarDirecciones: {
    method: 'GET',
    path: '/Profile/ListarDirecciones',
    auth: 'bearer',
    response: listarDireccionesResponse,
    ourChoice: true,
  },
  guardarDireccion: {
    method: 'POST',
    path: '/Profile/GuardarDireccion',
    auth: 'bearer',
    body: guardarDireccionRequest,
    response: guardarDireccionResponse,
    ourChoice: true,
  },
  eliminarDireccion: {
    method: 'POST',
    path: '/Profile/EliminarDireccion/:id',
    auth: 'bearer',
    params: idParams,
    response: eliminarDireccionResponse,
    ourChoice: true,
  },
  obtenerRecordatorios: {
    method: 'GET',
    path: '/Profile/Recordatorios',
    auth: 'bearer',
    response: obtenerRecordatoriosResponse,
    ourChoice: true,
  },
  guardarRecordatorios: {
    method: 'POST',
    path: '/Profile/Recordatorios',
    auth: 'bearer',
    body: guardarRecordatoriosRequest,
    response: guardarRecordatoriosResponse,
    ourChoice: true,
  },

  // CRM
  crmEnviarPaqueteBeneficio: {
    method: 'POST',
    path: '/crm/EnviarPaqueteBeneficio',
    auth: 'bearer',
    query: enviarPaqueteBeneficioQuery,
    response: crmResponse,
  },
  crmSendUsoBeneficio: {
    method: 'POST',
    path: '/crm/SendUsoBeneficioSF',
    auth: 'bearer',
    body: sendUsoBeneficioRequest,
    response: crmResponse,
  },
  crmSendCitaCancel: {
    method: 'POST',
    path: '/crm/SendCitaCancelSF',
    auth: 'bearer',
    body: sendCitaCancelRequest,
    response: crmResponse,
  },
  crmEnviarSeleccionBeneficio: {
    method: 'POST',
    path: '/crm/EnviarSeleccionBeneficio',
    auth: 'bearer',
    body: enviarSeleccionBeneficioRequest,
    response: crmResponse,
  },

  // Surveys
  guardarEncuesta: {
    method: 'POST',
    path: '/encuestas/guardarEncuesta',
    auth: 'bearer',
    body: guardarEncuestaRequest,
    response: guardarEncuestaResponse,
  },
  actualizarEncuesta: {
    method: 'POST',
    path: '/encuestas/actualizarEncuesta',
    auth: 'bearer',
    body: actualizarEncuestaRequest,
    response: actualizarEncuestaResponse,
    ourChoice: true,
  },

  // Appointments
  obtenerCitasDisponibles: {
    method: 'POST',
    path: '/agendamientos/ObtenerCitasDisponibles',
    auth: 'bearer',
    body: obtenerCitasDisponiblesRequest,
    response: obtenerCitasDisponiblesResponse,
  },
  listarCitas: {
    method: 'GET',
    path: '/agendamientos/ListarCitas',
    auth: 'bearer',
    response: listarCitasResponse,
    ourChoice: true,
  },
  lugares: {
    method: 'GET',
    path: '/agendamientos/Lugares',
    auth: 'bearer',
    query: lugaresQuery,
    response: lugaresResponse,
    ourChoice: true,
  },
  agregarAgenda: {
    method: 'POST',
    path: '/agendamientos/AgregarAgenda',
    auth: 'bearer',
    body: agregarAgendaRequest,
    response: agregarAgendaResponse,
  },
  agregarAgendaSalud: {
    method: 'POST',
    path: '/agendamientos/AgregarAgendaSalud',
    auth: 'bearer',
    body: agregarAgendaRequest,
    response: agregarAgendaResponse,
  },
  updateAgenda: {
    method: 'POST',
    path: '/agendamientos/UpdateAgenda',
    auth: 'bearer',
    body: updateAgendaRequest,
    response: updateAgendaResponse,
  },
  deleteAgenda: {
    method: 'POST',
    path: '/agendamientos/DeleteAgenda/:id',
    auth: 'bearer',
    params: idParams,
    query: cancelarQuery,
    response: deleteAgendaResponse,
  },
  mensajeAgendar: {
    method: 'GET',
    path: '/agendamientos/MensajeAgendar/:id',
    auth: 'bearer',
    params: idParams,
    query: mensajeAgendarQuery,
    response: mensajeAgendarResponse,
  },
  validarDocumento: {
    method: 'GET',
    path: '/agendamientos/validarDocumento',
    auth: 'none',
    query: validarDocumentoQuery,
    response: validarDocumentoResponse,
  },

  // Coworking
  agregarCoworking: {
    method: 'POST',
    path: '/coworking/AgregarCoworking',
    auth: 'bearer',
    body: agregarCoworkingRequest,
    response: agregarCoworkingResponse,
  },
  updateCoworking: {
    method: 'POST',
    path: '/coworking/UpdateCoworking',
    auth: 'bearer',
    body: updateCoworkingRequest,
    response: updateCoworkingResponse,
  },
  deleteCoworking: {
    method: 'POST',
    path: '/coworking/DeleteCoworking/:id',
    auth: 'bearer',
    params: idParams,
    query: cancelarQuery,
    response: deleteCoworkingResponse,
  },
  mensajeCoworking: {
    method: 'GET',
    path: '/coworking/MensajeAgendar/:id',
    auth: 'bearer',
    params: idParams,
    query: mensajeCoworkingQuery,
    response: mensajeCoworkingResponse,
  },
  listarReservas: {
    method: 'GET',
    path: '/coworking/ListarReservas',
    auth: 'bearer',
    response: listarReservasResponse,
    ourChoice: true,
  },

  // Video provider
  obtenerSala: {
    method: 'POST',
    path: '/video/ObtenerSala',
    auth: 'none',
    body: obtenerSalaRequest,
    response: obtenerSalaResponse,
  },
  obtenerLinks: {
    method: 'POST',
    path: '/video/ObtenerLinks',
    auth: 'bearer',
    body: obtenerLinksRequest,
    response: obtenerLinksResponse,
  },
  finalizarSala: {
    method: 'POST',
    path: '/video/Finalizar',
    auth: 'none',
    body: finalizarSalaRequest,
    response: finalizarSalaResponse,
    ourChoice: true,
  },

  // Activity log
  logUser: {
    method: 'POST',
    path: '/logUser/inserta',
    auth: 'bearer',
    body: logUserRequest,
    response: logUserResponse,
  },

  // Development outbox
  devOutbox: {
    method: 'GET',
    path: '/dev/outbox',
    auth: 'none',
    query: outboxQuery,
    response: outboxResponse,
    ourChoice: true,
    devOnly: true,
  },
} as const satisfies Record<string, EndpointDef>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

type SchemaOf<E, K extends 'params' | 'query' | 'body'> =
  E extends Record<K, infer S extends z.ZodType> ? S : undefined;

/** What the caller passes (before coercion) for an endpoint's body, query and path parameters. */
export type BodyOf<N extends EndpointName> =
  SchemaOf<Endpoints[N], 'body'> extends infer S extends z.ZodType ? z.input<S> : undefined;
export type QueryOf<N extends EndpointName> =
  SchemaOf<Endpoints[N], 'query'> extends infer S extends z.ZodType ? z.input<S> : undefined;
export type ParamsOf<N extends EndpointName> =
  SchemaOf<Endpoints[N], 'params'> extends infer S extends z.ZodType ? z.input<S> : undefined;
/** The parsed response of an endpoint. */
export type ResponseOf<N extends EndpointName> = z.output<Endpoints[N]['response']>;

/** Fills `:name` segments of a path, URL-encoding each value. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Falta el parámetro de ruta ${name}`);
    return encodeURIComponent(String(value));
  });
}
