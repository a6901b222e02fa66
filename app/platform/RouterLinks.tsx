import { useMemo, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { LinksContext, type LinkProps, type Links } from './links';

function RouterLink({ href, children, ...rest }: LinkProps) {
  return (
    <Link to={href} {...rest}>
      {children}
    </Link>
  );
}

/** Inside the SPA, page links and navigation go through the router (no full page loads). */
export function RouterLinks({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const links = useMemo<Links>(
    () => ({ Link: RouterLink, navigate: (to, state) => void navigate(to, state === undefined ? undefined : { state }) }),
    [navigate],
  );
  return <LinksContext.Provider value={links}>{children}</LinksContext.Provider>;
}
