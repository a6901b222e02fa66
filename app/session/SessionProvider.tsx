import { useMemo, type ReactNode } from 'react';
import { createApiClient } from '../api/client';
import { config } from '../config';
import { emptyModules } from '../domain/session';
import { developmentCaptchaProvider, recaptchaProvider } from '../platform/captcha';
import { SessionContext, type SessionValue } from './SessionContext';

/** Holds the customer's session for the whole portal. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const value = useMemo<SessionValue>(() => {
    const api = createApiClient({ baseUrl: config.apiBase, timeoutMs: config.requestTimeoutMs });
    const captcha = config.captchaSiteKey
      ? recaptchaProvider(config.captchaSiteKey)
      : developmentCaptchaProvider(async () => {
          const result = await api.call('captchaToken', { query: { action: 'submit' } });
          return result.data?.token ?? '';
        });
    return {
      status: 'anonymous',
      profile: null,
      modules: emptyModules(),
      api,
      captcha,
      surveyAlert: 'none',
      expired: false,
      login: async () => ({ ok: false, message: 'No disponible' }),
      logout: async () => {},
      refreshProfile: async () => {},
      setSurveyAlert: () => {},
      dismissExpired: () => {},
      logActivity: () => {},
    };
  }, []);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
