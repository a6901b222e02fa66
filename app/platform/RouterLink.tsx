import { forwardRef, useLayoutEffect, useRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';

export interface RouterLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path inside the portal. */
  to: string;
  replace?: boolean;
  /** Reaches the next page as the router's location state. */
  state?: unknown;
}

/**
 * A link inside the single-page app: an `<a href>` whose plain left click navigates with the router, through the hook
 * React Router publishes for links of one's own. Its own `Link` also supports prefetching for framework mode, and
 * that code (page-link descriptors, module manifests: about 4 KB gz) would be in every page's first script.
 */
export const RouterLink = forwardRef<HTMLAnchorElement, RouterLinkProps>(function RouterLink(
  { to, replace, state, target, onClick, ...rest },
  ref,
) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target });
  // The router's navigate does nothing until its component has mounted, yet the click handler cancels the browser's
  // own navigation: a tap that React replays while it hydrates the page would go nowhere. Until then the browser
  // follows the href (a full load of the same page).
  const mounted = useRef(false);
  useLayoutEffect(() => {
    mounted.current = true;
  }, []);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented && mounted.current) navigate(event);
  };
  return <a {...rest} ref={ref} href={href} target={target} onClick={handleClick} />;
});
