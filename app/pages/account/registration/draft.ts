import type { MensajeExtra } from '../../../api/contract';

/**
 * Step 1 survives a reload of the tab (session storage), so a flaky connection does not force
 * re-typing. Only identity data is kept: never a password, e-mail or phone.
 */
export interface Step1Draft {
  tipo: '8' | '6';
  numero: string;
  nombres: string;
  seguros: string[];
  /** The known-user check's answer for `numero`, null until made. */
  mensajeExtra: MensajeExtra | null;
}

const KEY = 'beneficios:registro-paso1';

export const emptyDraft: Step1Draft = { tipo: '8', numero: '', nombres: '', seguros: [], mensajeExtra: null };

export function loadDraft(): Step1Draft | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<Step1Draft>;
    return {
      tipo: value.tipo === '6' ? '6' : '8',
      numero: typeof value.numero === 'string' ? value.numero.replace(/\D/g, '').slice(0, 12) : '',
      nombres: typeof value.nombres === 'string' ? value.nombres.slice(0, 100) : '',
      seguros: Array.isArray(value.seguros)
        ? value.seguros.filter((s): s is string => typeof s === 'string').slice(0, 2)
        : [],
      mensajeExtra: value.mensajeExtra === 'yes_quest' || value.mensajeExtra === 'no_quest' ? value.mensajeExtra : null,
    };
  } catch {
    return null;
  }
}

export function saveDraft(draft: Step1Draft): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Storage full or unavailable: the form still works.
  }
}

export function clearDraft(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
}

/**
 * The landing quick form navigates to /registro/ with the document in navigation state.
 * Accepted shapes: { identificacion, tipoIdentificacion } (API names) or { numero, tipo }.
 */
export function documentFromState(state: unknown): Pick<Step1Draft, 'tipo' | 'numero'> | null {
  if (!state || typeof state !== 'object') return null;
  const s = state as Record<string, unknown>;
  const numero = s.identificacion ?? s.numero ?? s.documento;
  const tipo = s.tipoIdentificacion ?? s.tipo;
  if (typeof numero !== 'string' && typeof numero !== 'number') return null;
  const digits = String(numero).replace(/\D/g, '').slice(0, 12);
  if (!digits) return null;
  return { tipo: String(tipo) === '6' ? '6' : '8', numero: digits };
}
