import { z } from 'zod';
import { fechaSchema, idBeneficioSchema } from './primitives.ts';
import { reglaSchema } from './agenda.ts';

/* "Mi seguro": the holder's policies and, for every benefit of the plan, the uses left and when it can be used. */

export const polizaSchema = z.object({
  numero: z.string().max(40),
  /** The product's display name. */
  producto: z.string().max(100),
  codigoProducto: z.string().max(10),
  aseguradora: z.string().max(100),
  inicioVigencia: fechaSchema,
});
export type Poliza = z.infer<typeof polizaSchema>;

export const usosSchema = z.object({
  quedan: z.number().int().min(0),
  total: z.number().int().min(1),
  /** When the count starts again; absent for once per policy. */
  renuevaEl: fechaSchema.optional(),
});
export type Usos = z.infer<typeof usosSchema>;

export const estadoBeneficioSchema = z.object({
  idBeneficio: idBeneficioSchema,
  beneficio: z.string().max(200),
  /** Null for a benefit without a limit of uses. */
  usos: usosSchema.nullable(),
  /** The last day of the waiting period still running, or null. */
  carenciaHasta: fechaSchema.nullable(),
  /** Why it cannot be used today (waiting period, uses spent), in plain Spanish; null when it can. */
  aviso: z.string().max(300).nullable(),
  regla: reglaSchema.nullable(),
  disponibleDesde: fechaSchema.nullable(),
});
export type EstadoBeneficio = z.infer<typeof estadoBeneficioSchema>;

/** GET /Profile/MiSeguro (our choice). */
export const miSeguroResponse = z.object({
  codigo: z.number().int(),
  data: z.object({
    polizas: z.array(polizaSchema).max(20),
    beneficios: z.array(estadoBeneficioSchema).max(46),
  }),
});
export type MiSeguroResponse = z.infer<typeof miSeguroResponse>;
