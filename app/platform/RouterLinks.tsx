import { useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { RouterLink } from './RouterLink';
import { LinksContext, type LinkProps, type Links } from './links';

function PortalLink({ href, children, ...rest }: LinkProps) {
  return (
    <RouterLink to={href} {...rest}>
      {children}
    </RouterLink>
  );
}

/** Inside the SPA, page links and navigation go through the router (no full page loads). */
export function RouterLinks({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const links = useMemo<Links>(
    () => ({
      Link: PortalLink,
      navigate: (to, state) => void navigate(to, state === undefined ? undefined : { state }),
    }),
    [navigate],
  );
  return <LinksContext.Provider value={links}>{children}</LinksContext.Provider>;
}
