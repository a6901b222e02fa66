import { z } from 'zod';
import {
  codigoMensajeSchema,
  fechaSchema,
  idNumericoSchema,
  idProductoSchema,
  tipoIdentificacionSchema,
} from './primitives.ts';

/**
 * A host's invitations (our choice, beside RegistrarUserLibre). The terms promise a screening within
 * 7 working days: an invitation is "evaluacion" until the guest activates (activo) or is refused
 * (rechazado); the host may withdraw (retirado) one that is not active yet.
 */
export const estadoInvitacionSchema = z.enum(['evaluacion', 'activo', 'rechazado', 'retirado']);
export type EstadoInvitacion = z.infer<typeof estadoInvitacionSchema>;

export const invitacionSchema = z.object({
  idInvitado: idNumericoSchema,
  nombres: z.string().max(200),
  /** Masked: only the last three digits, e.g. "*****567". */
  documento: z.string().max(20),
  tipoIdentificacion: tipoIdentificacionSchema,
  idProducto: idProductoSchema,
  /** The benefit shared, e.g. "Telemedicina". */
  beneficio: z.string().max(200),
  estado: estadoInvitacionSchema,
  /** Day of the invitation in Lima, YYYY-MM-DD. */
  fecha: fechaSchema,
});
export type Invitacion = z.infer<typeof invitacionSchema>;

/** Licences of a shareable coverage: how many the policy holds and how many are not taken by an invitation. */
export const licenciaInvitadosSchema = z.object({
  idProducto: idProductoSchema,
  beneficio: z.string().max(200),
  total: z.number().int().min(0),
  disponibles: z.number().int().min(0),
});
export type LicenciaInvitados = z.infer<typeof licenciaInvitadosSchema>;

/** GET /Login/ListarInvitados (bearer). */
export const listarInvitadosResponse = z.object({
  codigo: z.number().int(),
  data: z.object({
    invitados: z.array(invitacionSchema).max(500),
    licencias: z.array(licenciaInvitadosSchema).max(10),
  }),
});
export type ListarInvitadosResponse = z.infer<typeof listarInvitadosResponse>;

/** POST /Login/RetirarInvitado/:id (bearer): codigo 0 withdrawn; 1 not found or already active. */
export const retirarInvitadoResponse = codigoMensajeSchema;
export type RetirarInvitadoResponse = z.infer<typeof retirarInvitadoResponse>;
