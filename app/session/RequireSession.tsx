import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '../../ui';
import type { ReturnState } from '../domain/returnPath';
import { useSession } from './SessionContext';
import * as styles from './RequireSession.css';
import { loadSessionRules } from './sessionRules';

/**
 * Before a page of the logged-in area first renders, the session rules a stored session's restore reads have arrived.
 * The area's pages import them, so the build names them ahead with the page; a download that fails here is tried
 * again by the session's own loader (SessionProvider.tsx). Zod, the stored schemas and the API client are not among
 * them: they load with the token check, after the page shows.
 */
export async function clientLoader() {
  await loadSessionRules().catch(() => undefined);
  return null;
}

/**
 * The frame a reload of the logged-in area shows while its scripts arrive (the build prerenders it at each page of
 * the area): the portal's header and footer around the restore's spinner.
 */
export function HydrateFallback() {
  return <Restoring />;
}

function Restoring() {
  return (
    <div className={styles.waiting}>
      <Spinner label="Recuperando tu sesión" showLabel />
    </div>
  );
}

/**
 * Guards /ecosistema/*: anonymous visitors go to /inicia, which brings them back to the page they opened (a link in a
 * reminder to /ecosistema/citas) once logged in; while a stored session is checked, a spinner shows. A stored
 * session the server refused (ended elsewhere, expired) stays on the page under the expired-session modal, whose
 * "Aceptar" goes to /inicia: the customer learns why before the login form shows.
 */
export default function RequireSession() {
  const { status, expired, signedOut } = useSession();
  const { pathname, search, hash } = useLocation();
  // After a logout on purpose (its own navigation to /inicia is on its way) there is no page to come back to.
  const state: ReturnState | undefined = signedOut ? undefined : { volver: pathname + search + hash };
  if (status === 'anonymous') return expired ? null : <Navigate to="/inicia" replace state={state} />;
  if (status === 'restoring') return <Restoring />;
  return <Outlet />;
}
