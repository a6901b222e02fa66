import { lazy, Suspense, useState, type FormEvent, type MouseEvent } from 'react';
import { useFocusWhenLost } from '../../../platform/focusWhenLost';
import { useRevealInvalid } from '../../../platform/revealInvalid';
import { Button, Checkbox, LoadingOverlay, PasswordChecklist, TextField } from '../../../../ui';
import { LIMITES, mensajesValidacion, validarPaso2, type FormPaso2 } from '../../../domain/validation';
import * as styles from '../AccountLayout.css';
import { passwordChecklistLabels } from '../passwordChecklistLabels';
import type { LegalDocument } from '../../../layout/LegalDialog';

// The terms and the privacy policy (texts and dialog) load when the person opens one from its box.
const LegalDialog = lazy(() => import('../../../layout/LegalDialog'));

// Sending it (and the credential code with it) comes with this step, the only one that sends a password.
export { sendStepTwo } from './stepTwoSending';

export interface StepTwoProps {
  busy: boolean;
  onSubmit: (form: FormPaso2) => void;
}

type Field = 'correo' | 'correo2' | 'phone' | 'password' | 'terminos';

const empty: FormPaso2 = { correo: '', correo2: '', phone: '', password: '', terminos: false, proteccionDatos: false };

/** Step 2 as it arrives: the form under a short "Cargando" while the step changes. */
export function StepTwoScreen({ entering, ...props }: StepTwoProps & { entering: boolean }) {
  return (
    <LoadingOverlay loading={entering} message="Cargando">
      <StepTwo {...props} />
    </LoadingOverlay>
  );
}

/** Step 2: contact data and the password; the button waits for every rule (data protection is optional). */
export function StepTwo({ busy, onSubmit }: StepTwoProps) {
  const [form, setForm] = useState<FormPaso2>(empty);
  const stepRef = useFocusWhenLost<HTMLFormElement>();
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  // A message appearing on blur is drawn by the field once the tap that caused the blur has ended (ui's fields do that).
  const touch = (field: Field) => setTouched((t) => ({ ...t, [field]: true }));
  const set = <K extends keyof FormPaso2>(key: K, value: FormPaso2[K]) => setForm((f) => ({ ...f, [key]: value }));
  const { errores, valido } = validarPaso2(form);
  // Too long is said while typing: the fields cut neither the address at 90 characters nor the password at 16.
  const shown = (field: Field) =>
    touched[field] ||
    errores[field] === mensajesValidacion.emailLargo ||
    errores[field] === mensajesValidacion.passwordMaximo
      ? errores[field]
      : undefined;
  const [legal, setLegal] = useState<{ document: LegalDocument; open: boolean } | null>(null);
  /** A link inside a box's label opens its document without ticking the box (the browser leaves the box alone). */
  const legalLink = (document: LegalDocument, text: string) => (
    <a
      href={`#${document}`}
      className={styles.inlineLink}
      onClick={(event: MouseEvent) => {
        event.preventDefault();
        setLegal({ document, open: true });
      }}
    >
      {text}
    </a>
  );

  // The errors of the last submit that found some: the first field to correct is brought into view and focused.
  const [refused, setRefused] = useState<Partial<Record<Field, string>>>({});
  useRevealInvalid(refused, stepRef);

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched({ correo: true, correo2: true, phone: true, password: true, terminos: true });
    if (!valido) setRefused({ ...errores });
    if (valido && !busy) onSubmit(form);
  }

  return (
    <>
      <form
        ref={stepRef}
        className={styles.form}
        onSubmit={submit}
        noValidate
        aria-label="Paso 2: contacto y contraseña"
      >
        <TextField
          label="Correo electrónico"
          name="correo"
          type="email"
          autoComplete="email"
          maxLength={LIMITES.emailEscrito}
          value={form.correo}
          onValueChange={(v) => set('correo', v)}
          onBlur={() => touch('correo')}
          error={shown('correo')}
        />
        <TextField
          label="Confirma tu correo electrónico"
          name="correo2"
          type="email"
          autoComplete="email"
          maxLength={LIMITES.emailEscrito}
          value={form.correo2}
          onValueChange={(v) => set('correo2', v)}
          onBlur={() => touch('correo2')}
          error={shown('correo2')}
        />
        <TextField
          label="Celular"
          name="phone"
          type="tel"
          autoComplete="tel-national"
          inputMode="numeric"
          inputFilter="digits"
          maxLength={9}
          value={form.phone}
          onValueChange={(v) => set('phone', v)}
          onBlur={() => touch('phone')}
          error={shown('phone')}
        />
        <TextField
          label="Contraseña"
          name="password"
          type="password"
          autoComplete="new-password"
          aria-describedby="registro-checklist"
          value={form.password}
          onValueChange={(v) => set('password', v)}
          onBlur={() => touch('password')}
          error={shown('password')}
        />
        <PasswordChecklist id="registro-checklist" value={form.password} labels={passwordChecklistLabels} />
        {/* Leaving the box and its link unticked says why "Activar cuenta" stays disabled; going to its link or
            into the terms' dialog, to read them, is not leaving it. */}
        <div
          onBlur={(event) => {
            const next = event.relatedTarget;
            if (!event.currentTarget.contains(next) && !next?.closest('[role="dialog"]')) touch('terminos');
          }}
        >
          <Checkbox
            label={<>Acepto los {legalLink('terminos', 'términos y condiciones')}</>}
            name="terminos"
            checked={form.terminos}
            onCheckedChange={(checked) => {
              touch('terminos');
              set('terminos', checked);
            }}
            error={shown('terminos')}
          />
        </div>
        <Checkbox
          label={<>Acepto la {legalLink('privacidad', 'política de protección de datos personales')}</>}
          name="proteccionDatos"
          checked={form.proteccionDatos ?? false}
          onCheckedChange={(checked) => set('proteccionDatos', checked)}
        />
        <div className={styles.actions}>
          {/* Not `disabled`: a tap on the dimmed button still says what is missing (submit above). */}
          <Button
            type="submit"
            fullWidth
            aria-disabled={!valido || undefined}
            loading={busy}
            loadingLabel="Activando tu cuenta"
          >
            Activar cuenta
          </Button>
        </div>
      </form>
      <Suspense fallback={null}>
        {legal ? (
          <LegalDialog
            document={legal.document}
            open={legal.open}
            onOpenChange={(open) => setLegal({ ...legal, open })}
            // "Aceptar" under the terms accepts them: it ticks their box. Closing them any other way leaves it alone.
            onAccept={legal.document === 'terminos' ? () => set('terminos', true) : undefined}
          />
        ) : null}
      </Suspense>
    </>
  );
}
