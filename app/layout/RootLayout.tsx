import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { config } from '../config';
import { pathFromInitialQuery } from '../platform/initialQuery';
import { ScrollToTop } from '../platform/ScrollToTop';
import { scheduleThirdPartyScripts } from '../platform/thirdParty';

/** The frame every page shares: header, info banner, content, footer and the session's modals. */
export function RootLayout() {
  const navigate = useNavigate();

  useEffect(() => {
    const target = pathFromInitialQuery(window.location);
    if (target) navigate(target, { replace: true });
    return scheduleThirdPartyScripts(config);
  }, [navigate]);

  return (
    <>
      <ScrollToTop />
      <Outlet />
    </>
  );
}
