import type { FamilyCode, FamilySlug } from '../../../tokens/families.ts';

export type { FamilyCode, FamilySlug };

/** Module flags of the session (spec sections 3 and 4). */
export const moduleFlags = [
  'modPFinanciera',
  'modEmpleabilidad',
  'modEmprendimiento',
  'modSalud',
  'modVida',
  'modCancer',
  'modAccidentes',
  'modTotalMax',
  'modCuota',
  'modHogar',
  'modVidaTotal',
  'modDetectaPower',
  'modVidaPower',
] as const;
export type ModuleFlag = (typeof moduleFlags)[number];

/** 0 none, 1 business/entrepreneurship, 2 employability. */
export type BenefitGroup = 0 | 1 | 2;
export type PlanTier = 1 | 2 | 3;

/**
 * What the benefit's main button does:
 * agendar (general appointment, AgregarAgenda), agendarSalud (health appointment,
 * AgregarAgendaSalud), videoconsulta (health appointment that opens a video room),
 * cursos (opens the course platform), telefono (call a phone line),
 * servicioHogar (request a home service), coworking (book the coworking week).
 */
export type BenefitAction =
  'agendar' | 'agendarSalud' | 'videoconsulta' | 'cursos' | 'telefono' | 'servicioHogar' | 'coworking';

/** Coverages whose licences gate a benefit (datosProductos[].cobertura). */
export const COBERTURA_CURSOS = 'Cursos online con certificación';
export const COBERTURA_TELEMEDICINA = 'Telemedicina';
export type Licencia = typeof COBERTURA_CURSOS | typeof COBERTURA_TELEMEDICINA;

/** Service module codes of the spec (benefit `mod`), plus ours for the other services. */
export type ServiceModule =
  | 'Ambu'
  | 'OriMed'
  | 'AseNutri'
  | 'EnfeDom'
  | 'SerFun'
  | 'UrgDen'
  | 'MedDom'
  | 'AnaliClini'
  | 'AsiPsico'
  | 'Life'
  | 'Cursos'
  | 'TeleMed'
  | 'Score'
  | 'Marketing'
  | 'Cowork'
  | 'AseNego'
  | 'MejoraCV'
  | 'Entrevista'
  | 'Salario'
  | 'Empleo'
  | 'AseLegal'
  | 'Cerraj'
  | 'Gasfit'
  | 'Electri'
  | 'Vidrio'
  | 'ExaSangre'
  | 'Chequeo'
  | 'Isalud'
  | 'ConsEsp';

/** A benefit family (ecosystem), every field of spec section 3. */
export interface FamilyEntry {
  id: number;
  position: number;
  code: FamilyCode;
  slug: FamilySlug;
  name: string;
  desc: string;
  /** Paths relative to app/assets. */
  img: string;
  ico: string;
  /** Family theme name in tokens (familyThemes[color]), applied through FamilyScope. */
  color: FamilySlug;
  active: boolean;
  /** Benefit ids of the family, in display order. */
  ecos: readonly number[];
  /** Benefit ids shown in the landing carousel (up to three). */
  carrousel: readonly number[];
  /** Public route, e.g. "/salud". */
  rutaexterna: string;
  /** Inner route, e.g. "/ecosistema/salud" (our addition, derived). */
  rutainterna: string;
  navtitle?: string;
  /** Module flags that enable the family (any of them). */
  modulo: readonly ModuleFlag[];
  messageCoursera?: string;
  /** Product code, the same as `code`. */
  value: FamilyCode;
  /** The globalPlan[].servicio whose plan tier filters plan-based benefits (our addition). */
  servicio: string;
}

/** A benefit (ecosystem detail), every field of spec section 3 plus a few of ours. */
export interface Benefit {
  id: number;
  /** Our addition: the family this benefit belongs to. */
  family: FamilySlug;
  /** Our addition: the last segment of linkOut. */
  slug: string;
  group: readonly BenefitGroup[];
  shorttitle: string;
  title: string;
  subtitle: string;
  desc: string;
  img: string;
  ico: string;
  linkOut: string;
  linkIn: string;
  descrip: string;
  imgDescrip: string;
  colorPrincipal: string;
  colorSecundario: string;
  flatImgConFondo: boolean;
  tituloOut: string;
  descripcionOut: string;
  imagenOut: string;
  colorOut: string;
  mod: ServiceModule;
  /** External platform (courses, isalud, Holos). */
  link?: string;
  icoPrev: string;
  icoNext: string;
  urlPrev: string;
  urlNext: string;
  titleServicioIn: string;
  imgCarousel: string;
  textCarousel: string;
  icoCarousel: string;
  tituloCarousel: string;
  titlePrincipalView: string;
  descriptionPrincipalView: string;
  imagePrincipalView: string;
  /** Plan tiers that may see this benefit; absent = every plan. */
  plan?: readonly PlanTier[];
  /** Our addition: what the main button does. */
  accion: BenefitAction;
  /** Our addition: the coverage whose licences must be above 0. */
  licencia?: Licencia;
  /** Our addition: module flags required besides the family's (any of them). */
  requiere?: readonly ModuleFlag[];
  /** Our addition: the phone line for `telefono` and `servicioHogar` actions. */
  telefono?: string;
}
