import { addDays } from '../limaCalendar.ts';
import type { Periodo } from './benefitRules.ts';

/**
 * Calendar arithmetic of a policy: its periods and waiting periods. Dates are `YYYY-MM-DD`
 * calendar dates in Lima; a period is [desde, hasta), `hasta` being the first day of the next one.
 */

function parts(fecha: string): [number, number, number] {
  return [Number(fecha.slice(0, 4)), Number(fecha.slice(5, 7)), Number(fecha.slice(8, 10))];
}

function format(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The start date moved by whole months; a 31st becomes the month's last day (a 29 February renews on 28 February). */
export function addMonths(fecha: string, months: number): string {
  const [y, m, d] = parts(fecha);
  const first = new Date(Date.UTC(y, m - 1 + months, 1, 12));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0, 12)).getUTCDate();
  first.setUTCDate(Math.min(d, lastDay));
  return format(first);
}

export interface Period {
  desde: string;
  /** First day of the next period; absent for the policy's whole life. */
  hasta?: string;
}

/** The period of `fecha`, counted from the policy's start `inicio`. */
export function periodOf(periodo: Periodo, inicio: string, fecha: string): Period {
  if (periodo === 'vigencia') return { desde: inicio };
  if (periodo === 'anioCalendario') {
    const year = fecha.slice(0, 4);
    return { desde: `${year}-01-01`, hasta: `${Number(year) + 1}-01-01` };
  }
  const step = periodo === 'anio' ? 12 : 1;
  // Whole steps from the start to the date, then adjusted by one where the day of the month decides.
  const [y0, m0] = parts(inicio);
  const [y1, m1] = parts(fecha);
  let k = Math.floor(((y1 - y0) * 12 + (m1 - m0)) / step);
  if (addMonths(inicio, k * step) > fecha) k -= 1;
  if (k < 0) k = 0;
  return { desde: addMonths(inicio, k * step), hasta: addMonths(inicio, (k + 1) * step) };
}

/** The first day the benefit may be used: the start plus the waiting period. */
export function endOfWaitingPeriod(inicio: string, carenciaDias: number): string {
  return addDays(inicio, carenciaDias);
}
