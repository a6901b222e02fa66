import proteccion from '../../assets/familias/proteccion.svg?no-inline';
import salud from '../../assets/familias/salud.svg?no-inline';

/**
 * The account screens' two drawings, each by its own URL. The family table (app/assets/familyArt.ts) lists all nine
 * and travels with the notices; an account page shows one drawing before anything else, without that chunk.
 * (`?no-inline` makes these modules of their own, apart from the table's `?url` ones the notices group captures.)
 */
export const accountArt = { proteccion, salud } as const;
