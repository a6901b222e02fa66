/**
 * What the landing's quick form hands to `/registro/` as navigation state (spec section 2):
 * the document number and its type (8 = DNI, 6 = CE).
 */
export interface RegistrationHandoff {
  identificacion: string;
  tipoIdentificacion: 8 | 6;
}

/** Reads the handoff from a router location's state; null when absent or malformed. */
export function readRegistrationHandoff(state: unknown): RegistrationHandoff | null {
  if (typeof state !== 'object' || state === null) return null;
  const { identificacion, tipoIdentificacion } = state as Record<string, unknown>;
  if (typeof identificacion !== 'string' || (tipoIdentificacion !== 8 && tipoIdentificacion !== 6)) return null;
  return { identificacion, tipoIdentificacion };
}
