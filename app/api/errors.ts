/** Errors the API client throws; each carries a Spanish message fit to show. */

export type ApiErrorKind = 'timeout' | 'network' | 'http' | 'malformed' | 'schema' | 'request';

export const mensajesCliente = {
  timeout: 'El servicio está tardando más de lo esperado. Inténtalo nuevamente en unos minutos.',
  network: 'No pudimos conectarnos con el servicio. Revisa tu conexión a internet e inténtalo de nuevo.',
  malformed: 'Recibimos una respuesta inesperada del servicio. Inténtalo nuevamente.',
  schema: 'Recibimos una respuesta inesperada del servicio. Inténtalo nuevamente.',
  request: 'Los datos enviados no son válidos.',
  http: 'Ocurrió un error inesperado.',
} as const satisfies Record<ApiErrorKind, string>;

export class ApiClientError extends Error {
  override readonly name = 'ApiClientError';
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly endpoint: string,
    readonly status: number | null = null,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/**
 * A failure to reach anything at all: the device is offline, or a request or a part of the portal's code could not
 * be downloaded (browsers throw a TypeError for both: "Failed to fetch", "Failed to fetch dynamically imported
 * module", "NetworkError…", "Load failed", "Importing a module script failed").
 */
export function isConnectionFailure(error: unknown): boolean {
  if (error instanceof ApiClientError) return error.kind === 'network';
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  return error instanceof TypeError && /fetch|network|load failed|module script|imported module/i.test(error.message);
}

/**
 * What to tell the customer about a thrown failure: the API client's own Spanish message, the connection's, or the
 * caller's own wording (never a browser's English one).
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiClientError) return error.message;
  return isConnectionFailure(error) ? mensajesCliente.network : fallback;
}
