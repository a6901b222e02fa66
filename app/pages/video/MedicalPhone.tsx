import { config } from '../../config';
import { telHref } from '../../domain/phone';
import { textos } from './copy';
import * as styles from './VideoRoomPage.css';

/** The fallback when the video consultation cannot happen: the medical phone line. */
export function MedicalPhone() {
  return (
    <p className={styles.text}>
      {textos.telefonoAntes}
      <a className={styles.phone} href={telHref(config.medicalPhone)}>
        {config.medicalPhone}
      </a>
    </p>
  );
}
