import { createContext, useContext } from 'react';
import type { ApiClient } from '../api/client';
import type { Profile } from '../api/contract';
import type { ModuleFlags } from '../domain/session';
import type { CaptchaProvider } from '../platform/captcha';

/** Where the survey popup stands: hidden, asking ("alert"), or showing its answer ("modal"). */
export type SurveyAlert = 'none' | 'alert' | 'modal';

export type LoginResult = { ok: true; destination: string } | { ok: false; message: string };

/** What every page may know and do about the customer's session. */
export interface SessionValue {
  /** `restoring` until stored credentials have been checked at start. */
  status: 'restoring' | 'anonymous' | 'authenticated';
  profile: Profile | null;
  modules: ModuleFlags;
  /** API client; authorised calls carry the session's bearer token, a 401 marks the session expired. */
  api: ApiClient;
  captcha: CaptchaProvider;
  surveyAlert: SurveyAlert;
  /** A 401 or the idle timeout ended the session: the expired-session modal shows. */
  expired: boolean;
  /** Document number and clear password; transforms the password, stores the token, fetches the profile. */
  login(usuario: string, password: string): Promise<LoginResult>;
  /** Server logout, spinner, storage and survey cleared, then /inicia. */
  logout(): Promise<void>;
  /** Re-reads the profile after a change (personal data, guests). */
  refreshProfile(): Promise<void>;
  setSurveyAlert(state: SurveyAlert): void;
  dismissExpired(): void;
  /** Records a control use in the activity log (page and control names). */
  logActivity(control: string): void;
}

export const SessionContext = createContext<SessionValue | null>(null);

export function useSession(): SessionValue {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a SessionProvider');
  return session;
}
