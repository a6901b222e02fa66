import { describe, expect, it } from 'vitest';
import { benefits, type ServiceModule } from '../../app/domain/catalogue/index.ts';
import { districtByUbigeo } from '../../app/domain/places/districts.ts';
import { benefitRules } from '../../app/domain/rules/benefitRules.ts';
import { isOpenDayFor, slotHoursFor } from '../../app/domain/rules/bookingCheck.ts';
import { readAffiliatedPlaces } from './places.ts';

/** The seeded network keeps the promises the portal makes about it. */
describe('the affiliated network', () => {
  const places = readAffiliatedPlaces();
  const atPlaces = (Object.keys(benefitRules) as ServiceModule[]).filter(
    (mod) => benefitRules[mod].modalidad === 'lugar',
  );

  it('gives every benefit given at a place in two districts or more, and nothing else', () => {
    for (const mod of atPlaces) {
      const districts = new Set(places.filter((p) => p.servicios.includes(mod)).map((p) => p.ubigeo));
      expect(districts.size, mod).toBeGreaterThanOrEqual(2);
    }
    for (const place of places) for (const mod of place.servicios) expect(atPlaces, place.nombre).toContain(mod);
    expect(benefits.filter((b) => atPlaces.includes(b.mod)).length).toBeGreaterThan(0);
  });

  it('names every district, and gives each place an id, a name and an address of its own', () => {
    for (const place of places) expect(districtByUbigeo(place.ubigeo), place.nombre).toBeDefined();
    for (const key of ['id', 'nombre', 'direccion'] as const)
      expect(new Set(places.map((p) => p[key])).size).toBe(places.length);
  });

  it('opens each place through every slot the benefits it gives can be booked in', () => {
    const days = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'];
    for (const place of places) {
      for (const mod of place.servicios) {
        const rules = benefitRules[mod as ServiceModule];
        const placeOpen = {
          ...rules,
          horario: {
            ...place.horario,
            desde: place.horario.desde as `${number}:${number}`,
            hasta: place.horario.hasta as `${number}:${number}`,
          },
        };
        for (const day of days.filter((d) => isOpenDayFor(rules, d)))
          expect(isOpenDayFor(placeOpen, day), `${place.nombre} ${day}`).toBe(true);
        for (const hour of slotHoursFor(rules))
          expect(slotHoursFor(placeOpen), `${place.nombre} ${mod}`).toContain(hour);
      }
    }
  });
});
