import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { benefitById } from '../../app/domain/catalogue/index.ts';
import { givenAtPlace } from '../../app/domain/agenda.ts';
import { toLugar } from '../domain/places.ts';
import { lugaresQuery, lugaresResponse, mensajesLugar } from '../http/contract.ts';
import { defineRoute } from '../http/routing.ts';

const byName = new Intl.Collator('es-PE');

/** The affiliated network: the places that give a benefit, and the districts they are in. */
export function placeRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, {
    method: 'GET',
    url: '/agendamientos/Lugares',
    auth: true,
    query: lugaresQuery,
    response: lugaresResponse,
    handler: async ({ query }) => {
      const benefit = benefitById(query.idBeneficio);
      if (!benefit || !givenAtPlace(benefit))
        return { codigo: 1, mensaje: mensajesLugar.sinLugar, data: { distritos: [], lugares: [] } };
      // The districts come from every place, so a form keeps its district list whichever one is chosen.
      const all = (await ctx.store.places.giving(benefit.mod)).map(toLugar);
      const distritos = [
        ...new Map(all.map((l) => [l.ubigeo, { ubigeo: l.ubigeo, nombre: l.distrito }])).values(),
      ].sort((a, b) => byName.compare(a.nombre, b.nombre));
      const lugares = query.ubigeo === undefined ? all : all.filter((l) => l.ubigeo === query.ubigeo);
      return { codigo: 0, data: { distritos, lugares } };
    },
  });
}
