import { useId, useState } from 'react';
import { upcomingMondays, weekEnd } from '../../../domain/agenda';
import { Button, formatLongDate } from '../../../../ui';
import { actions, radioLegend, section } from '../ecosystem.css';
import * as styles from './WeekChooser.css';

/** The coworking week: the next Mondays as radio options (Monday to Saturday), and a confirm button. */
export function WeekChooser({ submitLabel, onSubmit }: { submitLabel: string; onSubmit: (semanaInicio: string) => Promise<void> }) {
  const id = useId();
  const [weeks] = useState(() => upcomingMondays(new Date()));
  const [chosen, setChosen] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (!chosen) return;
    setBusy(true);
    try {
      await onSubmit(chosen);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={section}>
      <fieldset className={styles.group}>
        <legend className={radioLegend}>Elige tu semana (de lunes a sábado)</legend>
        {weeks.map((monday) => (
          <label key={monday} className={styles.option} htmlFor={`${id}-${monday}`}>
            <input id={`${id}-${monday}`} type="radio" name={`${id}-semana`} value={monday} checked={chosen === monday} onChange={() => setChosen(monday)} />
            <span>
              Semana del {formatLongDate(monday)} al {formatLongDate(weekEnd(monday))}
            </span>
          </label>
        ))}
      </fieldset>
      <div className={actions}>
        <Button onClick={submit} disabled={!chosen} loading={busy} loadingLabel="Procesando">
          {submitLabel}
        </Button>
      </div>
    </div>
  );
}
