import type { FamilySlug } from '../../../tokens/families.ts';
import { familyMenuFacts, type FamilyMenuFacts } from './familyMenu.ts';
import type { ModuleFlag } from './types.ts';

/** Editorial fields of each family; codes, slugs and names come from tokens/families.ts. */
export interface FamilyDefinition extends FamilyMenuFacts {
  id: number;
  desc: string;
  modulo: readonly ModuleFlag[];
  servicio: string;
  messageCoursera?: string;
}

const MENSAJE_CURSOS =
  'Con tu seguro accedes a más de 1,000 cursos online y obtienes 2 certificaciones al año, sin costo.';

/** The courses message as a guest reads it: the licence is the host's, shared with them. */
export const MENSAJE_CURSOS_INVITADO =
  'Con la licencia que te compartió tu anfitrión accedes a más de 1,000 cursos online y obtienes 2 certificaciones al año, sin costo.';

export const familyDefinitions: Record<FamilySlug, FamilyDefinition> = {
  proteccion: {
    ...familyMenuFacts.proteccion,
    id: 1,
    desc: 'Cursos con certificación, telemedicina y asesoría para cuidar tus finanzas.',
    modulo: ['modPFinanciera', 'modEmprendimiento', 'modEmpleabilidad'],
    servicio: 'Proteccion',
    messageCoursera: MENSAJE_CURSOS,
  },
  vida: {
    ...familyMenuFacts.vida,
    id: 2,
    desc: 'Salud y aprendizaje para ti y tu familia: telemedicina, orientación médica y cursos.',
    modulo: ['modVida'],
    servicio: 'Vida',
    messageCoursera: MENSAJE_CURSOS,
  },
  detecta: {
    ...familyMenuFacts.detecta,
    id: 3,
    desc: 'Prevención a tiempo: análisis clínicos y consultas médicas por videollamada.',
    modulo: ['modCancer', 'modAccidentes'],
    servicio: 'Cancer',
  },
  salud: {
    ...familyMenuFacts.salud,
    id: 4,
    desc: 'Médicos, enfermeras, ambulancia y bienestar, cuando y donde los necesites.',
    modulo: ['modSalud'],
    servicio: 'Salud',
  },
  cuotas: {
    ...familyMenuFacts.cuotas,
    id: 5,
    desc: 'Impulsa tu negocio o tu carrera: asesorías, coworking, empleo y cursos.',
    modulo: ['modCuota'],
    servicio: 'Cuota',
    messageCoursera: MENSAJE_CURSOS,
  },
  hogar: {
    ...familyMenuFacts.hogar,
    id: 6,
    desc: 'Cerrajero, gasfitero, electricista y vidriero a domicilio cuando tu casa lo necesite.',
    modulo: ['modHogar'],
    servicio: 'Hogar',
  },
  vidaTotal: {
    ...familyMenuFacts.vidaTotal,
    id: 7,
    desc: 'Telemedicina, asistencia funeraria y cursos con certificación para tu tranquilidad.',
    modulo: ['modVidaTotal', 'modTotalMax'],
    servicio: 'VidaTotal',
    messageCoursera: MENSAJE_CURSOS,
  },
  'detecta-power': {
    ...familyMenuFacts['detecta-power'],
    id: 8,
    desc: 'Chequeo preventivo, exámenes a domicilio, iSalud y clases Holos según tu plan.',
    modulo: ['modDetectaPower'],
    servicio: 'DetectaPower',
  },
  'vida-power': {
    ...familyMenuFacts['vida-power'],
    id: 9,
    desc: 'Ambulancia, especialistas, chequeo anual y bienestar según tu plan.',
    modulo: ['modVidaPower'],
    servicio: 'VidaPower',
  },
};
