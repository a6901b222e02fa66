import { documentoSchema, idSalaSchema } from '../../api/schemas/primitives.ts';

/**
 * Reading the video room's address `/videollamada/:str?id={idSala}`.
 * `:str` carries the patient's document so a personal link opens the room directly:
 * base64url of the digits (as the lender's links carry ids), or the plain digits.
 * Any other value, such as the confirmation link's "sala", means the page asks for the document.
 */
export const ASK_FOR_DOCUMENT = 'sala';

export function encodeRoomDocument(documento: string): string {
  return btoa(documento).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function decodeBase64Url(text: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return null;
  try {
    return atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return null;
  }
}

/** The document the address carries, or null when the page must ask for it. */
export function documentFromPath(str: string | undefined): string | null {
  if (!str || str === ASK_FOR_DOCUMENT) return null;
  if (documentoSchema.safeParse(str).success) return str;
  const decoded = decodeBase64Url(str);
  return decoded !== null && documentoSchema.safeParse(decoded).success ? decoded : null;
}

/** The room id of the query, or null when it is missing or blank. */
export function roomIdFromQuery(search: URLSearchParams): string | null {
  const id = search.get('id')?.trim() ?? '';
  return id === '' ? null : id;
}

/** Whether a room id has the provider's shape; anything else cannot be a room. */
export function isRoomId(id: string): boolean {
  return idSalaSchema.safeParse(id).success;
}

/** The personal link to a room for one patient (e.g. in a reminder). */
export function personalRoomLink(idSala: string, documento: string): string {
  return `/videollamada/${encodeRoomDocument(documento)}?id=${encodeURIComponent(idSala)}`;
}
