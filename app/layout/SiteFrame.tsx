import type { ReactNode } from 'react';

/** Header, info banner and footer around the page content. */
export function SiteFrame({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
