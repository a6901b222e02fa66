import { forwardRef, useId, useState, type ReactNode } from 'react';
import { Select } from '../Select';
import { TextField } from '../TextField';
import { applyInputRules } from '../TextField/inputFilters';
import { hint as hintClass } from '../TextField/field.css';
import { frame, group, groupHint } from './DocumentField.css';
import { defaultDocumentRules, type DocumentRule, type DocumentTypeCode } from './documentTypes';

export interface DocumentValue {
  type: DocumentTypeCode;
  number: string;
}

export interface DocumentFieldProps {
  /** Chosen document type (controlled). */
  documentType?: DocumentTypeCode;
  /** Starting document type when uncontrolled. */
  defaultDocumentType?: DocumentTypeCode;
  /** Document number (controlled). */
  number?: string;
  /** Starting number when uncontrolled. */
  defaultNumber?: string;
  /** Called with type and number whenever either changes; the number is already filtered for the type. */
  onChange?: (value: DocumentValue) => void;
  /** Called when the number field loses focus, e.g. to fetch a captcha token and check for a known user. */
  onNumberBlur?: (value: DocumentValue) => void;
  /** Digits-only and maximum length per type; the portal's rules by default. */
  rules?: Readonly<Record<DocumentTypeCode, DocumentRule>>;
  /** Label of the type select. */
  typeLabel?: ReactNode;
  /** Label of the number field. */
  numberLabel?: ReactNode;
  /** Error under the number field, e.g. "El DNI debe contar con 8 dígitos". */
  error?: ReactNode;
  /** Help text under the number label. */
  hint?: ReactNode;
  disabled?: boolean;
  /** `name` prefix for form submission: `<name>Tipo` and `<name>`. */
  name?: string;
  /** Extra class for the group. */
  className?: string;
}

/** Document type (DNI / CE) plus number, the number following the chosen type's rules. */
export const DocumentField = forwardRef<HTMLInputElement, DocumentFieldProps>(function DocumentField(
  {
    documentType,
    defaultDocumentType = '8',
    number,
    defaultNumber = '',
    onChange,
    onNumberBlur,
    rules = defaultDocumentRules,
    typeLabel = 'Tipo de documento',
    numberLabel = 'Número de documento',
    error,
    hint,
    disabled,
    name,
    className,
  },
  ref,
) {
  const hintId = `${useId()}-hint`;
  const [ownType, setOwnType] = useState<DocumentTypeCode>(defaultDocumentType);
  const [ownNumber, setOwnNumber] = useState(defaultNumber);
  const type = documentType ?? ownType;
  const value = number ?? ownNumber;
  const rule = rules[type];

  const update = (next: DocumentValue) => {
    setOwnType(next.type);
    setOwnNumber(next.number);
    onChange?.(next);
  };

  const changeType = (nextType: DocumentTypeCode) => {
    const nextRule = rules[nextType];
    // The number already typed is kept, trimmed to what the new type accepts.
    update({
      type: nextType,
      number: applyInputRules(value, nextRule.digitsOnly ? 'digits' : undefined, nextRule.maxLength),
    });
  };

  return (
    <fieldset className={[frame, className].filter(Boolean).join(' ')} disabled={disabled}>
      <div className={group}>
        <Select
          fitChoices
          label={typeLabel}
          name={name ? `${name}Tipo` : undefined}
          value={type}
          options={(Object.keys(rules) as DocumentTypeCode[]).map((code) => ({
            value: code,
            label: rules[code].label,
          }))}
          onValueChange={(next) => changeType(next as DocumentTypeCode)}
        />
        <TextField
          ref={ref}
          label={numberLabel}
          name={name}
          aria-describedby={hint ? hintId : undefined}
          error={error}
          value={value}
          inputMode={rule.inputMode}
          inputFilter={rule.digitsOnly ? 'digits' : undefined}
          maxLength={rule.maxLength}
          autoComplete="off"
          onValueChange={(next) => update({ type, number: next })}
          onBlur={() => onNumberBlur?.({ type, number: value })}
        />
        {/* Under both controls, so the two labels stay level. */}
        {hint ? (
          <p id={hintId} className={`${hintClass} ${groupHint}`}>
            {hint}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
});
