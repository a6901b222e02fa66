import { LoadingOverlay, SessionExpiredModal } from '../../ui';
import { IdleWarning, type IdleWarningProps } from './IdleWarning';

export interface SessionDialogsProps {
  expired: boolean;
  onAcceptExpired: () => void;
  loggingOut: boolean;
  idle: IdleWarningProps;
}

/** The dialogs themselves, in their own chunk: most visits never need them. */
export default function SessionDialogs({ expired, onAcceptExpired, loggingOut, idle }: SessionDialogsProps) {
  const root = document.getElementById('root');
  return (
    <>
      <SessionExpiredModal open={expired} onAccept={onAcceptExpired} lockRoot={root} />
      <IdleWarning {...idle} />
      {loggingOut ? <LoadingOverlay loading fullScreen message="Cerrando sesión" /> : null}
    </>
  );
}
