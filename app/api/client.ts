import type { z } from 'zod';
import type {
  BodyOf,
  EndpointDef,
  EndpointName,
  ObtenerSalaRequest,
  ObtenerSalaResponse,
  ParamsOf,
  QueryOf,
  ResponseOf,
} from './contract.ts';
import { ApiClientError, mensajesCliente } from './errors.ts';

export { ApiClientError, mensajesCliente } from './errors.ts';

/** The endpoint table and its schemas (zod with them) load with the first call, not with the page. */
const loadContract = () => import('./contract.ts');

/** Default timeout of every call (the spec does not give one; our choice). */
export const DEFAULT_TIMEOUT_MS = 20_000;

export interface ApiClientConfig {
  /** API base: the lender's host in production, "/api" on the reference server. */
  baseUrl: string;
  timeoutMs?: number;
  /** Injected for tests; defaults to the global fetch. */
  fetch?: typeof fetch;
  /** The current bearer token, or null when anonymous. */
  getToken?: () => string | null;
  /** Analytics error event, sent when a call times out. */
  onErrorEvent?: (event: { tipo: 'timeout'; endpoint: EndpointName; path: string; timeoutMs: number }) => void;
  /** Activity-log entry (POST /logUser/inserta), written when a call times out. */
  onActivityLog?: (entry: { pagina: string; control: string }) => void | Promise<void>;
  /** Any 401 from an authorised call; the session layer shows the expired-session modal. */
  onUnauthorized?: (endpoint: EndpointName) => void;
  /** Failure log; defaults to console.error. */
  logError?: (error: ApiClientError) => void;
}

export type ApiResult<T> = { status: number; data: T } | { status: 401; data: null };
/** The room lookup never throws: failures come back as this object. */
export type SalaResult =
  | { status: number; data: ObtenerSalaResponse; error: null }
  | { status: number | null; data: null; error: ApiClientError };

type Optional<K extends string, T> = [T] extends [undefined] ? { [P in K]?: undefined } : { [P in K]: T };
export type CallOptions<N extends EndpointName> = Optional<'body', BodyOf<N>> &
  Optional<'query', QueryOf<N>> &
  Optional<'params', ParamsOf<N>> & { signal?: AbortSignal };

const UNAUTHORIZED = { status: 401, data: null } as const;

export interface ApiClient {
  call<N extends EndpointName>(name: N, options?: CallOptions<N>): Promise<ApiResult<ResponseOf<N>>>;
  obtenerSala(body: ObtenerSalaRequest): Promise<SalaResult>;
}

export function createApiClient(config: ApiClientConfig): ApiClient {
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const doFetch = config.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const logError = config.logError ?? ((e: ApiClientError) => console.error(e));
  const base = config.baseUrl.replace(/\/+$/, '');

  function fail(error: ApiClientError): never {
    logError(error);
    throw error;
  }

  function check<T>(schema: z.ZodType<T> | undefined, value: unknown, name: EndpointName): T | undefined {
    if (!schema) return undefined;
    const parsed = schema.safeParse(value);
    if (!parsed.success)
      fail(new ApiClientError('request', mensajesCliente.request, name, null, { cause: parsed.error }));
    return parsed.data;
  }

  function urlFor(
    buildPath: (path: string, params: Record<string, string | number>) => string,
    def: EndpointDef,
    name: EndpointName,
    options: Record<string, unknown>,
  ): string {
    const params = check(def.params, options.params, name) as Record<string, string | number> | undefined;
    const query = check(def.query, options.query, name) as Record<string, unknown> | undefined;
    const search = new URLSearchParams();
    for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) search.set(k, String(v));
    const qs = search.toString();
    return `${base}${buildPath(def.path, params ?? {})}${qs ? `?${qs}` : ''}`;
  }

  async function reportTimeout(name: EndpointName, path: string) {
    config.onErrorEvent?.({ tipo: 'timeout', endpoint: name, path, timeoutMs });
    // The log call itself must not log its own timeout, or a slow service would loop.
    if (name === 'logUser' || !config.onActivityLog) return;
    try {
      await config.onActivityLog({ pagina: path, control: `timeout:${name}` });
    } catch {
      // Best effort: the user still gets the timeout message.
    }
  }

  async function call<N extends EndpointName>(
    name: N,
    options: CallOptions<N> = {} as CallOptions<N>,
  ): Promise<ApiResult<ResponseOf<N>>> {
    const { apiErrorSchema, buildPath, endpoints } = await loadContract();
    const def: EndpointDef = endpoints[name];
    const opts = options as Record<string, unknown> & { signal?: AbortSignal };
    // The caller may have given up while the contract loaded.
    opts.signal?.throwIfAborted();
    const url = urlFor(buildPath, def, name, opts);
    const body = def.body ? check(def.body, opts.body, name) : undefined;

    const headers: Record<string, string> = { Accept: 'application/json' };
    if (def.body) headers['Content-Type'] = def.contentType ?? 'application/json';
    if (def.auth === 'bearer') {
      const token = config.getToken?.() ?? null;
      if (!token) {
        config.onUnauthorized?.(name);
        return UNAUTHORIZED;
      }
      headers.Authorization = `Bearer ${token}`;
    }

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onOuterAbort = () => controller.abort();
    opts.signal?.addEventListener('abort', onOuterAbort, { once: true });

    let response: Response;
    let text: string;
    try {
      response = await doFetch(url, {
        method: def.method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: controller.signal,
      });
      text = await response.text();
    } catch (cause) {
      if (timedOut) {
        await reportTimeout(name, def.path);
        fail(new ApiClientError('timeout', mensajesCliente.timeout, name, null, { cause }));
      }
      if (opts.signal?.aborted) throw cause;
      fail(new ApiClientError('network', mensajesCliente.network, name, null, { cause }));
    } finally {
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onOuterAbort);
    }

    if (response.status === 401) {
      config.onUnauthorized?.(name);
      return UNAUTHORIZED;
    }

    let json: unknown;
    try {
      json = text === '' ? undefined : JSON.parse(text);
    } catch (cause) {
      fail(new ApiClientError('malformed', mensajesCliente.malformed, name, response.status, { cause }));
    }

    if (!response.ok) {
      const serverError = apiErrorSchema.safeParse(json);
      const message = serverError.success ? serverError.data.mensaje : mensajesCliente.http;
      fail(new ApiClientError('http', message, name, response.status));
    }

    const parsed = def.response.safeParse(json);
    if (!parsed.success) {
      fail(new ApiClientError('schema', mensajesCliente.schema, name, response.status, { cause: parsed.error }));
    }
    return { status: response.status, data: parsed.data as ResponseOf<N> };
  }

  async function obtenerSala(body: ObtenerSalaRequest): Promise<SalaResult> {
    try {
      const result = await call('obtenerSala', { body });
      if (result.data === null) {
        return { status: 401, data: null, error: new ApiClientError('http', mensajesCliente.http, 'obtenerSala', 401) };
      }
      return { status: result.status, data: result.data, error: null };
    } catch (error) {
      const e =
        error instanceof ApiClientError
          ? error
          : new ApiClientError('network', mensajesCliente.network, 'obtenerSala', null, { cause: error });
      return { status: e.status, data: null, error: e };
    }
  }

  return { call, obtenerSala };
}
