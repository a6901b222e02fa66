import type { APIRequestContext } from '@playwright/test';
import { transformCredential } from '../../../app/domain/credentials.ts';

/** Logs a demo customer in through the API, as the portal does: dev captcha, then the credentials transform. */
export async function apiLogin(request: APIRequestContext, usuario: string, password: string): Promise<string> {
  const captcha = await request.get('/api/captcha/token?action=submit');
  const { token: tokenCaptcha } = (await captcha.json()) as { token: string };
  const answer = await request.post('/api/Login/IniciarSession', {
    data: {
      ip: '127.0.0.1',
      usuario,
      password: await transformCredential(password, tokenCaptcha),
      tokenCaptcha,
      tipo: 1,
    },
  });
  const body = (await answer.json()) as { codigo: number; mensaje: string; data: { token: string } | null };
  if (body.codigo !== 0 || !body.data) throw new Error(`Login de ${usuario} rechazado: ${body.mensaje}`);
  return body.data.token;
}
