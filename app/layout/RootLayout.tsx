import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { AgendaContextReset } from '../agenda/AgendaContextReset';
import { config } from '../config';
import { pathFromInitialQuery } from '../platform/initialQuery';
import { FocusNewPage } from '../platform/FocusNewPage';
import { RouterLinks } from '../platform/RouterLinks';
import { ScrollToTop } from '../platform/ScrollToTop';
import { scheduleThirdPartyScripts } from '../platform/thirdParty';
import { TypefaceOnNextPage } from '../platform/TypefaceOnNextPage';
import { SessionOverlays } from '../session/SessionOverlays';
import { SessionProvider } from '../session/SessionProvider';
import { SurveyHost } from '../survey/SurveyHost';
import { SiteFrame } from './SiteFrame';

/** The frame every page shares: the session, header, info banner, content, footer and the session's dialogs. */
export function RootLayout() {
  const navigate = useNavigate();

  useEffect(() => {
    const target = pathFromInitialQuery(window.location);
    if (target) navigate(target, { replace: true });
    return scheduleThirdPartyScripts(config);
  }, [navigate]);

  return (
    <RouterLinks>
      <SessionProvider>
        <ScrollToTop />
        <FocusNewPage />
        <TypefaceOnNextPage />
        <SiteFrame>
          <Outlet />
        </SiteFrame>
        <SessionOverlays />
        <SurveyHost />
        <AgendaContextReset />
      </SessionProvider>
    </RouterLinks>
  );
}
