import { useEffect, useState, type FormEvent } from 'react';
import type { ContactoPorConfirmar, MetodoEnvio, Profile } from '../../../api/contract';
import { transformCredential } from '../../../domain/credentials';
import {
  LIMITES,
  mensajesValidacion,
  validarCelular,
  validarEmail,
  validarNombres,
  type Mensaje,
} from '../../../domain/validation';
import { useSession } from '../../../session/SessionContext';
import { Button, TextField } from '../../../../ui';
import * as css from '../ecosystem.css';
import { useRevealInvalid } from '../../../platform/revealInvalid';
import { ContactConfirmation } from './ContactConfirmation';
import { SaveNotice, useSaving } from './useSaving';

type Field = 'nombres' | 'apellidoPaterno' | 'apellidoMaterno' | 'numeroCelular' | 'correoElectronico';
type Values = Record<Field, string>;

/** The second surname may be empty (not everyone has one); when given, the name rule applies. */
const validarApellidoMaterno = (valor: string): Mensaje => (valor.trim() === '' ? null : validarNombres(valor));

/** Every field but the second surname is required, as the server's schema says. */
const rules: Record<Field, (v: string) => Mensaje> = {
  nombres: validarNombres,
  apellidoPaterno: validarNombres,
  apellidoMaterno: validarApellidoMaterno,
  numeroCelular: validarCelular,
  correoElectronico: validarEmail,
};

const fieldOf: Record<MetodoEnvio, Field> = { correo: 'correoElectronico', sms: 'numeroCelular' };

/** The contacts whose value differs from the profile's (e-mails compared without case, as the server does). */
function changedContacts(values: Values, profile: Profile): ContactoPorConfirmar[] {
  const cambios: ContactoPorConfirmar[] = [];
  const correo = values.correoElectronico.trim();
  if (correo.toLowerCase() !== profile.correoElectronico.toLowerCase())
    cambios.push({ canal: 'correo', valor: correo });
  if (values.numeroCelular !== profile.numeroCelular) cambios.push({ canal: 'sms', valor: values.numeroCelular });
  return cambios;
}

/** What waits for a code after a save: the channels just staged, and the others that were already waiting. */
function afterStaging(waiting: ContactoPorConfirmar[], staged: ContactoPorConfirmar[]): ContactoPorConfirmar[] {
  const kept = waiting.filter((w) => !staged.some((s) => s.canal === w.canal));
  return [...kept, ...staged].sort((a, b) => a.canal.localeCompare(b.canal));
}

/**
 * Personal data (ActualizarDatospersonales), with the registration rules and messages. A new e-mail or phone is
 * asked with the current password: the field appears as soon as either differs from the profile.
 */
export function PersonalDataForm({ profile }: { profile: Profile }) {
  const { api, captcha, refreshProfile } = useSession();
  const [values, setValues] = useState<Values>({
    nombres: profile.nombres,
    apellidoPaterno: profile.apellidoPaterno,
    apellidoMaterno: profile.apellidoMaterno,
    numeroCelular: profile.numeroCelular,
    correoElectronico: profile.correoElectronico,
  });
  const [claveActual, setClaveActual] = useState('');
  const [errors, setErrors] = useState<Partial<Values & { claveActual: string }>>({});
  const { busy, result, setResult, save } = useSaving('No pudimos actualizar tus datos.');
  /** New contacts waiting for the code sent to them: staged by a save here (codigo 2) or before a reload. */
  const [toConfirm, setToConfirm] = useState<ContactoPorConfirmar[]>([]);
  const [restored, setRestored] = useState(false);
  const formRef = useRevealInvalid<HTMLFormElement>(errors);

  // The server keeps a staged change until its code comes back or expires: a reloaded page asks for the code again.
  useEffect(() => {
    let alive = true;
    api
      .call('contactosPorConfirmar')
      .then((r) => {
        if (!alive || !r.data || r.data.data.length === 0) return;
        setToConfirm(r.data.data);
        setRestored(true);
      })
      // Without the list the page is as it was before it asked: the change can be typed and sent again.
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [api]);

  const set = (field: Field) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const contactChanges = changedContacts(values, profile).length > 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Partial<Values & { claveActual: string }> = {};
    for (const field of Object.keys(rules) as Field[]) {
      const message = rules[field](values[field]);
      if (message) next[field] = message;
    }
    if (contactChanges && claveActual === '') next.claveActual = mensajesValidacion.contrasenaActual;
    setErrors(next);
    setResult(null);
    if (Object.keys(next).length > 0) return;
    void save(async () => {
      // The password travels transformed with a captcha token of its own, as at login.
      const tokenCaptcha = contactChanges ? await captcha.token() : undefined;
      const proof = tokenCaptcha
        ? { claveActual: await transformCredential(claveActual, tokenCaptcha), tokenCaptcha }
        : {};
      const r = await api.call('actualizarDatosPersonales', {
        body: {
          nombres: values.nombres.trim(),
          apellidoPaterno: values.apellidoPaterno.trim(),
          apellidoMaterno: values.apellidoMaterno.trim(),
          numeroCelular: values.numeroCelular,
          correoElectronico: values.correoElectronico.trim(),
          ...proof,
        },
      });
      const codigo = r.data?.codigo;
      const ok = codigo === 0 || codigo === 2;
      if (codigo === 2) {
        setToConfirm((waiting) => afterStaging(waiting, changedContacts(values, profile)));
        setRestored(false);
      }
      if (ok) {
        setClaveActual('');
        await refreshProfile();
      }
      return { ok, message: r.data?.mensaje ?? 'No pudimos actualizar tus datos.' };
    });
  };

  return (
    <section className={css.panel} aria-labelledby="datos-personales">
      <h2 id="datos-personales" className={css.sectionTitle}>
        Datos personales
      </h2>
      <form ref={formRef} className={css.form} onSubmit={submit} noValidate>
        <TextField
          label="Nombres"
          value={values.nombres}
          onValueChange={set('nombres')}
          error={errors.nombres}
          autoComplete="given-name"
          maxLength={100}
        />
        <TextField
          label="Apellido paterno"
          value={values.apellidoPaterno}
          onValueChange={set('apellidoPaterno')}
          error={errors.apellidoPaterno}
          autoComplete="family-name"
          maxLength={100}
        />
        <TextField
          label="Apellido materno"
          value={values.apellidoMaterno}
          onValueChange={set('apellidoMaterno')}
          error={errors.apellidoMaterno}
          autoComplete="additional-name"
          maxLength={100}
        />
        <TextField
          label="Celular"
          type="tel"
          inputMode="numeric"
          inputFilter="digits"
          maxLength={9}
          value={values.numeroCelular}
          onValueChange={set('numeroCelular')}
          error={errors.numeroCelular}
          autoComplete="tel-national"
        />
        <TextField
          label="Correo electrónico"
          type="email"
          maxLength={LIMITES.emailEscrito}
          value={values.correoElectronico}
          onValueChange={set('correoElectronico')}
          error={errors.correoElectronico}
          autoComplete="email"
        />
        {contactChanges ? (
          <TextField
            label="Contraseña actual"
            hint="Para cambiar tu correo o celular, confirma que eres tú."
            type="password"
            value={claveActual}
            onValueChange={setClaveActual}
            error={errors.claveActual}
            autoComplete="current-password"
          />
        ) : null}
        <div className={css.actions}>
          <Button type="submit" loading={busy} loadingLabel="Guardando">
            Guardar datos
          </Button>
        </div>
      </form>
      <SaveNotice result={result} />
      {toConfirm.length > 0 ? (
        <ContactConfirmation
          key={toConfirm.map((c) => `${c.canal}:${c.valor}`).join()}
          pendientes={toConfirm}
          restored={restored}
          onConfirmed={(confirmed) =>
            // The form shows the contacts the account now has, so a later save does not send the old ones back.
            setValues((v) => ({ ...v, ...Object.fromEntries(confirmed.map((c) => [fieldOf[c.canal], c.valor])) }))
          }
          onDone={(message) => {
            setToConfirm([]);
            setResult({ ok: true, message });
          }}
          onCancelled={(message) => {
            // The fields go back to the contacts the account kept, so a later save does not send the change again.
            setValues((v) => ({
              ...v,
              ...Object.fromEntries(toConfirm.map((c) => [fieldOf[c.canal], profile[fieldOf[c.canal]]])),
            }));
            setToConfirm([]);
            setResult({ ok: true, message });
          }}
        />
      ) : null}
    </section>
  );
}
