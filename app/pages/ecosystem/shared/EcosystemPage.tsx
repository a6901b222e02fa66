import type { ReactNode } from 'react';
import type { Profile } from '../../../api/contract';
import { useSession } from '../../../session/SessionContext';
import { Spinner } from '../../../../ui';
import { page } from '../ecosystem.css';

/**
 * The `<main>` of every logged-in page. Until the session has a profile (restoring at start)
 * it shows a spinner; the route guard sends anonymous visitors to /inicia.
 */
export function EcosystemPage({ children }: { children: (profile: Profile) => ReactNode }) {
  const { profile } = useSession();
  return (
    <main id="contenido" className={page}>
      {profile ? children(profile) : <Spinner label="Cargando tus beneficios" showLabel />}
    </main>
  );
}
