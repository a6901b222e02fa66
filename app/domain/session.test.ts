import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { profileSchema, type Profile } from '../api/contract.ts';
import {
  ANONYMOUS_PROFILES,
  LOGOUT,
  MENSAJE_INVITADO_NO_DISPONIBLE,
  allVisibleBenefits,
  appointmentsLead,
  canAddGuests,
  clearsAgendaContext,
  ecosystemMenu,
  enabledFamilies,
  fullName,
  guestCard,
  guestProductsFor,
  initials,
  landingPath,
  mobileMenu,
  modulesForProfiles,
  modulesOf,
  publicProductMenu,
  restoreDestination,
  sessionUser,
  showsAppointments,
  surveyAnswered,
  userMenu,
  visibleBenefits,
} from './session.ts';
import {
  benefitByRoute,
  benefitsOfFamily,
  familyBySlug,
  termsForBenefit,
  tiersLabel,
  tiersSentence,
} from './catalogue/index.ts';

interface DemoRecord {
  identificacion: string;
  tipoIdentificacion: 8 | 6;
  nombres: string;
  apellidoPaterno: string;
  apellidoMaterno: string;
  perfiles: string[];
  plans: { servicio: string; plan: number }[];
  preferenceGroup: 0 | 1 | 2;
  datosProductos: { cobertura: string; licencias: number }[];
  guest?: { hostIdentificacion: string; idProducto: 7442 | 7443 };
  account: { email: string; fono: string } | null;
}

const demo = JSON.parse(
  readFileSync(new URL('../../server/seed/demo-policyholders.json', import.meta.url), 'utf8'),
) as { policyholders: DemoRecord[] };

/** The profile the API returns for a demo record (api-plan: GET /Login/obtenerSession). */
function profileOf(r: DemoRecord, id = 1): Profile {
  const hosted = demo.policyholders.filter((g) => g.guest?.hostIdentificacion === r.identificacion).length;
  return profileSchema.parse({
    nombres: r.nombres,
    apellidoPaterno: r.apellidoPaterno,
    apellidoMaterno: r.apellidoMaterno,
    numeroCelular: r.account?.fono ?? '',
    correoElectronico: r.account?.email ?? '',
    dicTipoDocumento: r.tipoIdentificacion,
    identificacion: r.identificacion,
    invitado: r.guest !== undefined,
    nroinvitado: hosted,
    planServicio: r.plans[0]?.servicio ?? '',
    perfiles: r.perfiles,
    perfilesUs: r.perfiles,
    idUsuario: btoa(String(id)),
    datosProductos: r.datosProductos,
    globalPlan: r.plans,
    idProducto: r.guest?.idProducto ?? null,
    grupoPreferencia: r.preferenceGroup,
    encuesta: 0,
    globalUsuName: r.nombres,
    globalUsuSurname: `${r.apellidoPaterno} ${r.apellidoMaterno}`,
  });
}

const byDoc = (doc: string) => {
  const r = demo.policyholders.find((p) => p.identificacion === doc);
  if (!r) throw new Error(doc);
  return profileOf(r);
};

const on = (flags: Record<string, boolean>) =>
  Object.entries(flags)
    .filter(([, v]) => v)
    .map(([k]) => k)
    .sort();

const ids = (list: { id: number }[]) => list.map((b) => b.id);

interface Expected {
  modules: string[];
  families: string[];
  landing: string;
  menu: string[];
  benefits: Record<string, number[]>;
}

const base = ['Configuración de perfil', 'Mi seguro'];
const guestBase = ['Configuración de perfil'];
const citas = 'Citas Programadas';
const invitados = 'Agregar invitados';
const salir = 'Cerrar Sesión';

/** Every demo record: modules, enabled ecosystems, landing page, avatar menu and visible benefits. */
const expectations: Record<string, Expected> = {
  '45678912': {
    modules: ['modSalud'],
    families: ['salud'],
    landing: '/ecosistema/salud',
    menu: [...base, citas, invitados, salir],
    benefits: { salud: [9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19], proteccion: [] },
  },
  '41234567': {
    modules: ['modEmprendimiento', 'modPFinanciera'],
    families: ['proteccion'],
    landing: '/ecosistema/proteccion',
    menu: [...base, citas, invitados, salir],
    benefits: { proteccion: [1, 2, 3], cuotas: [] },
  },
  '70011223': {
    modules: ['modCuota', 'modEmpleabilidad'],
    // Empleabilidad beside Cuota is her preference group: no Protección de Tarjeta she never bought.
    families: ['cuotas'],
    landing: '/ecosistema',
    menu: [...base, citas, invitados, salir],
    // Preference group 2 (employability) hides marketing, coworking and business advice.
    benefits: { proteccion: [], cuotas: [20, 24, 25, 26, 27, 28, 29] },
  },
  '72233445': {
    modules: ['modCuota', 'modEmprendimiento'],
    families: ['cuotas'],
    landing: '/ecosistema',
    menu: [...base, citas, invitados, salir],
    // Preference group 1 (entrepreneurship): marketing, coworking and business advice; no employability services.
    benefits: { proteccion: [], cuotas: [20, 21, 22, 23, 28, 29] },
  },
  '46813579': {
    modules: ['modDetectaPower'],
    families: ['detecta-power'],
    landing: '/ecosistema/detecta-power',
    menu: [...base, citas, invitados, salir],
    benefits: { 'detecta-power': [37, 38, 39, 40], 'vida-power': [] },
  },
  '47924680': {
    modules: ['modVidaPower'],
    families: ['vida-power'],
    landing: '/ecosistema/vida-power',
    menu: [...base, citas, invitados, salir],
    // Plan 2: ambulance (1, 2), check-up (2, 3) and Holos; not isalud, specialist or blood tests (3).
    benefits: { 'vida-power': [41, 42, 45] },
  },
  '40102030': {
    modules: ['modHogar'],
    families: ['hogar'],
    landing: '/ecosistema/hogar',
    // Hogar's services are requested by phone: nothing to book, no "Citas".
    menu: [...base, salir],
    benefits: { hogar: [30, 31, 32, 33] },
  },
  '48765432': {
    modules: ['modCancer', 'modVida'],
    families: ['vida', 'detecta'],
    landing: '/ecosistema/vida',
    menu: [...base, citas, invitados, salir],
    benefits: { vida: [4, 5, 6], detecta: [7, 8] },
  },
  '43218765': {
    modules: ['modAccidentes'],
    families: ['detecta'],
    landing: '/ecosistema/detecta',
    menu: [...base, citas, invitados, salir],
    benefits: { detecta: [7, 8], vida: [] },
  },
  '001234567': {
    modules: ['modVidaTotal'],
    families: ['vidaTotal'],
    landing: '/ecosistema/vidaTotal',
    menu: [...base, citas, invitados, salir],
    benefits: { vidaTotal: [34, 35, 36] },
  },
  '45000111': {
    modules: [],
    families: [],
    landing: '/ecosistema',
    menu: [...guestBase, salir],
    benefits: { proteccion: [1], salud: [], cuotas: [20] },
  },
  '45000222': {
    modules: [],
    families: [],
    landing: '/ecosistema',
    menu: [...guestBase, citas, salir],
    benefits: { proteccion: [2], salud: [9], hogar: [] },
  },
  '44556677': {
    modules: ['modEmpleabilidad'],
    families: ['proteccion'],
    landing: '/ecosistema/proteccion',
    menu: [...base, invitados, salir],
    benefits: { proteccion: [1], cuotas: [] },
  },
};

describe('every demo policy holder', () => {
  it('has an expectation', () => {
    expect(Object.keys(expectations).sort()).toEqual(demo.policyholders.map((p) => p.identificacion).sort());
  });

  describe.each(Object.entries(expectations))('%s', (doc, e) => {
    const profile = byDoc(doc);
    it('modules', () => expect(on(modulesOf(profile))).toEqual(e.modules));
    it('enabled ecosystems and their menu entries', () => {
      expect(enabledFamilies(profile).map((f) => f.slug)).toEqual(e.families);
      expect(ecosystemMenu(profile).map((m) => m.to)).toEqual(e.families.map((f) => `/ecosistema/${f}`));
      expect(mobileMenu(profile).map((m) => m.to)).toEqual([
        '/ecosistema',
        ...e.families.map((f) => `/ecosistema/${f}`),
        LOGOUT,
      ]);
    });
    it('avatar menu', () => expect(userMenu(profile).map((m) => m.label)).toEqual(e.menu));
    it('landing page after login, and after restore', () => {
      expect(landingPath(profile)).toBe(e.landing);
      expect(restoreDestination(profile, '/')).toBe(e.landing);
      expect(restoreDestination(profile, '/ecosistema/citas')).toBe('/ecosistema/citas');
    });
    it.each(Object.entries(e.benefits))('visible benefits of %s', (family, expected) => {
      expect(ids(visibleBenefits(profile, family))).toEqual(expected);
    });
  });
});

describe('the issue cases', () => {
  it('hides Citas for 44556677, whose only service is online courses', () => {
    const martin = byDoc('44556677');
    expect(showsAppointments(martin)).toBe(false);
    expect(allVisibleBenefits(martin).map((b) => b.title)).toEqual(['Cursos online con certificación']);
  });

  it('shows guest 45000111 only "Cursos online con certificación"', () => {
    const diego = byDoc('45000111');
    const card = guestCard(diego);
    expect(card.kind === 'benefit' && card.benefit.title).toBe('Cursos online con certificación');
    expect(allVisibleBenefits(diego).map((b) => b.title)).toEqual(['Cursos online con certificación']);
    expect(canAddGuests(diego)).toBe(false);
  });

  it('shows guest 45000222 only "Telemedicina"', () => {
    const card = guestCard(byDoc('45000222'));
    expect(card.kind === 'benefit' && card.benefit.title).toBe('Telemedicina');
  });

  it('lands 45678912 on /ecosistema/salud', () => expect(landingPath(byDoc('45678912'))).toBe('/ecosistema/salud'));
});

describe("Citas' lead names what the customer books there, true with none, one or several held", () => {
  const lead = (doc: string) => appointmentsLead(allVisibleBenefits(byDoc(doc)));
  it('appointments only: the appointments, and no coworking week', () => {
    expect(lead('41234567')).toBe('Revisa, cambia o cancela tus citas.');
    expect(lead('48765432')).toBe('Revisa, cambia o cancela tus citas.');
  });
  it('appointments and coworking: both, the weeks in the plural (one is held per calendar year)', () => {
    expect(lead('72233445')).toBe('Revisa, cambia o cancela tus citas y tus semanas de coworking.');
  });
  it('coworking alone: only the weeks', () => {
    const coworking = allVisibleBenefits(byDoc('72233445')).filter((b) => b.accion === 'coworking');
    expect(coworking).toHaveLength(1);
    expect(appointmentsLead(coworking)).toBe('Revisa, cambia o cancela tus semanas de coworking.');
  });
});

describe('guests', () => {
  it('without a known product get the spec message', () => {
    const guest = { ...byDoc('45000111'), idProducto: null };
    expect(guestCard(guest)).toEqual({ kind: 'message', message: MENSAJE_INVITADO_NO_DISPONIBLE });
    expect(allVisibleBenefits(guest)).toEqual([]);
    expect(visibleBenefits(guest, 'proteccion')).toEqual([]);
  });

  it('are not mistaken for hosts who have guests', () => {
    const jose = byDoc('41234567');
    expect(jose.nroinvitado).toBe(2);
    expect(enabledFamilies(jose).length).toBe(1);
  });
});

describe('licences', () => {
  it('courses and telemedicine need licences above 0', () => {
    const maria = byDoc('45678912');
    expect(visibleBenefits(maria, 'salud').some((b) => b.title === 'Telemedicina')).toBe(true);
    const sinTele = { ...maria, datosProductos: [{ cobertura: 'Telemedicina', licencias: 0 }] };
    expect(visibleBenefits(sinTele, 'salud').some((b) => b.title === 'Telemedicina')).toBe(false);
    const ana = byDoc('48765432');
    expect(ids(visibleBenefits({ ...ana, datosProductos: [] }, 'vida'))).toEqual([6]);
  });

  it('decide which guest products a host can offer', () => {
    expect(guestProductsFor(byDoc('41234567'))).toEqual([7442, 7443]);
    expect(guestProductsFor(byDoc('70011223'))).toEqual([7442]);
    expect(guestProductsFor(byDoc('45678912'))).toEqual([7443]);
    expect(guestProductsFor(byDoc('40102030'))).toEqual([]);
  });
});

describe('preference group in ecosystem 5', () => {
  const rosa = byDoc('70011223');
  it.each([
    [0, [20, 21, 22, 23, 24, 25, 26, 27, 28, 29]],
    [1, [20, 21, 22, 23, 28, 29]],
    [2, [20, 24, 25, 26, 27, 28, 29]],
  ] as const)('group %i', (grupoPreferencia, expected) => {
    expect(ids(visibleBenefits({ ...rosa, grupoPreferencia }, 'cuotas'))).toEqual(expected);
  });

  it('does not filter other ecosystems by group', () => {
    const jose = byDoc('41234567');
    expect(ids(visibleBenefits({ ...jose, grupoPreferencia: 2 }, 'proteccion'))).toEqual([1, 2, 3]);
  });
});

describe('plan filtering', () => {
  const carlos = byDoc('46813579');
  it.each([
    [1, [38, 40]],
    [2, [38, 40]],
    [3, [37, 38, 39, 40]],
  ] as const)('Detecta Power plan %i', (plan, expected) => {
    expect(
      ids(visibleBenefits({ ...carlos, globalPlan: [{ servicio: 'DetectaPower', plan }] }, 'detecta-power')),
    ).toEqual(expected);
  });

  it.each([
    [1, [41, 45]],
    [2, [41, 42, 45]],
    [3, [42, 43, 44, 45, 46]],
  ] as const)('Vida Power plan %i', (plan, expected) => {
    const lucia = byDoc('47924680');
    expect(ids(visibleBenefits({ ...lucia, globalPlan: [{ servicio: 'VidaPower', plan }] }, 'vida-power'))).toEqual(
      expected,
    );
  });

  it('hides plan-based benefits when the user has no plan for that service', () => {
    expect(ids(visibleBenefits({ ...carlos, globalPlan: [{ servicio: 'Salud', plan: 3 }] }, 'detecta-power'))).toEqual(
      [],
    );
  });

  it('says on each benefit the tiers that the access check lets through', () => {
    const holders = { 'detecta-power': carlos, 'vida-power': byDoc('47924680') } as const;
    for (const [slug, holder] of Object.entries(holders)) {
      const servicio = familyBySlug(slug)!.servicio;
      for (const b of benefitsOfFamily(slug)) {
        const sentence = tiersSentence(b);
        const allowed = ([1, 2, 3] as const).filter((plan) =>
          visibleBenefits({ ...holder, globalPlan: [{ servicio, plan }] }, slug).some((v) => v.id === b.id),
        );
        if (allowed.length === 3) {
          expect(sentence, b.linkOut).toBeNull();
          continue;
        }
        const named = [...(sentence ?? '').matchAll(/\d/g)].map((m) => Number(m[0]));
        expect(named, b.linkOut).toEqual(allowed);
        expect(tiersLabel(b)).toBe(allowed.length === 1 ? `solo plan ${allowed[0]}` : `planes ${allowed.join(' y ')}`);
      }
    }
    expect(tiersSentence(benefitByRoute('/vida-power/isalud')!)).toBe('Lo incluye solo el plan 3.');
    expect(tiersSentence(benefitByRoute('/vida-power/chequeo')!)).toBe('Lo incluyen los planes 2 y 3.');
    expect(tiersSentence(benefitByRoute('/vida-power/ambulancia')!)).toBe('Lo incluyen los planes 1 y 2.');
    expect(tiersSentence(benefitByRoute('/detecta-power/chequeo')!)).toBeNull();
    expect(termsForBenefit(benefitByRoute('/vida-power/especializada')!).who).toBe(
      'Tú y tu familia directa: cónyuge o conviviente e hijos menores de 18 años. Lo incluye solo el plan 3.',
    );
  });
});

describe('anonymous visitors', () => {
  it('get the default profiles', () => {
    expect(on(modulesOf(null))).toEqual(on(modulesForProfiles(ANONYMOUS_PROFILES)));
    expect(enabledFamilies(null).map((f) => f.slug)).toEqual([
      'proteccion',
      'salud',
      'vida',
      'cuotas',
      'detecta',
      'detecta-power',
      'vida-power',
    ]);
  });

  it('see every benefit on the public pages and the activation entry in the mobile menu', () => {
    expect(visibleBenefits(null, 'cuotas').length).toBe(10);
    expect(visibleBenefits(null, 'nope')).toEqual([]);
    const menu = mobileMenu(null);
    expect(menu[0]).toEqual({ label: 'Inicio', to: '/' });
    expect(menu.at(-1)).toEqual({ label: 'Activa tu cuenta', to: '/registro/1' });
    expect(menu.some((m) => m.to === LOGOUT)).toBe(false);
    expect(ecosystemMenu(null)[0]?.to).toBe('/proteccion');
  });

  it('can browse every public product page', () => {
    expect(publicProductMenu().map((m) => m.to)).toHaveLength(9);
  });
});

describe('profile names', () => {
  it.each([
    [['Proteccion'], ['modPFinanciera']],
    [['Proteccion+Empleabilidad'], ['modEmpleabilidad', 'modPFinanciera']],
    [['Emprendimiento'], ['modEmprendimiento']],
    [['Vida'], ['modVida']],
    [['Accidentes'], ['modAccidentes']],
    [['TotalMax'], ['modTotalMax']],
    [['cuota '], ['modCuota']],
    [['Cáncer'], ['modCancer']],
    [['Desconocido'], []],
    [[], []],
  ])('%j → %j', (perfiles, expected) => {
    expect(on(modulesForProfiles(perfiles))).toEqual(expected);
  });

  it('TotalMax lands on Vida (Total)', () => {
    expect(landingPath({ ...byDoc('001234567'), perfiles: ['TotalMax'] })).toBe('/ecosistema/vidaTotal');
  });

  it('a profile with no known module lands on /ecosistema', () => {
    expect(landingPath({ ...byDoc('45678912'), perfiles: [] })).toBe('/ecosistema');
  });
});

describe('small session helpers', () => {
  const jorge = byDoc('43218765');
  it('names and initials', () => {
    expect(fullName(jorge)).toBe('Jorge Gutiérrez Ñahui');
    expect(initials(byDoc('48765432'))).toBe('AR');
  });
  it('session user', () => {
    expect(sessionUser(byDoc('001234567'))).toEqual({
      id: 'MQ==',
      nombres: 'Valentina',
      apellidos: 'Pérez Rangel',
      celular: '978901234',
      correo: 'valentina.perez@example.pe',
      tipoDocumento: 6,
      documento: '001234567',
      rol: '',
      invitado: false,
      nroInvitados: 0,
      plan: 'VidaTotal',
    });
    expect(sessionUser(byDoc('45000111')).invitado).toBe(true);
  });
  it('survey status is true only for 1', () => {
    expect(surveyAnswered(jorge)).toBe(false);
    expect(surveyAnswered({ ...jorge, encuesta: 1 })).toBe(true);
  });
  it.each([
    ['/ecosistema', true],
    ['/ecosistema/salud', true],
    ['/ecosistema/salud/nutricion', false],
    ['/ecosistema/salud/nutricion?x=1', false],
  ])('agenda context cleared on %s: %s', (path, expected) => {
    expect(clearsAgendaContext(path)).toBe(expected);
  });
});
