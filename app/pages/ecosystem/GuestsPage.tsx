import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { IdProducto, Profile } from '../../api/contract';
import { GUEST_BENEFIT_TITLE, canAddGuests, guestProductsFor } from '../../domain/session';
import { validarDocumento, validarNombres } from '../../domain/validation';
import { useSession } from '../../session/SessionContext';
import { Button, DocumentField, NoticeBox, TextField, type DocumentValue } from '../../../ui';
import { EcosystemPage } from './shared/EcosystemPage';
import * as css from './ecosystem.css';
import { usePageTitle } from '../../platform/pageTitle';

/** /ecosistema/invitados: a host with a matching service invites a guest for courses (7442) or telemedicine (7443). */
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
            <GuestForm profile={profile} />
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

type Errors = Partial<Record<'documento' | 'nombres', string>>;

function GuestForm({ profile }: { profile: Profile }) {
  const { api, refreshProfile } = useSession();
  const products = guestProductsFor(profile);
  const [producto, setProducto] = useState<IdProducto>(products[0]!);
  const [documento, setDocumento] = useState<DocumentValue>({ type: '8', number: '' });
  const [nombres, setNombres] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const tipo = documento.type === '8' ? 8 : 6;
    const next: Errors = {};
    const docError = validarDocumento(tipo, documento.number);
    const nameError = validarNombres(nombres);
    if (docError) next.documento = docError;
    if (nameError) next.nombres = nameError;
    setErrors(next);
    setResult(null);
    if (docError || nameError) return;
    setBusy(true);
    try {
      const r = await api.call('registrarUserLibre', {
        body: { identificacion: documento.number, tipoIdentificacion: tipo, nombres: nombres.trim(), idProducto: producto },
      });
      const ok = r.data?.codigo === 0;
      setResult({ ok, message: r.data?.mensaje ?? 'No pudimos registrar a tu invitado.' });
      if (ok) {
        setDocumento({ type: documento.type, number: '' });
        setNombres('');
        void refreshProfile();
      }
    } catch (error) {
      setResult({ ok: false, message: error instanceof Error ? error.message : 'No pudimos registrar a tu invitado.' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={css.panel}>
      <form className={css.form} onSubmit={submit} noValidate aria-labelledby="invitar-titulo">
        <h2 id="invitar-titulo" className={css.sectionTitle}>
          Invita a una persona
        </h2>
        <fieldset className={css.radioGroup}>
          <legend className={css.radioLegend}>Beneficio que compartes</legend>
          {products.map((p) => (
            <label key={p} className={css.radioOption}>
              <input type="radio" name="producto" value={p} checked={producto === p} onChange={() => setProducto(p)} />
              {GUEST_BENEFIT_TITLE[p]}
            </label>
          ))}
        </fieldset>
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
        <div className={css.actions}>
          <Button type="submit" loading={busy} loadingLabel="Registrando">
            Invitar
          </Button>
        </div>
      </form>
      {result ? (
        <NoticeBox tone={result.ok ? 'success' : 'error'}>
          {result.message}
          {result.ok ? ' Tu invitado ya puede activar su cuenta en "Activa tu cuenta" con la opción de invitado.' : null}
        </NoticeBox>
      ) : null}
      {profile.nroinvitado > 0 ? <p className={css.muted}>Invitados registrados: {profile.nroinvitado}</p> : null}
    </div>
  );
}
