import type { EstadoBeneficio } from '../../../api/contract';
import type { Benefit } from '../../../domain/catalogue';
import { rulesOf } from '../../../domain/rules/benefitRules';
import { formatLongDay } from '../../../domain/dates';
import { usesLeftSentence } from '../../../domain/rules/bookingCheck';

/**
 * "Te quedan 11 de 12 consultas este año. Se renuevan el 15 de marzo de 2027."; with one use a period, "Se renueva"
 * (the one check-up). Undefined without a limit.
 */
export function usesText(benefit: Pick<Benefit, 'mod'>, estado: EstadoBeneficio | undefined): string | undefined {
  if (!estado?.usos) return undefined;
  const { renuevaEl, total } = estado.usos;
  const left = usesLeftSentence(rulesOf(benefit.mod), estado.usos);
  if (!renuevaEl) return left;
  return `${left} ${total === 1 ? 'Se renueva' : 'Se renuevan'} el ${formatLongDay(renuevaEl)}.`;
}

/** "Podrás usarlo desde el 24 de febrero de 2027 (periodo de carencia)."; undefined once it is over. */
export function waitingText(estado: EstadoBeneficio | undefined): string | undefined {
  return estado?.carenciaHasta
    ? `Podrás usarlo desde el ${formatLongDay(estado.carenciaHasta)} (periodo de carencia).`
    : undefined;
}

/**
 * The bound on upcoming appointments, when the benefit stands at it: "Mi seguro"'s notice with no rule named (a rule's
 * notice names it in `regla`, ADR 0015). Undefined otherwise.
 */
export function boundText(estado: EstadoBeneficio | undefined): string | undefined {
  return estado?.aviso && estado.regla === null ? estado.aviso : undefined;
}
