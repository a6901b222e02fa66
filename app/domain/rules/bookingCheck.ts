import { formatLongDay } from '../dates.ts';
import { weekdayOf } from '../limaCalendar.ts';
import { AREA_NAMES, areaReaches } from '../places/districts.ts';
import { allowsRelative, type BenefitRules, type Dias, type Horario } from './benefitRules.ts';
import { endOfWaitingPeriod, periodOf } from './policyPeriod.ts';
import { hoursSentence, usesSentence } from './ruleSentences.ts';

/**
 * Whether a booking keeps a benefit's rules. Pure: the server calls it with the holder's policy start
 * and the uses already spent (counted under the booking's lock), the form calls it to say in advance
 * what the server would answer. A refusal names the rule and, when there is one, the day it is next available.
 */

export type Regla = 'titular' | 'area' | 'horario' | 'carencia' | 'usos';

export interface Refusal {
  regla: Regla;
  mensaje: string;
  /** The first day the benefit can be booked again (YYYY-MM-DD), when it will be. */
  disponibleDesde?: string;
}

const OPEN_DAYS: Record<Dias, readonly number[]> = {
  lunesASabado: [1, 2, 3, 4, 5, 6],
  lunesAViernes: [1, 2, 3, 4, 5],
  todos: [0, 1, 2, 3, 4, 5, 6],
};

const ALL_DAY: Horario = { dias: 'todos', desde: '00:00', hasta: '24:00' };

function horarioOf(rules: BenefitRules): Horario {
  return rules.horario === '24h' ? ALL_DAY : rules.horario;
}

export function isOpenDayFor(rules: BenefitRules, fecha: string): boolean {
  return OPEN_DAYS[horarioOf(rules).dias].includes(weekdayOf(fecha));
}

/** Hourly slot starts from the opening hour to one hour before closing. */
export function slotHoursFor(rules: BenefitRules): string[] {
  const { desde, hasta } = horarioOf(rules);
  const first = Number(desde.slice(0, 2));
  const last = Number(hasta.slice(0, 2)) - 1;
  return Array.from({ length: last - first + 1 }, (_, i) => `${String(first + i).padStart(2, '0')}:00`);
}

export interface BookingFacts {
  rules: BenefitRules;
  /** The benefit's title, as the customer reads it. */
  title: string;
  fecha: string;
  hora: string;
  /** The holder's policy start (YYYY-MM-DD). */
  inicioVigencia: string;
  /** Bookings of this benefit that are not cancelled, in the period of `fecha`, this one excepted. */
  usados: number;
  /** Whether the patient is a family member rather than the holder. */
  paraFamiliar: boolean;
  /** The district (ubigeo) of a home visit's address; unknown while no address is given (the slots offered). */
  ubigeo?: string | undefined;
}

export function checkBooking(facts: BookingFacts): Refusal | null {
  const { rules, title, fecha, hora } = facts;
  if (facts.paraFamiliar && !allowsRelative(rules)) {
    return {
      regla: 'titular',
      mensaje: `${title} es solo para el titular del seguro: no se puede agendar para un familiar.`,
    };
  }
  const area = areaRefusal(rules, title, facts.ubigeo);
  if (area) return area;
  if (!isOpenDayFor(rules, fecha) || !slotHoursFor(rules).includes(hora)) {
    return {
      regla: 'horario',
      mensaje: `Ese horario está fuera de la atención de ${title}: ${lowerFirst(hoursSentence(rules))}`,
    };
  }
  return standingOn(facts);
}

/**
 * Whether the benefit can be used on `fecha` at all, by the policy's rules rather than the day's hours: the waiting
 * period, then the uses of the period of `fecha`. What the benefit page and "Mi seguro" say before the customer picks
 * a slot, and the last check of a booking. Apart from the hours, so that a day without attention (a Sunday) does not
 * hide them. Null when it can.
 */
export function standingOn(
  facts: Pick<BookingFacts, 'rules' | 'title' | 'fecha' | 'inicioVigencia' | 'usados'>,
): Refusal | null {
  const { rules, title, fecha } = facts;
  const desde = endOfWaitingPeriod(facts.inicioVigencia, rules.carenciaDias);
  if (fecha < desde) {
    return {
      regla: 'carencia',
      mensaje: `${title} tiene un periodo de carencia de ${rules.carenciaDias} días desde el inicio de tu seguro: podrás usarlo desde el ${formatLongDay(desde)}.`,
      disponibleDesde: desde,
    };
  }
  if (rules.usos !== 'ilimitado' && facts.usados >= rules.usos.veces) {
    const { hasta } = periodOf(rules.usos.periodo, facts.inicioVigencia, fecha);
    const limite = `Llegaste al límite de ${title}: ${lowerFirst(usesSentence(rules))}`;
    return hasta
      ? {
          regla: 'usos',
          mensaje: `${limite} Vuelve a estar disponible el ${formatLongDay(hasta)}.`,
          disponibleDesde: hasta,
        }
      : { regla: 'usos', mensaje: `${limite} Ya no está disponible en tu seguro.` };
  }
  return null;
}

/** A home visit goes only to a district of its benefit's area. */
export function areaRefusal(rules: BenefitRules, title: string, ubigeo: string | undefined): Refusal | null {
  if (rules.modalidad !== 'domicilio' || ubigeo === undefined || areaReaches(rules.area, ubigeo)) return null;
  return {
    regla: 'area',
    mensaje: `${title} solo atiende en ${AREA_NAMES[rules.area] ?? 'su zona de atención'}: la dirección que indicaste está fuera de esa zona.`,
  };
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

export interface UsesLeft {
  quedan: number;
  total: number;
  /** When the count starts again (absent for once per policy). */
  renuevaEl?: string;
}

/** Uses left in the period of `hoy`; undefined when the benefit has no limit. */
export function usesLeft(
  rules: BenefitRules,
  inicioVigencia: string,
  hoy: string,
  usados: number,
): UsesLeft | undefined {
  if (rules.usos === 'ilimitado') return undefined;
  const { hasta } = periodOf(rules.usos.periodo, inicioVigencia, hoy);
  return {
    quedan: Math.max(0, rules.usos.veces - usados),
    total: rules.usos.veces,
    ...(hasta ? { renuevaEl: hasta } : {}),
  };
}

const EN_EL_PERIODO = {
  anio: 'este año',
  mes: 'este mes',
  anioCalendario: 'este año',
  vigencia: 'en tu seguro',
} as const;

/** "Te quedan 11 de 12 consultas este año." */
export function usesLeftSentence(rules: BenefitRules, left: UsesLeft): string {
  if (rules.usos === 'ilimitado') return '';
  const [singular, plural] = rules.unidad;
  const noun = left.total === 1 ? singular : plural;
  const when = EN_EL_PERIODO[rules.usos.periodo];
  if (left.quedan === 0) return `Te quedan 0 de ${left.total} ${noun} ${when}.`;
  return `Te ${left.quedan === 1 ? 'queda' : 'quedan'} ${left.quedan} de ${left.total} ${noun} ${when}.`;
}
