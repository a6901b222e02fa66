import { describe, expect, it } from 'vitest';
import { mapUrl, phoneHref, placeHours, placeLine } from './placeText.ts';

describe('a place in words', () => {
  const place = {
    nombre: 'Laboratorio Clínico Santa Rosalía',
    direccion: 'Av. José Larco 812',
    distrito: 'Miraflores',
  };

  it('writes the place, its hours, a phone link that dials from anywhere and a map search', () => {
    expect(placeLine(place)).toBe('Laboratorio Clínico Santa Rosalía, Av. José Larco 812, Miraflores');
    expect(placeHours({ dias: 'lunesASabado', desde: '07:00', hasta: '18:00' })).toBe(
      'De lunes a sábado, de 7:00\u00a0a.\u00a0m. a 6:00\u00a0p.\u00a0m.',
    );
    expect(phoneHref('(01) 612-4580')).toBe('tel:+5116124580');
    expect(mapUrl(place.direccion, place.distrito)).toBe(
      'https://www.google.com/maps/search/?api=1&query=Av.%20Jos%C3%A9%20Larco%20812%2C%20Miraflores%2C%20Per%C3%BA',
    );
  });
});
