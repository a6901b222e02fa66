import { createContext, useContext, type ReactNode } from 'react';

/**
 * How pages render links and move to another page. The SPA's RootLayout fills this with the router's
 * `Link` and `navigate`; outside it (a component rendered on its own) these defaults stand: plain `<a>`
 * and full page loads.
 */
export interface LinkProps {
  href: string;
  className?: string;
  children: ReactNode;
  onClick?: () => void;
  'aria-current'?: 'page';
  'aria-label'?: string;
}

export interface Links {
  Link: (props: LinkProps) => ReactNode;
  /** Goes to `to`; `state` reaches the next page as the router's location state. */
  navigate: (to: string, state?: unknown) => void;
}

function PlainLink({ href, children, ...rest }: LinkProps) {
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}

/** A full page load that still hands `state` over: the router reads it from `history.state.usr` at start. */
function loadPage(to: string, state?: unknown) {
  if (state === undefined) {
    window.location.assign(to);
    return;
  }
  window.history.pushState({ usr: state, key: 'inicio', idx: 0 }, '', to);
  window.location.reload();
}

export const plainLinks: Links = { Link: PlainLink, navigate: loadPage };

export const LinksContext = createContext<Links>(plainLinks);

export function useLinks(): Links {
  return useContext(LinksContext);
}

/** For ui components' `renderLink` props: `renderLink={linkRenderer(Link)}`. */
export function linkRenderer(Link: Links['Link']) {
  return function renderLink(props: { href: string; className: string; children: ReactNode }) {
    return <Link {...props} />;
  };
}
