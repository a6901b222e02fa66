/**
 * The portal's settings, in one typed place, read from Vite env variables at build time.
 * Every value has a working default for the reference server, so `npm start` needs no set-up.
 */
const env = import.meta.env;

const text = (value: string | undefined, fallback: string) => (value && value.trim() !== '' ? value.trim() : fallback);
const number = (value: string | undefined, fallback: number) => {
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
};

export interface PortalConfig {
  /** The API host: the lender's in production, the reference server (same origin) by default. */
  apiBase: string;
  /** Every API call gives up after this long ("service too slow"). */
  requestTimeoutMs: number;
  /** Google reCAPTCHA v3 site key; empty means the reference server's development captcha. */
  captchaSiteKey: string;
  /** Secret for encrypting what the portal keeps in local storage. */
  storageSecret: string;
  contactEmail: string;
  /** Help line shown in the info banner and the contact modal. */
  helpPhone: string;
  /** The lender's finance line in the footer. */
  financePhone: string;
  /** Medical line offered when a video consultation cannot use the camera. */
  medicalPhone: string;
  complaintsBookUrl: string;
  /** Logged-in inactivity before the session closes. */
  idleTimeoutMs: number;
  /** How long before closing the inactivity warning appears (≥ 20 s, WCAG 2.2.1). */
  idleWarningMs: number;
  /** Tests and demos may shorten the inactivity timing from local storage (app/session/idleSettings.ts). Off by default. */
  idleOverride: boolean;
  /** Tag manager container id; empty: not loaded. */
  tagManagerId: string;
  /** Experiment script URL; empty: not loaded. */
  experimentScriptUrl: string;
  /** Fixed credentials the portal sends to the video provider's ObtenerSala. */
  videoUser: string;
  videoKey: string;
  /** The online course platform the courses benefit opens. */
  coursesUrl: string;
  version: string;
  /** The lender's legal identity, shown in the footer and on /nosotros. */
  lender: LenderIdentity;
  /** The day the privacy policy was last changed (ISO date), shown at the top of the policy. */
  privacyUpdated: string;
}

export interface LenderIdentity {
  /** Razón social. */
  companyName: string;
  /** Registro Único de Contribuyentes: 11 digits. */
  ruc: string;
  address: string;
  /** The regulator's registration (SBS), as the regulator words it. */
  regulator: string;
}

export const config: PortalConfig = {
  apiBase: text(env.VITE_API_BASE, '/api'),
  requestTimeoutMs: number(env.VITE_REQUEST_TIMEOUT_MS, 20_000),
  captchaSiteKey: text(env.VITE_CAPTCHA_SITE_KEY, ''),
  storageSecret: text(env.VITE_STORAGE_SECRET, 'beneficios-portal-clave-local-2026'),
  contactEmail: text(env.VITE_CONTACT_EMAIL, 'beneficios@financiera.pe'),
  helpPhone: text(env.VITE_HELP_PHONE, '(01) 311-9000'),
  financePhone: text(env.VITE_FINANCE_PHONE, '(01) 311-9090'),
  medicalPhone: text(env.VITE_MEDICAL_PHONE, '(01) 311-9050'),
  complaintsBookUrl: text(env.VITE_COMPLAINTS_BOOK_URL, 'https://www.libroreclamaciones.pe/financiera'),
  idleTimeoutMs: number(env.VITE_IDLE_TIMEOUT_MS, 15 * 60_000),
  idleWarningMs: Math.max(20_000, number(env.VITE_IDLE_WARNING_MS, 60_000)),
  idleOverride: env.VITE_IDLE_OVERRIDE === '1',
  tagManagerId: text(env.VITE_TAG_MANAGER_ID, ''),
  experimentScriptUrl: text(env.VITE_EXPERIMENT_SCRIPT_URL, ''),
  videoUser: text(env.VITE_VIDEO_USER, 'portal'),
  videoKey: text(env.VITE_VIDEO_KEY, 'sala-demo'),
  coursesUrl: text(env.VITE_COURSES_URL, 'https://cursos.financiera.pe'),
  version: 'V2.1.0',
  lender: {
    companyName: text(env.VITE_LENDER_NAME, 'Financiera Beneficios S.A.'),
    ruc: text(env.VITE_LENDER_RUC, '20555555551'),
    address: text(env.VITE_LENDER_ADDRESS, 'Av. Javier Prado Este 1234, San Isidro, Lima'),
    regulator: text(
      env.VITE_LENDER_REGULATOR,
      'Empresa supervisada por la Superintendencia de Banca, Seguros y AFP (SBS), Resolución SBS N.° 1234-2008',
    ),
  },
  privacyUpdated: text(env.VITE_PRIVACY_UPDATED, '2026-11-02'),
};
