import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiClientError, failureMessage, isConnectionFailure, mensajesCliente } from './errors.ts';

afterEach(() => vi.unstubAllGlobals());

describe('failureMessage', () => {
  it('keeps the API client’s own Spanish message', () => {
    expect(
      failureMessage(new ApiClientError('timeout', mensajesCliente.timeout, 'login'), 'No se pudo iniciar sesión'),
    ).toBe(mensajesCliente.timeout);
    expect(failureMessage(new ApiClientError('http', 'Servicio en mantenimiento.', 'login', 503), 'x')).toBe(
      'Servicio en mantenimiento.',
    );
  });

  it('says to check the connection when nothing could be reached, in any browser’s words', () => {
    for (const message of [
      'Failed to fetch',
      'Failed to fetch dynamically imported module: https://portal/assets/validation-x.js',
      'NetworkError when attempting to fetch resource.',
      'error loading dynamically imported module',
      'Load failed',
      'Importing a module script failed.',
    ]) {
      expect(failureMessage(new TypeError(message), 'No se pudo iniciar sesión'), message).toBe(
        mensajesCliente.network,
      );
    }
    expect(mensajesCliente.network).toContain('Revisa tu conexión a internet e inténtalo de nuevo.');
  });

  it('says the same for any failure while the device is offline', () => {
    vi.stubGlobal('navigator', { onLine: false });
    expect(isConnectionFailure(new Error('No se pudo cargar el captcha'))).toBe(true);
  });

  it('otherwise gives the caller’s wording, never a browser’s English message', () => {
    vi.stubGlobal('navigator', { onLine: true });
    expect(
      failureMessage(
        new TypeError("Cannot read properties of undefined (reading 'token')"),
        'No se pudo iniciar sesión',
      ),
    ).toBe('No se pudo iniciar sesión');
    expect(failureMessage('rechazo', 'No pudimos cargar tus citas.')).toBe('No pudimos cargar tus citas.');
    expect(isConnectionFailure(new ApiClientError('schema', mensajesCliente.schema, 'login', 200))).toBe(false);
  });
});
