import type { AppointmentCardProps } from '../../../../ui';
import type { Cita } from '../../../api/contract';
import { ROOM_TIME_PASSED, roomOpensSentence, roomPhase } from '../../../domain/videoWindow';
import { KeepTimes } from '../../../platform/KeepTimes';
import { RouterLink as Link } from '../../../platform/RouterLink';

/**
 * What an appointment card offers for its video room at `now`: the join link within the room's window, when it
 * opens before it, that the time passed after it. Appointments without a room get neither.
 */
export function roomJoinProps(cita: Cita, now: number): Pick<AppointmentCardProps, 'renderJoinLink' | 'joinNotice'> {
  const link = cita.linkSala;
  if (!link) return {};
  switch (roomPhase(cita, now)) {
    case 'abierta':
      return { renderJoinLink: (props) => <Link to={link} {...props} /> };
    case 'antes':
      return { joinNotice: <KeepTimes text={roomOpensSentence(cita, now)} /> };
    case 'pasada':
      return { joinNotice: ROOM_TIME_PASSED };
  }
}
