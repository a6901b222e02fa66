import { Navigate, Outlet } from 'react-router-dom';
import { Spinner } from '../../ui';
import { useSession } from './SessionContext';
import * as styles from './RequireSession.css';

/** Guards /ecosistema/*: anonymous visitors go to /inicia; while a stored session is checked, a spinner shows. */
export function RequireSession() {
  const { status } = useSession();
  if (status === 'anonymous') return <Navigate to="/inicia" replace />;
  if (status === 'restoring') {
    return (
      <div className={styles.waiting}>
        <Spinner label="Recuperando tu sesión" showLabel />
      </div>
    );
  }
  return <Outlet />;
}
