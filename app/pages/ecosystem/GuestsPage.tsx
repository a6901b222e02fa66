import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { RouterLink as Link } from '../../platform/RouterLink';
import type { IdProducto, Invitacion, LicenciaInvitados, Profile } from '../../api/contract';
import { failureMessage } from '../../api/errors';
import { GUEST_BENEFIT_TITLE, canAddGuests, guestProductsFor } from '../../domain/session';
import { validarCelular, validarDocumento, validarNombres } from '../../domain/validation';
import { useSession } from '../../session/SessionContext';
import {
  Button,
  DocumentField,
  GuestCard,
  NoticeBox,
  RadioGroup,
  Spinner,
  TextField,
  type DocumentValue,
} from '../../../ui';
import { ConfirmDialog } from './shared/ConfirmDialog';
import { EcosystemPage } from './shared/EcosystemPage';
import { LoadFailed } from './shared/LoadFailed';
import * as css from './ecosystem.css';
import { usePageTitle } from '../../platform/pageTitle';
import { RevealedNotice } from '../../platform/RevealedNotice';
import { useRevealInvalid } from '../../platform/revealInvalid';

/**
 * /ecosistema/invitados: a host with a matching service invites a guest for courses (7442) or telemedicine (7443),
 * sees each invitation (name, masked document, benefit, status, date) and the licences left, and may withdraw
 * an invitation that is not active yet.
 */
export default function GuestsPage() {
  usePageTitle('Agregar invitados');
  return (
    <EcosystemPage>
      {(profile) => (
        <>
          <div className={css.intro}>
            <h1 className={css.title}>Agregar invitados</h1>
            <p className={css.lead}>Comparte un beneficio de tu plan con un familiar o amigo.</p>
          </div>
          {canAddGuests(profile) ? (
            <Invitations profile={profile} />
          ) : (
            <div className={css.section}>
              <NoticeBox tone="info">Tu plan no incluye un servicio que puedas compartir con invitados.</NoticeBox>
              <div className={css.actions}>
                <Button asChild variant="secondary">
                  <Link to="/ecosistema">Volver a mis beneficios</Link>
                </Button>
              </div>
            </div>
          )}
        </>
      )}
    </EcosystemPage>
  );
}

type Errors = Partial<Record<'documento' | 'nombres' | 'celular', string>>;

type Listing = { invitados: Invitacion[]; licencias: LicenciaInvitados[] };

function Invitations({ profile }: { profile: Profile }) {
  const { api, refreshProfile } = useSession();
  const [listing, setListing] = useState<Listing | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [withdrawing, setWithdrawing] = useState<number | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; message: string } | null>(null);
  const [asking, setAsking] = useState<Invitacion | null>(null);
  // A withdrawal answers the last tap: the invitation form's earlier notice gives way.
  const [withdrawals, setWithdrawals] = useState(0);

  const load = useCallback(async () => {
    try {
      const r = await api.call('listarInvitados');
      // A 401 has opened the expired-session dialog. An empty listing in its place would tell the customer that
      // they invited nobody and that their licences are used up.
      if (!r.data) return;
      setListing(r.data.data);
      setFailed(null);
    } catch (error) {
      setFailed(failureMessage(error, 'No pudimos cargar tus invitados.'));
    }
  }, [api]);

  useEffect(() => {
    void load();
  }, [load]);

  const withdraw = async (invitacion: Invitacion) => {
    setWithdrawing(invitacion.idInvitado);
    setNotice(null);
    try {
      const r = await api.call('retirarInvitado', { params: { id: invitacion.idInvitado } });
      const ok = r.data?.codigo === 0;
      setNotice({
        ok,
        message: ok
          ? `Retiraste la invitación de ${invitacion.nombres}.`
          : (r.data?.mensaje ?? 'No pudimos retirar la invitación.'),
      });
      setWithdrawals((n) => n + 1);
      await load();
      void refreshProfile();
    } catch (error) {
      setNotice({ ok: false, message: failureMessage(error, 'No pudimos retirar la invitación.') });
    } finally {
      setWithdrawing(null);
    }
  };

  return (
    <>
      <GuestForm
        profile={profile}
        licencias={listing?.licencias ?? null}
        onInvited={async () => {
          // A new invitation answers the last tap: an earlier withdrawal's notice gives way.
          setNotice(null);
          await load();
        }}
        withdrawals={withdrawals}
      />
      <section className={css.section} aria-labelledby="mis-invitados">
        <h2 id="mis-invitados" className={css.sectionTitle}>
          Tus invitados
        </h2>
        <RevealedNotice notice={notice}>
          <NoticeBox tone={notice?.ok ? 'success' : 'error'}>{notice?.message}</NoticeBox>
        </RevealedNotice>
        {failed ? (
          <LoadFailed
            message={failed}
            onRetry={() => {
              setFailed(null);
              void load();
            }}
          />
        ) : !listing ? (
          <Spinner label="Cargando tus invitados" showLabel />
        ) : listing.invitados.length === 0 ? (
          <p className={css.muted}>Aún no has invitado a nadie.</p>
        ) : (
          <ul className={css.list}>
            {listing.invitados.map((i) => (
              <li key={i.idInvitado}>
                <GuestCard
                  name={i.nombres}
                  document={`${i.tipoIdentificacion === 8 ? 'DNI' : 'CE'} ${i.documento}`}
                  benefit={i.beneficio}
                  status={i.estado}
                  date={i.fecha}
                  onWithdraw={() => setAsking(i)}
                  withdrawing={withdrawing === i.idInvitado}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      <ConfirmDialog
        item={
          asking
            ? {
                title: '¿Retirar la invitación?',
                description: `${asking.nombres} ya no podrá activar su cuenta como invitado y la licencia vuelve a quedar disponible.`,
              }
            : null
        }
        confirmLabel="Sí, retirar"
        busyLabel="Retirando"
        onClose={() => setAsking(null)}
        onConfirm={async () => {
          // The question closes at once; the card shows the withdrawal running, then the notice answers.
          const invitacion = asking;
          setAsking(null);
          if (invitacion) await withdraw(invitacion);
        }}
      />
    </>
  );
}

/** "Te quedan 2 de 3 licencias de Cursos online con certificación." */
function LicencesLeft({ licencias }: { licencias: LicenciaInvitados[] }) {
  if (licencias.length === 0) return null;
  return (
    <ul className={css.bullets} aria-label="Licencias disponibles">
      {licencias.map((l) => (
        <li key={l.idProducto}>
          {l.beneficio}: te {l.disponibles === 1 ? 'queda' : 'quedan'} <strong>{l.disponibles}</strong> de {l.total}{' '}
          {l.total === 1 ? 'licencia' : 'licencias'} para invitar.
        </li>
      ))}
    </ul>
  );
}

function GuestForm({
  profile,
  licencias,
  onInvited,
  withdrawals,
}: {
  profile: Profile;
  licencias: LicenciaInvitados[] | null;
  onInvited: () => Promise<void>;
  withdrawals: number;
}) {
  const { api, refreshProfile } = useSession();
  // Products with a licence left; until the licences are known, every product the plan shares.
  const products = guestProductsFor(profile).filter(
    (p) => !licencias || (licencias.find((l) => l.idProducto === p)?.disponibles ?? 0) > 0,
  );
  const [elegido, setElegido] = useState<IdProducto | null>(null);
  const producto = elegido !== null && products.includes(elegido) ? elegido : products[0];
  const [documento, setDocumento] = useState<DocumentValue>({ type: '8', number: '' });
  const [nombres, setNombres] = useState('');
  const [celular, setCelular] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  useEffect(() => setResult(null), [withdrawals]);
  const formRef = useRevealInvalid<HTMLFormElement>(errors);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const tipo = documento.type === '8' ? 8 : 6;
    const next: Errors = {};
    const docError = validarDocumento(tipo, documento.number);
    const nameError = validarNombres(nombres);
    const phoneError = validarCelular(celular);
    if (docError) next.documento = docError;
    if (nameError) next.nombres = nameError;
    if (phoneError) next.celular = phoneError;
    setErrors(next);
    setResult(null);
    if (docError || nameError || phoneError || producto === undefined) return;
    setBusy(true);
    try {
      const r = await api.call('registrarUserLibre', {
        body: {
          identificacion: documento.number,
          tipoIdentificacion: tipo,
          nombres: nombres.trim(),
          idProducto: producto,
          fono: celular,
        },
      });
      const ok = r.data?.codigo === 0;
      setResult({ ok, message: r.data?.mensaje ?? 'No pudimos registrar a tu invitado.' });
      if (ok) {
        setDocumento({ type: documento.type, number: '' });
        setNombres('');
        setCelular('');
        void refreshProfile();
        void onInvited();
      }
    } catch (error) {
      setResult({ ok: false, message: failureMessage(error, 'No pudimos registrar a tu invitado.') });
    } finally {
      setBusy(false);
    }
  };

  const answer = (
    <RevealedNotice notice={result}>
      <NoticeBox tone={result?.ok ? 'success' : 'error'}>
        {result?.message}
        {result?.ok
          ? ' Tu invitado ya puede activar su cuenta en «Activa tu cuenta» con la opción de invitado: le enviaremos el código a su celular.'
          : null}
      </NoticeBox>
    </RevealedNotice>
  );

  if (products.length === 0) {
    // The invitation that used the last licence still gets its answer, above what is left.
    return (
      <div className={css.panel}>
        <h2 className={css.sectionTitle}>Invita a una persona</h2>
        {answer}
        {licencias ? <LicencesLeft licencias={licencias} /> : null}
        <NoticeBox tone="info">
          Ya usaste todas tus licencias para invitar. Si retiras una invitación que está en evaluación, su licencia
          vuelve a estar disponible.
        </NoticeBox>
      </div>
    );
  }

  return (
    <div className={css.panel}>
      <form ref={formRef} className={css.form} onSubmit={submit} noValidate aria-labelledby="invitar-titulo">
        <h2 id="invitar-titulo" className={css.sectionTitle}>
          Invita a una persona
        </h2>
        {licencias ? <LicencesLeft licencias={licencias} /> : null}
        <RadioGroup
          legend="Beneficio que compartes"
          name="producto"
          options={products.map((p) => ({ value: String(p), label: GUEST_BENEFIT_TITLE[p] }))}
          value={producto === undefined ? undefined : String(producto)}
          onValueChange={(value) => setElegido(Number(value) as IdProducto)}
        />
        <DocumentField
          documentType={documento.type}
          number={documento.number}
          onChange={setDocumento}
          typeLabel="Tipo de documento del invitado"
          numberLabel="Número de documento del invitado"
          error={errors.documento}
          name="documentoInvitado"
        />
        <TextField
          label="Nombres del invitado"
          value={nombres}
          onValueChange={setNombres}
          error={errors.nombres}
          autoComplete="off"
          maxLength={100}
          name="nombresInvitado"
        />
        <TextField
          label="Celular del invitado"
          hint="Le enviaremos aquí el código para activar su cuenta."
          type="tel"
          inputMode="numeric"
          inputFilter="digits"
          maxLength={9}
          value={celular}
          onValueChange={setCelular}
          error={errors.celular}
          autoComplete="off"
          name="celularInvitado"
        />
        <div className={css.actions}>
          <Button type="submit" loading={busy} loadingLabel="Registrando">
            Invitar
          </Button>
        </div>
      </form>
      {answer}
    </div>
  );
}
