import type { FamilySlug } from '../../../tokens/families.ts';
import {
  COBERTURA_CURSOS,
  COBERTURA_TELEMEDICINA,
  type BenefitAction,
  type BenefitGroup,
  type Licencia,
  type ModuleFlag,
  type PlanTier,
  type ServiceModule,
} from './types.ts';

/** The editorial part of a benefit; buildBenefits() derives routes, images, colours and neighbours. */
export interface BenefitDefinition {
  id: number;
  family: FamilySlug;
  /** Outward route segment: /{family}/{slug}. */
  slug: string;
  /** Inner route segment when it differs: /ecosistema/{family}/{slugIn}. */
  slugIn?: string;
  /** Icon and illustration name in app/assets (defaults to slug). */
  art?: string;
  shorttitle: string;
  title: string;
  subtitle: string;
  desc: string;
  descrip: string;
  mod: ServiceModule;
  accion: BenefitAction;
  group?: readonly BenefitGroup[];
  plan?: readonly PlanTier[];
  link?: string;
  licencia?: Licencia;
  requiere?: readonly ModuleFlag[];
  telefono?: string;
}

/** Phone lines of the assistance provider (demo numbers). */
export const LINEA_ASISTENCIA = '(01) 700-5000';
export const LINEA_HOGAR = '(01) 700-5100';
export const LINEA_LEGAL = '(01) 700-5200';

const PLATAFORMA_CURSOS = 'https://cursos.beneficios.example.pe';
const PLATAFORMA_HOLOS = 'https://holos.beneficios.example.pe';
const PLATAFORMA_ISALUD = 'https://isalud.beneficios.example.pe';

const cursos = (id: number, family: FamilySlug): BenefitDefinition => ({
  id,
  family,
  slug: 'cursos',
  shorttitle: 'Cursos online',
  title: 'Cursos online con certificación',
  subtitle: 'Aprende a tu ritmo, desde donde estés',
  desc: 'Más de 1,000 cursos online y 2 certificaciones al año.',
  descrip:
    'Accede a más de 1,000 cursos online de negocios, tecnología, idiomas y desarrollo personal, dictados por universidades y empresas líderes. Obtén hasta 2 certificaciones al año sin costo adicional.',
  mod: 'Cursos',
  accion: 'cursos',
  link: PLATAFORMA_CURSOS,
  licencia: COBERTURA_CURSOS,
});

const telemedicina = (id: number, family: FamilySlug): BenefitDefinition => ({
  id,
  family,
  slug: 'telemedicina',
  shorttitle: 'Telemedicina',
  title: 'Telemedicina',
  subtitle: 'Tu médico por videollamada',
  desc: 'Consultas médicas por videollamada en hasta 9 especialidades.',
  descrip:
    'Agenda una consulta por videollamada con médicos colegiados en hasta 9 especialidades: medicina general, pediatría, ginecología, cardiología, dermatología, nutrición, psicología, endocrinología y gastroenterología. Solo necesitas tu celular o computadora.',
  mod: 'TeleMed',
  accion: 'videoconsulta',
  licencia: COBERTURA_TELEMEDICINA,
});

const orientacion = (id: number, family: FamilySlug): BenefitDefinition => ({
  id,
  family,
  slug: 'orientacion',
  shorttitle: 'Orientación médica',
  title: 'Orientación médica telefónica',
  subtitle: 'Un médico te responde por teléfono',
  desc: 'Un médico te orienta por teléfono en menos de 15 minutos.',
  descrip:
    'Llama a nuestra línea de salud las 24 horas y un médico te devuelve la llamada en menos de 15 minutos para orientarte sobre síntomas, medicamentos o qué hacer ante una molestia.',
  mod: 'OriMed',
  accion: 'telefono',
  telefono: LINEA_ASISTENCIA,
});

const analisis = (id: number, family: FamilySlug): BenefitDefinition => ({
  id,
  family,
  slug: 'analisis',
  shorttitle: 'Análisis clínicos',
  title: 'Análisis clínicos',
  subtitle: 'Exámenes de laboratorio sin costo',
  desc: 'Exámenes de laboratorio básicos en clínicas afiliadas.',
  descrip:
    'Agenda tus análisis de laboratorio básicos (hemograma, glucosa, colesterol y orina) en una clínica afiliada cercana y recibe tus resultados por correo.',
  mod: 'AnaliClini',
  accion: 'agendarSalud',
});

const funerario = (id: number, family: FamilySlug): BenefitDefinition => ({
  id,
  family,
  slug: 'funerario',
  shorttitle: 'Asistencia funeraria',
  title: 'Asistencia funeraria',
  subtitle: 'Acompañamiento para tu familia cuando más lo necesita',
  desc: 'Orientación y gestión de servicios funerarios las 24 horas.',
  descrip:
    'Ante el fallecimiento del titular del seguro, su familia llama a nuestra línea a cualquier hora y un asesor coordina los trámites, el traslado y el servicio funerario, con orientación para la familia.',
  mod: 'SerFun',
  accion: 'telefono',
  telefono: LINEA_ASISTENCIA,
});

const holos = (id: number, family: FamilySlug): BenefitDefinition => ({
  id,
  family,
  slug: 'holos',
  shorttitle: 'Clases Holos',
  title: 'Clases de bienestar Holos',
  subtitle: 'Muévete y cuida tu mente',
  desc: 'Clases en vivo de yoga, baile, funcional y meditación.',
  descrip:
    'Entra a la plataforma Holos y únete a clases en vivo y grabadas de yoga, baile, entrenamiento funcional y meditación, guiadas por instructores certificados.',
  mod: 'Life',
  accion: 'cursos',
  link: PLATAFORMA_HOLOS,
  plan: [1, 2, 3],
});

const ambulancia = (id: number, family: FamilySlug, plan?: readonly PlanTier[]): BenefitDefinition => ({
  id,
  family,
  slug: 'ambulancia',
  shorttitle: 'Ambulancia',
  title: 'Ambulancia por emergencia',
  subtitle: 'Traslado inmediato ante una emergencia',
  desc: 'Traslado en ambulancia ante una emergencia médica.',
  descrip:
    'Ante una emergencia médica, llama a nuestra línea y enviaremos una ambulancia para trasladarte a la clínica más cercana, las 24 horas, los 7 días de la semana.',
  mod: 'Ambu',
  accion: 'telefono',
  telefono: LINEA_ASISTENCIA,
  ...(plan ? { plan } : {}),
});

const examen = (id: number, family: FamilySlug): BenefitDefinition => ({
  id,
  family,
  slug: 'examen',
  shorttitle: 'Examen de sangre',
  title: 'Examen de sangre a domicilio',
  subtitle: 'Tomamos la muestra en tu casa',
  desc: 'Un especialista toma tu muestra de sangre en casa.',
  descrip:
    'Agenda la visita y un profesional de laboratorio tomará tu muestra de sangre en tu domicilio. Recibirás los resultados por correo en pocos días.',
  mod: 'ExaSangre',
  accion: 'agendarSalud',
  plan: [3],
});

const chequeo = (id: number, family: FamilySlug, plan: readonly PlanTier[]): BenefitDefinition => ({
  id,
  family,
  slug: 'chequeo',
  shorttitle: 'Chequeo preventivo',
  title: 'Chequeo preventivo anual',
  subtitle: 'Un chequeo completo cada año',
  desc: 'Evaluación médica preventiva una vez al año.',
  descrip:
    'Agenda tu chequeo preventivo anual en una clínica afiliada: evaluación médica, análisis de laboratorio y recomendaciones para cuidar tu salud.',
  mod: 'Chequeo',
  accion: 'agendarSalud',
  plan,
});

const isalud = (id: number, family: FamilySlug): BenefitDefinition => ({
  id,
  family,
  slug: 'isalud',
  shorttitle: 'Plataforma iSalud',
  title: 'Plataforma iSalud',
  subtitle: 'Tu salud, organizada en un solo lugar',
  desc: 'Historial, recetas y recordatorios de salud en línea.',
  descrip:
    'Ingresa a la plataforma iSalud para guardar tu historial médico, tus recetas y resultados, y recibir recordatorios de tus controles y medicamentos.',
  mod: 'Isalud',
  accion: 'cursos',
  link: PLATAFORMA_ISALUD,
  plan: [3],
});

/** Benefits 1 to 46, grouped by family. */
export const benefitDefinitions: readonly BenefitDefinition[] = [
  // Protección de Tarjeta
  cursos(1, 'proteccion'),
  telemedicina(2, 'proteccion'),
  {
    id: 3,
    family: 'proteccion',
    slug: 'score-credito',
    shorttitle: 'Score crediticio',
    title: 'Consulta tu score crediticio',
    subtitle: 'Conoce y mejora tu historial',
    desc: 'Revisa tu score crediticio y recibe consejos para mejorarlo.',
    descrip:
      'Agenda una sesión con un asesor financiero que revisará contigo tu score crediticio, te explicará qué lo afecta y te dará un plan para mejorarlo.',
    mod: 'Score',
    accion: 'agendar',
    requiere: ['modPFinanciera'],
  },

  // Vida Plus
  cursos(4, 'vida'),
  telemedicina(5, 'vida'),
  orientacion(6, 'vida'),

  // Detecta Plus
  telemedicina(7, 'detecta'),
  analisis(8, 'detecta'),

  // Salud
  telemedicina(9, 'salud'),
  orientacion(10, 'salud'),
  {
    id: 11,
    family: 'salud',
    slug: 'nutricion',
    shorttitle: 'Nutrición',
    title: 'Asesoría nutricional',
    subtitle: 'Come mejor con un plan a tu medida',
    desc: 'Un nutricionista arma contigo un plan de alimentación.',
    descrip:
      'Agenda una consulta con un nutricionista que evaluará tus hábitos y te entregará un plan de alimentación personalizado, con seguimiento de tus avances.',
    mod: 'AseNutri',
    accion: 'agendarSalud',
  },
  ambulancia(12, 'salud'),
  {
    id: 13,
    family: 'salud',
    slug: 'enfermera',
    shorttitle: 'Enfermera a domicilio',
    title: 'Enfermera a domicilio',
    subtitle: 'Cuidados profesionales en casa',
    desc: 'Una enfermera te visita para curaciones e inyectables.',
    descrip:
      'Agenda la visita de una enfermera titulada a tu domicilio para curaciones, aplicación de inyectables, control de presión y otros cuidados indicados por tu médico.',
    mod: 'EnfeDom',
    accion: 'agendarSalud',
  },
  funerario(14, 'salud'),
  {
    id: 15,
    family: 'salud',
    slug: 'dental',
    shorttitle: 'Urgencia dental',
    title: 'Urgencia dental',
    subtitle: 'Alivio rápido para el dolor dental',
    desc: 'Atención odontológica ante dolor, infección o fractura.',
    descrip:
      'Si tienes dolor, una infección o te fracturaste un diente, agenda una atención de urgencia en un consultorio odontológico afiliado.',
    mod: 'UrgDen',
    accion: 'agendarSalud',
  },
  {
    id: 16,
    family: 'salud',
    slug: 'medico',
    shorttitle: 'Médico a domicilio',
    title: 'Médico a domicilio',
    subtitle: 'La consulta llega a tu casa',
    desc: 'Un médico general te atiende en tu domicilio.',
    descrip:
      'Agenda la visita de un médico general a tu domicilio cuando no puedas salir de casa por fiebre, malestar o una molestia que requiera evaluación.',
    mod: 'MedDom',
    accion: 'agendarSalud',
  },
  analisis(17, 'salud'),
  {
    id: 18,
    family: 'salud',
    slug: 'psicologia',
    shorttitle: 'Psicología',
    title: 'Asistencia psicológica',
    subtitle: 'Habla con un especialista',
    desc: 'Sesiones con un psicólogo para cuidar tu bienestar emocional.',
    descrip:
      'Agenda una sesión con un psicólogo colegiado para hablar de estrés, ansiedad, duelo u otras preocupaciones, en un espacio confidencial.',
    mod: 'AsiPsico',
    accion: 'agendarSalud',
  },
  holos(19, 'salud'),

  // Protección de Pagos (ecosystem 5: filtered by preference group)
  { ...cursos(20, 'cuotas'), group: [0, 1, 2] },
  {
    id: 21,
    family: 'cuotas',
    slug: 'marketing',
    shorttitle: 'Marketing',
    title: 'Asesoría en marketing',
    subtitle: 'Haz crecer tu negocio',
    desc: 'Un especialista te ayuda a vender más en redes y en línea.',
    descrip:
      'Agenda una sesión con un especialista en marketing digital que revisará tu negocio y te dará ideas concretas para atraer clientes en redes sociales y canales en línea.',
    mod: 'Marketing',
    accion: 'agendar',
    group: [0, 1],
  },
  {
    id: 22,
    family: 'cuotas',
    slug: 'coworking',
    shorttitle: 'Coworking',
    title: 'Sala de coworking',
    subtitle: 'Un espacio para trabajar y reunirte',
    desc: 'Una semana al año de sala de coworking, gratis.',
    descrip:
      'Reserva un puesto en una sala de coworking con internet, de lunes a sábado, durante una semana al año, totalmente gratis. Puedes usar la sala de reuniones según disponibilidad.',
    mod: 'Cowork',
    accion: 'coworking',
    group: [0, 1],
  },
  {
    id: 23,
    family: 'cuotas',
    slug: 'asesoria',
    shorttitle: 'Asesoría de negocios',
    title: 'Asesoría para emprendedores',
    subtitle: 'Ordena las finanzas de tu negocio',
    desc: 'Un asesor te guía en finanzas, costos y formalización.',
    descrip:
      'Agenda una asesoría con un especialista en emprendimiento que te orientará sobre costos, precios, flujo de caja y la formalización de tu negocio.',
    mod: 'AseNego',
    accion: 'agendar',
    group: [0, 1],
  },
  {
    id: 24,
    family: 'cuotas',
    slug: 'curriculum',
    shorttitle: 'Mejora tu CV',
    title: 'Mejora de currículum',
    subtitle: 'Un CV que abre puertas',
    desc: 'Un especialista revisa y mejora tu currículum.',
    descrip:
      'Agenda una sesión con un especialista en selección que revisará tu currículum y te ayudará a destacar tu experiencia y tus logros.',
    mod: 'MejoraCV',
    accion: 'agendar',
    group: [0, 2],
  },
  {
    id: 25,
    family: 'cuotas',
    slug: 'entrevista',
    shorttitle: 'Entrevistas',
    title: 'Preparación para entrevistas',
    subtitle: 'Llega seguro a tu próxima entrevista',
    desc: 'Practica una entrevista laboral con un especialista.',
    descrip:
      'Agenda una entrevista de práctica con un especialista en recursos humanos y recibe recomendaciones para responder con seguridad.',
    mod: 'Entrevista',
    accion: 'agendar',
    group: [0, 2],
  },
  {
    id: 26,
    family: 'cuotas',
    slug: 'salario',
    shorttitle: 'Comparador salarial',
    title: 'Comparador salarial',
    subtitle: 'Conoce cuánto paga el mercado',
    desc: 'Compara tu sueldo con el del mercado para tu puesto.',
    descrip:
      'Agenda una sesión con un asesor laboral que comparará tu sueldo con el del mercado para tu puesto y experiencia, y te ayudará a preparar tu negociación.',
    mod: 'Salario',
    accion: 'agendar',
    group: [0, 2],
  },
  {
    id: 27,
    family: 'cuotas',
    slug: 'job',
    shorttitle: 'Ofertas laborales',
    title: 'Ofertas laborales',
    subtitle: 'Encuentra tu próximo empleo',
    desc: 'Recibe ofertas de empleo según tu perfil.',
    descrip:
      'Agenda una sesión con un asesor de empleabilidad que registrará tu perfil y te enviará ofertas laborales que encajen con tu experiencia.',
    mod: 'Empleo',
    accion: 'agendar',
    group: [0, 2],
  },
  {
    id: 28,
    family: 'cuotas',
    slug: 'legal',
    shorttitle: 'Asesoría legal',
    title: 'Asesoría legal telefónica',
    subtitle: 'Un abogado responde tus dudas',
    desc: 'Orientación legal por teléfono en temas laborales, civiles y de familia.',
    descrip:
      'Llama a nuestra línea legal y un abogado te orientará en temas laborales, civiles, de familia y de consumo.',
    mod: 'AseLegal',
    accion: 'telefono',
    telefono: LINEA_LEGAL,
    group: [0, 1, 2],
  },
  { ...holos(29, 'cuotas'), group: [0, 1, 2] },

  // Hogar Plus
  {
    id: 30,
    family: 'hogar',
    slug: 'cerrajeria',
    slugIn: 'cerrajero',
    shorttitle: 'Cerrajería',
    title: 'Cerrajero a domicilio',
    subtitle: 'Abrimos tu puerta cuando lo necesites',
    desc: 'Apertura de puertas y cambio de chapas en tu casa.',
    descrip:
      'Si te quedaste fuera de casa o se malogró tu chapa, solicita un cerrajero que irá a tu domicilio para abrir la puerta o cambiar la cerradura.',
    mod: 'Cerraj',
    accion: 'servicioHogar',
    telefono: LINEA_HOGAR,
  },
  {
    id: 31,
    family: 'hogar',
    slug: 'gasfiteria',
    slugIn: 'gasfitero',
    shorttitle: 'Gasfitería',
    title: 'Gasfitero a domicilio',
    subtitle: 'Arreglamos fugas y atoros',
    desc: 'Reparación de fugas, atoros y caños en tu casa.',
    descrip: 'Solicita un gasfitero que irá a tu domicilio para reparar fugas de agua, atoros y caños dañados.',
    mod: 'Gasfit',
    accion: 'servicioHogar',
    telefono: LINEA_HOGAR,
  },
  {
    id: 32,
    family: 'hogar',
    slug: 'electricista',
    shorttitle: 'Electricista',
    title: 'Electricista a domicilio',
    subtitle: 'Luz y enchufes en orden',
    desc: 'Reparación de cortocircuitos, enchufes e interruptores.',
    descrip:
      'Solicita un electricista que irá a tu domicilio para atender cortocircuitos y reparar enchufes, interruptores y tableros.',
    mod: 'Electri',
    accion: 'servicioHogar',
    telefono: LINEA_HOGAR,
  },
  {
    id: 33,
    family: 'hogar',
    slug: 'vidrieria',
    slugIn: 'vidriero',
    shorttitle: 'Vidriería',
    title: 'Vidriero a domicilio',
    subtitle: 'Reponemos tus vidrios rotos',
    desc: 'Cambio de vidrios rotos en puertas y ventanas.',
    descrip:
      'Si se rompió un vidrio de una puerta o ventana exterior, solicita un vidriero que irá a tu domicilio para reemplazarlo.',
    mod: 'Vidrio',
    accion: 'servicioHogar',
    telefono: LINEA_HOGAR,
  },

  // Vida (Total)
  cursos(34, 'vidaTotal'),
  telemedicina(35, 'vidaTotal'),
  funerario(36, 'vidaTotal'),

  // Detecta Power! (ecosystem 8)
  examen(37, 'detecta-power'),
  chequeo(38, 'detecta-power', [1, 2, 3]),
  isalud(39, 'detecta-power'),
  holos(40, 'detecta-power'),

  // Vida Power! (ecosystem 9)
  ambulancia(41, 'vida-power', [1, 2]),
  chequeo(42, 'vida-power', [2, 3]),
  isalud(43, 'vida-power'),
  {
    id: 44,
    family: 'vida-power',
    slug: 'especializada',
    shorttitle: 'Consulta especializada',
    title: 'Consulta con especialista',
    subtitle: 'Atención con el especialista que necesitas',
    desc: 'Consulta presencial con un médico especialista.',
    descrip:
      'Agenda una consulta presencial con un médico especialista en una clínica afiliada, sin esperar semanas por una cita.',
    mod: 'ConsEsp',
    accion: 'agendarSalud',
    plan: [3],
  },
  holos(45, 'vida-power'),
  examen(46, 'vida-power'),
];
