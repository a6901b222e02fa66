import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { FamilyView } from './FamilyView';
import { isPublicFamilySlug } from './publicFamilies';
import { usePublicFamily } from './publicFamilyData';

/** The home as a fallback only: a family page does not carry the home's quick form and sections (about 8 KB gz). */
const LandingPage = lazy(() => import('./LandingPage'));

/** `/:family`: one of the seven public family pages; an unknown first segment shows the public home. */
export default function FamilyPage() {
  const slug = useParams().family;
  const family = usePublicFamily(isPublicFamilySlug(slug) ? slug : undefined);
  return family ? (
    <FamilyView family={family} />
  ) : (
    <Suspense fallback={null}>
      <LandingPage />
    </Suspense>
  );
}
