/**
 * The contract's fixed codes as plain values, without zod, so pages that only need a code
 * (the home's quick form) do not load the schema library.
 */

/** Document type codes of the spec: 8 = DNI, 6 = CE. */
export const DOC_DNI = 8 as const;
export const DOC_CE = 6 as const;

/** Guest products: online courses with certification, telemedicine. */
export const PRODUCTO_CURSOS = 7442 as const;
export const PRODUCTO_TELEMEDICINA = 7443 as const;

/** Minutes an activation code lives (the server's pending activation, and what the screen and the message say). */
export const ACTIVATION_CODE_MINUTES = 15;

/** The registration option "0000": a customer who joins as a guest, with no family of their own. */
export const GUEST_OPTION = '0000' as const;

/** The nine telemedicine specialties. */
export const ESPECIALIDADES = [
  'Medicina general',
  'Pediatría',
  'Ginecología',
  'Cardiología',
  'Dermatología',
  'Nutrición',
  'Psicología',
  'Endocrinología',
  'Gastroenterología',
] as const;
export type Especialidad = (typeof ESPECIALIDADES)[number];

/** Saved addresses one account may keep. */
export const MAX_DIRECCIONES = 5;
