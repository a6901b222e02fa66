import { telHref } from '../domain/phone';

/** Spec section 2: the grey info banner shows on exactly these paths. */
const familyLandings = [
  'proteccion',
  'salud',
  'vida',
  'vidaTotal',
  'detecta',
  'cuotas',
  'hogar',
  'detecta-power',
  'vida-power',
];

export const infoBannerPaths: readonly string[] = [
  '/inicia',
  '/registro/1',
  ...familyLandings.map((slug) => `/ecosistema/${slug}`),
];

export function showsInfoBanner(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return infoBannerPaths.includes(path);
}

/** The help line is a `tel:` link: on a phone one tap calls it. */
export const infoBannerMessages = (helpPhone: string) => [
  <>
    ¿Tienes dudas sobre la web? Llámanos al <a href={telHref(helpPhone)}>{helpPhone}</a>
  </>,
  'Aún no tienes un seguro? Pídelo en cualquier oficina de la financiera',
];
