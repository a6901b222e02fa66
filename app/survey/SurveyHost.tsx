import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useSession } from '../session/SessionContext';

const SurveyPanel = lazy(() => import('./SurveyPanel'));

/** The survey lives on the ecosystem's pages only. */
export const showsSurveyOn = (path: string) => path === '/ecosistema' || path.startsWith('/ecosistema/');

/**
 * The survey popup on /ecosistema/* while the survey alert state is "alert" (asking) or "modal"
 * (thanking). Its code loads only when it is about to show.
 */
export function SurveyHost() {
  const { status, surveyAlert } = useSession();
  const { pathname } = useLocation();
  // Kept here, so the thank-you still shows its code after a visit outside the ecosystem.
  const [code, setCode] = useState<number | null>(null);
  if (status !== 'authenticated' || surveyAlert === 'none' || !showsSurveyOn(pathname)) return null;
  return (
    <Suspense fallback={null}>
      <SurveyPanel code={code} onCode={setCode} />
    </Suspense>
  );
}
