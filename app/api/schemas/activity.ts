import { z } from 'zod';

/* Activity log (bearer). */

/** POST /logUser/inserta. Local date dd/mm/yyyy, local time HH:mm, extra a random 9-digit number. */
export const logUserRequest = z.strictObject({
  idUsuario: z.string().max(24),
  ciudad_localizacion: z.string().max(100),
  fechaServidor: z.string().max(30),
  horaServidor: z.string().max(30),
  fechaLocal: z
    .string()
    .max(10)
    .regex(/^\d{2}\/\d{2}\/\d{4}$/, 'Fecha dd/mm/yyyy'),
  horaLocal: z
    .string()
    .max(5)
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Hora HH:mm'),
  direccion_ip: z.string().max(45),
  pagina: z.string().max(300),
  control: z.string().max(100),
  extra: z.number().int().min(100_000_000).max(999_999_999),
});
export type LogUserRequest = z.infer<typeof logUserRequest>;

export const logUserResponse = z.object({ codigo: z.number().int() });
export type LogUserResponse = z.infer<typeof logUserResponse>;
