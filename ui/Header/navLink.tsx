import type { ReactNode } from 'react';

/** What navigation components pass to `renderLink`: spread it on your router's link. */
export interface NavLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
  /** Lets menus close after navigating. */
  onClick?: () => void;
  /** Set on the entry of the page being shown. */
  'aria-current'?: 'page';
}

export const defaultNavLink = ({ href, className, children, onClick, 'aria-current': current }: NavLinkProps) => (
  <a href={href} className={className} onClick={onClick} aria-current={current}>
    {children}
  </a>
);
