import { Navigate } from 'react-router';
import { useSession } from '../../session/SessionContext';
import { LandingContent } from './landing/LandingContent';
import { landingContentData } from './landing/landingData';

const data = landingContentData();

/** `/` inside the SPA: an authenticated visitor goes to /ecosistema (spec section 2). */
export default function LandingPage() {
  const { status } = useSession();
  if (status === 'authenticated') return <Navigate to="/ecosistema" replace />;
  return <LandingContent {...data} />;
}
