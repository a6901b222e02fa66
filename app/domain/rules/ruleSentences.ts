import { formatTime } from '../dates.ts';
import { CITAS_PROXIMAS } from './upcomingBound.ts';
import {
  booksAppointments,
  booksAWeek,
  type Area,
  type BenefitRules,
  type Dias,
  type Periodo,
} from './benefitRules.ts';

/** The sentences a benefit page shows, written from its rules, so the page says what the booking enforces. */

const QUIENES: Record<BenefitRules['quienes'], string> = {
  titular: 'Solo el titular del seguro.',
  familia: 'Tú y tu familia directa: cónyuge o conviviente e hijos menores de 18 años.',
  conyuge: 'El titular y su cónyuge o conviviente.',
  invitados: 'El titular, y las personas a quienes invites con tus licencias.',
  vivienda: 'El titular, en la vivienda registrada en su seguro.',
  fallecimientoTitular: 'Cubre el fallecimiento del titular del seguro; el servicio lo pide su familia.',
};

const DONDE: Record<Area, string> = {
  todoElPeru: 'Todo el Perú: es un servicio en línea o por teléfono.',
  limaCallao: 'Lima Metropolitana y Callao (zonas urbanas).',
  limaYProvincias: 'Lima Metropolitana, Callao, Arequipa, Trujillo, Chiclayo, Piura y Cusco (zonas urbanas).',
  redAfiliada: 'En los locales de nuestra red afiliada en Lima Metropolitana y Callao.',
};

const PERIODO: Record<Periodo, string> = {
  anio: 'al año',
  mes: 'al mes',
  anioCalendario: 'por año calendario (de enero a diciembre)',
  vigencia: 'durante la vigencia del seguro',
};

const DIAS: Record<Dias, string> = {
  lunesASabado: 'De lunes a sábado',
  lunesAViernes: 'De lunes a viernes',
  todos: 'Todos los días',
};

/**
 * Made on first use, not when the module loads: a page's first `Intl` formatter loads the locale data, 200–340 ms on a
 * phone at a quarter of a laptop's speed, and the logged-in home loads this module without showing an amount.
 */
let soles: Intl.NumberFormat | undefined;

/** "S/ 1,234.50", as Peruvian insurers write amounts. */
export function formatSoles(amount: number): string {
  soles ??= new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `S/ ${soles.format(amount)}`;
}

export function whoSentence(rules: BenefitRules): string {
  return QUIENES[rules.quienes];
}

export function usesSentence(rules: BenefitRules): string {
  if (rules.usos === 'ilimitado') return 'Sin límite de usos mientras tu seguro esté vigente.';
  const { veces, periodo } = rules.usos;
  const [singular, plural] = rules.unidad;
  // "1 análisis al año", "Hasta 12 consultas al año".
  const amount = veces === 1 ? `1 ${singular}` : `Hasta ${veces} ${plural}`;
  const per = rules.quienes === 'familia' ? ', entre tú y tu familia' : '';
  return `${amount} ${PERIODO[periodo]}${per}.`;
}

/** "S/ 20.00 por visita.": what each use costs, or null for a benefit without a copay. */
export function copayAmount(rules: BenefitRules): string | null {
  return rules.copago > 0 ? `${formatSoles(rules.copago)} por ${rules.unidad[0]}.` : null;
}

/** "Puedes tener hasta 3 citas próximas de este beneficio a la vez.", for a benefit booked as appointments. */
export function upcomingBoundSentence(rules: BenefitRules): string | null {
  return booksAppointments(rules)
    ? `Puedes tener hasta ${CITAS_PROXIMAS.porServicio} citas próximas de este beneficio a la vez.`
    : null;
}

export function limitSentences(rules: BenefitRules): string[] {
  const lines = [usesSentence(rules)];
  const bound = upcomingBoundSentence(rules);
  if (bound) lines.push(bound);
  const copay = copayAmount(rules);
  lines.push(copay ? `Copago de ${copay}` : 'Sin copago.');
  if (rules.tope) {
    lines.push(
      `Tope de ${formatSoles(rules.tope.soles)} ${rules.tope.por === 'uso' ? `por ${rules.unidad[0]}` : PERIODO[rules.usos === 'ilimitado' ? 'anio' : rules.usos.periodo]}.`,
    );
  }
  return lines;
}

const RENUEVAN: Record<Periodo, string> = {
  anio: 'se renuevan cada año desde el inicio de tu seguro',
  mes: 'se renuevan cada mes desde el inicio de tu seguro',
  anioCalendario: 'se renuevan cada año calendario, el 1 de enero',
  vigencia: 'no se renuevan: valen por toda la vigencia de tu seguro',
};

/** How the uses are counted and when they come back, as the booking counts them (policyPeriod.ts); null if unlimited. */
export function countingSentence(rules: BenefitRules): string | null {
  if (rules.usos === 'ilimitado') return null;
  return `Los usos se cuentan por titular y ${RENUEVAN[rules.usos.periodo]}.`;
}

export function waitingSentence(rules: BenefitRules): string {
  if (rules.carenciaNota) return rules.carenciaNota;
  if (rules.carenciaDias === 0) return 'Sin periodo de carencia: puedes usarlo desde que activas tu cuenta.';
  return `${rules.carenciaDias} días desde el inicio de tu seguro.`;
}

export function whereSentence(rules: BenefitRules): string {
  // A specialist who calls at the booked hour: the page says how, not "en línea o por teléfono".
  if (rules.modalidad === 'llamada' && rules.area === 'todoElPeru')
    return 'Todo el Perú: te llamamos a tu celular registrado a la hora que agendes.';
  return DONDE[rules.area];
}

export function hoursSentence(rules: BenefitRules): string {
  if (rules.horario === '24h') return 'Las 24 horas, todos los días.';
  // A coworking week is reserved as a whole week: "con cita" would promise an hour that is never booked.
  const booked =
    rules.modalidad === 'telefono' || rules.modalidad === 'plataforma'
      ? ''
      : booksAWeek(rules)
        ? ', con tu semana reservada'
        : rules.enAyunas
          ? ', con cita y en ayunas'
          : ', con cita';
  return fullStop(`${openingHours(rules.horario)}${booked}`);
}

/** Ends a sentence once: "6:00 p. m." already ends with its full stop. */
export function fullStop(text: string): string {
  return text.endsWith('.') ? text : `${text}.`;
}

/**
 * "De lunes a sábado, de 9:00 a. m. a 6:00 p. m." without the full stop: a benefit's or a place's hours, each time
 * written by `time` (`timeAsOneWord` for a place's hours on screen).
 */
export function openingHours(
  h: { dias: Dias; desde: string; hasta: string },
  time: (hhmm: string) => string = formatTime,
): string {
  return `${DIAS[h.dias]}, de ${time(h.desde)} a ${time(h.hasta)}`;
}
