import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiClientError, createApiClient, mensajesCliente, type ApiClientConfig } from './client.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const loginBody = {
  ip: '127.0.0.1',
  usuario: '41234567',
  password: btoa('k'.repeat(64)),
  tokenCaptcha: 'c'.repeat(40),
  tipo: 1 as const,
};

function setup(fetchImpl: (url: string, init: RequestInit) => Promise<Response>, extra: Partial<ApiClientConfig> = {}) {
  const fetchMock = vi.fn(fetchImpl);
  const logError = vi.fn();
  const onErrorEvent = vi.fn();
  const onActivityLog = vi.fn();
  const onUnauthorized = vi.fn();
  const client = createApiClient({
    baseUrl: 'https://api.example.pe/api/',
    fetch: fetchMock as unknown as typeof fetch,
    getToken: () => 'token-de-prueba-123456',
    logError,
    onErrorEvent,
    onActivityLog,
    onUnauthorized,
    ...extra,
  });
  return { client, fetchMock, logError, onErrorEvent, onActivityLog, onUnauthorized };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('requests', () => {
  it('posts JSON to base + path and parses the answer', async () => {
    const { client, fetchMock } = setup(async () =>
      json(200, { codigo: 0, mensaje: 'ok', data: { token: 't'.repeat(32) } }),
    );
    const result = await client.call('login', { body: loginBody });
    expect(result).toEqual({ status: 200, data: { codigo: 0, mensaje: 'ok', data: { token: 't'.repeat(32) } } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://api.example.pe/api/Login/IniciarSession');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual(loginBody);
    expect((init.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('sends the bearer token, path parameters and query strings', async () => {
    const { client, fetchMock } = setup(async () => json(200, { codigo: 0, mensaje: 'Te enviamos la confirmación.' }));
    await client.call('mensajeAgendar', {
      params: { id: 7 },
      query: { metodo: 'sms', linkUsuario: 'https://x.pe/a?b=1' },
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(
      'https://api.example.pe/api/agendamientos/MensajeAgendar/7?metodo=sms&linkUsuario=https%3A%2F%2Fx.pe%2Fa%3Fb%3D1',
    );
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer token-de-prueba-123456');
  });

  it('sends the guest invitation as text/json', async () => {
    const { client, fetchMock } = setup(async () => json(200, { codigo: 0, mensaje: 'Invitado registrado.' }));
    await client.call('registrarUserLibre', {
      body: { identificacion: '45000333', tipoIdentificacion: 8, nombres: 'Diego', idProducto: 7442 },
    });
    expect((fetchMock.mock.calls[0]![1].headers as Record<string, string>)['Content-Type']).toBe('text/json');
  });

  it('refuses an invalid request before calling the server', async () => {
    const { client, fetchMock, logError } = setup(async () => json(200, {}));
    await expect(client.call('login', { body: { ...loginBody, usuario: 'abc' } })).rejects.toMatchObject({
      kind: 'request',
      message: mensajesCliente.request,
    });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(logError).toHaveBeenCalledOnce();
  });
});

describe('401', () => {
  it('turns a 401 into an empty result with status 401', async () => {
    const { client, onUnauthorized, logError } = setup(async () =>
      json(401, { error: 'no_autorizado', mensaje: 'Tu sesión ha expirado' }),
    );
    await expect(client.call('obtenerSession')).resolves.toEqual({ status: 401, data: null });
    expect(onUnauthorized).toHaveBeenCalledWith('obtenerSession');
    expect(logError).not.toHaveBeenCalled();
  });

  it('answers 401 without calling when an authorised call has no token', async () => {
    const { client, fetchMock } = setup(async () => json(200, {}), { getToken: () => null });
    await expect(client.call('listarCitas')).resolves.toEqual({ status: 401, data: null });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('timeout', () => {
  const hanging = (_url: string, init: RequestInit) =>
    new Promise<Response>((_, reject) => {
      init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
    });

  it('sends an error event and an activity-log entry, then throws a clear Spanish error', async () => {
    vi.useFakeTimers();
    const { client, onErrorEvent, onActivityLog, logError } = setup(hanging, { timeoutMs: 5000 });
    const pending = client.call('listarCitas');
    const assertion = expect(pending).rejects.toMatchObject({ kind: 'timeout', message: mensajesCliente.timeout });
    await vi.advanceTimersByTimeAsync(5000);
    await assertion;
    expect(onErrorEvent).toHaveBeenCalledWith({
      tipo: 'timeout',
      endpoint: 'listarCitas',
      path: '/agendamientos/ListarCitas',
      timeoutMs: 5000,
    });
    expect(onActivityLog).toHaveBeenCalledWith({
      pagina: '/agendamientos/ListarCitas',
      control: 'timeout:listarCitas',
    });
    expect(logError).toHaveBeenCalledOnce();
  });

  it('does not time out before the limit', async () => {
    vi.useFakeTimers();
    const { client, onErrorEvent } = setup(
      () => new Promise((resolve) => setTimeout(() => resolve(json(200, { codigo: 0, data: [] })), 4999)),
      { timeoutMs: 5000 },
    );
    const pending = client.call('listarCitas');
    await vi.advanceTimersByTimeAsync(4999);
    await expect(pending).resolves.toEqual({ status: 200, data: { codigo: 0, data: [] } });
    expect(onErrorEvent).not.toHaveBeenCalled();
  });

  it('never writes an activity log for the activity log itself', async () => {
    vi.useFakeTimers();
    const { client, onActivityLog, onErrorEvent } = setup(hanging, { timeoutMs: 100 });
    const pending = client.call('logUser', {
      body: {
        idUsuario: 'MTI=',
        ciudad_localizacion: 'Lima',
        fechaServidor: '2026-11-21',
        horaServidor: '10:00:00',
        fechaLocal: '21/11/2026',
        horaLocal: '10:00',
        direccion_ip: '',
        pagina: '/',
        control: 'x',
        extra: 123456789,
      },
    });
    const assertion = expect(pending).rejects.toBeInstanceOf(ApiClientError);
    await vi.advanceTimersByTimeAsync(100);
    await assertion;
    expect(onErrorEvent).toHaveBeenCalledOnce();
    expect(onActivityLog).not.toHaveBeenCalled();
  });
});

describe('other failures are logged and re-thrown', () => {
  it.each([
    ['malformed JSON', () => new Response('{"codigo": 0,', { status: 200 }), 'malformed'],
    ['an empty body', () => new Response('', { status: 200 }), 'schema'],
    ['a schema mismatch', () => json(200, { codigo: '0', data: [] }), 'schema'],
    ['an HTML error page', () => new Response('<html>502</html>', { status: 502 }), 'malformed'],
  ])('%s', async (_, respond, kind) => {
    const { client, logError } = setup(async () => respond());
    await expect(client.call('listarCitas')).rejects.toMatchObject({ kind });
    expect(logError).toHaveBeenCalledOnce();
  });

  it('an extra-long string in a response', async () => {
    const { client } = setup(async () => json(200, { codigo: 0, mensaje: 'x'.repeat(501) }));
    await expect(client.call('updateUser', { body: { email: 'a@b.pe', fono: '987654321' } })).rejects.toMatchObject({
      kind: 'schema',
    });
  });

  it('uses the server message of an error body', async () => {
    const { client } = setup(async () =>
      json(429, {
        error: 'demasiadas_solicitudes',
        mensaje: 'Demasiados intentos. Espera un momento e inténtalo otra vez.',
      }),
    );
    await expect(client.call('login', { body: loginBody })).rejects.toMatchObject({
      kind: 'http',
      status: 429,
      message: 'Demasiados intentos. Espera un momento e inténtalo otra vez.',
    });
  });

  it('falls back to a generic message for an unknown error body', async () => {
    const { client } = setup(async () => json(500, { boom: true }));
    await expect(client.call('listarCitas')).rejects.toMatchObject({
      kind: 'http',
      status: 500,
      message: mensajesCliente.http,
    });
  });

  it('reports a network failure', async () => {
    const { client, logError } = setup(async () => {
      throw new TypeError('fetch failed');
    });
    await expect(client.call('listarCitas')).rejects.toMatchObject({
      kind: 'network',
      message: mensajesCliente.network,
    });
    expect(logError).toHaveBeenCalledOnce();
  });

  it('lets a caller abort without logging', async () => {
    const controller = new AbortController();
    const { client, logError } = setup(
      (_url, init) =>
        new Promise((_, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('x', 'AbortError'))),
        ),
    );
    const pending = client.call('listarCitas', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(logError).not.toHaveBeenCalled();
  });
});

describe('obtenerSala', () => {
  const body = { idSala: 'abcdefgh12', usuario: 'portal' as const, clave: 'secreto' };

  it('returns the room', async () => {
    const { client } = setup(async () => json(200, { urlSala: 'https://x.pe/video/sala/abcdefgh12', MsgError: '' }));
    await expect(client.obtenerSala(body)).resolves.toEqual({
      status: 200,
      data: { urlSala: 'https://x.pe/video/sala/abcdefgh12', MsgError: '' },
      error: null,
    });
  });

  it.each([
    ['malformed JSON', async () => new Response('nope', { status: 200 })],
    ['a server error', async () => json(500, { error: 'error_interno', mensaje: 'Ocurrió un error inesperado.' })],
    [
      'a network failure',
      async () => {
        throw new TypeError('fetch failed');
      },
    ],
  ])('returns an error object instead of throwing on %s', async (_, respond) => {
    const { client } = setup(respond as () => Promise<Response>);
    const result = await client.obtenerSala(body);
    expect(result.data).toBeNull();
    expect(result.error).toBeInstanceOf(ApiClientError);
  });
});
