import { videoWindow, type AppointmentTime } from '../../domain/videoWindow';
import { LONGEST_TIMER_MS } from '../../platform/timers';

/** Never sooner than this: a phone whose clock runs ahead would otherwise ask the server again and again. */
export const SHORTEST_RECHECK_MS = 30_000;

/** How long a page waiting for its room waits before asking again: until the room opens, by this device's clock. */
export function recheckDelay(cita: AppointmentTime, now: number): number {
  return Math.min(Math.max(videoWindow(cita).opensAt - now, SHORTEST_RECHECK_MS), LONGEST_TIMER_MS);
}
