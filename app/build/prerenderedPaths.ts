import { benefits } from '../domain/catalogue/index.ts';

const families = ['proteccion', 'vida', 'detecta', 'salud', 'cuotas', 'hogar', 'vidaTotal'];

/** The logged-in area's pages: each is prerendered as the frame a stored session shows while it is checked. */
const loggedInPaths = [
  '/ecosistema',
  ...['citas', 'configuracion', 'mi-seguro', 'invitados'].map((page) => `/ecosistema/${page}`),
  ...new Set(benefits.map((benefit) => benefit.linkIn.split('/').slice(0, 3).join('/'))),
  ...new Set(benefits.map((benefit) => benefit.linkIn)),
];

/**
 * The public pages a visitor can open first, prerendered at build time so the first response holds the page; and
 * the logged-in area's frames.
 */
export const prerenderedPaths: string[] = [
  '/',
  '/inicia',
  '/registro/1',
  '/password',
  '/nosotros',
  ...families.map((slug) => `/${slug}`),
  '/detecta-power',
  '/vida-power',
  // Each benefit's public page (/salud/ambulancia…): the link a family page, a search or an SMS opens first.
  ...new Set(benefits.map((benefit) => benefit.linkOut)),
  ...loggedInPaths,
];
