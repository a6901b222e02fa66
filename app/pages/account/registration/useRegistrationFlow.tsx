import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { StepIndicator } from '../../../../ui';
import { motion } from '../../../../tokens';
import type { DestinoCodigo } from '../../../api/contract';
import { mensajesRegistro, RESEND_WAIT_S } from '../../../domain/registration';
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

/** The code step (and its sending) loads while step one is sent. */
const loadCodeStep = () => import('./CodeStep');
const CodeStep = lazy(async () => ({ default: (await loadCodeStep()).CodeStep }));

/** Step two (its rules, the password checklist, its sending and the credential code) loads while step one is sent. */
const loadStepTwo = () => import('./StepTwo');
const StepTwoScreen = lazy(async () => ({ default: (await loadStepTwo()).StepTwoScreen }));

/** The answers load as the registry check or a step is sent: before that there is nothing to answer. */
const loadNotice = () => import('./RegistrationNotice');
const RegistrationNotice = lazy(loadNotice);
const wantNotice = () => void loadNotice().catch(() => undefined);

type Notice = RegistrationAnswer | null;

const sameDocument = (a: Step1Draft, b: Step1Draft) => a.numero === b.numero && a.tipo === b.tipo;

/** Step 1 is identity, then the code sent to the contact on record; step 2 the contact and password. */
export type RegistrationPhase = 'datos' | 'codigo' | 'cuenta';

/** One activation attempt: its pending id, where its code went, its number (a resend is a new one), and when another may be asked for. */
interface Attempt {
  idusuario: number;
  metodos: DestinoCodigo[];
  n: number;
  resendAt: number;
}

const nextResend = () => Date.now() + RESEND_WAIT_S * 1000;

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
  phase: RegistrationPhase;
  /** The line under the title: what this part of the activation asks for. */
  intro: string;
  /** Step indicator, notice, the step's form and the log-in link: the same in the page and in the modal. */
  body: ReactNode;
}

/**
 * Account activation in two steps, then the automatic login (spec sections 2, 4 and 5): one set of rules and
 * messages for the /registro/1 page and for its modal variant. Step 1 ends with the code the lender sent to the
 * contact it holds: only whoever receives it goes on. `onActivated` receives where the plan lands.
 */
export function useRegistrationFlow(
  navigationState: unknown,
  onActivated: (destination: string) => void,
): RegistrationFlow {
  const { api, captcha, login, logActivity } = useSession();
  const { Link } = useLinks();
  const [draft, setDraft] = useState<Step1Draft>(() => initialDraft(navigationState));
  const [phase, setPhase] = useState<RegistrationPhase>('datos');
  /** Step 1 is back from the code step: it then takes the focus "Corregir mis datos" had. */
  const [returned, setReturned] = useState(false);
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const [resendNote, setResendNote] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [checking, setChecking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [enteringStepTwo, setEnteringStepTwo] = useState(false);
  const checkRun = useRef(0);

  // A notice answers the document it was sent with: once the customer writes another one it no longer applies,
  // whether it is on screen already or still on its way.
  const documentInForm = useRef(draft);
  const noticeFor = useCallback((sent: Step1Draft, answer: Notice) => {
    if (sameDocument(documentInForm.current, sent)) setNotice(answer);
  }, []);

  function update(next: Step1Draft) {
    if (!sameDocument(documentInForm.current, next)) setNotice(null);
    documentInForm.current = next;
    setDraft(next);
    saveDraft(next);
  }

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
      if (run !== checkRun.current) return;
      if (aviso) noticeFor(current, { tone: 'error', text: aviso, background: true });
      setChecking(false);
      setDraft((d) => {
        if (!sameDocument(d, current)) return d;
        const next = { ...d, mensajeExtra };
        saveDraft(next);
        return next;
      });
    },
    [api, captcha, noticeFor],
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
    loadCodeStep().catch(() => undefined);
    loadStepTwo().catch(() => undefined);
    const sent = draft;
    try {
      const outcome = await (await loadStepOneSending()).sendStepOne({ api, captcha }, sent);
      if (outcome.kind === 'codigo') {
        // The code belongs to the data that was sent: what the customer typed meanwhile gives way to it, so
        // "Corregir mis datos", a new code and step 2 all speak of the same person.
        update(sent);
        setAttempt({ idusuario: outcome.idusuario, metodos: outcome.metodos, n: 1, resendAt: nextResend() });
        setCodeError(null);
        setResendNote(null);
        setPhase('codigo');
        logActivity('registro-paso-1');
      } else if (outcome.kind === 'usuarioExiste') {
        noticeFor(sent, { tone: 'existing' });
      } else {
        noticeFor(sent, { tone: 'error', text: outcome.mensaje });
      }
    } catch {
      noticeFor(sent, { tone: 'error', text: mensajesRegistro.errorRegistro });
    }
    setBusy(false);
  }

  async function confirm(codigo: string) {
    if (!attempt) return;
    setBusy(true);
    setCodeError(null);
    setResendNote(null);
    try {
      const outcome = await (await loadCodeStep()).confirmCode({ api, captcha }, attempt.idusuario, codigo);
      if (outcome.kind === 'confirmado') {
        setPhase('cuenta');
        setEnteringStepTwo(true);
        window.setTimeout(() => setEnteringStepTwo(false), motion.stepTwoSpinner);
        logActivity('registro-codigo');
      } else {
        setCodeError(outcome.mensaje);
      }
    } catch {
      setCodeError(mensajesRegistro.errorRegistro);
    }
    setBusy(false);
  }

  /** Another code is a new attempt: step 1 again, its code sent again to the contact on record. */
  async function resend() {
    if (!attempt) return;
    setResending(true);
    setCodeError(null);
    setResendNote(null);
    try {
      const outcome = await (await loadStepOneSending()).sendStepOne({ api, captcha }, draft);
      if (outcome.kind === 'codigo') {
        setAttempt({
          idusuario: outcome.idusuario,
          metodos: outcome.metodos,
          n: attempt.n + 1,
          resendAt: nextResend(),
        });
        setResendNote({ tone: 'success', text: 'Te enviamos un código nuevo. Ingresa el último que recibiste.' });
      } else if (outcome.kind === 'usuarioExiste') {
        backToStepOne();
        setNotice({ tone: 'existing' });
      } else {
        setResendNote({ tone: 'error', text: outcome.mensaje });
      }
    } catch {
      setResendNote({ tone: 'error', text: mensajesRegistro.errorRegistro });
    }
    setResending(false);
  }

  function backToStepOne() {
    setPhase('datos');
    setReturned(true);
    setAttempt(null);
    setCodeError(null);
    setResendNote(null);
    setNotice(null);
  }

  async function submitStepTwo(form: FormPaso2) {
    if (!attempt) return;
    setBusy(true);
    try {
      const { sendStepTwo } = await loadStepTwo();
      const destination = await sendStepTwo(form, {
        api,
        captcha,
        login,
        idusuario: attempt.idusuario,
        documento: draft.numero,
        onNotice: setNotice,
      });
      if (destination !== null) {
        onActivated(destination);
        return;
      }
    } catch {
      setNotice({ tone: 'error', text: mensajesRegistro.errorRegistro });
    }
    setBusy(false);
  }

  const step = phase === 'cuenta' ? 2 : 1;
  const body = (
    <>
      <StepIndicator current={step} total={2} />
      {notice ? (
        <Suspense fallback={null}>
          <RegistrationNotice notice={notice} />
        </Suspense>
      ) : null}
      {phase === 'datos' ? (
        <StepOne
          draft={draft}
          onChange={update}
          onUse={wantStepOneSending}
          onDocumentLeave={(d) => void checkDocument(d)}
          checking={checking}
          busy={busy}
          onSubmit={() => void submitStepOne()}
          returning={returned}
        />
      ) : phase === 'codigo' && attempt ? (
        <Suspense fallback={null}>
          <CodeStep
            metodos={attempt.metodos}
            attempt={attempt.n}
            busy={busy}
            error={codeError}
            resendAt={attempt.resendAt}
            resending={resending}
            resendNote={resendNote}
            onEdit={() => setCodeError(null)}
            onConfirm={(codigo) => void confirm(codigo)}
            onResend={() => void resend()}
            onBack={backToStepOne}
          />
        </Suspense>
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
  return { step, phase, intro: stepIntro[phase], body };
}

/** The intro line of each part of the activation. */
const stepIntro: Record<RegistrationPhase, string> = {
  datos: 'Valida tu identidad y elige tus seguros.',
  codigo: 'Confirma que eres tú con el código que te enviamos.',
  cuenta: 'Registra tus datos de contacto y crea tu contraseña.',
};
