import { z } from 'zod';

/** GET /dev/outbox?destino= (reference server only, off in production): messages "sent", newest first. */
export const outboxQuery = z.strictObject({ destino: z.string().min(1).max(120) });
export type OutboxQuery = z.infer<typeof outboxQuery>;

export const outboxMessageSchema = z.object({
  id: z.number().int(),
  canal: z.enum(['correo', 'sms']),
  destino: z.string().max(120),
  asunto: z.string().max(200),
  cuerpo: z.string().max(5000),
  creado: z.string().max(40),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxResponse = z.object({ mensajes: z.array(outboxMessageSchema).max(1000) });
export type OutboxResponse = z.infer<typeof outboxResponse>;
