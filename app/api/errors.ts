/** Errors the API client throws; each carries a Spanish message fit to show. */

export type ApiErrorKind = 'timeout' | 'network' | 'http' | 'malformed' | 'schema' | 'request';

export const mensajesCliente = {
  timeout: 'El servicio está tardando más de lo esperado. Inténtalo nuevamente en unos minutos.',
  network: 'No pudimos conectarnos con el servicio. Revisa tu conexión e inténtalo nuevamente.',
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
