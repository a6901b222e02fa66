import { useState, type FormEvent } from 'react';
import { Button, DocumentField, MultiSelect, TextField } from '../../../../ui';
import { insuranceOptions, insuranceChoices } from '../../../domain/registration';
import * as styles from '../AccountLayout.css';
import { loadFieldRules, useFieldRules, wantFieldRules } from '../fieldRules';
import type { Step1Draft } from './draft';

export interface StepOneProps {
  draft: Step1Draft;
  onChange: (draft: Step1Draft) => void;
  /** Leaving the document field: captcha token and known-user check. */
  onDocumentLeave: (draft: Step1Draft) => void;
  checking: boolean;
  busy: boolean;
  onSubmit: () => void;
}

type Field = 'identificacion' | 'nombres' | 'seguros';

/** Step 1: identity (document, names) and the insurances the customer holds. */
export function StepOne({ draft, onChange, onDocumentLeave, checking, busy, onSubmit }: StepOneProps) {
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const touch = (field: Field) => setTouched((t) => ({ ...t, [field]: true }));
  const used = Object.keys(touched).length > 0 || draft.numero !== '' || draft.nombres !== '';
  // Until the rules have loaded nothing is shown as wrong and the button stays disabled.
  const { errores, valido } = useFieldRules(used)?.validarPaso1({
    tipoIdentificacion: Number(draft.tipo),
    identificacion: draft.numero,
    nombres: draft.nombres,
    seguros: draft.seguros,
  }) ?? { errores: {}, valido: false };
  const checked = draft.mensajeExtra !== null;
  // The list shows every option known so far; chips need their labels even after they leave the list.
  const available = checked ? insuranceChoices(draft.mensajeExtra) : [];
  const options = [...available, ...insuranceOptions.filter((o) => draft.seguros.includes(o.value) && !available.includes(o))];

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched({ identificacion: true, nombres: true, seguros: true });
    if (valido && checked && !busy) onSubmit();
  }

  return (
    <form className={styles.form} onSubmit={submit} onFocus={wantFieldRules} noValidate aria-label="Paso 1: tus datos">
      <DocumentField
        name="identificacion"
        documentType={draft.tipo}
        number={draft.numero}
        onChange={({ type, number }) => {
          const changed = number !== draft.numero || type !== draft.tipo;
          onChange({ ...draft, tipo: type, numero: number, ...(changed ? { mensajeExtra: null, seguros: [] } : {}) });
        }}
        onNumberBlur={() => {
          touch('identificacion');
          if (draft.mensajeExtra !== null) return;
          // The rules are usually here already (they load on focus); a valid number is checked with the registry.
          void loadFieldRules().then(
            ({ validarDocumento }) => {
              if (validarDocumento(Number(draft.tipo), draft.numero) === null) onDocumentLeave(draft);
            },
            () => undefined,
          );
        }}
        error={touched.identificacion ? errores.identificacion : undefined}
        hint={checking ? 'Verificando tu documento…' : undefined}
      />
      <TextField
        label="Nombres"
        name="nombres"
        autoComplete="given-name"
        maxLength={100}
        value={draft.nombres}
        onValueChange={(nombres) => onChange({ ...draft, nombres })}
        onBlur={() => touch('nombres')}
        error={touched.nombres ? errores.nombres : undefined}
      />
      <MultiSelect
        label="Seguros que tienes con nosotros"
        options={options}
        value={draft.seguros}
        max={2}
        onChange={(seguros) => {
          touch('seguros');
          onChange({ ...draft, seguros });
        }}
        hint={checked ? 'Elige hasta 2.' : 'Ingresa tu documento para ver los seguros que puedes elegir.'}
        error={touched.seguros ? errores.seguros : undefined}
      />
      <div className={styles.actions}>
        <Button type="submit" fullWidth disabled={!valido || !checked || checking} loading={busy} loadingLabel="Validando tus datos">
          Siguiente
        </Button>
      </div>
    </form>
  );
}
