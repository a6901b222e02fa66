import { NoticeBox } from '../../../../ui';
import { mensajesRegistro } from '../../../domain/registration';
import { useLinks } from '../../../platform/links';
import * as styles from '../AccountLayout.css';

/** Step 1 code 2: the yellow notice with the ways forward. */
export function ExistingUserNotice() {
  const { Link } = useLinks();
  return (
    <NoticeBox tone="warning" announce="assertive">
      {mensajesRegistro.usuarioExiste}{' '}
      <Link className={styles.link} href="/inicia">
        Inicia sesión
      </Link>{' '}
      o{' '}
      <Link className={styles.link} href="/password">
        restablece tu contraseña
      </Link>
      .
    </NoticeBox>
  );
}
