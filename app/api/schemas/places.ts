import { z } from 'zod';
import { ubigeoSchema } from './address.ts';
import { horaSchema, idNumericoSchema, mensajeSchema } from './primitives.ts';

/* The affiliated network: clinics, laboratories, dental offices and coworking branches (our choice). */

/** What kind of place it is. */
export const TIPOS_LUGAR = ['clinica', 'laboratorio', 'odontologia', 'coworking'] as const;
export const tipoLugarSchema = z.enum(TIPOS_LUGAR);
export type TipoLugar = z.infer<typeof tipoLugarSchema>;

/** Opening hours, as the benefit rules write them (app/domain/rules/benefitRules.ts). */
export const horarioLugarSchema = z.object({
  dias: z.enum(['lunesASabado', 'lunesAViernes', 'todos']),
  desde: horaSchema,
  hasta: horaSchema,
});

export const lugarSchema = z.object({
  idLugar: idNumericoSchema,
  nombre: z.string().max(120),
  tipo: tipoLugarSchema,
  /** Street and number, without the district ("Av. José Larco 812"). */
  direccion: z.string().max(200),
  ubigeo: ubigeoSchema,
  distrito: z.string().max(60),
  /** As people write it: "(01) 612-4580". */
  telefono: z.string().max(20),
  horario: horarioLugarSchema,
  /** A map search for the address. */
  mapa: z.url().max(500),
});
export type Lugar = z.infer<typeof lugarSchema>;

/**
 * The booking code read over the phone: six characters from an alphabet without look-alikes (no 0/O, 1/I/L,
 * 2/Z, 5/S, 8/B, 6/G), written in two groups: "K7M-4QX".
 */
export const CODIGO_RESERVA_ALFABETO = 'ACDEFHJKMNPQRTUVWXY34679';
export const codigoReservaSchema = z
  .string()
  .max(7)
  .regex(new RegExp(`^[${CODIGO_RESERVA_ALFABETO}]{3}-[${CODIGO_RESERVA_ALFABETO}]{3}$`));

/** GET /agendamientos/Lugares?idBeneficio=&ubigeo= (our choice): the places that give a benefit, in one district or all. */
export const lugaresQuery = z.strictObject({
  idBeneficio: z.coerce.number<string | number>().int().min(1).max(46),
  ubigeo: ubigeoSchema.optional(),
});
export type LugaresQuery = z.input<typeof lugaresQuery>;

export const distritoSchema = z.object({ ubigeo: ubigeoSchema, nombre: z.string().max(60) });
export type Distrito = z.infer<typeof distritoSchema>;

/**
 * codigo 0: `distritos` every district with a place for the benefit (whatever `ubigeo`), `lugares` those in `ubigeo`
 * (all when absent); codigo 1 with `mensaje` when the benefit is not given at a place.
 */
export const lugaresResponse = z.object({
  codigo: z.number().int(),
  mensaje: mensajeSchema.optional(),
  data: z.object({
    distritos: z.array(distritoSchema).max(60),
    lugares: z.array(lugarSchema).max(200),
  }),
});
export type LugaresResponse = z.infer<typeof lugaresResponse>;

/** What the server answers when a booking's place is missing or wrong. */
export const mensajesLugar = {
  lugarRequerido: 'Elige el local de la red afiliada donde te atenderán.',
  sedeRequerida: 'Elige la sede de coworking donde quieres trabajar.',
  lugarDesconocido: 'Ese local no es parte de nuestra red afiliada. Elige uno de la lista.',
  sinLugar: 'Este beneficio no se atiende en un local de la red afiliada.',
} as const;
