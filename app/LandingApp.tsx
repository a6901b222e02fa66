import { Frame } from './layout/Frame';
import { LandingContent } from './pages/public/landing/LandingContent';

const noop = () => {};

/** The public home as the light entry renders it: no router, no session (an anonymous visitor by definition). */
export function LandingApp() {
  return (
    <Frame pathname="/" profile={null} onLogout={noop}>
      <LandingContent />
    </Frame>
  );
}
