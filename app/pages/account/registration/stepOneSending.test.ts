import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../api/client';
import { emptyDraft, type Step1Draft } from './draft';
import { checkRegistry } from './stepOneSending';

const draft: Step1Draft = { ...emptyDraft, tipo: '8', numero: '45678912' };
const captcha = { token: async () => 'token-de-prueba' };
const answering = (body: unknown) =>
  createApiClient({
    baseUrl: 'http://api.test',
    fetch: async () => new Response(JSON.stringify(body), { status: 200 }),
  });

describe('checkRegistry', () => {
  it('offers what the registry answers', async () => {
    const api = answering({ codigo: 0, mensaje: 'Consulta realizada.', mensajeExtra: 'yes_quest' });
    await expect(checkRegistry({ api, captcha }, draft)).resolves.toEqual({ mensajeExtra: 'yes_quest', aviso: null });
  });

  it('tells a refused or missing captcha from no answer at all', async () => {
    const refused = answering({ codigo: 1, mensaje: 'Captcha inválido, actualizar web', mensajeExtra: null });
    await expect(checkRegistry({ api: refused, captcha }, draft)).resolves.toEqual({
      mensajeExtra: null,
      aviso: 'Error al verificar el captcha',
    });
    const noToken = { token: () => Promise.reject(new Error('sin captcha')) };
    await expect(checkRegistry({ api: refused, captcha: noToken }, draft)).resolves.toEqual({
      mensajeExtra: null,
      aviso: 'Error al verificar el captcha',
    });
    const offline = createApiClient({
      baseUrl: 'http://api.test',
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
      logError: () => undefined,
    });
    await expect(checkRegistry({ api: offline, captcha }, draft)).resolves.toEqual({
      mensajeExtra: null,
      aviso: 'Error en el registro',
    });
  });
});
