import { z } from 'zod';

/* Satisfaction survey (bearer). */

export const valorEncuestaSchema = z.enum(['Promotor', 'Neutro', 'Detractor']);
export type ValorEncuesta = z.infer<typeof valorEncuestaSchema>;

/** POST /encuestas/guardarEncuesta: `ruta` is the current path. Marks the user's encuesta = 1. */
export const guardarEncuestaRequest = z.strictObject({
  valor: valorEncuestaSchema,
  ruta: z.string().min(1).max(300).startsWith('/'),
});
export type GuardarEncuestaRequest = z.infer<typeof guardarEncuestaRequest>;

export const guardarEncuestaResponse = z.object({ cod: z.number().int() });
export type GuardarEncuestaResponse = z.infer<typeof guardarEncuestaResponse>;

/** POST /encuestas/actualizarEncuesta (body our choice): adds an optional comment to an answer. */
export const actualizarEncuestaRequest = z.strictObject({
  cod: z.number().int().positive(),
  comentario: z.string().max(500).optional(),
});
export type ActualizarEncuestaRequest = z.infer<typeof actualizarEncuestaRequest>;

export const actualizarEncuestaResponse = z.object({ cod: z.number().int() });
export type ActualizarEncuestaResponse = z.infer<typeof actualizarEncuestaResponse>;
