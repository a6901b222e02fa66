import type { Profile } from '../api/schemas/account.ts';
import { isBookable } from './agenda.ts';
import { PRODUCTO_CURSOS, PRODUCTO_TELEMEDICINA } from '../api/schemas/codes.ts';
import type { IdProducto } from '../api/schemas/primitives.ts';
import {
  COBERTURA_CURSOS,
  COBERTURA_TELEMEDICINA,
  ECOSISTEMA_GRUPOS,
  activeFamilies,
  benefits,
  benefitsOfFamily,
  familyBySlug,
  moduleFlags,
  type Benefit,
  type FamilyEntry,
  type Licencia,
  type ModuleFlag,
} from './catalogue/index.ts';
import { emptyModules, LOGOUT, type MenuEntry, type ModuleFlags } from './sessionBasics.ts';

// The parts an anonymous first page needs live apart, without the catalogue.
export {
  clearsAgendaContext,
  emptyModules,
  LOGOUT,
  publicProductMenu,
  type MenuEntry,
  type ModuleFlags,
} from './sessionBasics.ts';

/**
 * Session rules of spec sections 2, 4, 5 and 6: what a profile may see and where it lands.
 * `null` stands for the anonymous visitor.
 */

/** The profile fields these rules read. */
export type SessionProfile = Pick<
  Profile,
  | 'nombres'
  | 'apellidoPaterno'
  | 'apellidoMaterno'
  | 'invitado'
  | 'perfiles'
  | 'datosProductos'
  | 'globalPlan'
  | 'idProducto'
  | 'grupoPreferencia'
  | 'encuesta'
>;

/** Profiles an anonymous visitor is shown (spec section 4). */
export const ANONYMOUS_PROFILES = [
  'Desempleo',
  'Itt',
  'Fraude',
  'Salud',
  'Cancer',
  'Accidentes',
  'Vida',
  'Cuota',
  'DetectaPower',
  'VidaPower',
] as const;

export const MENSAJE_INVITADO_NO_DISPONIBLE =
  'El beneficio que tu anfitrion seleccionó para ti, no se encuentra disponible en este servicio';

/** The benefit title each guest product unlocks. */
export const GUEST_BENEFIT_TITLE: Record<IdProducto, string> = {
  [PRODUCTO_CURSOS]: 'Cursos online con certificación',
  [PRODUCTO_TELEMEDICINA]: 'Telemedicina',
};

/** Comparison that ignores case, accents and surrounding spaces. */
function clave(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();
}

/**
 * Profile name → module flags (spec section 4). Desempleo and Itt (payment protection) map to
 * the Cuota module and Fraude (card protection) to financial protection: our choice, they only
 * appear among the anonymous defaults.
 */
const PROFILE_MODULES: Record<string, readonly ModuleFlag[]> = {
  proteccion: ['modPFinanciera'],
  'proteccion+emprendimiento': ['modPFinanciera', 'modEmprendimiento'],
  'proteccion+empleabilidad': ['modPFinanciera', 'modEmpleabilidad'],
  emprendimiento: ['modEmprendimiento'],
  empleabilidad: ['modEmpleabilidad'],
  salud: ['modSalud'],
  vida: ['modVida'],
  'vida+accidentes': ['modVida'],
  cancer: ['modCancer'],
  accidentes: ['modAccidentes'],
  'cancer+accidentes': ['modAccidentes'],
  totalmax: ['modTotalMax'],
  cuota: ['modCuota'],
  hogar: ['modHogar'],
  vidatotal: ['modVidaTotal'],
  detectapower: ['modDetectaPower'],
  vidapower: ['modVidaPower'],
  desempleo: ['modCuota'],
  itt: ['modCuota'],
  fraude: ['modPFinanciera'],
};

/** Module flags for a list of profile names; unknown names enable nothing. */
export function modulesForProfiles(perfiles: readonly string[]): ModuleFlags {
  const flags = emptyModules();
  for (const perfil of perfiles) {
    const key = clave(perfil);
    // Other "Emprendimiento" / "Empleabilidad" variants still grant their module.
    const extra: ModuleFlag[] = [];
    if (key.includes('emprendimiento')) extra.push('modEmprendimiento');
    if (key.includes('empleabilidad')) extra.push('modEmpleabilidad');
    for (const m of [...(PROFILE_MODULES[key] ?? []), ...extra]) flags[m] = true;
  }
  return flags;
}

export function isGuest(profile: SessionProfile | null): boolean {
  return profile?.invitado === true;
}

/** Module flags of a session: the anonymous defaults, none for a guest, else from the profiles. */
export function modulesOf(profile: SessionProfile | null): ModuleFlags {
  if (profile === null) return modulesForProfiles(ANONYMOUS_PROFILES);
  if (isGuest(profile)) return emptyModules();
  return modulesForProfiles(profile.perfiles);
}

/** Modules that describe a preference (business or employability) rather than a product of their own. */
const PREFERENCE_MODULES: readonly ModuleFlag[] = ['modEmprendimiento', 'modEmpleabilidad'];

/**
 * A family shows when one of its modules is on. The entrepreneurship and employability modules
 * enable Protección de Tarjeta only when they stand alone: beside another product (Rosa's
 * Cuota + Empleabilidad) they are that product's preference group, not a card protection she bought.
 */
function enables(family: FamilyEntry, modules: ModuleFlags): boolean {
  const ownProduct = (m: ModuleFlag) => modules[m] && !PREFERENCE_MODULES.includes(m);
  const anyProduct = moduleFlags.some(ownProduct);
  return family.modulo.some((m) => (PREFERENCE_MODULES.includes(m) ? modules[m] && !anyProduct : modules[m]));
}

/** Active families whose module is enabled, ordered by position. */
export function enabledFamilies(profile: SessionProfile | null): FamilyEntry[] {
  const modules = modulesOf(profile);
  return activeFamilies().filter((f) => enables(f, modules));
}

/** Licences of a coverage (courses, telemedicine) in datosProductos. */
export function licencesFor(profile: SessionProfile, cobertura: Licencia): number {
  return profile.datosProductos
    .filter((d) => clave(d.cobertura) === clave(cobertura))
    .reduce((sum, d) => sum + d.licencias, 0);
}

/** Plan tiers the user holds for a service (globalPlan). */
export function plansFor(profile: SessionProfile, servicio: string): number[] {
  return profile.globalPlan.filter((p) => clave(p.servicio) === clave(servicio)).map((p) => p.plan);
}

/** The benefit a guest's product unlocks, or the spec's message. */
export type GuestCard = { kind: 'benefit'; benefit: Benefit } | { kind: 'message'; message: string };

export function guestCard(profile: SessionProfile): GuestCard {
  const title = profile.idProducto === null ? undefined : GUEST_BENEFIT_TITLE[profile.idProducto];
  const benefit = title ? benefits.find((b) => b.title === title) : undefined;
  return benefit ? { kind: 'benefit', benefit } : { kind: 'message', message: MENSAJE_INVITADO_NO_DISPONIBLE };
}

/** Whether a logged-in, non-guest profile may use a benefit of a family it has enabled. */
function allows(profile: SessionProfile, modules: ModuleFlags, family: FamilyEntry, b: Benefit): boolean {
  if (b.requiere && !b.requiere.some((m) => modules[m])) return false;
  if (b.licencia && licencesFor(profile, b.licencia) <= 0) return false;
  if (b.plan) {
    const plans = plansFor(profile, family.servicio);
    if (!b.plan.some((tier) => plans.includes(tier))) return false;
  }
  if (family.id === ECOSISTEMA_GRUPOS && !b.group.includes(profile.grupoPreferencia)) return false;
  return true;
}

/**
 * The benefit cards of a family for this session:
 * anonymous → every benefit (public pages); guest → only the benefit of their product;
 * others → none unless the family is enabled, then filtered by required module,
 * licences > 0 (courses, telemedicine), plan tier and, in ecosystem 5, preference group.
 */
export function visibleBenefits(profile: SessionProfile | null, familySlug: string): Benefit[] {
  const family = familyBySlug(familySlug);
  if (!family) return [];
  const list = benefitsOfFamily(familySlug);
  if (profile === null) return list;
  if (isGuest(profile)) {
    const card = guestCard(profile);
    return card.kind === 'benefit' ? list.filter((b) => b.title === card.benefit.title) : [];
  }
  const modules = modulesOf(profile);
  if (!enables(family, modules)) return [];
  return list.filter((b) => allows(profile, modules, family, b));
}

/** Every benefit the session can use, across its enabled families (or the guest's one card). */
export function allVisibleBenefits(profile: SessionProfile): Benefit[] {
  if (isGuest(profile)) {
    const card = guestCard(profile);
    return card.kind === 'benefit' ? [card.benefit] : [];
  }
  return enabledFamilies(profile).flatMap((f) => visibleBenefits(profile, f.slug));
}

/** Guest products a host can offer: the coverage must have licences above 0. */
export function guestProductsFor(profile: SessionProfile): IdProducto[] {
  if (isGuest(profile)) return [];
  const products: IdProducto[] = [];
  if (licencesFor(profile, COBERTURA_CURSOS) > 0) products.push(PRODUCTO_CURSOS);
  if (licencesFor(profile, COBERTURA_TELEMEDICINA) > 0) products.push(PRODUCTO_TELEMEDICINA);
  return products;
}

/** "Agregar invitados": only with at least one matching service. */
export function canAddGuests(profile: SessionProfile): boolean {
  return guestProductsFor(profile).length > 0;
}

/**
 * "Citas Programadas": only when something can be booked online (an appointment, a video consultation
 * or the coworking week). Hidden for courses only, and for Hogar, whose services are requested by phone.
 */
export function showsAppointments(profile: SessionProfile): boolean {
  return allVisibleBenefits(profile).some((b) => isBookable(b) || b.accion === 'coworking');
}

/**
 * Citas' lead: what the customer can book there, appointments and/or coworking weeks. Written before the bookings
 * load, so it never says how many are held: none, one, or a week of this year and one of the next.
 */
export function appointmentsLead(benefits: readonly Pick<Benefit, 'accion' | 'mod'>[]): string {
  const weeks = benefits.some((b) => b.accion === 'coworking');
  const appointments = benefits.some(isBookable) || !weeks;
  const what = [appointments ? 'tus citas' : '', weeks ? 'tus semanas de coworking' : ''].filter(Boolean).join(' y ');
  return `Revisa, cambia o cancela ${what}.`;
}

/**
 * Landing ecosystem after login or restore, in the spec's priority: Cuota → /ecosistema;
 * Proteccion; Vida(+Accidentes); Salud; Cancer(+Accidentes); DetectaPower; VidaPower.
 * Hogar and VidaTotal follow (our choice), then /ecosistema.
 */
const DESTINATION_PRIORITY: readonly { modules: readonly ModuleFlag[]; path: string }[] = [
  { modules: ['modCuota'], path: '/ecosistema' },
  { modules: ['modPFinanciera', 'modEmprendimiento', 'modEmpleabilidad'], path: '/ecosistema/proteccion' },
  { modules: ['modVida'], path: '/ecosistema/vida' },
  { modules: ['modSalud'], path: '/ecosistema/salud' },
  { modules: ['modCancer', 'modAccidentes'], path: '/ecosistema/detecta' },
  { modules: ['modDetectaPower'], path: '/ecosistema/detecta-power' },
  { modules: ['modVidaPower'], path: '/ecosistema/vida-power' },
  { modules: ['modHogar'], path: '/ecosistema/hogar' },
  { modules: ['modVidaTotal', 'modTotalMax'], path: '/ecosistema/vidaTotal' },
];

export function landingPath(profile: SessionProfile): string {
  if (isGuest(profile)) return '/ecosistema';
  const modules = modulesOf(profile);
  return DESTINATION_PRIORITY.find((d) => d.modules.some((m) => modules[m]))?.path ?? '/ecosistema';
}

/** After a session restore: stay on an /ecosistema path, else go to the landing ecosystem. */
export function restoreDestination(profile: SessionProfile, currentPath: string): string {
  return currentPath === '/ecosistema' || currentPath.startsWith('/ecosistema/') ? currentPath : landingPath(profile);
}

/** Ecosystem entries of the menus: only enabled modules; inner routes when logged in. */
export function ecosystemMenu(profile: SessionProfile | null): MenuEntry[] {
  return enabledFamilies(profile).map((f) => ({
    label: f.navtitle ?? f.name,
    to: profile === null ? f.rutaexterna : f.rutainterna,
  }));
}

/** The avatar menu of a logged-in user. */
export function userMenu(profile: SessionProfile): MenuEntry[] {
  return [
    { label: 'Configuración de perfil', to: '/ecosistema/configuracion' },
    // A guest holds no policy of their own: the host's is not theirs to read.
    ...(isGuest(profile) ? [] : [{ label: 'Mi seguro', to: '/ecosistema/mi-seguro' }]),
    ...(showsAppointments(profile) ? [{ label: 'Citas Programadas', to: '/ecosistema/citas' }] : []),
    ...(canAddGuests(profile) ? [{ label: 'Agregar invitados', to: '/ecosistema/invitados' }] : []),
    { label: 'Cerrar Sesión', to: LOGOUT },
  ];
}

/** The mobile menu: Inicio, each enabled ecosystem, then activation or logout. */
export function mobileMenu(profile: SessionProfile | null): MenuEntry[] {
  return [
    { label: 'Inicio', to: profile === null ? '/' : '/ecosistema' },
    ...ecosystemMenu(profile),
    profile === null ? { label: 'Activa tu cuenta', to: '/registro/1' } : { label: 'Cerrar Sesión', to: LOGOUT },
  ];
}

/** The user part of the session state (spec section 3). The role exists but is blank. */
export interface SessionUser {
  id: string;
  nombres: string;
  apellidos: string;
  celular: string;
  correo: string;
  tipoDocumento: Profile['dicTipoDocumento'];
  documento: string;
  rol: '';
  invitado: boolean;
  nroInvitados: number;
  plan: string;
}

export function sessionUser(profile: Profile): SessionUser {
  return {
    id: profile.idUsuario,
    nombres: profile.nombres,
    apellidos: [profile.apellidoPaterno, profile.apellidoMaterno].filter(Boolean).join(' '),
    celular: profile.numeroCelular,
    correo: profile.correoElectronico,
    tipoDocumento: profile.dicTipoDocumento,
    documento: profile.identificacion,
    rol: '',
    invitado: isGuest(profile),
    nroInvitados: profile.nroinvitado,
    plan: profile.planServicio,
  };
}

export function fullName(profile: SessionProfile): string {
  return [profile.nombres, profile.apellidoPaterno, profile.apellidoMaterno]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(' ');
}

export function firstName(profile: SessionProfile): string {
  return profile.nombres.trim().split(/\s+/)[0] ?? '';
}

/** Avatar initials: first name and first surname. */
export function initials(profile: SessionProfile): string {
  const a = firstName(profile).charAt(0);
  const b = profile.apellidoPaterno.trim().charAt(0);
  return (a + b).toLocaleUpperCase('es-PE');
}

/** Survey status is true when the profile's value equals 1. */
export function surveyAnswered(profile: SessionProfile): boolean {
  return profile.encuesta === 1;
}
