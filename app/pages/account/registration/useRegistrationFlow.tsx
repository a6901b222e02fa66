import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { LoadingOverlay, NoticeBox, StepIndicator } from '../../../../ui';
import { motion } from '../../../../tokens';
import type { Step1Request } from '../../../api/contract';
import { mensajesRegistro, step1Outcome, step2Outcome } from '../../../domain/registration';
import type { FormPaso2 } from '../../../domain/validation';
import { useLinks } from '../../../platform/links';
import { RevealedNotice } from '../../../platform/RevealedNotice';
import { useSession } from '../../../session/SessionContext';
import * as styles from '../AccountLayout.css';
import { clearDraft, documentFromState, emptyDraft, loadDraft, saveDraft, type Step1Draft } from './draft';
import { ExistingUserNotice } from './ExistingUserNotice';
import { StepOne } from './StepOne';
import { loadFieldRules } from '../fieldRules';

/** Step two (its rules, the password checklist, the credential code) loads while step one is sent. */
const loadStepTwo = () => import('./StepTwo');
const StepTwo = lazy(async () => ({ default: (await loadStepTwo()).StepTwo }));

type Notice = { tone: 'error' | 'success'; text: string } | { tone: 'existing' } | null;

function initialDraft(state: unknown): Step1Draft {
  const fromLanding = documentFromState(state);
  const stored = loadDraft();
  if (fromLanding) {
    const same = stored && stored.numero === fromLanding.numero && stored.tipo === fromLanding.tipo;
    return same ? stored : { ...emptyDraft, ...fromLanding };
  }
  return stored ?? emptyDraft;
}

export interface RegistrationFlow {
  step: 1 | 2;
  /** Step indicator, notice, the step's form and the log-in link: the same in the page and in the modal. */
  body: ReactNode;
}

/**
 * Account activation in two steps, then the automatic login (spec sections 2, 4 and 5): one set of rules and
 * messages for the /registro/1 page and for its modal variant. `onActivated` receives where the plan lands.
 */
export function useRegistrationFlow(navigationState: unknown, onActivated: (destination: string) => void): RegistrationFlow {
  const { api, captcha, login, logActivity } = useSession();
  const { Link } = useLinks();
  const [draft, setDraft] = useState<Step1Draft>(() => initialDraft(navigationState));
  const [step, setStep] = useState<1 | 2>(1);
  const [idusuario, setIdusuario] = useState<number | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [checking, setChecking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [enteringStepTwo, setEnteringStepTwo] = useState(false);
  const checkRun = useRef(0);

  const update = useCallback((next: Step1Draft) => {
    setDraft(next);
    saveDraft(next);
  }, []);

  /** Known-user check: a fresh captcha token, then the registry says which insurances to offer. */
  const checkDocument = useCallback(
    async (current: Step1Draft) => {
      const run = ++checkRun.current;
      setChecking(true);
      // A failed check leaves the document unchecked, so leaving the field again retries it.
      let mensajeExtra: Step1Draft['mensajeExtra'] = null;
      try {
        const tokenCaptcha = await captcha.token();
        const result = await api.call('validarUsuario', {
          body: { tipoIdentificacion: Number(current.tipo) as 8 | 6, usuario: current.numero, tokenCaptcha },
        });
        if (result.data?.codigo === 0 && result.data.mensajeExtra) mensajeExtra = result.data.mensajeExtra;
        else setNotice({ tone: 'error', text: mensajesRegistro.captchaPaso1 });
      } catch {
        setNotice({ tone: 'error', text: mensajesRegistro.captchaPaso1 });
      }
      if (run !== checkRun.current) return;
      setChecking(false);
      setDraft((d) => {
        if (d.numero !== current.numero || d.tipo !== current.tipo) return d;
        const next = { ...d, mensajeExtra };
        saveDraft(next);
        return next;
      });
    },
    [api, captcha],
  );

  // Arriving from the landing form (or a reload) with a document but no check yet: check it now.
  const autoChecked = useRef(false);
  useEffect(() => {
    if (autoChecked.current) return;
    autoChecked.current = true;
    if (draft.mensajeExtra !== null || draft.numero === '') return;
    void loadFieldRules().then(
      ({ validarDocumento }) => {
        if (validarDocumento(Number(draft.tipo), draft.numero) === null) void checkDocument(draft);
      },
      () => undefined,
    );
  }, [checkDocument, draft]);

  async function submitStepOne() {
    setBusy(true);
    setNotice(null);
    loadStepTwo().catch(() => undefined);
    try {
      const tokenCaptcha = await captcha.token();
      const result = await api.call('registroPaso1', {
        body: {
          identificacion: draft.numero,
          tipoIdentificacion: Number(draft.tipo) as 8 | 6,
          tokenCaptcha,
          nombres: draft.nombres.trim(),
          fono: '',
          email: '',
          clave: '',
          // Empty when the registry lists no policy for the document (spec section 3).
          socios: (draft.mensajeExtra === 'yes_quest' ? draft.seguros : []) as Step1Request['socios'],
        },
      });
      if (!result.data) throw new Error('sin respuesta');
      const outcome = step1Outcome(result.data);
      if (outcome.kind === 'paso2') {
        setIdusuario(outcome.idusuario);
        setStep(2);
        setEnteringStepTwo(true);
        window.setTimeout(() => setEnteringStepTwo(false), motion.stepTwoSpinner);
        logActivity('registro-paso-1');
      } else if (outcome.kind === 'usuarioExiste') {
        setNotice({ tone: 'existing' });
      } else {
        setNotice({ tone: 'error', text: outcome.mensaje });
      }
    } catch {
      setNotice({ tone: 'error', text: mensajesRegistro.errorRegistro });
    }
    setBusy(false);
  }

  async function submitStepTwo(form: FormPaso2) {
    if (idusuario === null) return;
    setBusy(true);
    setNotice(null);
    try {
      const tokenCaptcha = await captcha.token();
      if (!tokenCaptcha) {
        setNotice({ tone: 'error', text: mensajesRegistro.captchaPaso2 });
        setBusy(false);
        return;
      }
      const { sealNewPassword, transformCredential } = await loadStepTwo();
      const clave = await transformCredential(form.password, tokenCaptcha);
      const result = await api.call('registroPaso2', {
        body: { fono: form.phone, idusuario, email: form.correo.trim(), clave, claveRevision: sealNewPassword(form.password, tokenCaptcha), tokenCaptcha },
      });
      if (!result.data) throw new Error('sin respuesta');
      const outcome = step2Outcome(result.data);
      if (outcome.kind === 'mensaje') setNotice({ tone: 'error', text: outcome.mensaje });
      if (outcome.kind !== 'login') {
        setBusy(false);
        return;
      }
      setNotice({ tone: 'success', text: mensajesRegistro.altaConforme });
      clearDraft();
      const session = await login(draft.numero, form.password, { surveyAlert: 'modal' });
      if (session.ok) {
        onActivated(session.destination);
        return;
      }
      setNotice({ tone: 'error', text: session.message });
    } catch {
      setNotice({ tone: 'error', text: mensajesRegistro.errorRegistro });
    }
    setBusy(false);
  }

  let noticeBox: ReactNode = null;
  if (notice?.tone === 'existing') noticeBox = <ExistingUserNotice />;
  else if (notice) {
    noticeBox = (
      <NoticeBox tone={notice.tone} announce={notice.tone === 'error' ? 'assertive' : 'polite'}>
        {notice.text}
      </NoticeBox>
    );
  }

  const body = (
    <>
      <StepIndicator current={step} total={2} />
      <RevealedNotice notice={notice}>{noticeBox}</RevealedNotice>
      {step === 1 ? (
        <StepOne draft={draft} onChange={update} onDocumentLeave={(d) => void checkDocument(d)} checking={checking} busy={busy} onSubmit={() => void submitStepOne()} />
      ) : (
        <LoadingOverlay loading={enteringStepTwo} message="Cargando">
          <Suspense fallback={null}>
            <StepTwo busy={busy} onSubmit={(form) => void submitStepTwo(form)} />
          </Suspense>
        </LoadingOverlay>
      )}
      <p className={styles.links}>
        <span>
          ¿Ya tienes una cuenta?{' '}
          <Link className={styles.link} href="/inicia">
            Inicia sesión
          </Link>
        </span>
      </p>
    </>
  );
  return { step, body };
}

/** The intro line and the image-panel drawing of each step. */
export const stepIntro = {
  1: 'Valida tu identidad y elige tus seguros.',
  2: 'Registra tus datos de contacto y crea tu contraseña.',
} as const;
