import { Link } from 'react-router-dom';
import { NoticeBox } from '../../../../ui';
import { mensajesRegistro } from '../../../domain/registration';
import * as styles from '../AccountLayout.css';

/** Step 1 code 2: the yellow notice with the ways forward. */
export function ExistingUserNotice() {
  return (
    <NoticeBox tone="warning" announce="assertive">
      {mensajesRegistro.usuarioExiste}{' '}
      <Link className={styles.link} to="/inicia">
        Inicia sesión
      </Link>{' '}
      o{' '}
      <Link className={styles.link} to="/password">
        restablece tu contraseña
      </Link>
      .
    </NoticeBox>
  );
}
