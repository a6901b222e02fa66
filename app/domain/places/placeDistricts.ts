/**
 * The districts of Lima Metropolitana and Callao where the affiliated network has places, by INEI ubigeo.
 * Only those the seeded network uses (server/seed/affiliated-places.json): the full list of districts is
 * data of its own; this map names the places' districts until both meet.
 */
export const placeDistricts = {
  '150101': 'Lima',
  '150113': 'Jesús María',
  '150117': 'Los Olivos',
  '150122': 'Miraflores',
  '150130': 'San Borja',
  '150131': 'San Isidro',
  '150140': 'Santiago de Surco',
  '070101': 'Callao',
} as const satisfies Record<string, string>;

export type PlaceUbigeo = keyof typeof placeDistricts;

/** The district's name, or undefined for a ubigeo the network does not use. */
export function districtName(ubigeo: string): string | undefined {
  return (placeDistricts as Record<string, string>)[ubigeo];
}
