import { benefitById, familyBySlug, sameServiceIds, type Benefit } from '../../app/domain/catalogue/index.ts';
import { booksAWeek, rulesOf } from '../../app/domain/rules/benefitRules.ts';
import {
  checkBooking,
  standingOn,
  usesLeft,
  type Refusal,
  type UsesLeft,
} from '../../app/domain/rules/bookingCheck.ts';
import { endOfWaitingPeriod, periodOf, type Period } from '../../app/domain/rules/policyPeriod.ts';
import type { Store } from '../db/index.ts';
import type { UseRow } from '../db/policies.ts';
import type { Sql } from '../db/sql.ts';
import { limaDateTime } from '../../app/domain/limaCalendar.ts';

/**
 * A benefit's rules applied to one holder: the policy start its waiting period and policy years count
 * from, the uses spent, and whether a booking may be made. The rules themselves are in app/domain/rules.
 */

/**
 * The start of the policy that carries the benefit: the holder's product of the benefit's family, else the
 * holder's earliest policy; a guest's benefits count from the guest's account.
 */
export async function policyStart(store: Store, userId: number, benefit: Benefit): Promise<string> {
  const policies = await store.policies.ofUser(userId);
  const code = familyBySlug(benefit.family)?.code;
  const own =
    policies.find((p) => p.code === code) ??
    [...policies].sort((a, b) => a.inicio_vigencia.localeCompare(b.inicio_vigencia))[0];
  if (own) return own.inicio_vigencia;
  return limaDateTime((await store.policies.accountCreatedAt(userId)) ?? 0).slice(0, 10);
}

/**
 * The uses spent on these benefits from `desde`: their appointments, and for coworking its weeks, each counted on its
 * Monday (the week's calendar year, ADR 0101). A week's `id` is the coworking table's: only "Mi seguro" counts weeks,
 * and `bookingRefusal`'s `exceptId` (an appointment being moved) never meets one, as coworking is not an appointment.
 */
async function usesSince(
  store: Store,
  userId: number,
  benefitIds: readonly number[],
  desde: string,
  sql?: Sql,
): Promise<UseRow[]> {
  const appointments = await store.policies.usesSince(userId, benefitIds, desde, sql);
  // The coworking benefit books weeks (the coworking table), not appointments.
  const coworking = benefitIds.map((id) => benefitById(id)).find((b) => b && booksAWeek(rulesOf(b.mod)));
  if (!coworking) return appointments;
  const weeks = await store.policies.weeksSince(userId, desde, sql);
  return [...appointments, ...weeks.map((week) => ({ ...week, id_beneficio: coworking.id }))];
}

function inPeriod(uses: readonly UseRow[], period: Period): number {
  return uses.filter((u) => u.fecha >= period.desde && (period.hasta === undefined || u.fecha < period.hasta)).length;
}

export interface BookingAttempt {
  userId: number;
  benefit: Benefit;
  fecha: string;
  hora: string;
  paraFamiliar: boolean;
  inicioVigencia: string;
  /** The district of a home visit's address. */
  ubigeo?: string | undefined;
  /** A booking being moved does not count against itself. */
  exceptId?: number;
}

/** Whether the booking keeps the benefit's rules, counting uses on `sql` (the booking's transaction). */
export async function bookingRefusal(store: Store, attempt: BookingAttempt, sql?: Sql): Promise<Refusal | null> {
  const rules = rulesOf(attempt.benefit.mod);
  let usados = 0;
  if (rules.usos !== 'ilimitado') {
    const period = periodOf(rules.usos.periodo, attempt.inicioVigencia, attempt.fecha);
    const uses = await usesSince(store, attempt.userId, sameServiceIds(attempt.benefit), period.desde, sql);
    usados = inPeriod(
      uses.filter((u) => u.id !== attempt.exceptId),
      period,
    );
  }
  return checkBooking({
    rules,
    title: attempt.benefit.title,
    fecha: attempt.fecha,
    hora: attempt.hora,
    inicioVigencia: attempt.inicioVigencia,
    usados,
    paraFamiliar: attempt.paraFamiliar,
    ubigeo: attempt.ubigeo,
  });
}

export interface Standing {
  usos: UsesLeft | undefined;
  /** The end of the waiting period, while it runs. */
  carenciaHasta: string | undefined;
  /** Why it cannot be used today, in plain Spanish. */
  aviso: Refusal | null;
}

/** Uses left and whether each benefit can be used on `hoy`, for the benefit page, Citas and "Mi seguro". */
export async function standings(
  store: Store,
  userId: number,
  benefitIds: readonly number[],
  hoy: string,
): Promise<Map<number, Standing>> {
  const list = benefitIds.map((id) => benefitById(id)).filter((b): b is Benefit => b !== undefined);
  const starts = new Map<number, string>();
  for (const b of list) starts.set(b.id, await policyStart(store, userId, b));
  const periods = new Map<number, Period>();
  for (const b of list) {
    const rules = rulesOf(b.mod);
    if (rules.usos !== 'ilimitado') periods.set(b.id, periodOf(rules.usos.periodo, starts.get(b.id)!, hoy));
  }
  const earliest = [...periods.values()].map((p) => p.desde).sort()[0];
  const uses = earliest === undefined ? [] : await usesSince(store, userId, list.flatMap(sameServiceIds), earliest);
  const result = new Map<number, Standing>();
  for (const b of list) {
    const rules = rulesOf(b.mod);
    const inicioVigencia = starts.get(b.id)!;
    const period = periods.get(b.id);
    const same = new Set(sameServiceIds(b));
    const usados = period
      ? inPeriod(
          uses.filter((u) => same.has(u.id_beneficio)),
          period,
        )
      : 0;
    const finCarencia = endOfWaitingPeriod(inicioVigencia, rules.carenciaDias);
    result.set(b.id, {
      usos: usesLeft(rules, inicioVigencia, hoy, usados),
      carenciaHasta: finCarencia > hoy ? finCarencia : undefined,
      aviso: standingOn({ rules, title: b.title, fecha: hoy, inicioVigencia, usados }),
    });
  }
  return result;
}
