import type { PolicyDetails, ProfileRow } from '../db/accounts.ts';
import type { Store } from '../db/index.ts';

/** The base64 user id the client carries (spec section 3). */
export function encodeUserId(id: number): string {
  return Buffer.from(String(id), 'utf8').toString('base64');
}

/**
 * The profile of `obtenerSession`: personal data from the account, products, plans, licences
 * and profiles from the policy registry, and the guest's product when the user is a guest.
 * `invitado` marks a guest; `nroinvitado` counts the guests the user has invited as a host.
 */
export async function buildProfile(store: Store, userId: number, account?: ProfileRow) {
  // At most two statements whatever the account (none when the caller's account came with its session, and the
  // policy's details are read once a minute): this runs on every authenticated read and every booking.
  const user = account ?? (await store.accounts.profileRow(userId));
  if (!user) return undefined;
  const holder = user.policyholder_id !== null && user.preference_group !== null;
  const details = holder ? await store.accounts.policyDetails(user.policyholder_id!) : noDetails;
  // The same kept account row with the same kept details makes the same profile: built once, shared frozen.
  const known = built.get(user);
  if (known?.details === details) return known.profile;
  const profile = composeProfile(user, holder, details);
  built.set(user, { details, profile });
  return profile;
}

/** A profile as `obtenerSession` answers it; shared, so frozen. */
export type Profile = ReturnType<typeof composeProfile>;
const noDetails = Object.freeze({
  products: Object.freeze([]),
  perfiles: Object.freeze([]),
  plans: Object.freeze([]),
  licences: Object.freeze([]),
}) as unknown as PolicyDetails;
/** Weak: a profile lives as long as the kept row it was built from. */
const built = new WeakMap<ProfileRow, { details: PolicyDetails; profile: Profile }>();

function composeProfile(user: ProfileRow, holder: boolean, details: PolicyDetails) {
  const guest = user.guest_row_id !== null;
  return Object.freeze({
    nombres: user.nombres,
    apellidoPaterno: user.apellido_paterno,
    apellidoMaterno: user.apellido_materno,
    numeroCelular: user.fono,
    correoElectronico: user.email,
    dicTipoDocumento: user.tipo_identificacion as 6 | 8,
    identificacion: user.identificacion,
    invitado: guest,
    nroinvitado: holder ? Number(user.guests_invited) : 0,
    planServicio: details.plans[0]?.servicio ?? '',
    perfiles: details.perfiles,
    // Typed as the contract's list, but frozen like the rest: the profile is shared between requests.
    perfilesUs: Object.freeze([...details.perfiles]) as string[],
    idUsuario: encodeUserId(user.id),
    datosProductos: details.licences,
    globalPlan: details.plans,
    idProducto: (user.guest_producto ?? null) as 7442 | 7443 | null,
    grupoPreferencia: (user.preference_group ?? 0) as 0 | 1 | 2,
    encuesta: user.encuesta as 0 | 1,
    globalUsuName: user.nombres,
    globalUsuSurname: `${user.apellido_paterno} ${user.apellido_materno}`.trim(),
  });
}
