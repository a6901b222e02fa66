import { booksAWeek, isBookedOnline, rulesOf, type BenefitRules, type Periodo } from '../rules/benefitRules.ts';
import {
  countingSentence,
  hoursSentence,
  limitSentences,
  waitingSentence,
  whereSentence,
  whoSentence,
} from '../rules/ruleSentences.ts';
import { tiersSentence } from './planTiers.ts';
import type { Benefit, ServiceModule } from './types.ts';

/**
 * The editorial part of what a Peruvian insurer publishes for each benefit: what is included, notes
 * beside its limits, exclusions, and for a visit or a place what to prepare and bring. Who may use it,
 * how often, the waiting period, where and when come from its rules (app/domain/rules), which the
 * booking enforces. One entry per service module, so a benefit offered in several families reads the
 * same everywhere.
 */
export interface BenefitTerms {
  /** What the service covers. */
  incluye: readonly string[];
  /** Limits that are not uses, copays or caps (those come from the rules): durations, materials. */
  notas: readonly string[];
  /** The notes as a guest reads them, where the holder's speak of sharing with guests. */
  notasInvitado?: readonly string[];
  /** What is not covered, in plain words. */
  exclusiones: readonly string[];
  /** How to prepare (fasting hours for blood tests), told in every confirmation. */
  preparacion?: readonly string[];
  /** What to bring or have at hand, told in every confirmation. */
  llevar?: readonly string[];
}

const PROVEEDOR = 'La atención la brinda un proveedor autorizado, sujeta a su disponibilidad.';
const DNI = 'Tu DNI o carné de extranjería.';

export const benefitTerms: Record<ServiceModule, BenefitTerms> = {
  TeleMed: {
    incluye: [
      'Consultas por videollamada en 9 especialidades: medicina general, pediatría, ginecología, cardiología, dermatología, nutrición, psicología, endocrinología y gastroenterología.',
      'Receta médica electrónica y orden de exámenes cuando el médico lo indique.',
      'Descanso médico cuando corresponda.',
    ],
    notas: ['Cada consulta dura hasta 20 minutos.'],
    exclusiones: [
      'Emergencias: acude de inmediato al centro de salud más cercano.',
      'Medicamentos y exámenes: se pagan aparte.',
      'Certificados médicos para trámites (brevete, trabajo).',
    ],
  },
  OriMed: {
    incluye: [
      'Un médico general te orienta por teléfono sobre síntomas, medicamentos y qué hacer.',
      'Te indica si necesitas una consulta presencial o una emergencia.',
    ],
    notas: [],
    exclusiones: ['Recetas y descansos médicos.', 'Diagnósticos que requieren examen físico.'],
  },
  AseNutri: {
    incluye: ['Evaluación de tus hábitos y un plan de alimentación a tu medida.', 'Seguimiento de tus avances.'],
    notas: [],
    exclusiones: ['Suplementos y productos dietéticos.', 'Tratamiento de trastornos de la conducta alimentaria.'],
  },
  EnfeDom: {
    incluye: ['Curaciones simples, aplicación de inyectables y control de presión y glucosa en tu casa.'],
    notas: ['Los materiales corren por cuenta del paciente.'],
    exclusiones: ['Cuidado permanente o por turnos.', 'Procedimientos que requieren un médico.'],
    llevar: [DNI, 'La receta o indicación de tu médico y los materiales que te pidió.'],
  },
  UrgDen: {
    incluye: [
      'Atención ante dolor, infección, fractura dental o pérdida de una curación.',
      'Radiografía dental cuando el odontólogo la indique.',
    ],
    notas: [],
    exclusiones: [
      'Tratamientos estéticos, ortodoncia, implantes y prótesis.',
      'Tratamientos que empezaron antes de tu seguro.',
    ],
    llevar: [DNI],
  },
  MedDom: {
    incluye: ['Consulta de medicina general en tu domicilio.', 'Receta y descanso médico cuando corresponda.'],
    notas: [],
    exclusiones: ['Emergencias con riesgo de vida: llama a la ambulancia.', 'Medicamentos.'],
    llevar: [DNI, 'Los medicamentos que tomas, a la mano.'],
  },
  AnaliClini: {
    incluye: ['Hemograma, glucosa, colesterol, triglicéridos y examen de orina en clínicas afiliadas.'],
    notas: [],
    exclusiones: ['Exámenes de imágenes (rayos X, ecografías, tomografías).', 'Pruebas que no estén en la lista.'],
    preparacion: [
      'Ayuno de 8 a 12 horas: puedes tomar agua.',
      'Lleva la primera orina de la mañana en un frasco estéril.',
    ],
    llevar: [DNI],
  },
  AsiPsico: {
    incluye: ['Sesiones por teléfono con un psicólogo colegiado, que te llama a la hora que agendaste.'],
    notas: [],
    exclusiones: ['Tratamiento psiquiátrico y medicamentos.', 'Evaluaciones para trámites legales o laborales.'],
  },
  SerFun: {
    incluye: ['Orientación y gestión de trámites, traslado y servicio funerario con proveedores autorizados.'],
    notas: [],
    exclusiones: ['Gastos por encima del tope.', 'Servicios contratados sin coordinar con la central.'],
  },
  Life: {
    incluye: ['Clases en vivo y grabadas de yoga, baile, entrenamiento funcional y meditación.'],
    notas: [],
    exclusiones: ['Clases presenciales.', 'Planes de entrenamiento personalizados.'],
  },
  Ambu: {
    incluye: ['Traslado en ambulancia a la clínica u hospital más cercano ante una emergencia médica o un accidente.'],
    notas: [],
    exclusiones: ['Traslados programados o entre clínicas.', 'Atención médica en el centro de destino.'],
  },
  ExaSangre: {
    incluye: [
      'Toma de muestra de sangre en tu casa y resultados por correo.',
      'Hemograma, glucosa, perfil lipídico y perfil hepático.',
    ],
    notas: [],
    exclusiones: ['Pruebas fuera del perfil incluido.', 'Consulta médica para interpretar tus resultados.'],
    preparacion: ['Ayuno de 8 a 12 horas antes de la visita: puedes tomar agua.'],
    llevar: [DNI],
  },
  Chequeo: {
    incluye: ['Evaluación médica general, análisis de sangre y orina, electrocardiograma y evaluación de la vista.'],
    notas: [],
    exclusiones: ['Exámenes adicionales que pida el médico.', 'Tratamientos que resulten del chequeo.'],
    preparacion: [
      'Ayuno de 8 a 12 horas: puedes tomar agua.',
      'Lleva la primera orina de la mañana en un frasco estéril.',
    ],
    llevar: [DNI, 'Tus lentes, si los usas.'],
  },
  Isalud: {
    incluye: ['Tu historial, recetas y resultados en un solo lugar.', 'Recordatorios de medicamentos y controles.'],
    notas: [],
    exclusiones: [
      'Consultas médicas, diagnósticos y recetas nuevas: iSalud guarda tu información, no reemplaza a tu médico.',
    ],
  },
  ConsEsp: {
    incluye: ['Consulta presencial con un médico especialista de la red afiliada, en una de las 9 especialidades.'],
    notas: [],
    exclusiones: ['Procedimientos, exámenes y medicamentos.', 'Especialidades fuera de la lista.'],
    llevar: [DNI, 'Tus exámenes y recetas recientes, si los tienes.'],
  },
  Cursos: {
    incluye: [
      'Más de 1,000 cursos online de negocios, tecnología, idiomas y desarrollo personal.',
      'Certificados digitales de universidades y empresas.',
    ],
    notas: ['Hasta 2 certificaciones al año por licencia.', 'Cada invitado usa una licencia.'],
    notasInvitado: ['Hasta 2 certificaciones al año con tu licencia.'],
    exclusiones: ['Títulos universitarios o técnicos oficiales.', 'Cursos de pago fuera del catálogo incluido.'],
  },
  Score: {
    incluye: [
      'Tu score crediticio y un reporte de tus deudas en el sistema financiero.',
      'Consejos para mejorar tu historial.',
    ],
    notas: [],
    exclusiones: ['Trámites de rectificación ante las centrales de riesgo.'],
  },
  Marketing: {
    incluye: ['Un especialista revisa tus redes y tu tienda en línea y te da un plan para vender más.'],
    notas: ['Cada sesión dura 45 minutos.'],
    exclusiones: ['Publicidad pagada y diseño de piezas.', 'Gestión de tus redes.'],
  },
  Cowork: {
    incluye: [
      'Un puesto en una sala de coworking con internet, de lunes a sábado.',
      'Uso de sala de reuniones según disponibilidad.',
    ],
    notas: ['Puedes cambiarla o cancelarla antes de que empiece.'],
    exclusiones: ['Impresiones, alimentos y estacionamiento.', 'Oficinas privadas.'],
    llevar: [DNI, 'Tu laptop: la sala tiene internet y enchufes.'],
  },
  AseNego: {
    incluye: ['Asesoría en finanzas, costos, precios y formalización de tu negocio.'],
    notas: ['Cada sesión dura 45 minutos.'],
    exclusiones: ['Trámites ante SUNAT o municipalidades.', 'Contabilidad mensual.'],
  },
  MejoraCV: {
    incluye: ['Revisión de tu currículum y recomendaciones para tu perfil profesional.'],
    notas: [],
    exclusiones: ['Redacción completa del currículum.', 'Traducciones.'],
  },
  Entrevista: {
    incluye: ['Una entrevista de práctica con un especialista en selección y sus recomendaciones.'],
    notas: [],
    exclusiones: ['Colocación laboral garantizada.'],
  },
  Salario: {
    incluye: ['Comparación de tu sueldo con el del mercado para tu puesto y tu ciudad.'],
    notas: [],
    exclusiones: ['Negociación con tu empleador.'],
  },
  Empleo: {
    incluye: ['Ofertas de empleo según tu perfil, con alertas por correo.'],
    notas: [],
    exclusiones: ['Colocación laboral garantizada.'],
  },
  AseLegal: {
    incluye: [
      'Orientación legal por teléfono en temas laborales, civiles, de familia y de consumo.',
      'Revisión de un documento simple (contrato de alquiler, carta notarial).',
    ],
    notas: ['Consultas telefónicas sin límite y hasta 2 revisiones de documentos al año.'],
    exclusiones: ['Patrocinio en juicios y gastos notariales o judiciales.', 'Temas penales.'],
  },
  Cerraj: {
    incluye: [
      'Apertura de puertas por pérdida o robo de llaves.',
      'Cambio de chapa cuando la puerta fue forzada.',
      'Mano de obra y traslado del técnico.',
    ],
    notas: [],
    exclusiones: ['Puertas de garaje, cajas fuertes y vehículos.', 'Chapas de alta seguridad o electrónicas.'],
  },
  Gasfit: {
    incluye: ['Reparación de fugas, atoros y caños en tuberías a la vista.', 'Mano de obra y traslado del técnico.'],
    notas: [],
    exclusiones: ['Tuberías empotradas o de áreas comunes.', 'Termas, bombas y sanitarios nuevos.'],
  },
  Electri: {
    incluye: [
      'Reparación de cortocircuitos, enchufes, interruptores y llaves térmicas.',
      'Mano de obra y traslado del técnico.',
    ],
    notas: [],
    exclusiones: ['Instalaciones nuevas y artefactos.', 'Redes de áreas comunes o del concesionario.'],
  },
  Vidrio: {
    incluye: ['Cambio de vidrios rotos en puertas y ventanas exteriores.', 'Mano de obra y traslado del técnico.'],
    notas: [],
    exclusiones: ['Vidrios templados, decorativos o de mamparas.', 'Espejos y vitrinas.'],
  },
};

/**
 * Who reads a benefit's page: a holder (or a visitor who may become one), or a guest using the one benefit a host
 * shared. A guest holds no policy: their uses and waiting period count from their own account's activation
 * (server/domain/benefitUse.ts), and the licence they use is the host's.
 */
export type Reader = 'titular' | 'invitado';

/** How a guest's uses come back: from the day they activated their account, not from a policy of their own. */
const RENUEVAN_INVITADO: Record<Periodo, string> = {
  anio: 'se renuevan cada año desde que activaste tu cuenta',
  mes: 'se renuevan cada mes desde que activaste tu cuenta',
  anioCalendario: 'se renuevan cada año calendario, el 1 de enero',
  vigencia: 'no se renuevan',
};

function guestCounting(rules: BenefitRules): string | null {
  if (rules.usos === 'ilimitado') return null;
  return `Los usos se cuentan en tu cuenta de invitado y ${RENUEVAN_INVITADO[rules.usos.periodo]}.`;
}

function guestWho(rules: BenefitRules): string {
  return rules.quienes === 'invitados'
    ? 'Solo tú: tu anfitrión, titular del seguro, compartió contigo una de sus licencias. Como invitado no puedes invitar a otras personas.'
    : whoSentence(rules);
}

function guestLimits(rules: BenefitRules): string[] {
  const [uses, ...rest] = limitSentences(rules);
  return [
    rules.usos === 'ilimitado' ? 'Sin límite de usos mientras el seguro de tu anfitrión esté vigente.' : uses!,
    ...rest,
  ];
}

function guestWaiting(rules: BenefitRules): string {
  return rules.carenciaDias === 0
    ? waitingSentence(rules)
    : `${rules.carenciaDias} días desde que activaste tu cuenta.`;
}

/**
 * The conditions shared by every benefit, with the counting of uses only where there are uses to count, and what a
 * cancellation does only where there is a booking to cancel.
 */
export function conditionsFor(mod: ServiceModule, reader: Reader = 'titular'): string[] {
  const rules = rulesOf(mod);
  const conditions = [
    PROVEEDOR,
    reader === 'invitado'
      ? 'Necesitas que el seguro de tu anfitrión esté vigente, y tu DNI o carné de extranjería a la mano.'
      : 'Necesitas tu seguro vigente y tu DNI o carné de extranjería a la mano.',
  ];
  const counting = reader === 'invitado' ? guestCounting(rules) : countingSentence(rules);
  if (counting === null) return conditions;
  // The coworking benefit books a week, not an appointment: it is spent once the week has begun.
  const cancelling = booksAWeek(rules)
    ? ' Una semana cancelada antes de empezar te devuelve su uso; una que ya empezó lo gasta.'
    : ' Una cita cancelada te devuelve su uso; una atendida o a la que no asististe lo gasta.';
  return [...conditions, isBookedOnline(rules) ? counting + cancelling : counting];
}

export function termsOf(mod: ServiceModule): BenefitTerms {
  return benefitTerms[mod];
}

/**
 * The terms under the names the library's BenefitTerms component reads: the rules' sentences and the editorial text,
 * spoken to a guest where they differ for one (who invites whom, whose policy, whose licence).
 */
export function termsForDisplay(mod: ServiceModule, reader: Reader = 'titular') {
  const t = benefitTerms[mod];
  const rules = rulesOf(mod);
  const guest = reader === 'invitado';
  return {
    who: guest ? guestWho(rules) : whoSentence(rules),
    includes: t.incluye,
    limits: guest ? [...guestLimits(rules), ...(t.notasInvitado ?? t.notas)] : [...limitSentences(rules), ...t.notas],
    waitingPeriod: guest ? guestWaiting(rules) : waitingSentence(rules),
    exclusions: t.exclusiones,
    where: whereSentence(rules),
    hours: hoursSentence(rules),
  };
}

/**
 * A benefit's terms on its page: those of its service, and who may use it says which plan tiers include it where not
 * every tier does, from the `plan` the access check reads.
 */
export function termsForBenefit(benefit: Pick<Benefit, 'mod' | 'plan'>, reader: Reader = 'titular') {
  const terms = termsForDisplay(benefit.mod, reader);
  const tiers = tiersSentence(benefit);
  return tiers ? { ...terms, who: `${terms.who} ${tiers}` } : terms;
}
