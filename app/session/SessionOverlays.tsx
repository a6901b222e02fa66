import { lazy, Suspense, useEffect } from 'react';
import { useSession } from './SessionContext';
import { useIdleCountdown } from './useIdleCountdown';

const loadSessionDialogs = () => import('./SessionDialogs');
const SessionDialogs = lazy(loadSessionDialogs);

/** The session's own dialogs: expired session, inactivity warning, logout spinner. */
export function SessionOverlays() {
  const { status, expired, dismissExpired, loggingOut, endForInactivity, logout } = useSession();
  // A stored session being checked may come back refused: its dialog is fetched meanwhile, so it shows at once.
  useEffect(() => {
    if (status === 'restoring') loadSessionDialogs().catch(() => {});
  }, [status]);
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
