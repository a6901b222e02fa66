import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Store } from '../db/index.ts';
import type { PlaceSeed } from '../db/places.ts';

const placesFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'affiliated-places.json');

export function readAffiliatedPlaces(): PlaceSeed[] {
  return (JSON.parse(fs.readFileSync(placesFile, 'utf8')) as { lugares: PlaceSeed[] }).lugares;
}

/**
 * First start only: the affiliated network. Not demo data: it is seeded in production too, and apart from the
 * registry, so a database made before the network existed gets it on its next start.
 */
export async function seedPlacesIfEmpty(store: Store): Promise<boolean> {
  if (await store.places.isSeeded()) return false;
  return await store.places.insertAll(readAffiliatedPlaces());
}
