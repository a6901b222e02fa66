import { lazy, Suspense } from 'react';
import { useSession } from './SessionContext';
import { useIdleCountdown } from './useIdleCountdown';

const SessionDialogs = lazy(() => import('./SessionDialogs'));

/** The session's own dialogs: expired session, inactivity warning, logout spinner. */
export function SessionOverlays() {
  const { status, expired, dismissExpired, loggingOut, endForInactivity, logout } = useSession();
  const idle = useIdleCountdown(status === 'authenticated' && !expired, () => void endForInactivity());
  const needed = expired || loggingOut || idle.remainingMs !== null;
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <SessionDialogs
        expired={expired}
        onAcceptExpired={dismissExpired}
        loggingOut={loggingOut}
        idle={{ remainingMs: idle.remainingMs, onStay: idle.stayConnected, onLogout: () => void logout() }}
      />
    </Suspense>
  );
}
