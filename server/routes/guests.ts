import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import type { InvitationRow } from '../db/accounts.ts';
import { maskDocument } from '../domain/mask.ts';
import { limaDateTime } from '../../app/domain/limaCalendar.ts';
import {
  PRODUCTO_CURSOS,
  PRODUCTO_TELEMEDICINA,
  idParams,
  listarInvitadosResponse,
  mensajes,
  retirarInvitadoResponse,
  type EstadoInvitacion,
  type IdProducto,
} from '../http/contract.ts';
import { defineRoute } from '../http/routing.ts';

/** Each shareable product, the coverage whose licences it takes and the benefit it opens. */
const SHAREABLE: ReadonlyArray<{ idProducto: IdProducto; cobertura: string; beneficio: string }> = [
  {
    idProducto: PRODUCTO_CURSOS,
    cobertura: 'Cursos online con certificación',
    beneficio: 'Cursos online con certificación',
  },
  { idProducto: PRODUCTO_TELEMEDICINA, cobertura: 'Telemedicina', beneficio: 'Telemedicina' },
];

function estadoOf(row: InvitationRow): EstadoInvitacion {
  if (row.estado === 'retirado' || row.estado === 'rechazado') return row.estado;
  return row.activo ? 'activo' : 'evaluacion';
}

/** A host's invitations with their status, the licences left per shareable benefit, and withdrawing one. */
export function guestRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { accounts } = ctx.store;

  defineRoute(app, ctx, {
    method: 'GET',
    url: '/Login/ListarInvitados',
    compressed: true,
    auth: true,
    response: listarInvitadosResponse,
    handler: async ({ user }) => {
      const holderId = (await accounts.userById(user.userId))?.policyholder_id ?? null;
      if (holderId === null) return { codigo: 0, data: { invitados: [], licencias: [] } };
      const rows = await accounts.invitationsOf(holderId);
      const invitados = rows.map((row) => ({
        idInvitado: row.id,
        nombres: [row.nombres, row.apellido_paterno].filter(Boolean).join(' '),
        documento: maskDocument(row.identificacion),
        tipoIdentificacion: row.tipo_identificacion as 6 | 8,
        idProducto: row.id_producto as IdProducto,
        beneficio: SHAREABLE.find((s) => s.idProducto === row.id_producto)?.beneficio ?? '',
        estado: estadoOf(row),
        fecha: limaDateTime(row.created_at).slice(0, 10),
      }));
      const licences = (await accounts.policyDetails(holderId)).licences;
      const licencias = SHAREABLE.flatMap((s) => {
        const total = licences.filter((l) => l.cobertura === s.cobertura).reduce((sum, l) => sum + l.licencias, 0);
        if (total === 0) return [];
        // Invitations being screened or active hold a licence; withdrawn and refused ones give it back.
        const taken = invitados.filter(
          (i) => i.idProducto === s.idProducto && (i.estado === 'evaluacion' || i.estado === 'activo'),
        ).length;
        return [{ idProducto: s.idProducto, beneficio: s.beneficio, total, disponibles: Math.max(0, total - taken) }];
      });
      return { codigo: 0, data: { invitados, licencias } };
    },
  });

  defineRoute(app, ctx, {
    method: 'POST',
    url: '/Login/RetirarInvitado/:id',
    auth: true,
    params: idParams,
    response: retirarInvitadoResponse,
    handler: async ({ user, params }) => {
      const holderId = (await accounts.userById(user.userId))?.policyholder_id ?? null;
      // Withdrawing frees the invitation's licence at once: only screened or active invitations hold one.
      if (holderId === null || !(await accounts.withdrawGuest(params.id, holderId, ctx.now()))) {
        return { codigo: 1, mensaje: mensajes.invitacionNoRetirable };
      }
      return { codigo: 0, mensaje: mensajes.invitacionRetirada };
    },
  });
}
