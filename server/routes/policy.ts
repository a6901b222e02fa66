import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { allVisibleBenefits } from '../../app/domain/session.ts';
import { familyByCode } from '../../app/domain/catalogue/index.ts';
import { standings } from '../domain/benefitUse.ts';
import { buildProfile } from '../domain/profile.ts';
import { limaDateTime } from '../../app/domain/limaCalendar.ts';
import { UnauthorizedError } from '../http/errors.ts';
import { miSeguroResponse } from '../http/contract.ts';
import { defineRoute } from '../http/routing.ts';

/** "Mi seguro": the policies behind the account and, for each benefit of the plan, its uses left and waiting period. */
export function policyRoutes(app: FastifyInstance, ctx: AppContext): void {
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
      const byId = await standings(
        ctx.store,
        user.userId,
        visible.map((b) => b.id),
        limaDateTime(ctx.now()).slice(0, 10),
      );
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
              aviso: s.aviso?.mensaje ?? null,
              regla: s.aviso?.regla ?? null,
              disponibleDesde: s.aviso?.disponibleDesde ?? null,
            };
          }),
        },
      };
    },
  });
}
