import { useState, type FormEvent } from 'react';
import { useFocusWhenLost } from '../../../platform/focusWhenLost';
import { Button, PasswordChecklist, TextField } from '../../../../ui';
import { mensajesValidacion, validarCodigoRecuperacion, validarPassword } from '../../../domain/validation';
import * as styles from '../AccountLayout.css';
import { CodeField } from '../CodeField';
import { passwordChecklistLabels } from '../passwordChecklistLabels';

// The credential code comes with this step, the only one that sends a password.
export { sealNewPassword, transformCredential } from '../../../domain/credentials';

export interface NewPasswordStepProps {
  busy: boolean;
  onSubmit: (codigo: string, password: string) => void;
  onResend: () => void;
}

/** Third step: the code received and the new password, with the registration's checklist and rules. */
export function NewPasswordStep({ busy, onSubmit, onResend }: NewPasswordStepProps) {
  const stepRef = useFocusWhenLost<HTMLFormElement>();
  const [codigo, setCodigo] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState({ codigo: false, password: false });
  const errors = { codigo: validarCodigoRecuperacion(codigo), password: validarPassword(password) };

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched({ codigo: true, password: true });
    if (!errors.codigo && !errors.password && !busy) onSubmit(codigo, password);
  }

  return (
    <form ref={stepRef} className={styles.form} onSubmit={submit} noValidate aria-label="Código y nueva contraseña">
      <CodeField
        value={codigo}
        onValueChange={setCodigo}
        onBlur={() => setTouched((t) => ({ ...t, codigo: true }))}
        error={touched.codigo ? (errors.codigo ?? undefined) : undefined}
      />
      <TextField
        label="Nueva contraseña"
        name="password"
        type="password"
        autoComplete="new-password"
        aria-describedby="recupera-checklist"
        value={password}
        onValueChange={setPassword}
        onBlur={() => setTouched((t) => ({ ...t, password: true }))}
        // Too long is said while typing: the field keeps every character typed.
        error={
          touched.password || errors.password === mensajesValidacion.passwordMaximo
            ? (errors.password ?? undefined)
            : undefined
        }
      />
      <PasswordChecklist id="recupera-checklist" value={password} labels={passwordChecklistLabels} />
      <div className={styles.actions}>
        <Button
          type="submit"
          fullWidth
          disabled={Boolean(errors.password)}
          loading={busy}
          loadingLabel="Cambiando tu contraseña"
        >
          Cambiar contraseña
        </Button>
        <Button type="button" variant="link" onClick={onResend}>
          No recibí el código
        </Button>
      </div>
    </form>
  );
}
