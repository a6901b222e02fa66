import { z } from 'zod';
import { documentoSchema, idSalaSchema } from './primitives.ts';

/* Video provider. */

/** POST /video/ObtenerSala: fixed provider credentials travel in the body, no bearer. */
export const obtenerSalaRequest = z.strictObject({
  idSala: idSalaSchema,
  usuario: z.literal('portal'),
  clave: z.string().min(1).max(200),
});
export type ObtenerSalaRequest = z.infer<typeof obtenerSalaRequest>;

/** urlSala is "" and MsgError "La consulta no retorna datos" for an unknown or finished room. */
export const obtenerSalaResponse = z.object({
  urlSala: z.string().max(500),
  MsgError: z.string().max(500),
});
export type ObtenerSalaResponse = z.infer<typeof obtenerSalaResponse>;

/** POST /video/ObtenerLinks (bearer). */
export const obtenerLinksRequest = z.strictObject({ idSala: idSalaSchema });
export type ObtenerLinksRequest = z.infer<typeof obtenerLinksRequest>;
export const obtenerLinksResponse = z.object({
  links: z.array(z.object({ rol: z.string().max(30), url: z.string().max(500) })).max(10),
});
export type ObtenerLinksResponse = z.infer<typeof obtenerLinksResponse>;

/** POST /video/Finalizar (our choice): marks the room finished. */
/** Ends a room: its patient's document (as checked by validarDocumento) or the owner's bearer token is required. */
export const finalizarSalaRequest = z.strictObject({ idSala: idSalaSchema, documento: documentoSchema.optional() });
export type FinalizarSalaRequest = z.infer<typeof finalizarSalaRequest>;
export const finalizarSalaResponse = z.object({ codigo: z.number().int() });
export type FinalizarSalaResponse = z.infer<typeof finalizarSalaResponse>;
