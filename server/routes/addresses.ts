import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { districtByUbigeo } from '../../app/domain/places/districts.ts';
import { readAddress } from '../domain/addresses.ts';
import {
  MAX_DIRECCIONES,
  eliminarDireccionResponse,
  guardarDireccionRequest,
  guardarDireccionResponse,
  idParams,
  listarDireccionesResponse,
  mensajes,
} from '../http/contract.ts';
import { defineRoute } from '../http/routing.ts';
import type { SavedAddressRow } from '../db/addresses.ts';

function saved(row: SavedAddressRow) {
  return { idDireccion: row.id, ...readAddress(row) };
}

/** Addresses kept in the profile to book home visits again: list, save (a few per account), delete. */
export function addressRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { addresses } = ctx.store;

  defineRoute(app, ctx, {
    method: 'GET',
    url: '/Profile/ListarDirecciones',
    auth: true,
    response: listarDireccionesResponse,
    handler: async ({ user }) => ({
      codigo: 0,
      data: (await addresses.list(user.userId)).slice(0, MAX_DIRECCIONES).map(saved),
    }),
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: '/Profile/GuardarDireccion',
    auth: true,
    body: guardarDireccionRequest,
    response: guardarDireccionResponse,
    handler: async ({ user, body }) => {
      // Home visits reach the listed districts only; an address elsewhere could never be used.
      if (!districtByUbigeo(body.ubigeo)) return { codigo: 1, mensaje: mensajes.distritoFueraDeLista, data: null };
      const result = await addresses.save(user.userId, body, MAX_DIRECCIONES, ctx.now());
      if (result.kind === 'full') return { codigo: 1, mensaje: mensajes.direccionesLlenas, data: null };
      return { codigo: 0, mensaje: mensajes.direccionGuardada, data: saved(result.row) };
    },
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: '/Profile/EliminarDireccion/:id',
    auth: true,
    params: idParams,
    response: eliminarDireccionResponse,
    // Another customer's address reads as missing: nobody learns which ids exist.
    handler: async ({ user, params }) =>
      (await addresses.remove(params.id, user.userId))
        ? { codigo: 0, mensaje: mensajes.direccionEliminada }
        : { codigo: 1, mensaje: mensajes.direccionNoEncontrada },
  });
}
