import { describe, expect, it } from 'vitest';
import { families as familyTokens } from '../../../tokens/families.ts';
import {
  activeFamilies,
  benefitById,
  benefitByRoute,
  benefits,
  benefitsOfFamily,
  carouselOf,
  catalogueFamilies,
  conditionsFor,
  familyByCode,
  familyById,
  familyByRoute,
  familyBySlug,
  neighbours,
  termsForDisplay,
  termsOf,
  type Benefit,
  type ServiceModule,
} from './index.ts';
import { isBookable } from '../agenda.ts';
import { booksAWeek, rulesOf } from '../rules/benefitRules.ts';

describe('families', () => {
  it('are the nine of the spec with ids 1 to 9 and their product codes', () => {
    expect(catalogueFamilies.map((f) => [f.id, f.slug, f.value])).toEqual([
      [1, 'proteccion', '7702-1'],
      [2, 'vida', '7705-1'],
      [3, 'detecta', '7703-1'],
      [4, 'salud', '7706-1'],
      [5, 'cuotas', '7704-1'],
      [6, 'hogar', '7717-1'],
      [7, 'vidaTotal', '7715-1'],
      [8, 'detecta-power', '7722-1'],
      [9, 'vida-power', '7723-1'],
    ]);
    expect(catalogueFamilies.map((f) => f.name)).toEqual(familyTokens.map((f) => f.name));
  });

  it.each(catalogueFamilies.map((f) => [f.slug, f] as const))('%s has every field filled', (_, f) => {
    expect(f.code).toBe(f.value);
    expect(f.desc.length).toBeGreaterThan(20);
    expect(f.img).toMatch(/\.svg$/);
    expect(f.ico).toMatch(/\.svg$/);
    expect(f.color).toBe(f.slug);
    expect(f.rutaexterna).toBe(`/${f.slug}`);
    expect(f.rutainterna).toBe(`/ecosistema/${f.slug}`);
    expect(f.modulo.length).toBeGreaterThan(0);
    expect(f.ecos.length).toBeGreaterThan(0);
    expect(f.carrousel.length).toBeLessThanOrEqual(3);
    for (const id of f.carrousel) expect(f.ecos).toContain(id);
  });

  it('each go by the name of spec section 3 in menus, carousel and registration alike', () => {
    for (const f of catalogueFamilies) expect(f.navtitle ?? f.name, f.slug).toBe(f.name);
    expect(familyBySlug('vidaTotal')?.navtitle).toBe('Vida (Total)');
  });

  it('positions are unique and active families come sorted by position', () => {
    expect(new Set(catalogueFamilies.map((f) => f.position)).size).toBe(9);
    const positions = activeFamilies().map((f) => f.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('gives ecosystems 8 and 9 the four and six benefits of their landing and inner routes', () => {
    expect(benefitsOfFamily('detecta-power').map((b) => b.linkIn)).toEqual([
      '/ecosistema/detecta-power/examen',
      '/ecosistema/detecta-power/chequeo',
      '/ecosistema/detecta-power/isalud',
      '/ecosistema/detecta-power/holos',
    ]);
    expect(
      benefitsOfFamily('vida-power')
        .map((b) => b.linkIn)
        .sort(),
    ).toEqual(
      [
        '/ecosistema/vida-power/ambulancia',
        '/ecosistema/vida-power/chequeo',
        '/ecosistema/vida-power/isalud',
        '/ecosistema/vida-power/especializada',
        '/ecosistema/vida-power/holos',
        '/ecosistema/vida-power/examen',
      ].sort(),
    );
    expect(familyById(8)?.slug).toBe('detecta-power');
    expect(familyById(9)?.slug).toBe('vida-power');
    expect(familyById(5)?.slug).toBe('cuotas');
  });

  it('families offering courses carry the courses message', () => {
    for (const f of catalogueFamilies) {
      const hasCourses = benefitsOfFamily(f.slug).some((b) => b.title === 'Cursos online con certificación');
      expect(Boolean(f.messageCoursera), f.slug).toBe(hasCourses);
    }
  });
});

describe('benefits', () => {
  it('are numbered 1 to 46, each in exactly one family', () => {
    expect(benefits.map((b) => b.id)).toEqual(Array.from({ length: 46 }, (_, i) => i + 1));
    const all = catalogueFamilies.flatMap((f) => f.ecos).sort((a, b) => a - b);
    expect(all).toEqual(benefits.map((b) => b.id));
  });

  it('have unique outward and inner routes of the right form', () => {
    expect(new Set(benefits.map((b) => b.linkOut)).size).toBe(46);
    expect(new Set(benefits.map((b) => b.linkIn)).size).toBe(46);
    for (const b of benefits) {
      expect(b.linkOut).toBe(`/${b.family}/${b.slug}`);
      expect(b.linkIn).toMatch(new RegExp(`^/ecosistema/${b.family}/[a-z-]+$`));
    }
  });

  it.each(benefits.map((b) => [b.id, b] as const))('benefit %i has every field of the entity', (_, b) => {
    const strings = [
      b.shorttitle,
      b.title,
      b.subtitle,
      b.desc,
      b.img,
      b.ico,
      b.linkOut,
      b.linkIn,
      b.descrip,
      b.imgDescrip,
      b.colorPrincipal,
      b.colorSecundario,
      b.tituloOut,
      b.descripcionOut,
      b.imagenOut,
      b.colorOut,
      b.mod,
      b.icoPrev,
      b.icoNext,
      b.urlPrev,
      b.urlNext,
      b.titleServicioIn,
      b.imgCarousel,
      b.textCarousel,
      b.icoCarousel,
      b.tituloCarousel,
      b.titlePrincipalView,
      b.descriptionPrincipalView,
      b.imagePrincipalView,
    ];
    for (const s of strings) expect(s.length).toBeGreaterThan(0);
    expect(typeof b.flatImgConFondo).toBe('boolean');
    expect(b.group.length).toBeGreaterThan(0);
    expect(b.descrip.length).toBeGreaterThan(b.desc.length);
    if (b.accion === 'telefono' || b.accion === 'servicioHogar') expect(b.telefono).toMatch(/^\(01\) \d{3}-\d{4}$/);
    if (b.accion === 'cursos') expect(b.link).toMatch(/^https:\/\//);
  });

  it('covers every example route of spec section 2', () => {
    const routes = [
      '/proteccion/cursos',
      '/proteccion/score-credito',
      '/cuotas/marketing',
      '/salud/telemedicina',
      '/salud/orientacion',
      '/salud/nutricion',
      '/salud/ambulancia',
      '/salud/enfermera',
      '/salud/funerario',
      '/salud/dental',
      '/salud/medico',
      '/salud/analisis',
      '/salud/psicologia',
      '/salud/holos',
      '/hogar/cerrajeria',
      '/hogar/gasfiteria',
      '/hogar/electricista',
      '/hogar/vidrieria',
      '/cuotas/coworking',
      '/cuotas/asesoria',
      '/cuotas/curriculum',
      '/cuotas/entrevista',
      '/cuotas/salario',
      '/cuotas/job',
      '/cuotas/legal',
      '/cuotas/holos',
      '/ecosistema/hogar/cerrajero',
      '/ecosistema/detecta-power/examen',
      '/ecosistema/detecta-power/chequeo',
      '/ecosistema/detecta-power/isalud',
      '/ecosistema/detecta-power/holos',
      '/ecosistema/vida-power/ambulancia',
      '/ecosistema/vida-power/chequeo',
      '/ecosistema/vida-power/isalud',
      '/ecosistema/vida-power/especializada',
      '/ecosistema/vida-power/holos',
      '/ecosistema/vida-power/examen',
    ];
    for (const r of routes) expect(benefitByRoute(r), r).toBeDefined();
  });

  it('covers every benefit named in spec section 1', () => {
    const titles = benefits.map((b) => b.title.toLowerCase());
    const named = [
      'cursos online con certificación',
      'telemedicina',
      'orientación médica telefónica',
      'asesoría nutricional',
      'ambulancia',
      'enfermera',
      'funeraria',
      'urgencia dental',
      'médico a domicilio',
      'análisis clínicos',
      'psicológica',
      'holos',
      'cerrajero',
      'gasfitero',
      'electricista',
      'vidriero',
      'marketing',
      'coworking',
      'legal',
      'currículum',
      'entrevistas',
      'salarial',
      'ofertas laborales',
      'examen de sangre a domicilio',
      'chequeo preventivo anual',
    ];
    for (const n of named)
      expect(
        titles.some((t) => t.includes(n)),
        n,
      ).toBe(true);
  });

  it('carries the benefit copy of section 9', () => {
    expect(benefitById(1)?.desc).toContain('Más de 1,000 cursos');
    expect(benefitById(1)?.desc).toContain('2 certificaciones al año');
    expect(benefitById(9)?.desc).toContain('hasta 9 especialidades');
    expect(benefitById(10)?.desc).toContain('menos de 15 minutos');
    expect(benefitByRoute('/cuotas/coworking')?.desc).toBe('Una semana al año de sala de coworking, gratis.');
  });

  it('uses the service module codes of the spec', () => {
    const mods = Object.fromEntries(benefitsOfFamily('salud').map((b) => [b.slug, b.mod]));
    expect(mods).toMatchObject({
      ambulancia: 'Ambu',
      orientacion: 'OriMed',
      nutricion: 'AseNutri',
      enfermera: 'EnfeDom',
      funerario: 'SerFun',
      dental: 'UrgDen',
      medico: 'MedDom',
      analisis: 'AnaliClini',
      psicologia: 'AsiPsico',
      holos: 'Life',
    });
  });

  it('carries the plan tiers of section 5', () => {
    const plan = (path: string) => benefitByRoute(path)?.plan;
    expect(plan('/detecta-power/examen')).toEqual([3]);
    expect(plan('/vida-power/examen')).toEqual([3]);
    expect(plan('/detecta-power/chequeo')).toEqual([1, 2, 3]);
    expect(plan('/vida-power/chequeo')).toEqual([2, 3]);
    expect(plan('/detecta-power/isalud')).toEqual([3]);
    expect(plan('/vida-power/isalud')).toEqual([3]);
    for (const b of benefits.filter((x) => x.slug === 'holos')) expect(b.plan).toEqual([1, 2, 3]);
    expect(plan('/vida-power/ambulancia')).toEqual([1, 2]);
    expect(plan('/vida-power/especializada')).toEqual([3]);
  });

  it('groups the ecosystem-5 benefits by business and employability', () => {
    const group = (slug: string) => benefitByRoute(`/cuotas/${slug}`)?.group;
    for (const s of ['marketing', 'coworking', 'asesoria']) expect(group(s)).toEqual([0, 1]);
    for (const s of ['curriculum', 'entrevista', 'salario', 'job']) expect(group(s)).toEqual([0, 2]);
    for (const s of ['legal', 'holos', 'cursos']) expect(group(s)).toEqual([0, 1, 2]);
  });

  it('describes an action for every benefit', () => {
    expect(benefitByRoute('/salud/telemedicina')?.accion).toBe('videoconsulta');
    expect(benefitByRoute('/salud/nutricion')?.accion).toBe('agendarSalud');
    expect(benefitByRoute('/cuotas/marketing')?.accion).toBe('agendar');
    expect(benefitByRoute('/proteccion/cursos')?.accion).toBe('cursos');
    expect(benefitByRoute('/salud/orientacion')?.accion).toBe('telefono');
    expect(benefitByRoute('/hogar/cerrajeria')?.accion).toBe('servicioHogar');
    expect(benefitByRoute('/cuotas/coworking')?.accion).toBe('coworking');
  });

  it("have an action that agrees with their rules: an appointment's call exactly where the rules book appointments", () => {
    // The slot picker and the server read the rules (isBookable); the action still picks the call, the form's questions
    // and whether a room opens. Each line lists the benefits where the two disagree.
    const disagree = (action: (b: Benefit) => boolean, rules: (b: Benefit) => boolean) =>
      benefits.filter((b) => action(b) !== rules(b)).map((b) => b.id);
    const appointment = (b: Benefit) => ['agendar', 'agendarSalud', 'videoconsulta'].includes(b.accion);
    const coworking = (b: Benefit) => b.accion === 'coworking';
    const video = (b: Benefit) => b.accion === 'videoconsulta';
    expect(disagree(appointment, isBookable)).toEqual([]);
    expect(disagree(coworking, (b) => booksAWeek(rulesOf(b.mod)))).toEqual([]);
    expect(disagree(video, (b) => rulesOf(b.mod).modalidad === 'video')).toEqual([]);
  });
});

describe('lookups', () => {
  it('find families by slug, id, code and route', () => {
    expect(familyBySlug('salud')?.id).toBe(4);
    expect(familyBySlug('nope')).toBeUndefined();
    expect(familyByCode('7723-1')?.slug).toBe('vida-power');
    expect(familyByRoute('/ecosistema/hogar/cerrajero')?.slug).toBe('hogar');
    expect(familyByRoute('/vidaTotal')?.slug).toBe('vidaTotal');
    expect(familyByRoute('/ecosistema')).toBeUndefined();
    expect(familyByRoute('/')).toBeUndefined();
  });

  it('find benefits by route, ignoring query, hash and trailing slash', () => {
    expect(benefitByRoute('/salud/telemedicina/')?.id).toBe(9);
    expect(benefitByRoute('/ecosistema/salud/telemedicina?x=1')?.id).toBe(9);
    expect(benefitByRoute('/hogar/cerrajero')).toBeUndefined();
    expect(benefitByRoute('/salud')).toBeUndefined();
  });

  it('cycle prev and next within the family', () => {
    const hogar = benefitsOfFamily('hogar');
    expect(hogar.map((b) => b.id)).toEqual([30, 31, 32, 33]);
    expect(neighbours(30)?.prev.id).toBe(33);
    expect(neighbours(30)?.next.id).toBe(31);
    expect(neighbours(33)?.next.id).toBe(30);
    expect(benefitById(30)?.urlNext).toBe('/ecosistema/hogar/gasfitero');
    expect(benefitById(30)?.urlPrev).toBe('/ecosistema/hogar/vidriero');
    expect(neighbours(99)).toBeUndefined();
    for (const b of benefits) {
      const n = neighbours(b.id);
      expect(n?.prev.family).toBe(b.family);
      expect(b.urlNext).toBe(n?.next.linkIn);
    }
  });

  it('lead from a protection card to the credit score page', () => {
    expect(benefitById(2)?.urlNext).toBe('/ecosistema/proteccion/score-credito');
  });

  it('give up to three carousel cards per family', () => {
    expect(carouselOf('salud').map((b) => b.id)).toEqual([9, 10, 11]);
    expect(carouselOf('nope')).toEqual([]);
    expect(benefitsOfFamily('nope')).toEqual([]);
  });
});

describe('conditions', () => {
  it('say what a cancellation does only where a booking can be cancelled, and count uses only where there are some', () => {
    const cancelling = /Una cita cancelada te devuelve su uso/;
    expect(conditionsFor('AnaliClini').some((c) => cancelling.test(c))).toBe(true);
    expect(conditionsFor('Ambu').some((c) => cancelling.test(c))).toBe(false);
    expect(conditionsFor('Ambu').some((c) => c.startsWith('Los usos se cuentan por titular'))).toBe(true);
    expect(conditionsFor('OriMed').some((c) => c.startsWith('Los usos se cuentan'))).toBe(false);
    // Coworking books a week: its conditions speak of the week, not of an appointment.
    expect(conditionsFor('Cowork').some((c) => cancelling.test(c))).toBe(false);
    expect(conditionsFor('Cowork').some((c) => c.includes('Una semana cancelada antes de empezar'))).toBe(true);
  });
});

describe('terms', () => {
  /** The services a benefit's text could send a customer to, as the text would name them. */
  const services: Record<string, ServiceModule> = {
    telemedicina: 'TeleMed',
    ambulancia: 'Ambu',
    'orientación médica': 'OriMed',
    'médico a domicilio': 'MedDom',
    'análisis clínicos': 'AnaliClini',
    chequeo: 'Chequeo',
    isalud: 'Isalud',
  };

  it('send a customer only to a service that everyone who sees the benefit also has', () => {
    for (const b of benefits) {
      const t = termsOf(b.mod);
      const text = [
        b.descrip,
        ...t.incluye,
        ...t.notas,
        ...t.exclusiones,
        ...(t.preparacion ?? []),
        ...(t.llevar ?? []),
      ]
        .join(' ')
        .toLowerCase();
      for (const [name, mod] of Object.entries(services)) {
        if (mod === b.mod || !text.includes(name)) continue;
        const other = benefitsOfFamily(b.family).find((o) => o.mod === mod);
        const where = `${b.linkOut} names ${name}`;
        expect(other, where).toBeDefined();
        // Every plan tier that sees this benefit sees the other, and it needs no licence this one does not.
        expect(
          (b.plan ?? [1, 2, 3]).every((tier) => other!.plan?.includes(tier) ?? true),
          where,
        ).toBe(true);
        expect(other!.licencia === undefined || other!.licencia === b.licencia, where).toBe(true);
      }
    }
  });

  it('of the home blood test and iSalud name no telemedicine, which their families do not have', () => {
    for (const mod of ['ExaSangre', 'Isalud'] as const) {
      const t = termsOf(mod);
      expect([...t.incluye, ...t.notas, ...t.exclusiones].join(' ')).not.toMatch(/telemedicina/i);
    }
    expect(benefitsOfFamily('detecta-power').some((b) => b.mod === 'TeleMed')).toBe(false);
    expect(benefitsOfFamily('vida-power').some((b) => b.mod === 'TeleMed')).toBe(false);
  });
});

describe('what a benefit page says', () => {
  it("of the funeral assistance: the holder's death, asked for by the family, as the who-sentence says", () => {
    for (const b of benefits.filter((x) => x.mod === 'SerFun')) {
      expect(b.descrip).toContain('fallecimiento del titular del seguro');
      expect(b.descrip).not.toContain('de un familiar');
    }
    expect(termsForDisplay('SerFun').who).toBe(
      'Cubre el fallecimiento del titular del seguro; el servicio lo pide su familia.',
    );
  });

  it('of the coworking week promises nothing its exclusions take back', () => {
    const coworking = benefitByRoute('/cuotas/coworking')!;
    expect(termsOf('Cowork').exclusiones.join(' ')).toContain('Impresiones');
    expect(coworking.descrip).not.toMatch(/impres/i);
  });

  it('of the phone guidance promises a doctor who calls back within 15 minutes', () => {
    for (const b of benefits.filter((x) => x.mod === 'OriMed')) {
      expect(b.descrip).toContain('un médico te devuelve la llamada en menos de 15 minutos');
    }
  });
});

describe('a guest reading the benefit their host shared', () => {
  it("reads of their host's licence, without the holder's sentences about inviting", () => {
    const holder = termsForDisplay('Cursos');
    const guest = termsForDisplay('Cursos', 'invitado');
    expect(holder.who).toBe('El titular, y las personas a quienes invites con tus licencias.');
    expect(guest.who).toBe(
      'Solo tú: tu anfitrión, titular del seguro, compartió contigo una de sus licencias. Como invitado no puedes invitar a otras personas.',
    );
    expect(guest.limits).toEqual([
      'Sin límite de usos mientras el seguro de tu anfitrión esté vigente.',
      'Sin copago.',
      'Hasta 2 certificaciones al año con tu licencia.',
    ]);
    const all = (t: typeof guest) => [t.who, ...t.limits, t.waitingPeriod].join(' ');
    expect(all(guest)).not.toMatch(/invites|Cada invitado|tu seguro/);
    expect(conditionsFor('Cursos', 'invitado').join(' ')).not.toContain('tu seguro');
    expect(conditionsFor('Cursos', 'invitado')).toContain(
      'Necesitas que el seguro de tu anfitrión esté vigente, y tu DNI o carné de extranjería a la mano.',
    );
  });

  it('of telemedicine, counts uses on the guest account from its activation, as the booking does', () => {
    const counting = conditionsFor('TeleMed', 'invitado').find((c) => c.startsWith('Los usos'));
    expect(counting).toBe(
      'Los usos se cuentan en tu cuenta de invitado y se renuevan cada año desde que activaste tu cuenta. Una cita cancelada te devuelve su uso; una atendida o a la que no asististe lo gasta.',
    );
    // Who may be the patient is the same rule for a guest: the booking lets them name a relative.
    expect(termsForDisplay('TeleMed', 'invitado').who).toBe(termsForDisplay('TeleMed').who);
  });
});
