import { describe, expect, it } from 'vitest';
import { benefitRules, rulesOf } from './benefitRules.ts';
import { checkBooking, slotHoursFor, standingOn, usesLeft, usesLeftSentence } from './bookingCheck.ts';
import { addMonths, periodOf } from './policyPeriod.ts';
import {
  countingSentence,
  hoursSentence,
  limitSentences,
  upcomingBoundSentence,
  usesSentence,
  waitingSentence,
} from './ruleSentences.ts';

describe('policy periods', () => {
  it("counts policy years and months from the start date, a month-end start renewing on the shorter month's last day", () => {
    expect(periodOf('anio', '2025-03-15', '2026-03-14')).toEqual({ desde: '2025-03-15', hasta: '2026-03-15' });
    expect(periodOf('anio', '2025-03-15', '2026-03-15')).toEqual({ desde: '2026-03-15', hasta: '2027-03-15' });
    expect(periodOf('mes', '2026-01-31', '2026-02-28')).toEqual({ desde: '2026-02-28', hasta: '2026-03-31' });
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
    expect(periodOf('anioCalendario', '2025-03-15', '2026-07-01')).toEqual({
      desde: '2026-01-01',
      hasta: '2027-01-01',
    });
    expect(periodOf('vigencia', '2025-03-15', '2030-01-01')).toEqual({ desde: '2025-03-15' });
  });
});

describe('benefit rules', () => {
  const analisis = rulesOf('AnaliClini');
  const base = {
    rules: analisis,
    title: 'Análisis clínicos',
    fecha: '2026-12-02',
    hora: '10:00',
    inicioVigencia: '2025-10-01',
    usados: 0,
    paraFamiliar: false,
  };

  it("writes the page's sentences from the data", () => {
    expect(usesSentence(analisis)).toBe('1 análisis al año.');
    expect(usesSentence(rulesOf('TeleMed'))).toBe('Hasta 12 consultas al año, entre tú y tu familia.');
    expect(limitSentences(rulesOf('MedDom'))).toEqual([
      'Hasta 3 visitas al año, entre tú y tu familia.',
      'Puedes tener hasta 3 citas próximas de este beneficio a la vez.',
      'Copago de S/ 20.00 por visita.',
    ]);
    // The upcoming bound counts appointments at an hour: not a coworking week, not a phone line.
    expect(upcomingBoundSentence(rulesOf('Cowork'))).toBeNull();
    expect(upcomingBoundSentence(rulesOf('OriMed'))).toBeNull();
    expect(waitingSentence(analisis)).toBe('60 días desde el inicio de tu seguro.');
    // Each benefit's uses come back as its own period counts them: the coworking week on 1 January.
    expect(countingSentence(analisis)).toBe(
      'Los usos se cuentan por titular y se renuevan cada año desde el inicio de tu seguro.',
    );
    expect(countingSentence(rulesOf('Cowork'))).toBe(
      'Los usos se cuentan por titular y se renuevan cada año calendario, el 1 de enero.',
    );
    expect(countingSentence(rulesOf('SerFun'))).toBe(
      'Los usos se cuentan por titular y no se renuevan: valen por toda la vigencia de tu seguro.',
    );
    expect(countingSentence(rulesOf('OriMed'))).toBeNull();
    expect(hoursSentence(rulesOf('TeleMed'))).toBe('De lunes a sábado, de 9:00 a. m. a 6:00 p. m., con cita.');
    expect(hoursSentence(rulesOf('Cowork'))).toBe(
      'De lunes a sábado, de 9:00 a. m. a 6:00 p. m., con tu semana reservada.',
    );
    expect(slotHoursFor(rulesOf('TeleMed'))).toEqual([
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
    ]);
    // A test taken fasting is booked in the morning only, and the page says so.
    expect(hoursSentence(analisis)).toBe('De lunes a sábado, de 9:00 a. m. a 11:00 a. m., con cita y en ayunas.');
    for (const fasting of ['AnaliClini', 'ExaSangre', 'Chequeo'] as const) {
      expect(slotHoursFor(rulesOf(fasting))).toEqual(['09:00', '10:00']);
    }
  });

  it('refuses, naming the rule: a relative on a holder-only benefit, a closed hour, the waiting period, spent uses', () => {
    expect(checkBooking(base)).toBeNull();
    expect(checkBooking({ ...base, paraFamiliar: true })?.regla).toBe('titular');
    expect(checkBooking({ ...base, fecha: '2026-12-06' })?.regla).toBe('horario');
    expect(checkBooking({ ...base, inicioVigencia: '2026-11-01' })).toMatchObject({
      regla: 'carencia',
      disponibleDesde: '2026-12-31',
    });
    expect(checkBooking({ ...base, usados: 1 })).toEqual({
      regla: 'usos',
      mensaje:
        'Llegaste al límite de Análisis clínicos: 1 análisis al año. Vuelve a estar disponible el 1 de octubre de 2027.',
      disponibleDesde: '2027-10-01',
    });
  });

  it('tells the standing on a day without attention too: a Sunday does not hide the waiting period or spent uses', () => {
    const sunday = { ...base, fecha: '2026-12-06' };
    expect(standingOn(sunday)).toBeNull();
    expect(standingOn({ ...sunday, inicioVigencia: '2026-11-01' })).toMatchObject({
      regla: 'carencia',
      disponibleDesde: '2026-12-31',
    });
    expect(standingOn({ ...sunday, usados: 1 })).toMatchObject({ regla: 'usos', disponibleDesde: '2027-10-01' });
  });

  it('sends a home visit only to a district of its area, with the reason', () => {
    const medico = { ...base, rules: rulesOf('MedDom'), title: 'Médico a domicilio' };
    expect(checkBooking({ ...medico, ubigeo: '150122' })).toBeNull();
    expect(checkBooking({ ...medico, ubigeo: '070101' })).toBeNull();
    expect(checkBooking({ ...medico, ubigeo: '040101' })).toEqual({
      regla: 'area',
      mensaje:
        'Médico a domicilio solo atiende en Lima Metropolitana y Callao: la dirección que indicaste está fuera de esa zona.',
    });
    // The slots offered before an address is given, and benefits that are not home visits, are not about an address.
    expect(checkBooking(medico)).toBeNull();
    expect(checkBooking({ ...base, ubigeo: '040101' })).toBeNull();
  });

  it('tells the uses left in the period', () => {
    const tele = rulesOf('TeleMed');
    expect(usesLeftSentence(tele, usesLeft(tele, '2025-10-01', '2026-11-26', 1)!)).toBe(
      'Te quedan 11 de 12 consultas este año.',
    );
    expect(usesLeftSentence(analisis, usesLeft(analisis, '2025-10-01', '2026-11-26', 1)!)).toBe(
      'Te quedan 0 de 1 análisis este año.',
    );
    expect(usesLeft(rulesOf('OriMed'), '2025-10-01', '2026-11-26', 5)).toBeUndefined();
  });

  it('gives every benefit booked in the portal hours with at least one slot', () => {
    for (const rules of Object.values(benefitRules)) expect(slotHoursFor(rules).length).toBeGreaterThan(0);
  });
});
