import { lazy, Suspense, useState } from 'react';
import { RouterLink as Link } from '../../platform/RouterLink';
import { NoticeBox, type DocumentValue } from '../../../ui';
import type { MetodoEnvio } from '../../api/contract';
import { mensajesRegistro } from '../../domain/registration';
import { useSession } from '../../session/SessionContext';
import { AccountLayout } from './AccountLayout';
import { accountArt } from './accountArt';
import * as styles from './AccountLayout.css';
import { MethodStep } from './password/MethodStep';
import { RequestStep } from './password/RequestStep';
import { usePageTitle } from '../../platform/pageTitle';
import { RevealedNotice } from '../../platform/RevealedNotice';

/** The code and new-password step (its rules, the checklist, the credential code) loads once the account is found. */
const loadNewPasswordStep = () => import('./password/NewPasswordStep');
const NewPasswordStep = lazy(async () => ({ default: (await loadNewPasswordStep()).NewPasswordStep }));

type Stage =
  | { name: 'documento' }
  | { name: 'metodo'; metodos: { metodo: MetodoEnvio; destino: string }[] }
  | { name: 'codigo'; metodos: { metodo: MetodoEnvio; destino: string }[] }
  | { name: 'listo' };

type Notice = { tone: 'error' | 'success' | 'info'; text: string } | null;

/** /password: request by document → choose e-mail or SMS → code and new password → done. */
export default function PasswordResetPage() {
  usePageTitle('Restablece tu contraseña');
  const { api, captcha } = useSession();
  const [stage, setStage] = useState<Stage>({ name: 'documento' });
  const [document, setDocument] = useState<DocumentValue | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);

  /** Runs a call with the spinner and turns any failure into the notice. */
  async function run(action: () => Promise<void>) {
    setBusy(true);
    setNotice(null);
    try {
      await action();
    } catch (error) {
      setNotice({
        tone: 'error',
        text: error instanceof Error && error.message ? error.message : 'Ocurrió un error inesperado.',
      });
    }
    setBusy(false);
  }

  const request = (value: DocumentValue) =>
    run(async () => {
      const tokenCaptcha = await captcha.token();
      const result = await api.call('recuperaContrasena', {
        body: { tipoIdentificacion: Number(value.type) as 8 | 6, usuario: value.number, tokenCaptcha },
      });
      const answer = result.data;
      if (!answer || answer.codigo !== 0 || !answer.data) {
        setNotice({ tone: 'error', text: answer?.mensaje || mensajesRegistro.captchaPaso1 });
        return;
      }
      setDocument(value);
      setStage({ name: 'metodo', metodos: answer.data.metodos });
      loadNewPasswordStep().catch(() => undefined);
    });

  const send = (metodo: MetodoEnvio, metodos: { metodo: MetodoEnvio; destino: string }[]) =>
    run(async () => {
      if (!document) return;
      const tokenCaptcha = await captcha.token();
      const result = await api.call('envioCodigo', {
        body: { tipoIdentificacion: Number(document.type) as 8 | 6, usuario: document.number, metodo, tokenCaptcha },
      });
      const answer = result.data;
      if (!answer || answer.codigo !== 0) {
        setNotice({ tone: 'error', text: answer?.mensaje ?? 'Ocurrió un error inesperado.' });
        return;
      }
      setNotice({ tone: 'info', text: answer.mensaje });
      setStage({ name: 'codigo', metodos });
    });

  const change = (codigo: string, password: string) =>
    run(async () => {
      if (!document) return;
      const { sealNewPassword, transformCredential } = await loadNewPasswordStep();
      const tokenCaptcha = await captcha.token();
      const clave = await transformCredential(password, tokenCaptcha);
      const result = await api.call('cambiarContrasena', {
        body: {
          tipoIdentificacion: Number(document.type) as 8 | 6,
          usuario: document.number,
          codigo,
          clave,
          claveRevision: sealNewPassword(password, tokenCaptcha),
          tokenCaptcha,
        },
      });
      const answer = result.data;
      if (!answer || answer.codigo !== 0) {
        setNotice({ tone: 'error', text: answer?.mensaje ?? mensajesRegistro.captchaPaso2 });
        return;
      }
      setNotice({ tone: 'success', text: answer.mensaje });
      setStage({ name: 'listo' });
    });

  return (
    <AccountLayout
      title="Restablece tu contraseña"
      intro={
        stage.name === 'documento'
          ? 'Ingresa tu documento y te enviaremos un código para crear una nueva contraseña.'
          : undefined
      }
      art={accountArt.proteccion}
    >
      <RevealedNotice notice={notice}>
        {notice ? (
          <NoticeBox tone={notice.tone} announce={notice.tone === 'error' ? 'assertive' : 'polite'}>
            {notice.text}
          </NoticeBox>
        ) : null}
      </RevealedNotice>
      {stage.name === 'documento' ? <RequestStep busy={busy} onSubmit={(value) => void request(value)} /> : null}
      {stage.name === 'metodo' ? (
        <MethodStep metodos={stage.metodos} busy={busy} onChoose={(metodo) => void send(metodo, stage.metodos)} />
      ) : null}
      {stage.name === 'codigo' ? (
        <Suspense fallback={null}>
          <NewPasswordStep
            busy={busy}
            onSubmit={(codigo, password) => void change(codigo, password)}
            onResend={() => {
              setNotice(null);
              setStage({ name: 'metodo', metodos: stage.metodos });
            }}
          />
        </Suspense>
      ) : null}
      <p className={styles.links}>
        {stage.name === 'listo' ? (
          <Link className={styles.link} to="/inicia">
            Inicia sesión con tu nueva contraseña
          </Link>
        ) : (
          <span>
            ¿La recordaste?{' '}
            <Link className={styles.link} to="/inicia">
              Inicia sesión
            </Link>
          </span>
        )}
      </p>
    </AccountLayout>
  );
}
