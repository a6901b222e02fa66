import { useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { FadingBanner } from '../../ui';
import { config } from '../config';
import { useSession } from '../session/SessionContext';
import { Frame } from './Frame';
import { headerMenus } from './headerMenus';
import { infoBannerMessages, showsInfoBanner } from './infoBanner';

/** Header, info banner and footer around the page content, from the router's path and the session. */
export function SiteFrame({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const session = useSession();
  const profile = session.status === 'authenticated' ? session.profile : null;
  const menus = useMemo(() => headerMenus(profile, session.rules), [profile, session.rules]);
  const banner = showsInfoBanner(pathname) ? <FadingBanner messages={infoBannerMessages(config.helpPhone)} /> : null;
  return (
    <Frame pathname={pathname} menus={menus} onLogout={() => void session.logout()} banner={banner}>
      {children}
    </Frame>
  );
}
