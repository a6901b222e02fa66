import { useLocation, useNavigate } from 'react-router-dom';
import { AccountLayout } from './AccountLayout';
import { stepIntro, useRegistrationFlow } from './registration/useRegistrationFlow';
import { usePageTitle } from '../../platform/pageTitle';

/** /registro/1 and /registro/: account activation in two steps, then the automatic login. */
export default function RegistrationPage() {
  usePageTitle('Activa tu cuenta');
  const navigate = useNavigate();
  const location = useLocation();
  const { step, body } = useRegistrationFlow(location.state, (destination) => navigate(destination, { replace: true }));
  return (
    <AccountLayout title="Activa tu cuenta" intro={stepIntro[step]} art={step === 1 ? 'familias/proteccion.svg' : 'familias/salud.svg'}>
      {body}
    </AccountLayout>
  );
}
