import { EcosystemPage } from './shared/EcosystemPage';
import { PasswordForm } from './settings/PasswordForm';
import { PersonalDataForm } from './settings/PersonalDataForm';
import { ReminderChannel } from './settings/ReminderChannel';
import { SavedAddresses } from './settings/SavedAddresses';
import * as css from './ecosystem.css';
import { usePageTitle } from '../../platform/pageTitle';

/** /ecosistema/configuracion: personal data, where reminders go, password and the addresses kept for home visits. */
export default function SettingsPage() {
  usePageTitle('Configuración de perfil');
  return (
    <EcosystemPage>
      {(profile) => (
        <>
          <div className={css.intro}>
            <h1 className={css.title}>Configuración de perfil</h1>
            <p className={css.lead}>Mantén tus datos al día y cambia tu contraseña cuando quieras.</p>
          </div>
          <PersonalDataForm profile={profile} />
          <ReminderChannel />
          <PasswordForm />
          <SavedAddresses profile={profile} />
        </>
      )}
    </EcosystemPage>
  );
}
