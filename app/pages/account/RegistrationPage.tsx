import { useLocation, useNavigate } from 'react-router';
import { AccountLayout } from './AccountLayout';
import { accountArt } from './accountArt';
import { useRegistrationFlow } from './registration/useRegistrationFlow';
import { usePageTitle } from '../../platform/pageTitle';

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
