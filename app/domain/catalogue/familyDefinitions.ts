import type { FamilySlug } from '../../../tokens/families.ts';
import type { ModuleFlag } from './types.ts';

/** Editorial fields of each family; codes, slugs and names come from tokens/families.ts. */
export interface FamilyDefinition {
  id: number;
  position: number;
  desc: string;
  navtitle?: string;
  active: boolean;
  modulo: readonly ModuleFlag[];
  servicio: string;
  messageCoursera?: string;
}

const MENSAJE_CURSOS =
  'Con tu seguro accedes a más de 1,000 cursos online y obtienes 2 certificaciones al año, sin costo.';

export const familyDefinitions: Record<FamilySlug, FamilyDefinition> = {
  proteccion: {
    id: 1,
    position: 1,
    desc: 'Cursos con certificación, telemedicina y asesoría para cuidar tus finanzas.',
    navtitle: 'Protección de Tarjeta',
    active: true,
    modulo: ['modPFinanciera', 'modEmprendimiento', 'modEmpleabilidad'],
    servicio: 'Proteccion',
    messageCoursera: MENSAJE_CURSOS,
  },
  vida: {
    id: 2,
    position: 3,
    desc: 'Salud y aprendizaje para ti y tu familia: telemedicina, orientación médica y cursos.',
    navtitle: 'Vida Plus',
    active: true,
    modulo: ['modVida'],
    servicio: 'Vida',
    messageCoursera: MENSAJE_CURSOS,
  },
  detecta: {
    id: 3,
    position: 5,
    desc: 'Prevención a tiempo: análisis clínicos y consultas médicas por videollamada.',
    navtitle: 'Detecta Plus',
    active: true,
    modulo: ['modCancer', 'modAccidentes'],
    servicio: 'Cancer',
  },
  salud: {
    id: 4,
    position: 2,
    desc: 'Médicos, enfermeras, ambulancia y bienestar, cuando y donde los necesites.',
    navtitle: 'Salud',
    active: true,
    modulo: ['modSalud'],
    servicio: 'Salud',
  },
  cuotas: {
    id: 5,
    position: 4,
    desc: 'Impulsa tu negocio o tu carrera: asesorías, coworking, empleo y cursos.',
    navtitle: 'Protección de Pagos',
    active: true,
    modulo: ['modCuota'],
    servicio: 'Cuota',
    messageCoursera: MENSAJE_CURSOS,
  },
  hogar: {
    id: 6,
    position: 6,
    desc: 'Cerrajero, gasfitero, electricista y vidriero a domicilio cuando tu casa lo necesite.',
    navtitle: 'Hogar Plus',
    active: true,
    modulo: ['modHogar'],
    servicio: 'Hogar',
  },
  vidaTotal: {
    id: 7,
    position: 7,
    desc: 'Telemedicina, asistencia funeraria y cursos con certificación para tu tranquilidad.',
    navtitle: 'Vida Total',
    active: true,
    modulo: ['modVidaTotal', 'modTotalMax'],
    servicio: 'VidaTotal',
    messageCoursera: MENSAJE_CURSOS,
  },
  'detecta-power': {
    id: 8,
    position: 8,
    desc: 'Chequeo preventivo, exámenes a domicilio, iSalud y clases Holos según tu plan.',
    navtitle: 'Detecta Power!',
    active: true,
    modulo: ['modDetectaPower'],
    servicio: 'DetectaPower',
  },
  'vida-power': {
    id: 9,
    position: 9,
    desc: 'Ambulancia, especialistas, chequeo anual y bienestar según tu plan.',
    navtitle: 'Vida Power!',
    active: true,
    modulo: ['modVidaPower'],
    servicio: 'VidaPower',
  },
};
