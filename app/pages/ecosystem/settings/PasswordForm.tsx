import { useId, useState, type FormEvent } from 'react';
import { sealNewPassword, transformCredential } from '../../../domain/credentials';
import {
  mensajesValidacion,
  validarPassword,
  validarPasswordMaximo,
  validarRequerido,
} from '../../../domain/validation';
import { useSession } from '../../../session/SessionContext';
import { Button, PasswordChecklist, TextField } from '../../../../ui';
import * as css from '../ecosystem.css';
import { useRevealInvalid } from '../../../platform/revealInvalid';
import { SaveNotice, useSaving } from './useSaving';

/** Password change (ActualizarPassword): both passwords transformed with one captcha token. */
export function PasswordForm() {
  const { api, captcha } = useSession();
  const checklistId = `${useId()}-checklist`;
  const [actual, setActual] = useState('');
  const [nueva, setNueva] = useState('');
  const [allPass, setAllPass] = useState(false);
  const [errors, setErrors] = useState<{ actual?: string; nueva?: string }>({});
  const { busy, result, setResult, save } = useSaving('No pudimos cambiar tu contraseña.');
  const formRef = useRevealInvalid<HTMLFormElement>(errors);
  // Too long is said while typing: the field keeps every character, so the checklist never loses the last one.
  const tooLong = validarPasswordMaximo(nueva) ?? undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = { actual: validarRequerido(actual) ?? undefined, nueva: validarPassword(nueva) ?? undefined };
    setErrors(next);
    setResult(null);
    if (next.actual || next.nueva) return;
    void save(async () => {
      const tokenCaptcha = await captcha.token();
      const [claveActual, claveNueva] = await Promise.all([
        transformCredential(actual, tokenCaptcha),
        transformCredential(nueva, tokenCaptcha),
      ]);
      const r = await api.call('actualizarPassword', {
        body: { claveActual, claveNueva, claveRevision: sealNewPassword(nueva, tokenCaptcha), tokenCaptcha },
      });
      const ok = r.data?.codigo === 0;
      if (ok) {
        setActual('');
        setNueva('');
      }
      return { ok, message: r.data?.mensaje ?? 'No pudimos cambiar tu contraseña.' };
    });
  };

  return (
    <section className={css.panel} aria-labelledby="cambiar-clave">
      <h2 id="cambiar-clave" className={css.sectionTitle}>
        Cambiar contraseña
      </h2>
      <form ref={formRef} className={css.form} onSubmit={submit} noValidate>
        <TextField
          label="Contraseña actual"
          type="password"
          value={actual}
          onValueChange={setActual}
          error={errors.actual}
          autoComplete="current-password"
        />
        <TextField
          label="Nueva contraseña"
          type="password"
          value={nueva}
          onValueChange={setNueva}
          error={tooLong ?? errors.nueva}
          autoComplete="new-password"
          aria-describedby={checklistId}
        />
        <PasswordChecklist
          id={checklistId}
          value={nueva}
          onValidityChange={setAllPass}
          labels={{
            lettersAndDigits: mensajesValidacion.passwordLetrasNumeros,
            specialCharacter: mensajesValidacion.passwordEspecial,
            minLength: mensajesValidacion.passwordMinimo,
          }}
        />
        <div className={css.actions}>
          <Button
            type="submit"
            disabled={!allPass || tooLong !== undefined || actual === ''}
            loading={busy}
            loadingLabel="Guardando"
          >
            Cambiar contraseña
          </Button>
        </div>
      </form>
      <SaveNotice result={result} />
    </section>
  );
}
