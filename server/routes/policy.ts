import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { allVisibleBenefits } from '../../app/domain/session.ts';
import { benefitById, familyByCode, sameServiceIds } from '../../app/domain/catalogue/index.ts';
import { standings } from '../domain/benefitUse.ts';
import { buildProfile } from '../domain/profile.ts';
import { limaDateTime } from '../../app/domain/limaCalendar.ts';
import { UnauthorizedError } from '../http/errors.ts';
import { mensajes, miSeguroResponse } from '../http/contract.ts';
import { benefitInfo } from '../domain/catalogue.ts';
import { defineRoute } from '../http/routing.ts';

/** "Mi seguro": the policies behind the account and, for each benefit of the plan, its uses left and waiting period. */
export function policyRoutes(app: FastifyInstance, ctx: AppContext): void {
  /**
   * The bounds on upcoming appointments (per benefit and in all, ADR 0015), said before the form in the words the
   * booking refuses with: a customer at a bound learns it on the benefit's page, not after choosing a slot.
   */
  const upcomingBound = async (userId: number, hoy: string) => {
    const held = await ctx.store.bookings.upcomingByBenefit(userId, hoy);
    const total = [...held.values()].reduce((sum, n) => sum + n, 0);
    const { perBenefit, total: allowed } = ctx.config.bookingLimits;
    return (idBeneficio: number): string | null => {
      if (!benefitInfo(idBeneficio).bookable) return null;
      // The same service in several families shares one bound, as the booking counts it.
      const ofService = sameServiceIds(benefitById(idBeneficio)!).reduce((sum, id) => sum + (held.get(id) ?? 0), 0);
      if (ofService >= perBenefit) return mensajes.limiteCitasBeneficio(perBenefit);
      return total >= allowed ? mensajes.limiteCitasTotal(allowed) : null;
    };
  };

  defineRoute(app, ctx, {
    method: 'GET',
    url: '/Profile/MiSeguro',
    auth: true,
    response: miSeguroResponse,
    handler: async ({ user }) => {
      const profile = await buildProfile(ctx.store, user.userId);
      if (!profile) throw new UnauthorizedError();
      const policies = await ctx.store.policies.ofUser(user.userId);
      const visible = allVisibleBenefits(profile);
      const hoy = limaDateTime(ctx.now()).slice(0, 10);
      const byId = await standings(
        ctx.store,
        user.userId,
        visible.map((b) => b.id),
        hoy,
      );
      const atBound = await upcomingBound(user.userId, hoy);
      return {
        codigo: 0,
        data: {
          polizas: policies.map((p) => ({
            numero: p.numero_poliza,
            producto: familyByCode(p.code)?.name ?? p.code,
            codigoProducto: p.code,
            aseguradora: p.aseguradora,
            inicioVigencia: p.inicio_vigencia,
          })),
          beneficios: visible.map((b) => {
            const s = byId.get(b.id)!;
            return {
              idBeneficio: b.id,
              beneficio: b.title,
              usos: s.usos ?? null,
              carenciaHasta: s.carenciaHasta ?? null,
              aviso: s.aviso?.mensaje ?? atBound(b.id),
              regla: s.aviso?.regla ?? null,
              disponibleDesde: s.aviso?.disponibleDesde ?? null,
            };
          }),
        },
      };
    },
  });
}
