import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Button, DocumentField, TextField } from '../../../../ui';
import { insuranceOptions, insuranceChoices } from '../../../domain/registration';
import { useFocusWhenLost } from '../../../platform/focusWhenLost';
import * as styles from '../AccountLayout.css';
import { loadFieldRules, useFieldRules, wantFieldRules } from '../fieldRules';
import type { Step1Draft } from './draft';
import { InsuranceList } from './InsuranceList';

export interface StepOneProps {
  draft: Step1Draft;
  onChange: (draft: Step1Draft) => void;
  /** The form's first use (focus): time to load what sending it needs. */
  onUse?: () => void;
  /** Leaving the document field: captcha token and known-user check. */
  onDocumentLeave: (draft: Step1Draft) => void;
  checking: boolean;
  busy: boolean;
  onSubmit: () => void;
  /** Shown again in place of the code step ("Corregir mis datos"), whose pressed button went away with it. */
  returning?: boolean;
}

type Field = 'identificacion' | 'nombres' | 'seguros';

/** Step 1: identity (document, names) and the insurances the customer holds. */
export function StepOne({
  draft,
  onChange,
  onUse,
  onDocumentLeave,
  checking,
  busy,
  onSubmit,
  returning = false,
}: StepOneProps) {
  const stepRef = useFocusWhenLost<HTMLFormElement>(returning);
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
  const options = useMemo(() => {
    const available = draft.mensajeExtra !== null ? insuranceChoices(draft.mensajeExtra) : [];
    return [...available, ...insuranceOptions.filter((o) => draft.seguros.includes(o.value) && !available.includes(o))];
  }, [draft.mensajeExtra, draft.seguros]);

  // The insurance list keeps its props while the customer types elsewhere (InsuranceList.tsx): its handler reads the
  // draft of the last render instead of closing over it.
  const latest = useRef({ draft, onChange });
  useEffect(() => {
    latest.current = { draft, onChange };
  });
  const chooseInsurances = useCallback((seguros: string[]) => {
    setTouched((t) => ({ ...t, seguros: true }));
    latest.current.onChange({ ...latest.current.draft, seguros });
  }, []);

  /** The form's first use asks for the code it needs from then on: the rules and the sending. */
  function wantCode() {
    wantFieldRules();
    onUse?.();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched({ identificacion: true, nombres: true, seguros: true });
    if (valido && checked && !busy) onSubmit();
  }

  return (
    <form
      ref={stepRef}
      className={styles.form}
      onSubmit={submit}
      onFocus={wantCode}
      noValidate
      aria-label="Paso 1: tus datos"
    >
      <DocumentField
        name="identificacion"
        documentType={draft.tipo}
        number={draft.numero}
        onChange={({ type, number }) => {
          const changed = number !== draft.numero || type !== draft.tipo;
          // An unchanged empty choice keeps its identity, so the insurance list is not touched while typing.
          const reset = { mensajeExtra: null, seguros: draft.seguros.length ? [] : draft.seguros };
          onChange({ ...draft, tipo: type, numero: number, ...(changed ? reset : {}) });
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
      <InsuranceList
        label="Seguros que tienes con nosotros"
        options={options}
        value={draft.seguros}
        max={2}
        onChange={chooseInsurances}
        hint={checked ? 'Elige hasta 2.' : 'Ingresa tu documento para ver los seguros que puedes elegir.'}
        error={touched.seguros ? errores.seguros : undefined}
      />
      <div className={styles.actions}>
        <Button
          type="submit"
          fullWidth
          disabled={!valido || !checked || checking}
          loading={busy}
          loadingLabel="Validando tus datos"
        >
          Siguiente
        </Button>
      </div>
    </form>
  );
}
