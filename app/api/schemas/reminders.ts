import { z } from 'zod';
import { codigoMensajeSchema, metodoEnvioSchema } from './primitives.ts';

/**
 * GET /Profile/Recordatorios (our choice): the channel of the customer's appointment reminders; null when none was
 * chosen (then each booking's reminders go where its confirmation went).
 */
export const obtenerRecordatoriosResponse = z.object({
  codigo: z.number().int(),
  data: z.object({ canal: metodoEnvioSchema.nullable() }),
});
export type ObtenerRecordatoriosResponse = z.infer<typeof obtenerRecordatoriosResponse>;

/** POST /Profile/Recordatorios (our choice): SMS or e-mail for every reminder from now on. */
export const guardarRecordatoriosRequest = z.strictObject({ canal: metodoEnvioSchema });
export type GuardarRecordatoriosRequest = z.infer<typeof guardarRecordatoriosRequest>;
export const guardarRecordatoriosResponse = codigoMensajeSchema;
export type GuardarRecordatoriosResponse = z.infer<typeof guardarRecordatoriosResponse>;
