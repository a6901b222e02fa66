import fs from 'node:fs';
import type { Socket } from 'node:net';
import { apiErrors } from './contract.ts';

/**
 * What one client may hold of the server, and for how long (README, "Timeouts and connections"). Without them a
 * client that sends a request slowly, or never finishes it, keeps its socket, its memory and a file descriptor for
 * as long as it likes; a thousand of them took every descriptor and every new connection was reset.
 */
export interface ConnectionLimits {
  /** From a request's first byte to the end of its headers. */
  headersTimeoutMs: number;
  /** From a request's first byte to the end of its body. */
  requestTimeoutMs: number;
  /** A socket with nothing sent or received for this long is closed (a client that stops reading an answer too). */
  idleTimeoutMs: number;
  /** A kept-alive socket waiting for its next request is closed after this long. */
  keepAliveTimeoutMs: number;
  /** Requests served on one socket before it is closed; 0 for no bound. */
  maxRequestsPerSocket: number;
  /** Open connections at once; a new one beyond is closed at once, leaving descriptors for the server's own files. */
  maxConnections: number;
  /** How often Node looks for requests past their timeouts: a slow request is closed at most this much late. */
  checkEveryMs: number;
}

/** Descriptors kept for the server itself beyond its client connections: the database, its journal, static files, workers. */
const OWN_DESCRIPTORS = 256;
const MOST_CONNECTIONS = 10_000;

/** The process's open-file limit (soft), where the system tells it (Linux); null elsewhere. */
export function openFileLimit(limitsFile = '/proc/self/limits'): number | null {
  try {
    const line = fs
      .readFileSync(limitsFile, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    const soft = Number(line?.split(/\s{2,}/)[1]);
    return Number.isInteger(soft) && soft > 0 ? soft : null;
  } catch {
    return null;
  }
}

/** The connection bound when none is configured: what the descriptor limit leaves after the server's own, at most 10,000. */
export function defaultMaxConnections(fileLimit: number | null = openFileLimit()): number {
  if (fileLimit === null) return 1_000;
  return Math.max(64, Math.min(MOST_CONNECTIONS, fileLimit - OWN_DESCRIPTORS));
}

/** Fastify's own options for the limits; `maxConnections` is set on the server once made (`boundConnections`). */
export function fastifyConnectionOptions(limits: ConnectionLimits) {
  return {
    connectionTimeout: limits.idleTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    maxRequestsPerSocket: limits.maxRequestsPerSocket,
    // Node's own: the headers' bound, and how often both request timeouts are checked (30 s by default).
    http: { headersTimeout: limits.headersTimeoutMs, connectionsCheckingInterval: limits.checkEveryMs },
    clientErrorHandler: answerClientError,
  };
}

export function boundConnections(server: { maxConnections: number }, limits: ConnectionLimits): void {
  server.maxConnections = limits.maxConnections;
}

/** The API's Spanish error bodies for what Node refuses before Fastify sees a request (a timeout, broken HTTP). */
function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const known = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? apiErrors.tiempoAgotado : apiErrors.solicitudInvalida;
  const body = JSON.stringify(known.body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${known.status} ${known.status === 408 ? 'Request Timeout' : 'Bad Request'}\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
