import { describe, expect, it } from 'vitest';
import { motivoSchema, pacienteSchema } from './agenda.ts';

const message = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('the booking form fields', () => {
  it('asks for a missing reason, and says how long a typed one must be', () => {
    expect(message(motivoSchema.safeParse('  '))).toBe('Cuéntanos el motivo de tu consulta.');
    expect(message(motivoSchema.safeParse('ab'))).toBe('Escribe el motivo con al menos 3 letras.');
    expect(motivoSchema.safeParse('Dolor de cabeza').success).toBe(true);
  });

  it('asks for a missing patient, a whole name, and letters only, as every name the portal keeps', () => {
    expect(message(pacienteSchema.safeParse(''))).toBe('Ingresa el nombre del paciente.');
    expect(message(pacienteSchema.safeParse('A'))).toBe('Escribe el nombre completo del paciente.');
    expect(message(pacienteSchema.safeParse('Lucas Castillo 123'))).toBe('Ingresar solo letras');
    expect(pacienteSchema.safeParse('Lucía Núñez Gutiérrez').success).toBe(true);
  });
});
