import { useParams } from 'react-router-dom';
import { FamilyView } from './FamilyView';
import LandingPage from './LandingPage';
import { publicFamily } from './publicFamilies';

/** `/:family`: one of the seven public family pages; an unknown first segment shows the public home. */
export default function FamilyPage() {
  const family = publicFamily(useParams().family);
  return family ? <FamilyView family={family} /> : <LandingPage />;
}
