import { ESPECIALIDADES, type Especialidad } from '../../../api/schemas/codes';
import type { BookingDetails } from '../../../domain/agenda';
import { RadioGroup, TextField, type RadioOption } from '../../../../ui';
import { section } from '../ecosystem.css';
import {
  AddressFields,
  addressBody,
  emptyAddress,
  validateAddress,
  type AddressErrors,
  type AddressValue,
} from './AddressFields';

export interface DetailsValue {
  especialidad: Especialidad | '';
  motivo: string;
  /** For whom: the holder, or a family member named in `nombrePaciente`. */
  para: 'titular' | 'familiar';
  nombrePaciente: string;
  /** Where a home visit goes. */
  direccion: AddressValue;
}

export type DetailsErrors = Partial<Record<'especialidad' | 'motivo' | 'nombrePaciente', string>> & AddressErrors;

export const emptyDetails: DetailsValue = {
  especialidad: '',
  motivo: '',
  para: 'titular',
  nombrePaciente: '',
  direccion: emptyAddress,
};

/**
 * The spec's-style checks, with the same schemas the server applies. They load with the first check: zod is not
 * needed to show the form, and a benefit page that evaluates it with its own modules blocks a phone for longer.
 */
export async function validateDetails(asks: BookingDetails, value: DetailsValue): Promise<DetailsErrors> {
  const { motivoSchema, pacienteSchema } = await import('../../../api/schemas/agenda');
  const errors: DetailsErrors = {};
  if (asks.especialidad && !value.especialidad) errors.especialidad = 'Elige la especialidad de tu consulta.';
  if (asks.motivo) {
    const r = motivoSchema.safeParse(value.motivo);
    if (!r.success) errors.motivo = r.error.issues[0]?.message;
  }
  if (asks.paciente && value.para === 'familiar') {
    const r = pacienteSchema.safeParse(value.nombrePaciente);
    if (!r.success) errors.nombrePaciente = r.error.issues[0]?.message;
  }
  return asks.direccion ? { ...errors, ...(await validateAddress(value.direccion)) } : errors;
}

/** The request fields the details add to AgregarAgendaSalud. */
export function detailsBody(asks: BookingDetails, value: DetailsValue) {
  return {
    ...(asks.especialidad && value.especialidad ? { especialidad: value.especialidad } : {}),
    ...(asks.motivo ? { motivo: value.motivo.trim() } : {}),
    ...(asks.paciente && value.para === 'familiar' ? { paciente: value.nombrePaciente.trim() } : {}),
    ...(asks.direccion ? { direccion: addressBody(value.direccion) } : {}),
  };
}

const PARA: readonly RadioOption<DetailsValue['para']>[] = [
  { value: 'titular', label: 'Para mí' },
  { value: 'familiar', label: 'Para un familiar (cónyuge o hijos)' },
];

/** Specialty (of the nine), reason and patient, asked before the slot for health bookings; a home visit's address. */
export function BookingDetailsFields({
  asks,
  value,
  errors,
  onChange,
}: {
  asks: BookingDetails;
  value: DetailsValue;
  errors: DetailsErrors;
  onChange: (value: DetailsValue) => void;
}) {
  return (
    <div className={section}>
      {asks.especialidad ? (
        <RadioGroup
          legend="Especialidad"
          options={ESPECIALIDADES.map((e) => ({ value: e, label: e }))}
          value={value.especialidad || undefined}
          onValueChange={(especialidad) => onChange({ ...value, especialidad })}
          error={errors.especialidad}
          columns="two"
          name="especialidad"
        />
      ) : null}
      {asks.paciente ? (
        <RadioGroup
          legend="¿Para quién es la consulta?"
          options={PARA}
          value={value.para}
          onValueChange={(para) => onChange({ ...value, para })}
          name="para"
        />
      ) : null}
      {asks.paciente && value.para === 'familiar' ? (
        <TextField
          label="Nombre del paciente"
          value={value.nombrePaciente}
          onValueChange={(nombrePaciente) => onChange({ ...value, nombrePaciente })}
          error={errors.nombrePaciente}
          maxLength={100}
          autoComplete="off"
          name="paciente"
        />
      ) : null}
      {asks.motivo ? (
        <TextField
          label="Motivo de la consulta"
          // Every health booking asks it: a laboratory test, a check-up or a session as much as a doctor's visit.
          hint="En pocas palabras, qué necesitas. Lo leerá quien te atienda."
          value={value.motivo}
          onValueChange={(motivo) => onChange({ ...value, motivo })}
          error={errors.motivo}
          maxLength={300}
          autoComplete="off"
          name="motivo"
        />
      ) : null}
      {asks.direccion ? (
        <AddressFields
          value={value.direccion}
          errors={errors}
          onChange={(direccion) => onChange({ ...value, direccion })}
        />
      ) : null}
    </div>
  );
}
