import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { StepIndicator } from '../../../../ui';
import { motion } from '../../../../tokens';
import { mensajesRegistro } from '../../../domain/registration';
import type { FormPaso2 } from '../../../domain/validation';
import { useLinks } from '../../../platform/links';
import { useSession } from '../../../session/SessionContext';
import * as styles from '../AccountLayout.css';
import { documentFromState, emptyDraft, loadDraft, saveDraft, type Step1Draft } from './draft';
import type { RegistrationAnswer } from './RegistrationNotice';
import { StepOne } from './StepOne';
import { loadFieldRules } from '../fieldRules';

/** Step one's sending loads with the form's first use (StepOne's `onUse`). */
const loadStepOneSending = () => import('./stepOneSending');
const wantStepOneSending = () => void loadStepOneSending().catch(() => undefined);

/** Step two (its rules, the password checklist, its sending and the credential code) loads while step one is sent. */
const loadStepTwo = () => import('./StepTwo');
const StepTwoScreen = lazy(async () => ({ default: (await loadStepTwo()).StepTwoScreen }));

/** The answers load as the registry check or a step is sent: before that there is nothing to answer. */
const loadNotice = () => import('./RegistrationNotice');
const RegistrationNotice = lazy(loadNotice);
const wantNotice = () => void loadNotice().catch(() => undefined);

type Notice = RegistrationAnswer | null;

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
      wantNotice();
      // A failed check leaves the document unchecked, so leaving the field again retries it.
      const { mensajeExtra, aviso } = await loadStepOneSending().then(
        ({ checkRegistry }) => checkRegistry({ api, captcha }, current),
        () => ({ mensajeExtra: null, aviso: mensajesRegistro.errorRegistro }),
      );
      if (aviso) setNotice({ tone: 'error', text: aviso });
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
    wantNotice();
    loadStepTwo().catch(() => undefined);
    try {
      const outcome = await (await loadStepOneSending()).sendStepOne({ api, captcha }, draft);
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
    try {
      const { sendStepTwo } = await loadStepTwo();
      const destination = await sendStepTwo(form, { api, captcha, login, idusuario, documento: draft.numero, onNotice: setNotice });
      if (destination !== null) {
        onActivated(destination);
        return;
      }
    } catch {
      setNotice({ tone: 'error', text: mensajesRegistro.errorRegistro });
    }
    setBusy(false);
  }

  const body = (
    <>
      <StepIndicator current={step} total={2} />
      {notice ? (
        <Suspense fallback={null}>
          <RegistrationNotice notice={notice} />
        </Suspense>
      ) : null}
      {step === 1 ? (
        <StepOne draft={draft} onChange={update} onUse={wantStepOneSending} onDocumentLeave={(d) => void checkDocument(d)} checking={checking} busy={busy} onSubmit={() => void submitStepOne()} />
      ) : (
        <Suspense fallback={null}>
          <StepTwoScreen entering={enteringStepTwo} busy={busy} onSubmit={(form) => void submitStepTwo(form)} />
        </Suspense>
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
