import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '../session/SessionContext';
import type { SurveyPermit } from './SurveyGate';

const SurveyGate = lazy(() => import('./SurveyGate'));

/** The survey lives on the ecosystem's pages only. */
export const showsSurveyOn = (path: string) => path === '/ecosistema' || path.startsWith('/ecosistema/');

/**
 * The survey popup on /ecosistema/* while the survey alert state is "alert" (asking) or "modal" (thanking); when it
 * may show (once a week, never over a form) is SurveyGate's. Its code loads only then, never with a first page.
 */
export function SurveyHost() {
  const { status, surveyAlert, profile } = useSession();
  const { pathname } = useLocation();
  // Kept here, so the thank-you still shows its code after a visit outside the ecosystem, and the popup the
  // customer was shown is still there when they come back.
  const [code, setCode] = useState<number | null>(null);
  const [permit, setPermit] = useState<SurveyPermit | null>(null);
  if (status !== 'authenticated' || !profile || surveyAlert === 'none' || !showsSurveyOn(pathname)) return null;
  return (
    <Suspense fallback={null}>
      <SurveyGate user={profile.idUsuario} permit={permit} onPermit={setPermit} code={code} onCode={setCode} />
    </Suspense>
  );
}
