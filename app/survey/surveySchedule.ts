/**
 * The survey asks a customer at most once a week, however often they log in: the time it was last shown is kept on
 * the device, per customer, and a logout keeps it (it says nothing about the customer but that moment). The
 * customer's id is kept only as a short hash.
 */
export const SURVEY_SHOWN_KEY = 'beneficios:encuesta-mostrada';
export const SURVEY_INTERVAL_MS = 7 * 24 * 60 * 60 * 1000;

/** FNV-1a, 32 bits, in hex: enough to tell the customers of one device apart. */
function customerKey(idUsuario: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < idUsuario.length; i++) hash = Math.imul(hash ^ idUsuario.charCodeAt(i), 0x01000193) >>> 0;
  return hash.toString(16).padStart(8, '0');
}

function readShown(): Record<string, number> {
  try {
    const value = JSON.parse(window.localStorage.getItem(SURVEY_SHOWN_KEY) ?? '{}') as unknown;
    if (!value || typeof value !== 'object') return {};
    return Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, number] => typeof entry[1] === 'number'),
    );
  } catch {
    return {};
  }
}

/** Whether the survey may be shown to this customer now: never shown on this device, or not for a week. */
export function surveyDue(idUsuario: string, now = Date.now()): boolean {
  const last = readShown()[customerKey(idUsuario)];
  return last === undefined || now - last >= SURVEY_INTERVAL_MS || last > now;
}

/** Notes that the survey was shown now; entries older than a week are dropped on the way. */
export function recordSurveyShown(idUsuario: string, now = Date.now()): void {
  const kept = Object.entries(readShown()).filter(([, at]) => now - at < SURVEY_INTERVAL_MS);
  try {
    window.localStorage.setItem(
      SURVEY_SHOWN_KEY,
      JSON.stringify(Object.fromEntries([...kept, [customerKey(idUsuario), now]])),
    );
  } catch {
    // No storage: the survey may ask again at the next login.
  }
}
