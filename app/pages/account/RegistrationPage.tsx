import { useLocation, useNavigate } from 'react-router';
import { AccountLayout } from './AccountLayout';
import { accountArt } from './accountArt';
import { useRegistrationFlow } from './registration/useRegistrationFlow';
import { usePageTitle } from '../../platform/pageTitle';
import { loadInsuranceList } from './registration/InsuranceList';

/**
 * The insurance list is part of the first render when nothing on screen can stand in for it: at build time and on a
 * navigation inside the portal. A prerendered page being hydrated keeps the list's HTML until the form is used.
 */
export const preload = () =>
  typeof document === 'undefined' || document.documentElement.dataset.hydrated ? loadInsuranceList() : undefined;

/** /registro/1 and /registro/: account activation in two steps, then the automatic login. */
export default function RegistrationPage() {
  usePageTitle('Activa tu cuenta');
  const navigate = useNavigate();
  const location = useLocation();
  const { step, intro, body } = useRegistrationFlow(location.state, (destination) =>
    navigate(destination, { replace: true }),
  );
  return (
    <AccountLayout title="Activa tu cuenta" intro={intro} art={step === 1 ? accountArt.proteccion : accountArt.salud}>
      {body}
    </AccountLayout>
  );
}

// The dialog (RegistrationDialog.tsx) takes the flow from here, so the page and its flow are one chunk: apart, the
// flow was a file of its own on the page's first load.
export { useRegistrationFlow };
