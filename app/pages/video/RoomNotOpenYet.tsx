import { NoticeBox } from '../../../ui';
import {
  ROOM_WINDOW_RULE,
  consultationSentence,
  roomOpensSentence,
  type AppointmentTime,
} from '../../domain/videoWindow';
import { KeepTimes } from '../../platform/KeepTimes';
import { textos } from './copy';
import { HomeLink } from './HomeLink';
import * as styles from './VideoRoomPage.css';

/** Before the room's window: when it opens and when the consultation is; no camera is asked for, no room shown. */
export function RoomNotOpenYet({ cita }: { cita: AppointmentTime }) {
  // The screen's clock as the notice is written: a day in another year is said with its year.
  const now = Date.now();
  return (
    <div className={styles.narrow}>
      <NoticeBox tone="info" title={textos.antesTitulo}>
        <KeepTimes text={roomOpensSentence(cita, now)} />
      </NoticeBox>
      <p className={styles.text}>
        <KeepTimes text={consultationSentence(cita, now)} /> {ROOM_WINDOW_RULE}
      </p>
      <p className={styles.text}>{textos.antesVolver}</p>
      <div className={styles.actions}>
        <HomeLink />
      </div>
    </div>
  );
}
