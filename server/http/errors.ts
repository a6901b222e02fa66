import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { apiErrors } from './contract.ts';

export interface FieldProblem {
  campo: string;
  mensaje: string;
}

/** A request that failed its schema: answered as 400 solicitud_invalida with the fields at fault. */
export class InvalidRequestError extends Error {
  constructor(readonly detalles: FieldProblem[]) {
    super('invalid request');
  }
}

/** No or dead bearer token. */
export class UnauthorizedError extends Error {
  constructor() {
    super('unauthorized');
  }
}

/** The customer's plan, tier or guest product does not include the benefit: 403 with the reason. */
export class NotEntitledError extends Error {
  constructor(readonly mensaje: string) {
    super('not entitled');
  }
}

/** Answered as the plain 404 of a route that does not exist. */
export class NotFoundError extends Error {
  constructor() {
    super('not found');
  }
}

/** The server is saturated (password hashing queue full): 503 with Retry-After, at once. */
export class ServiceBusyError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('busy');
  }
}

type Known = (typeof apiErrors)[keyof typeof apiErrors];

function send(reply: FastifyReply, known: Known, extra?: Record<string, unknown>) {
  return reply
    .code(known.status)
    .type('application/json; charset=utf-8')
    .send({ ...known.body, ...extra });
}

/** Every failure leaves the server as one of the error bodies of the API plan, in Spanish. */
export function handleError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof InvalidRequestError)
    return send(reply, apiErrors.solicitudInvalida, { detalles: error.detalles });
  if (error instanceof UnauthorizedError) return send(reply, apiErrors.noAutorizado);
  if (error instanceof NotFoundError) return send(reply, apiErrors.noEncontrado);
  if (error instanceof NotEntitledError) {
    return reply
      .code(403)
      .type('application/json; charset=utf-8')
      .send({ error: 'no_incluido', mensaje: error.mensaje });
  }
  if (error instanceof ServiceBusyError) {
    reply.header('Retry-After', String(error.retryAfterSeconds));
    return send(reply, apiErrors.servicioOcupado);
  }
  const code = 'code' in error ? error.code : undefined;
  const status = 'statusCode' in error ? error.statusCode : undefined;
  // The JSON parser reports bad syntax as a SyntaxError with status 400; a SyntaxError from
  // anywhere else is a server fault.
  const badJson = error instanceof SyntaxError && status === 400;
  if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || badJson) {
    return send(reply, apiErrors.jsonInvalido);
  }
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413) return send(reply, apiErrors.demasiadoGrande);
  if (status === 429) return send(reply, apiErrors.demasiadasSolicitudes);
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415) {
    return reply
      .code(415)
      .send({ error: 'solicitud_invalida', mensaje: 'El tipo de contenido no es admitido; envía JSON.' });
  }
  if (status !== undefined && status >= 400 && status < 500) return send(reply, apiErrors.solicitudInvalida);
  request.log.error({ err: error }, 'unexpected error');
  return send(reply, apiErrors.errorInterno);
}

export function sendNotFound(reply: FastifyReply) {
  return send(reply, apiErrors.noEncontrado);
}
