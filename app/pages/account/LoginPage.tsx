import { useRef, useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { RouterLink as Link } from '../../platform/RouterLink';
import { Button, NoticeBox, TextField } from '../../../ui';
import { useSession } from '../../session/SessionContext';
import { AccountLayout } from './AccountLayout';
import * as styles from './AccountLayout.css';
import { usePageTitle } from '../../platform/pageTitle';
import { RevealedNotice } from '../../platform/RevealedNotice';
import { useHydrated } from '../../platform/hydrated';
import { useRevealInvalid } from '../../platform/revealInvalid';
import { returnPathFromState } from '../../domain/returnPath';
import { failureMessage } from '../../api/errors';

/** The field rules (and zod's e-mail expression with them) load with the first keystroke or submit, not the page. */
const loadRules = () => import('../../domain/validation');

// A type, not an interface: useRevealInvalid reads it as a record of messages.
type LoginErrors = {
  documento?: string;
  password?: string;
};

/**
 * /inicia: document number and password; the server's message on failure; on success the page the customer was
 * sent here from (a deep link, an expired session), else the plan's ecosystem.
 */
export default function LoginPage() {
  const hydrated = useHydrated();
  usePageTitle('Inicia sesión');
  const { status, login, logActivity } = useSession();
  const navigate = useNavigate();
  const volver = returnPathFromState(useLocation().state);
  const [documento, setDocumento] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});
  const formRef = useRevealInvalid<HTMLFormElement>(errors);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** A second tap while the rules load is ignored, as one while the login runs is. */
  const checking = useRef(false);

  if (status === 'authenticated' && !busy) return <Navigate to={volver ?? '/ecosistema'} replace />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || checking.current) return;
    checking.current = true;
    let rules: Awaited<ReturnType<typeof loadRules>>;
    try {
      rules = await loadRules();
    } catch (error) {
      setMessage(failureMessage(error, 'No se pudo iniciar sesión'));
      return;
    } finally {
      checking.current = false;
    }
    const { validarRequerido, validarUsuarioLogin } = rules;
    const next: LoginErrors = {
      documento: validarUsuarioLogin(documento) ?? undefined,
      password: validarRequerido(password) ?? undefined,
    };
    setErrors(next);
    setMessage(null);
    if (next.documento || next.password) return;
    setBusy(true);
    const result = await login(documento, password);
    if (result.ok) {
      logActivity('iniciar-sesion');
      navigate(volver ?? result.destination, { replace: true });
      return;
    }
    setBusy(false);
    setMessage(result.message);
  }

  return (
    <AccountLayout title="Inicia sesión" intro="Ingresa con tu número de documento y tu contraseña.">
      <form
        ref={formRef}
        className={styles.form}
        onSubmit={submit}
        onInput={() => void loadRules().catch(() => {})}
        noValidate
      >
        <RevealedNotice notice={message}>
          <NoticeBox tone="error" announce="assertive">
            {message}
          </NoticeBox>
        </RevealedNotice>
        <TextField
          label="Número de documento"
          name="usuario"
          autoComplete="username"
          inputMode="numeric"
          inputFilter="digits"
          maxLength={12}
          value={documento}
          onValueChange={setDocumento}
          error={errors.documento}
          required
        />
        <TextField
          label="Contraseña"
          name="password"
          type="password"
          autoComplete="current-password"
          maxLength={16}
          value={password}
          onValueChange={setPassword}
          error={errors.password}
          required
        />
        <div className={styles.actions}>
          <Button type="submit" disabled={!hydrated} loading={busy} loadingLabel="Ingresando" fullWidth>
            Iniciar sesión
          </Button>
        </div>
      </form>
      <p className={styles.links}>
        <Link className={styles.link} to="/password">
          ¿Olvidaste tu contraseña?
        </Link>
        <span>
          ¿Aún no tienes cuenta?{' '}
          <Link className={styles.link} to="/registro/1">
            Activa tu cuenta
          </Link>
        </span>
      </p>
    </AccountLayout>
  );
}
