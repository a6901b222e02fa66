import { useEffect, useEffectEvent, useId, useState } from 'react';
import type { DireccionGuardada, GuardarDireccionRequest } from '../../../api/contract';
import { MAX_DIRECCIONES } from '../../../api/schemas/codes';
import { addressLine } from '../../../domain/places/address';
import { LIMA_CALLAO_DISTRICTS, type District } from '../../../domain/places/districts';
import { useSession } from '../../../session/SessionContext';
import { Checkbox, RadioGroup, Select, TextField } from '../../../../ui';
import { muted, section } from '../ecosystem.css';
import { group, legend } from './AddressFields.css';

/** Where a home visit goes: a saved address, or a new one the customer may keep for next time. */
export interface AddressValue {
  /** The saved address chosen; null for a new one. */
  guardada: number | null;
  ubigeo: string;
  calle: string;
  referencia: string;
  /** "Guardar esta dirección": keep the new address in the profile once the visit is booked. */
  guardar: boolean;
}

export type AddressErrors = Partial<Record<'distrito' | 'calle' | 'referencia', string>>;

export const emptyAddress: AddressValue = { guardada: null, ubigeo: '', calle: '', referencia: '', guardar: false };

const NUEVA = 'nueva';

/** The same schemas the server applies, loaded with the first check like the other details' (zod stays off the first paint). */
export async function validateAddress(value: AddressValue): Promise<AddressErrors> {
  const { ubigeoSchema, calleSchema, referenciaSchema } = await import('../../../api/schemas/address');
  const errors: AddressErrors = {};
  if (!ubigeoSchema.safeParse(value.ubigeo).success) errors.distrito = 'Elige el distrito.';
  const calle = calleSchema.safeParse(value.calle);
  if (!calle.success) errors.calle = calle.error.issues[0]?.message;
  const referencia = referenciaSchema.safeParse(value.referencia);
  if (!referencia.success) errors.referencia = referencia.error.issues[0]?.message;
  return errors;
}

/** The `direccion` of the booking request. */
export function addressBody(value: AddressValue): GuardarDireccionRequest {
  const referencia = value.referencia.trim();
  return { ubigeo: value.ubigeo, calle: value.calle.trim(), ...(referencia ? { referencia } : {}) };
}

type Api = ReturnType<typeof useSession>['api'];

/**
 * Keeps a new address in the profile when the customer ticked "Guardar esta dirección", once the visit is booked:
 * the sentence the confirmation adds, or null when nothing was asked. Never throws: the visit is booked either way.
 */
export async function keepAddress(api: Api, value: AddressValue): Promise<string | null> {
  if (!value.guardar || value.guardada !== null) return null;
  try {
    const r = await api.call('guardarDireccion', { body: addressBody(value) });
    return r.data?.mensaje ?? null;
  } catch {
    return 'No pudimos guardar la dirección en tu perfil; la próxima vez podrás guardarla de nuevo.';
  }
}

const byName = (a: District, b: District) => a.nombre.localeCompare(b.nombre, 'es');
const PROVINCES = [
  { label: 'Lima', districts: LIMA_CALLAO_DISTRICTS.filter((d) => d.provincia === 'Lima').sort(byName) },
  { label: 'Callao', districts: LIMA_CALLAO_DISTRICTS.filter((d) => d.provincia === 'Callao').sort(byName) },
];

function savedLabel(d: DireccionGuardada): string {
  return d.referencia ? `${addressLine(d)} (${d.referencia})` : addressLine(d);
}

/**
 * The address of a home visit: a saved one to choose, or district (of Lima Metropolitana and Callao), street and
 * number, and an optional reference, with "Guardar esta dirección".
 */
export function AddressFields({
  value,
  errors,
  onChange,
}: {
  value: AddressValue;
  errors: AddressErrors;
  onChange: (value: AddressValue) => void;
}) {
  const { api } = useSession();
  const areaId = `${useId()}-area`;
  const [saved, setSaved] = useState<DireccionGuardada[] | null>(null);

  useEffect(() => {
    let alive = true;
    api
      .call('listarDirecciones')
      // A 401 has opened the expired-session dialog: the form stays as it is behind it.
      .then((r) => alive && r.data && setSaved(r.data.data ?? []))
      .catch(() => alive && setSaved([]));
    return () => {
      alive = false;
    };
  }, [api]);

  const choose = (d: DireccionGuardada) =>
    onChange({
      guardada: d.idDireccion,
      ubigeo: d.ubigeo,
      calle: d.calle,
      referencia: d.referencia ?? '',
      guardar: false,
    });

  // The first saved address is offered once the list arrives, unless the customer has started typing a new one.
  const first = saved?.[0];
  const untouched = value.guardada === null && !value.ubigeo && !value.calle && !value.referencia;
  const offerFirst = useEffectEvent((address: DireccionGuardada) => {
    if (untouched) choose(address);
  });
  // Only when the list arrives: afterwards the customer's choice stands.
  useEffect(() => {
    if (first) offerFirst(first);
  }, [first]);

  const full = (saved?.length ?? 0) >= MAX_DIRECCIONES;
  const fields = (
    <>
      <Select
        label="Distrito"
        // Short: at 320 px with large text the closed select holds about five letters (the open list shows every name whole).
        placeholder="Elige"
        value={value.ubigeo}
        onValueChange={(ubigeo) => onChange({ ...value, ubigeo })}
        error={errors.distrito}
        name="distrito"
      >
        {PROVINCES.map((p) => (
          <optgroup key={p.label} label={p.label}>
            {p.districts.map((d) => (
              <option key={d.ubigeo} value={d.ubigeo}>
                {d.nombre}
              </option>
            ))}
          </optgroup>
        ))}
      </Select>
      <TextField
        label="Dirección"
        hint="Calle o avenida y número; agrega el dpto. o interior si tiene."
        value={value.calle}
        onValueChange={(calle) => onChange({ ...value, calle })}
        error={errors.calle}
        maxLength={120}
        autoComplete="address-line1"
        name="calle"
      />
      <TextField
        label="Referencia (opcional)"
        hint="Algo que ayude a encontrar tu casa: frente al parque, portón verde."
        value={value.referencia}
        onValueChange={(referencia) => onChange({ ...value, referencia })}
        error={errors.referencia}
        maxLength={150}
        autoComplete="off"
        name="referencia"
      />
      {full ? (
        <p className={muted}>
          Ya tienes {MAX_DIRECCIONES} direcciones guardadas: para guardar otra, elimina una en Configuración de perfil.
        </p>
      ) : (
        <Checkbox
          label="Guardar esta dirección"
          hint="Podrás elegirla la próxima vez; la eliminas cuando quieras en Configuración de perfil."
          checked={value.guardar}
          onCheckedChange={(guardar) => onChange({ ...value, guardar })}
          name="guardar"
        />
      )}
    </>
  );

  if (saved && saved.length > 0) {
    const options = [
      ...saved.map((d) => ({ value: String(d.idDireccion), label: savedLabel(d) })),
      { value: NUEVA, label: 'Otra dirección' },
    ];
    return (
      <div className={section}>
        <RadioGroup
          legend="¿Dónde te visitamos?"
          hint="Solo en Lima Metropolitana y Callao."
          options={options}
          value={value.guardada === null ? NUEVA : String(value.guardada)}
          onValueChange={(chosen) => {
            const d = saved.find((s) => String(s.idDireccion) === chosen);
            if (d) choose(d);
            else onChange(emptyAddress);
          }}
          name="direccion-guardada"
        />
        {value.guardada === null ? (
          <fieldset className={group}>
            <legend className={legend}>Otra dirección</legend>
            {fields}
          </fieldset>
        ) : null}
      </div>
    );
  }

  return (
    <fieldset className={group} aria-describedby={areaId}>
      <legend className={legend}>¿Dónde te visitamos?</legend>
      <p id={areaId} className={muted}>
        Solo en Lima Metropolitana y Callao.
      </p>
      {fields}
    </fieldset>
  );
}
