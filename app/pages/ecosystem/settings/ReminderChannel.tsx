import { useEffect, useState, type FormEvent } from 'react';
import type { MetodoEnvio } from '../../../api/contract';
import { useSession } from '../../../session/SessionContext';
import { Button, RadioGroup } from '../../../../ui';
import * as css from '../ecosystem.css';
import { SaveNotice, useSaving } from './useSaving';

const CHANNELS = [
  { value: 'correo', label: 'Correo electrónico' },
  { value: 'sms', label: 'SMS al celular' },
] as const satisfies ReadonlyArray<{ value: MetodoEnvio; label: string }>;

/** Always said, so the form never grows once the saved choice arrives: what happens while nothing is chosen. */
const HINT =
  'Te recordamos cada cita un día antes y una hora antes, con el lugar, la preparación y el enlace a la cita. ' +
  'Si no eliges uno, cada recordatorio va por donde te llegó la confirmación de esa cita.';

/**
 * Where appointment reminders go (GET/POST /Profile/Recordatorios). Until the customer chooses, each booking's
 * reminders go where its confirmation went: the form then shows no choice made, and its hint says so.
 */
export function ReminderChannel() {
  const { api } = useSession();
  const [canal, setCanal] = useState<MetodoEnvio | undefined>(undefined);
  const { busy, result, save } = useSaving('No pudimos guardar tu preferencia.');

  useEffect(() => {
    let current = true;
    api
      .call('obtenerRecordatorios')
      .then((r) => {
        const saved = r.data?.data.canal;
        // A choice the customer already made while this loaded stays.
        if (current && saved) setCanal((chosen) => chosen ?? saved);
      })
      // Not knowing the saved choice leaves the form empty; saving still works.
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [api]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canal) return;
    void save(async () => {
      const r = await api.call('guardarRecordatorios', { body: { canal } });
      return { ok: r.data?.codigo === 0, message: r.data?.mensaje ?? 'No pudimos guardar tu preferencia.' };
    });
  };

  return (
    <section className={css.panel} aria-labelledby="recordatorios">
      <h2 id="recordatorios" className={css.sectionTitle}>
        Recordatorios de tus citas
      </h2>
      <form className={css.form} onSubmit={submit} noValidate>
        <RadioGroup
          legend="¿Por dónde te los enviamos?"
          hint={HINT}
          options={CHANNELS}
          value={canal}
          onValueChange={setCanal}
          name="canal-recordatorio"
          columns="two"
        />
        <div className={css.actions}>
          <Button type="submit" disabled={!canal} loading={busy} loadingLabel="Guardando">
            Guardar preferencia
          </Button>
        </div>
      </form>
      <SaveNotice result={result} />
    </section>
  );
}
