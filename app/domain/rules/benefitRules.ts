import type { ServiceModule } from '../catalogue/types.ts';

/**
 * The rules of each benefit as data: the benefit page renders its sentences from them
 * (ruleSentences.ts), the booking form offers only what they allow, and the server refuses a
 * booking that breaks one (bookingCheck.ts). One entry per service module, so a benefit offered
 * in several families lives by the same rules everywhere.
 */

/** How the service is given. Only video, domicilio, lugar and llamada are booked in the portal. */
export type Modalidad =
  /** A video consultation in the portal's room. */
  | 'video'
  /** A professional visits the customer's address. */
  | 'domicilio'
  /** At a clinic, laboratory or branch of the affiliated network. */
  | 'lugar'
  /** A specialist calls the customer at the booked time. */
  | 'llamada'
  /** The customer calls a line (not booked here). */
  | 'telefono'
  /** An external platform (not booked here). */
  | 'plataforma';

/** Who may use it. */
export type Alcance =
  /** Only the holder. */
  | 'titular'
  /** The holder, spouse or partner, and children under 18: a booking may name the patient. */
  | 'familia'
  /** The holder and spouse or partner. */
  | 'conyuge'
  /** The holder, and the people invited with the holder's licences. */
  | 'invitados'
  /** The holder, at the home registered in the policy. */
  | 'vivienda'
  /** The holder's own death: the family asks for the service (the funeral assistance). */
  | 'fallecimientoTitular';

/**
 * How uses are counted: per policy year or policy month, both from the policy's start date, per
 * calendar year (the coworking week), or once for the policy's whole life.
 */
export type Periodo = 'anio' | 'mes' | 'anioCalendario' | 'vigencia';

/** Where it is given. */
export type Area = 'todoElPeru' | 'limaCallao' | 'limaYProvincias' | 'redAfiliada';

export type Dias = 'lunesASabado' | 'lunesAViernes' | 'todos';

/** Opening hours; slots start every hour from `desde` to one hour before `hasta`. */
export interface Horario {
  dias: Dias;
  desde: `${number}:${number}`;
  hasta: `${number}:${number}`;
}

export interface BenefitRules {
  modalidad: Modalidad;
  quienes: Alcance;
  /** Uses per period, counted per holder: every booking that is not cancelled spends one. */
  usos: { veces: number; periodo: Periodo } | 'ilimitado';
  /** What one use is called: [singular, plural]. */
  unidad: readonly [string, string];
  /** Days from the policy's start before it may be used. */
  carenciaDias: number;
  /** Replaces the waiting-period sentence when the rule has an exception the portal does not book. */
  carenciaNota?: string;
  area: Area;
  /** Opening hours, or round the clock. */
  horario: Horario | '24h';
  /** Taken fasting: booked only in the morning (`EN_AYUNAS`), and the page's hours say so. */
  enAyunas?: true;
  /** What the customer pays per use, in soles. */
  copago: number;
  /** The insurer's cap, in soles: per use or per period. */
  tope?: { soles: number; por: 'uso' | 'periodo' };
}

const CONSULTA = ['consulta', 'consultas'] as const;
const SESION = ['sesión', 'sesiones'] as const;
const VISITA = ['visita', 'visitas'] as const;
const SERVICIO = ['servicio', 'servicios'] as const;
const ATENCION = ['atención', 'atenciones'] as const;
const ACCESO = ['acceso', 'accesos'] as const;

/** Monday to Saturday, 9:00 to 18:00: slots from 9:00 to 17:00. */
const CON_CITA: Horario = { dias: 'lunesASabado', desde: '09:00', hasta: '18:00' };
/** A test taken fasting (8 to 12 hours) and with the morning's first urine: slots at 9:00 and 10:00 only. */
const EN_AYUNAS: Horario = { dias: 'lunesASabado', desde: '09:00', hasta: '11:00' };

export const benefitRules: Record<ServiceModule, BenefitRules> = {
  TeleMed: {
    modalidad: 'video',
    quienes: 'familia',
    usos: { veces: 12, periodo: 'anio' },
    unidad: CONSULTA,
    carenciaDias: 0,
    area: 'todoElPeru',
    horario: CON_CITA,
    copago: 0,
  },
  OriMed: {
    modalidad: 'telefono',
    quienes: 'familia',
    usos: 'ilimitado',
    unidad: ['llamada', 'llamadas'],
    carenciaDias: 0,
    area: 'todoElPeru',
    horario: '24h',
    copago: 0,
  },
  AseNutri: {
    modalidad: 'llamada',
    quienes: 'titular',
    usos: { veces: 4, periodo: 'anio' },
    unidad: SESION,
    carenciaDias: 30,
    area: 'todoElPeru',
    horario: CON_CITA,
    copago: 0,
  },
  EnfeDom: {
    modalidad: 'domicilio',
    quienes: 'familia',
    usos: { veces: 4, periodo: 'anio' },
    unidad: VISITA,
    carenciaDias: 30,
    area: 'limaCallao',
    horario: CON_CITA,
    copago: 0,
    tope: { soles: 150, por: 'uso' },
  },
  UrgDen: {
    modalidad: 'lugar',
    quienes: 'familia',
    usos: { veces: 2, periodo: 'anio' },
    unidad: ATENCION,
    carenciaDias: 60,
    area: 'redAfiliada',
    horario: CON_CITA,
    copago: 0,
    tope: { soles: 250, por: 'uso' },
  },
  MedDom: {
    modalidad: 'domicilio',
    quienes: 'familia',
    usos: { veces: 3, periodo: 'anio' },
    unidad: VISITA,
    carenciaDias: 30,
    area: 'limaCallao',
    horario: CON_CITA,
    copago: 20,
  },
  AnaliClini: {
    modalidad: 'lugar',
    quienes: 'titular',
    usos: { veces: 1, periodo: 'anio' },
    unidad: ['análisis', 'análisis'],
    carenciaDias: 60,
    area: 'redAfiliada',
    horario: EN_AYUNAS,
    enAyunas: true,
    copago: 0,
    tope: { soles: 180, por: 'periodo' },
  },
  AsiPsico: {
    modalidad: 'llamada',
    quienes: 'familia',
    usos: { veces: 6, periodo: 'anio' },
    unidad: SESION,
    carenciaDias: 0,
    area: 'todoElPeru',
    horario: CON_CITA,
    copago: 0,
  },
  SerFun: {
    modalidad: 'telefono',
    quienes: 'fallecimientoTitular',
    usos: { veces: 1, periodo: 'vigencia' },
    unidad: ['evento', 'eventos'],
    carenciaDias: 90,
    carenciaNota: '90 días desde el inicio de tu seguro (no aplica en caso de accidente).',
    area: 'limaYProvincias',
    horario: '24h',
    copago: 0,
    tope: { soles: 3500, por: 'uso' },
  },
  Life: {
    modalidad: 'plataforma',
    quienes: 'familia',
    usos: 'ilimitado',
    unidad: ACCESO,
    carenciaDias: 0,
    area: 'todoElPeru',
    horario: '24h',
    copago: 0,
  },
  Ambu: {
    modalidad: 'telefono',
    quienes: 'familia',
    usos: { veces: 2, periodo: 'anio' },
    unidad: ['traslado', 'traslados'],
    carenciaDias: 0,
    carenciaNota: 'Sin periodo de carencia en accidentes; 30 días en emergencias médicas.',
    area: 'limaYProvincias',
    horario: '24h',
    copago: 0,
    tope: { soles: 600, por: 'uso' },
  },
  ExaSangre: {
    modalidad: 'domicilio',
    quienes: 'titular',
    usos: { veces: 1, periodo: 'anio' },
    unidad: ['examen', 'exámenes'],
    carenciaDias: 60,
    area: 'limaCallao',
    horario: EN_AYUNAS,
    enAyunas: true,
    copago: 0,
    tope: { soles: 250, por: 'periodo' },
  },
  Chequeo: {
    modalidad: 'lugar',
    quienes: 'titular',
    usos: { veces: 1, periodo: 'anio' },
    unidad: ['chequeo', 'chequeos'],
    carenciaDias: 90,
    area: 'redAfiliada',
    horario: EN_AYUNAS,
    enAyunas: true,
    copago: 0,
    tope: { soles: 450, por: 'periodo' },
  },
  Isalud: {
    modalidad: 'plataforma',
    quienes: 'familia',
    usos: 'ilimitado',
    unidad: ACCESO,
    carenciaDias: 0,
    area: 'todoElPeru',
    horario: '24h',
    copago: 0,
  },
  ConsEsp: {
    modalidad: 'lugar',
    quienes: 'familia',
    usos: { veces: 2, periodo: 'anio' },
    unidad: CONSULTA,
    carenciaDias: 60,
    area: 'redAfiliada',
    horario: CON_CITA,
    copago: 30,
  },
  Cursos: {
    modalidad: 'plataforma',
    quienes: 'invitados',
    usos: 'ilimitado',
    unidad: ACCESO,
    carenciaDias: 0,
    area: 'todoElPeru',
    horario: '24h',
    copago: 0,
  },
  Score: {
    modalidad: 'llamada',
    quienes: 'titular',
    usos: 'ilimitado',
    unidad: SESION,
    carenciaDias: 0,
    area: 'todoElPeru',
    horario: CON_CITA,
    copago: 0,
  },
  Marketing: {
    modalidad: 'llamada',
    quienes: 'titular',
    usos: { veces: 3, periodo: 'anio' },
    unidad: SESION,
    carenciaDias: 0,
    area: 'todoElPeru',
    horario: CON_CITA,
    copago: 0,
  },
  Cowork: {
    modalidad: 'lugar',
    quienes: 'titular',
    usos: { veces: 1, periodo: 'anioCalendario' },
    unidad: ['semana', 'semanas'],
    carenciaDias: 0,
    area: 'redAfiliada',
    horario: { dias: 'lunesASabado', desde: '09:00', hasta: '18:00' },
    copago: 0,
  },
  AseNego: {
    modalidad: 'llamada',
    quienes: 'titular',
    usos: { veces: 4, periodo: 'anio' },
    unidad: SESION,
    carenciaDias: 0,
    area: 'todoElPeru',
    horario: CON_CITA,
    copago: 0,
  },
  MejoraCV: {
    modalidad: 'llamada',
    quienes: 'titular',
    usos: { veces: 2, periodo: 'anio' },
    unidad: ['revisión', 'revisiones'],
    carenciaDias: 0,
    area: 'todoElPeru',
    horario: CON_CITA,
    copago: 0,
  },
  Entrevista: {
    modalidad: 'llamada',
    quienes: 'titular',
    usos: { veces: 2, periodo: 'anio' },
    unidad: SESION,
    carenciaDias: 0,
    area: 'todoElPeru',
    horario: CON_CITA,
    copago: 0,
  },
  Salario: {
    modalidad: 'llamada',
    quienes: 'titular',
    usos: { veces: 2, periodo: 'anio' },
    unidad: CONSULTA,
    carenciaDias: 0,
    area: 'todoElPeru',
    horario: CON_CITA,
    copago: 0,
  },
  Empleo: {
    modalidad: 'llamada',
    quienes: 'titular',
    usos: 'ilimitado',
    unidad: SESION,
    carenciaDias: 0,
    area: 'todoElPeru',
    horario: CON_CITA,
    copago: 0,
  },
  AseLegal: {
    modalidad: 'telefono',
    quienes: 'conyuge',
    usos: 'ilimitado',
    unidad: CONSULTA,
    carenciaDias: 0,
    area: 'todoElPeru',
    horario: { dias: 'lunesAViernes', desde: '09:00', hasta: '18:00' },
    copago: 0,
  },
  Cerraj: {
    modalidad: 'telefono',
    quienes: 'vivienda',
    usos: { veces: 3, periodo: 'anio' },
    unidad: SERVICIO,
    carenciaDias: 30,
    area: 'limaYProvincias',
    horario: '24h',
    copago: 0,
    tope: { soles: 200, por: 'uso' },
  },
  Gasfit: {
    modalidad: 'telefono',
    quienes: 'vivienda',
    usos: { veces: 3, periodo: 'anio' },
    unidad: SERVICIO,
    carenciaDias: 30,
    area: 'limaYProvincias',
    horario: '24h',
    copago: 0,
    tope: { soles: 200, por: 'uso' },
  },
  Electri: {
    modalidad: 'telefono',
    quienes: 'vivienda',
    usos: { veces: 3, periodo: 'anio' },
    unidad: SERVICIO,
    carenciaDias: 30,
    area: 'limaYProvincias',
    horario: '24h',
    copago: 0,
    tope: { soles: 200, por: 'uso' },
  },
  Vidrio: {
    modalidad: 'telefono',
    quienes: 'vivienda',
    usos: { veces: 2, periodo: 'anio' },
    unidad: SERVICIO,
    carenciaDias: 30,
    area: 'limaYProvincias',
    horario: { dias: 'lunesASabado', desde: '08:00', hasta: '20:00' },
    copago: 0,
    tope: { soles: 250, por: 'uso' },
  },
};

export function rulesOf(mod: ServiceModule): BenefitRules {
  return benefitRules[mod];
}

/** Whether the portal books it (the rest are a phone line or a platform). */
export function isBookedOnline(rules: BenefitRules): boolean {
  return (
    rules.modalidad === 'video' ||
    rules.modalidad === 'domicilio' ||
    rules.modalidad === 'lugar' ||
    rules.modalidad === 'llamada'
  );
}

/** Whether it is reserved by the week (the coworking room), not booked as an appointment at an hour. */
export function booksAWeek(rules: BenefitRules): boolean {
  return rules.unidad[0] === 'semana';
}

/**
 * Whether its bookings are appointments at an hour, the ones the upcoming bound counts (upcomingBound.ts): the one
 * definition the page's slot picker and the server's acceptance of a booking both read (`isBookable` in agenda.ts).
 */
export function booksAppointments(rules: BenefitRules): boolean {
  return isBookedOnline(rules) && !booksAWeek(rules);
}

/** Whether a booking may name a family member as the patient. */
export function allowsRelative(rules: BenefitRules): boolean {
  return rules.quienes === 'familia';
}
