import { Suspense, type ReactNode } from 'react';
import { Frame } from './layout/Frame';
import { LandingContent } from './pages/public/landing/LandingContent';
import type { LandingData } from './pages/public/landing/landingData';

const noop = () => {};

/**
 * The public home as the light entry renders it: no router, no session (an anonymous visitor by definition).
 * `afterContent` renders beside the content, inside its boundary: hydrated with the quick form, not before it.
 */
export function LandingApp({ data, afterContent }: { data: LandingData; afterContent?: ReactNode }) {
  return (
    <Frame pathname="/" menus={data.menus} onLogout={noop}>
      <Suspense>
        <LandingContent categories={data.categories} heroImage={data.heroImage} />
        {afterContent}
      </Suspense>
    </Frame>
  );
}
