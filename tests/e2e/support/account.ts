import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { outboxGet } from './outbox';

/** Demo accounts of the fixture (shared/fixtures/demo-policyholders.json) that can log in, and where each lands. */
export const cuentasDemo = [
  {
    documento: '41234567',
    password: 'Beneficio#2026',
    destino: '/ecosistema/proteccion',
    perfil: 'Protección + Emprendimiento',
  },
  { documento: '70011223', password: 'Cuotas#Lima2026', destino: '/ecosistema', perfil: 'Cuota + Empleabilidad' },
  { documento: '46813579', password: 'Detecta!Power3', destino: '/ecosistema/detecta-power', perfil: 'DetectaPower' },
  { documento: '47924680', password: 'VidaPower#22', destino: '/ecosistema/vida-power', perfil: 'VidaPower' },
  { documento: '40102030', password: 'Hogar$Seguro1', destino: '/ecosistema/hogar', perfil: 'Hogar' },
  {
    documento: '48765432',
    password: 'VidaPlus@2026',
    destino: '/ecosistema/vida',
    perfil: 'Vida + Accidentes y Cáncer',
  },
  { documento: '43218765', password: 'Detecta+2026', destino: '/ecosistema/detecta', perfil: 'Cáncer + Accidentes' },
  { documento: '001234567', password: 'Total*Vida99', destino: '/ecosistema/vidaTotal', perfil: 'VidaTotal (CE)' },
  { documento: '45000111', password: 'Invitado#7442', destino: '/ecosistema', perfil: 'invitado' },
  { documento: '44556677', password: 'SoloCursos#1', destino: '/ecosistema/proteccion', perfil: 'Empleabilidad' },
  { documento: '72233445', password: 'Cowork#Lima26', destino: '/ecosistema', perfil: 'Cuota + Emprendimiento' },
] as const;

/** Logs in through /inicia as a customer would and waits for the landing page. */
export async function iniciarSesion(page: Page, documento: string, password: string, destino: string | RegExp) {
  await page.goto('/inicia');
  await completarInicio(page, documento, password);
  await expect(page).toHaveURL(typeof destino === 'string' ? new RegExp(`${destino}$`) : destino);
}

/** The newest message the development outbox holds for a destination. */
export async function ultimoMensaje(request: APIRequestContext, destino: string) {
  const response = await outboxGet(request, destino);
  expect(response.ok()).toBe(true);
  const { mensajes } = (await response.json()) as { mensajes: { cuerpo: string; asunto: string }[] };
  return mensajes[0];
}

/**
 * /inicia arrives prerendered and its submit stays disabled until the page is interactive. What is typed before
 * that is kept (typed-before-hydration.spec.ts); journeys that are about something else start once it is.
 */
export async function esperarFormularioActivo(page: Page) {
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeEnabled();
}

/**
 * A prerendered page's links work before its scripts run (the sign-up banner opens /registro/1); once hydrated the
 * same tap opens the registration dialog. Journeys about the dialog start there.
 */
export async function esperarPaginaInteractiva(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/** Fills /inicia, already on screen (reached from a deep link or after an expiry), and logs in. */
export async function completarInicio(page: Page, documento: string, password: string) {
  await expect(page).toHaveURL(/\/inicia$/);
  await esperarFormularioActivo(page);
  await page.getByLabel('Número de documento').fill(documento);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}
