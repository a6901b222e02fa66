import { Suspense } from 'react';
import { Frame } from './layout/Frame';
import { LandingContent } from './pages/public/landing/LandingContent';
import type { LandingData } from './pages/public/landing/landingData';

const noop = () => {};

/** The public home as the light entry renders it: no router, no session (an anonymous visitor by definition). */
export function LandingApp({ data }: { data: LandingData }) {
  return (
    <Frame pathname="/" menus={data.menus} onLogout={noop}>
      <Suspense>
        <LandingContent categories={data.categories} heroImage={data.heroImage} />
      </Suspense>
    </Frame>
  );
}
