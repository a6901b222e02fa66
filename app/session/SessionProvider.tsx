import {
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ApiClient } from '../api/client';
import type { Profile } from '../api/contract';
import { failureMessage } from '../api/errors';
import { mensajesRegistro } from '../domain/registration';
import type { ReturnState } from '../domain/returnPath';
import { emptyModules } from '../domain/sessionBasics';
import { forgetSessionDrafts } from '../domain/sessionDrafts';
import { pushEvent } from '../platform/analytics';
import type { CaptchaProvider } from '../platform/captcha';
import { focusHeadingIfLost } from '../platform/focusWhenLost';
import {
  SessionContext,
  type LoginOptions,
  type LoginResult,
  type SessionValue,
  type SurveyAlert,
} from './SessionContext';
import { loadSessionRules, type SessionRules } from './sessionRules';
import type { SessionServices } from './sessionServices';
import { createSessionStorage, persistSession } from './sessionStorage';

/** Placeholder IP of the login payload: the browser cannot know its public address. */
const CLIENT_IP = '0.0.0.0';

/** Paths a restore leaves alone: the video room is opened from a link and must not be redirected. */
const keepsPathOnRestore = (path: string) => path.startsWith('/videollamada/');

/** The logged-in area, whose prerender is the frame a stored session shows while it is checked. */
const inLoggedInArea = (path: string) => path === '/ecosistema' || path.startsWith('/ecosistema/');

function storedTokenPresent(): boolean {
  try {
    return window.localStorage.getItem('token') !== null && window.localStorage.getItem('user') !== null;
  } catch {
    return false;
  }
}

/** Holds the customer's session for the whole portal. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();

  // The first render matches the prerendered page it hydrates: anonymous on a public page, the restore's frame in
  // the logged-in area. Before the first paint the stored session (or its absence) takes over.
  const [status, setStatus] = useState<SessionValue['status']>(() =>
    inLoggedInArea(location.pathname) ? 'restoring' : 'anonymous',
  );
  useLayoutEffect(() => {
    const stored = storedTokenPresent();
    setStatus((current) => (current === 'authenticated' ? current : stored ? 'restoring' : 'anonymous'));
  }, []);
  const [profile, setProfile] = useState<Profile | null>(null);
  /** Loaded before the first profile is set, and kept: a profile is never shown without them. */
  const [rules, setRules] = useState<SessionRules | null>(null);
  const [surveyAlert, setSurveyAlert] = useState<SurveyAlert>('none');
  const [expired, setExpired] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const [signedOut, setSignedOut] = useState(false);

  // Refs let the API client (created once) read the live session.
  const tokenRef = useRef<string | null>(null);
  const profileRef = useRef<Profile | null>(null);
  const pathRef = useRef(location.pathname);
  pathRef.current = location.pathname;
  /** The whole address of the page, for the login to return to after an expiry. */
  const placeRef = useRef('');
  placeRef.current = location.pathname + location.search + location.hash;
  /** True while a session is (or is being) established; a 401 then means it expired. */
  const activeRef = useRef(false);

  const storage = useMemo(() => createSessionStorage(), []);

  // The API client, captcha and credential code load on the first call (a submit, a restore), not with the page:
  // `api` and `captcha` are stand-ins with the same interfaces that wait for that module (app/session/sessionServices.ts).
  const { api, captcha, writeLog, services } = useMemo(() => {
    let loading: Promise<SessionServices> | undefined;
    const services = () =>
      (loading ??= import('./sessionServices').then(({ createSessionServices }) =>
        createSessionServices({
          getToken: () => tokenRef.current,
          getUserId: () => profileRef.current?.idUsuario ?? null,
          onUnauthorized: () => {
            if (activeRef.current) setExpired(true);
          },
        }),
      )).catch((error: unknown) => {
        loading = undefined; // a failed download (a dropped connection) is tried again on the next call
        throw error;
      });
    const api: ApiClient = {
      call: (async (name, options) => (await services()).api.call(name, options)) as ApiClient['call'],
      obtenerSala: async (body) => (await services()).api.obtenerSala(body),
    };
    const captcha: CaptchaProvider = { token: async () => (await services()).captcha.token() };
    const writeLog = async (pagina: string, control: string) => (await services()).writeLog(pagina, control);
    return { api, captcha, writeLog, services };
  }, []);

  const logActivity = useCallback(
    (control: string) => {
      writeLog(pathRef.current, control).catch(() => {
        // The activity log is best effort.
      });
    },
    [writeLog],
  );

  const establish = useCallback((token: string, user: Profile, loadedRules: SessionRules) => {
    tokenRef.current = token;
    profileRef.current = user;
    activeRef.current = true;
    setRules(loadedRules);
    setProfile(user);
    setStatus('authenticated');
    setSignedOut(false);
  }, []);

  /** Forgets the session on this device: storage, survey alert, preferences, state. */
  const forget = useCallback(() => {
    activeRef.current = false;
    tokenRef.current = null;
    profileRef.current = null;
    storage.clear();
    setProfile(null);
    setStatus('anonymous');
    setSurveyAlert('none');
  }, [storage]);

  /** The profile the current token opens: null when refused, 'unreachable' when no answer came. */
  const checkToken = useCallback(
    (): Promise<Profile | null | 'unreachable'> =>
      api.call('obtenerSession').then(
        (result) => (result.data && result.data.codigo === 0 ? result.data.data : null),
        () => 'unreachable' as const,
      ),
    [api],
  );

  /** Fetches the profile with a token; null on any failure. */
  const fetchProfile = useCallback(async (): Promise<Profile | null> => {
    const answer = await checkToken();
    return answer === 'unreachable' ? null : answer;
  }, [checkToken]);

  // Restore at start when token and user are stored (spec §4). The customer's page opens at once on the stored
  // profile while the server checks the token (ADR 0008): on a slow phone network that check is a round trip the
  // page no longer waits for.
  const restoreStarted = useRef(false);
  useEffect(() => {
    if (restoreStarted.current) return;
    restoreStarted.current = true;
    if (!storedTokenPresent()) return;
    void (async () => {
      const [token, stored] = await Promise.all([storage.get('token'), storage.get('user')]);
      if (!token || !stored) {
        forget();
        return;
      }
      tokenRef.current = token;
      activeRef.current = true;
      // The stored token checked again while the page opens.
      const checked = checkToken();
      let rules: SessionRules;
      try {
        rules = await loadSessionRules();
      } catch {
        // The connection dropped before the rules arrived: start anonymous, keep the stored session for the next visit.
        activeRef.current = false;
        tokenRef.current = null;
        setStatus('anonymous');
        return;
      }
      const stillThisSession = () => activeRef.current && tokenRef.current === token;
      if (!stillThisSession()) return;
      // The customer's page replaces the "Recuperando tu sesión" spinner as a transition: React renders it in slices
      // and yields to the phone between them instead of in one long task. (Not after a login: there the navigation
      // that follows must find the session already established.)
      startTransition(() => establish(token, stored, rules));
      const here = pathRef.current;
      if (!keepsPathOnRestore(here)) {
        const destination = rules.restoreDestination(stored, here);
        if (destination !== here) navigate(destination, { replace: true });
      }

      const fresh = await checked;
      // Unreachable or slow service: the stored session stays; each page says when its own data cannot arrive.
      if (fresh === 'unreachable' || !stillThisSession()) return;
      if (!fresh) {
        // Refused (a 401 has already raised the expired modal): the stored session is worthless.
        forget();
        return;
      }
      await persistSession(storage, token, fresh);
      // Both are what the same schema returned (the stored one when it was written): equal JSON is an unchanged
      // profile, and the page is left as it is.
      if (stillThisSession() && JSON.stringify(fresh) !== JSON.stringify(stored))
        startTransition(() => establish(token, fresh, rules));
    })();
  }, [checkToken, establish, forget, navigate, storage]);

  // The public landing sends an authenticated visitor to the ecosystem.
  useEffect(() => {
    if (status === 'authenticated' && location.pathname === '/') navigate('/ecosistema', { replace: true });
  }, [status, location.pathname, navigate]);

  // Page views of a logged-in customer go to the activity log.
  useEffect(() => {
    if (status === 'authenticated') logActivity('pagina');
  }, [status, location.pathname, logActivity]);

  const login = useCallback(
    async (usuario: string, password: string, options: LoginOptions = {}): Promise<LoginResult> => {
      // The session rules travel while the login is checked, not after it.
      const loadingRules = loadSessionRules();
      loadingRules.catch(() => {
        // Awaited below, where a failure is reported like any other.
      });
      try {
        const tokenCaptcha = await captcha.token();
        if (!tokenCaptcha) return { ok: false, message: mensajesRegistro.captchaPaso1 };
        const clave = await (await services()).transformCredential(password, tokenCaptcha);
        const result = await api.call('login', {
          body: { ip: CLIENT_IP, usuario, password: clave, tokenCaptcha, tipo: 1 },
        });
        const answer = result.data;
        if (!answer) return { ok: false, message: 'No se pudo iniciar sesión' };
        if (answer.codigo !== 0 || !answer.data) return { ok: false, message: answer.mensaje };
        const token = answer.data.token;
        tokenRef.current = token;
        const user = await fetchProfile();
        if (!user) {
          tokenRef.current = null;
          return { ok: false, message: 'No se pudo iniciar sesión' };
        }
        await persistSession(storage, token, user);
        const rules = await loadingRules;
        establish(token, user, rules);
        setExpired(false);
        setSurveyAlert(options.surveyAlert ?? (rules.surveyAnswered(user) ? 'none' : 'alert'));
        return { ok: true, destination: rules.landingPath(user) };
      } catch (error) {
        return { ok: false, message: failureMessage(error, 'No se pudo iniciar sesión') };
      }
    },
    [api, captcha, establish, fetchProfile, services, storage],
  );

  /** Server logout, then /inicia; after an expiry the login there brings the customer back to `returnTo`. */
  const endSession = useCallback(
    async (returnTo?: string) => {
      const user = profileRef.current;
      // From here a 401 (an already revoked token) is no longer an expiry.
      activeRef.current = false;
      setLoggingOut(true);
      try {
        if (user && tokenRef.current) await api.call('logout', { params: { userId: user.idUsuario } });
      } catch {
        // The device forgets the session even when the server cannot be reached.
      }
      forget();
      setLoggingOut(false);
      navigate('/inicia', { state: returnTo ? ({ volver: returnTo } satisfies ReturnState) : undefined });
      pushEvent('cerrarSesion');
    },
    [api, forget, navigate],
  );

  // Closed on purpose: whoever logs in next on this device starts from their own plan's page, and finds none of the
  // forms this customer left half-filled. An expiry keeps them for the customer's return.
  const logout = useCallback(() => {
    forgetSessionDrafts();
    setSignedOut(true);
    return endSession();
  }, [endSession]);

  const endForInactivity = useCallback(async () => {
    await endSession(placeRef.current);
    setExpired(true);
  }, [endSession]);

  const dismissExpired = useCallback(() => {
    setExpired(false);
    forget();
    // After the inactivity timeout the modal already stands on /inicia, carrying the page to return to. No new page
    // then moves the focus its "Aceptar" took with it, so the login's heading takes it, as after a navigation.
    if (pathRef.current === '/inicia') requestAnimationFrame(focusHeadingIfLost);
    else navigate('/inicia', { replace: true, state: { volver: placeRef.current } satisfies ReturnState });
  }, [forget, navigate]);

  const refreshProfile = useCallback(async () => {
    const token = tokenRef.current;
    if (!token) return;
    const fresh = await fetchProfile();
    if (!fresh) return;
    profileRef.current = fresh;
    setProfile(fresh);
    await persistSession(storage, token, fresh);
  }, [fetchProfile, storage]);

  const modules = useMemo(() => (profile && rules ? rules.modulesOf(profile) : emptyModules()), [profile, rules]);

  const value = useMemo<SessionValue>(
    () => ({
      status,
      profile,
      rules,
      modules,
      api,
      captcha,
      surveyAlert,
      expired,
      loggingOut,
      signedOut,
      login,
      logout,
      endForInactivity,
      refreshProfile,
      setSurveyAlert,
      dismissExpired,
      logActivity,
    }),
    [
      status,
      profile,
      rules,
      modules,
      api,
      captcha,
      surveyAlert,
      expired,
      loggingOut,
      signedOut,
      login,
      logout,
      endForInactivity,
      refreshProfile,
      dismissExpired,
      logActivity,
    ],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
