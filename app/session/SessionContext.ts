import { createContext, useContext } from 'react';
import type { ApiClient } from '../api/client';
import type { Profile } from '../api/contract';
import type { ModuleFlags } from '../domain/session';
import type { CaptchaProvider } from '../platform/captcha';
import type { SessionRules } from './sessionRules';

/** Where the survey popup stands: hidden, asking ("alert"), or showing its answer ("modal"). */
export type SurveyAlert = 'none' | 'alert' | 'modal';

/** Options of a login: activation logs in automatically and opens the survey alert in modal mode. */
export interface LoginOptions {
  surveyAlert?: SurveyAlert;
}

export type LoginResult = { ok: true; destination: string } | { ok: false; message: string };

/** What every page may know and do about the customer's session. */
export interface SessionValue {
  /** `restoring` until stored credentials have been checked at start. */
  status: 'restoring' | 'anonymous' | 'authenticated';
  profile: Profile | null;
  /** The session rules, loaded before the first profile is set (app/session/sessionRules.ts). */
  rules: SessionRules | null;
  modules: ModuleFlags;
  /** API client; authorised calls carry the session's bearer token, a 401 marks the session expired. */
  api: ApiClient;
  captcha: CaptchaProvider;
  surveyAlert: SurveyAlert;
  /** A 401 or the idle timeout ended the session: the expired-session modal shows. */
  expired: boolean;
  /** The logout spinner shows. */
  loggingOut: boolean;
  /** The customer closed the session on purpose in this tab: the next login starts from the plan's page. */
  signedOut: boolean;
  /**
   * Document number and clear password; transforms the password, stores the token, fetches the profile.
   * The survey alert becomes "alert" when the survey is unanswered, or `options.surveyAlert` when given.
   */
  login(usuario: string, password: string, options?: LoginOptions): Promise<LoginResult>;
  /** Server logout, spinner, storage and survey cleared, then /inicia. */
  logout(): Promise<void>;
  /** The inactivity timeout: logout, then the expired-session modal on /inicia. */
  endForInactivity(): Promise<void>;
  /** Re-reads the profile after a change (personal data, guests). */
  refreshProfile(): Promise<void>;
  setSurveyAlert(state: SurveyAlert): void;
  /** "Aceptar" of the expired-session modal: forgets the session and goes to /inicia. */
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
