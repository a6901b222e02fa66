import { Navigate, Outlet } from 'react-router-dom';
import { Spinner } from '../../ui';
import { useSession } from './SessionContext';
import * as styles from './RequireSession.css';

/**
 * Guards /ecosistema/*: anonymous visitors go to /inicia; while a stored session is checked, a spinner shows. A stored
 * session the server refused (ended elsewhere, expired) stays on the page under the expired-session modal, whose
 * "Aceptar" goes to /inicia: the customer learns why before the login form shows.
 */
export function RequireSession() {
  const { status, expired } = useSession();
  if (status === 'anonymous') return expired ? null : <Navigate to="/inicia" replace />;
  if (status === 'restoring') {
    return (
      <div className={styles.waiting}>
        <Spinner label="Recuperando tu sesión" showLabel />
      </div>
    );
  }
  return <Outlet />;
}
