import { describe, expect, it } from 'vitest';
import { benefitRules } from '../rules/benefitRules.ts';
import { addressLine, addressSentences, provinceOf } from './address.ts';
import { AREA_DISTRICTS, AREA_NAMES, LIMA_CALLAO_DISTRICTS, areaReaches, districtByUbigeo } from './districts.ts';

describe('districts of Lima Metropolitana y Callao', () => {
  it('lists the 43 districts of the province of Lima and the 7 of Callao, each ubigeo once', () => {
    expect(LIMA_CALLAO_DISTRICTS).toHaveLength(50);
    expect(
      LIMA_CALLAO_DISTRICTS.filter((d) => d.provincia === 'Lima' && /^1501(0[1-9]|[1-3]\d|4[0-3])$/.test(d.ubigeo)),
    ).toHaveLength(43);
    expect(LIMA_CALLAO_DISTRICTS.filter((d) => d.provincia === 'Callao' && /^07010[1-7]$/.test(d.ubigeo))).toHaveLength(
      7,
    );
    expect(new Set(LIMA_CALLAO_DISTRICTS.map((d) => d.ubigeo)).size).toBe(50);
    expect(new Set(LIMA_CALLAO_DISTRICTS.map((d) => d.nombre)).size).toBe(50);
  });

  it('knows the INEI codes', () => {
    expect(districtByUbigeo('150101')?.nombre).toBe('Lima');
    expect(districtByUbigeo('150122')?.nombre).toBe('Miraflores');
    expect(districtByUbigeo('150125')?.nombre).toBe('Puente Piedra');
    expect(districtByUbigeo('150131')?.nombre).toBe('San Isidro');
    expect(districtByUbigeo('150140')?.nombre).toBe('Santiago de Surco');
    expect(districtByUbigeo('150143')?.nombre).toBe('Villa María del Triunfo');
    expect(districtByUbigeo('070101')).toEqual({ ubigeo: '070101', nombre: 'Callao', provincia: 'Callao' });
    expect(districtByUbigeo('070107')?.nombre).toBe('Mi Perú');
    // Arequipa, and a province of the department of Lima outside Lima Metropolitana (Huaral).
    expect(districtByUbigeo('040101')).toBeUndefined();
    expect(districtByUbigeo('150601')).toBeUndefined();
  });

  it('reaches only listed districts, and gives every home-visit benefit an area with a list and a name', () => {
    expect(areaReaches('limaCallao', '150122')).toBe(true);
    expect(areaReaches('limaCallao', '070106')).toBe(true);
    expect(areaReaches('limaCallao', '040101')).toBe(false);
    expect(areaReaches('limaCallao', '150144')).toBe(false);
    const homeVisits = Object.entries(benefitRules).filter(([, r]) => r.modalidad === 'domicilio');
    expect(homeVisits.map(([mod]) => mod).sort()).toEqual(['EnfeDom', 'ExaSangre', 'MedDom']);
    for (const [, rules] of homeVisits) {
      expect(AREA_DISTRICTS[rules.area]?.length).toBeGreaterThan(0);
      expect(AREA_NAMES[rules.area]).toBeTruthy();
    }
  });
});

describe('addresses as people read them', () => {
  it('writes street, district and province, the province once when the district bears its name', () => {
    expect(addressLine({ ubigeo: '150122', distrito: 'Miraflores', calle: ' Av. José Larco 345, dpto. 501 ' })).toBe(
      'Av. José Larco 345, dpto. 501, Miraflores, Lima',
    );
    expect(addressLine({ ubigeo: '150101', distrito: 'Lima', calle: 'Jr. Lampa 500' })).toBe('Jr. Lampa 500, Lima');
    expect(addressLine({ ubigeo: '070102', distrito: 'Bellavista', calle: 'Av. Guardia Chalaca 1200' })).toBe(
      'Av. Guardia Chalaca 1200, Bellavista, Callao',
    );
    expect(provinceOf('040101')).toBeUndefined();
  });

  it('says the address and its reference as sentences', () => {
    const casa = { ubigeo: '150131', distrito: 'San Isidro', calle: 'Calle Las Begonias 450' };
    expect(addressSentences(casa)).toBe('Dirección: Calle Las Begonias 450, San Isidro, Lima.');
    expect(addressSentences({ ...casa, referencia: 'portón verde' })).toBe(
      'Dirección: Calle Las Begonias 450, San Isidro, Lima. Referencia: portón verde.',
    );
    expect(addressSentences({ ...casa, referencia: '  ' })).toBe(
      'Dirección: Calle Las Begonias 450, San Isidro, Lima.',
    );
  });
});
