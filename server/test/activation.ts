import { expect } from 'vitest';
import * as c from '../http/contract.ts';
import { newPassword, type Client } from './harness.ts';

/** Who activates: the document, the insurances chosen at step 1 (`['0000']` for a guest) and the names typed. */
export interface Activation {
  identificacion: string;
  tipoIdentificacion?: 6 | 8;
  socios: string[];
  nombres?: string;
}

/** Step 1 as the portal sends it. */
export async function stepOne(s: Client, who: Activation) {
  const answer = await s.call('POST', '/api/Register/RegistroPaso1', {
    body: {
      identificacion: who.identificacion,
      tipoIdentificacion: who.tipoIdentificacion ?? 8,
      tokenCaptcha: await s.captcha(),
      nombres: who.nombres ?? 'Prueba',
      fono: '',
      email: '',
      clave: '',
      socios: who.socios,
    },
  });
  return c.step1Response.parse(answer.body);
}

/** Every message the development outbox holds for a destination, newest first. */
export async function outboxFor(s: Client, destino: string) {
  return c.outboxResponse.parse((await s.call('GET', `/api/dev/outbox?destino=${encodeURIComponent(destino)}`)).body)
    .mensajes;
}

/** The code of the newest activation message sent to a destination. */
export async function latestActivationCode(s: Client, destino: string): Promise<string> {
  const message = (await outboxFor(s, destino)).find((m) => m.cuerpo.includes('activar tu cuenta'));
  const code = message && /\b(\d{6})\b/.exec(message.cuerpo)?.[1];
  if (!code) throw new Error(`no activation code was sent to ${destino}`);
  return code;
}

export async function confirmCode(s: Client, idusuario: number, codigo: string) {
  const answer = await s.call('POST', '/api/Register/ConfirmarCodigo', {
    body: { idusuario, codigo, tokenCaptcha: await s.captcha() },
  });
  return c.confirmarCodigoResponse.parse(answer.body);
}

export async function stepTwo(
  s: Client,
  idusuario: number,
  account: { email: string; fono: string; password: string },
) {
  const token = await s.captcha();
  const answer = await s.call('POST', '/api/Register/RegistroPaso2', {
    body: {
      fono: account.fono,
      idusuario,
      email: account.email,
      ...newPassword(account.password, token),
      tokenCaptcha: token,
    },
  });
  return c.step2Response.parse(answer.body);
}

/**
 * A whole activation as its owner makes it: step 1, the code read where the lender sent it (`codeTo`, the phone on
 * record), the code confirmed, then step 2 with the contact and password the person chooses.
 */
export async function activate(
  s: Client,
  who: Activation & { codeTo: string },
  account: { email: string; fono: string; password: string },
) {
  const one = await stepOne(s, who);
  expect(one.Codigo, one.Mensaje).toBe(0);
  const idusuario = one.user!.idusuario;
  expect(await confirmCode(s, idusuario, await latestActivationCode(s, who.codeTo))).toEqual({
    Codigo: 0,
    Mensaje: c.mensajes.codigoConfirmado,
  });
  expect(await stepTwo(s, idusuario, account)).toEqual({ Codigo: 0, Mensaje: c.mensajes.altaConforme });
}
