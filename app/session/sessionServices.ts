import { createApiClient, type ApiClient } from '../api/client';
import { config } from '../config';
import { activityLogEntry } from '../domain/activityLog';
import { transformCredential } from '../domain/credentials';
import { pushEvent } from '../platform/analytics';
import { developmentCaptchaProvider, recaptchaProvider, type CaptchaProvider } from '../platform/captcha';

/** What the session reads live from React state: the token, the profile and whether a session is active. */
export interface SessionServicesHooks {
  getToken: () => string | null;
  getUserId: () => string | null;
  /** A 401 from an authorised call. */
  onUnauthorized: () => void;
}

export interface SessionServices {
  api: ApiClient;
  captcha: CaptchaProvider;
  writeLog: (pagina: string, control: string) => Promise<void>;
  transformCredential: typeof transformCredential;
}

/**
 * The API client, the captcha and the credential transform: none of them is needed to show or hydrate a page, so
 * `SessionProvider` loads this module on the first call (a submit, a restore, a logged-in page's request).
 */
export function createSessionServices(hooks: SessionServicesHooks): SessionServices {
  // The log writer needs the client and the client's timeout hook needs the writer.
  let writeLog: SessionServices['writeLog'] = async () => {};
  const api = createApiClient({
    baseUrl: config.apiBase,
    timeoutMs: config.requestTimeoutMs,
    getToken: hooks.getToken,
    onUnauthorized: hooks.onUnauthorized,
    onErrorEvent: (event) => pushEvent('error', { ...event }),
    onActivityLog: ({ pagina, control }) => writeLog(pagina, control),
  });
  writeLog = async (pagina, control) => {
    const idUsuario = hooks.getUserId();
    if (idUsuario === null || !hooks.getToken()) return;
    await api.call('logUser', { body: activityLogEntry({ idUsuario, pagina, control }) });
  };
  const captcha = config.captchaSiteKey
    ? recaptchaProvider(config.captchaSiteKey)
    : developmentCaptchaProvider(async () => {
        const result = await api.call('captchaToken', { query: { action: 'submit' } });
        return result.data?.token ?? '';
      });
  return { api, captcha, writeLog, transformCredential };
}
