import { expect, type APIRequestContext, type Download, type Page } from '@playwright/test';
import type { Profile } from '../../../app/api/contract.ts';
import { sealNewPassword, transformCredential } from '../../../app/domain/credentials.ts';
import { codigoDeActivacion, ultimoId } from './activation';
import { outboxGet } from './outbox';

/** A fresh single-use captcha token from the reference server's development provider. */
export async function captcha(request: APIRequestContext): Promise<string> {
  const r = await request.get('/api/captcha/token?action=submit');
  expect(r.ok()).toBe(true);
  return ((await r.json()) as { token: string }).token;
}

/** Logs in through the API (for set-up only) and returns the bearer token. */
export async function tokenDe(request: APIRequestContext, usuario: string, password: string): Promise<string> {
  const tokenCaptcha = await captcha(request);
  const r = await request.post('/api/Login/IniciarSession', {
    data: {
      ip: '127.0.0.1',
      usuario,
      password: await transformCredential(password, tokenCaptcha),
      tokenCaptcha,
      tipo: 1,
    },
  });
  const body = (await r.json()) as { codigo: number; mensaje: string; data: { token: string } | null };
  expect(body.codigo, body.mensaje).toBe(0);
  return body.data!.token;
}

/** The profile the server gives an account: the input of the portal's display rules. */
export async function perfilDe(request: APIRequestContext, usuario: string, password: string): Promise<Profile> {
  const token = await tokenDe(request, usuario, password);
  const r = await request.get('/api/Login/obtenerSession', { headers: { Authorization: `Bearer ${token}` } });
  return ((await r.json()) as { data: Profile }).data;
}

/** A host invites a guest through the API (set-up for tests that need a fresh guest); `fono`, where the guest's activation code goes. */
export async function invitar(
  request: APIRequestContext,
  host: { documento: string; password: string },
  guest: { documento: string; nombres: string; idProducto: 7442 | 7443; fono?: string },
) {
  const token = await tokenDe(request, host.documento, host.password);
  const r = await request.post('/api/Login/RegistrarUserLibre', {
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'text/json' },
    data: JSON.stringify({
      identificacion: guest.documento,
      tipoIdentificacion: 8,
      nombres: guest.nombres,
      idProducto: guest.idProducto,
      fono: guest.fono,
    }),
  });
  return (await r.json()) as { codigo: number; mensaje: string };
}

/**
 * Activates an invited guest with the guest option ("0000") through the registration calls of the API: step 1, the
 * code sent to the phone the host gave (`fono`), step 2.
 */
export async function activarInvitado(
  request: APIRequestContext,
  guest: { documento: string; nombres: string; email: string; fono: string; password: string },
) {
  const antes = await ultimoId(request, guest.fono);
  const paso1 = await request.post('/api/Register/RegistroPaso1', {
    data: {
      identificacion: guest.documento,
      tipoIdentificacion: 8,
      tokenCaptcha: await captcha(request),
      nombres: guest.nombres,
      fono: '',
      email: '',
      clave: '',
      socios: ['0000'],
    },
  });
  const uno = (await paso1.json()) as { Codigo: number; Mensaje: string; user: { idusuario: number } | null };
  expect(uno.Codigo, uno.Mensaje).toBe(0);
  const codigo = await request.post('/api/Register/ConfirmarCodigo', {
    data: {
      idusuario: uno.user!.idusuario,
      codigo: await codigoDeActivacion(request, guest.fono, antes),
      tokenCaptcha: await captcha(request),
    },
  });
  const confirmado = (await codigo.json()) as { Codigo: number; Mensaje: string };
  expect(confirmado.Codigo, confirmado.Mensaje).toBe(0);
  const tokenCaptcha = await captcha(request);
  const paso2 = await request.post('/api/Register/RegistroPaso2', {
    data: {
      fono: guest.fono,
      idusuario: uno.user!.idusuario,
      email: guest.email,
      clave: await transformCredential(guest.password, tokenCaptcha),
      claveRevision: sealNewPassword(guest.password, tokenCaptcha),
      tokenCaptcha,
    },
  });
  const dos = (await paso2.json()) as { Codigo: number; Mensaje: string };
  expect(dos.Codigo, dos.Mensaje).toBe(0);
}

/** Every message the development outbox holds for a destination, newest first. */
export async function mensajesPara(request: APIRequestContext, destino: string) {
  const r = await outboxGet(request, destino);
  expect(r.ok()).toBe(true);
  return ((await r.json()) as { mensajes: { asunto: string; cuerpo: string; canal: string }[] }).mensajes;
}

/** Reads a downloaded .ics file and unfolds it into property lines, checking its line endings first. */
export async function leerIcs(download: Download): Promise<{ nombre: string; lineas: string[] }> {
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  const text = await readFile(path, 'utf8');
  expect(text.endsWith('\r\n')).toBe(true);
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  const lineas = text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);
  expect(lineas[0]).toBe('BEGIN:VCALENDAR');
  expect(lineas.at(-1)).toBe('END:VCALENDAR');
  return { nombre: download.suggestedFilename(), lineas };
}

/** Chooses the first free time of the preselected day in a slot picker. */
export async function elegirPrimerHorario(page: Page, dentroDe = page.locator('main')) {
  const horarios = dentroDe.getByRole('radiogroup', { name: /Elige un horario/ });
  await expect(horarios.getByRole('radio').first()).toBeVisible();
  const libre = horarios.getByRole('radio', { disabled: false }).first();
  const hora = (await libre.getAttribute('value'))!;
  // As a keyboard user chooses it: the hour's visible face covers its radio, and on a phone the list may start with
  // hours already past, scrolled out of view.
  await libre.focus();
  await libre.press('Space');
  await expect(libre).toBeChecked();
  return hora;
}

/** Chooses where a benefit given at a place is booked: the district, then one of its places (the first, or the one named). */
export async function elegirLugar(page: Page, distrito: string, lugar?: string, dentroDe = page.locator('main')) {
  await dentroDe.getByRole('group', { name: 'Distrito' }).getByRole('radio', { name: distrito }).check();
  const locales = dentroDe.getByRole('group', { name: /^Elige (el local|la sede)$/ });
  await (lugar ? locales.getByRole('radio', { name: lugar }) : locales.getByRole('radio').first()).check();
}

/**
 * Cancels every upcoming appointment of a customer through the API: a journey that books a once-a-year benefit
 * gives its use back, so the next journey finds the benefit as a customer who has not used it would. `soloBeneficio`
 * keeps the others.
 */
export async function liberarCitas(
  request: APIRequestContext,
  usuario: string,
  password: string,
  soloBeneficio?: number,
) {
  const headers = { Authorization: `Bearer ${await tokenDe(request, usuario, password)}` };
  const lista = await request.get('/api/agendamientos/ListarCitas', { headers });
  const citas = ((await lista.json()) as { data: { idAgenda: number; idBeneficio: number; estado: string }[] }).data;
  const aLiberar = citas.filter(
    (c) => c.estado === 'programada' && (soloBeneficio === undefined || c.idBeneficio === soloBeneficio),
  );
  for (const cita of aLiberar) {
    const r = await request.post(`/api/agendamientos/DeleteAgenda/${cita.idAgenda}`, { headers });
    expect(r.ok()).toBe(true);
  }
}
