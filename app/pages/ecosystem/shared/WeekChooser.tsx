import { useState } from 'react';
import { upcomingMondays, weekEnd } from '../../../domain/agenda';
import { Button, formatLongDate, RadioGroup } from '../../../../ui';
import { actions, section } from '../ecosystem.css';

/** The coworking week: the next Mondays as radio options (Monday to Saturday), and a confirm button. */
export function WeekChooser({
  submitLabel,
  onSubmit,
}: {
  submitLabel: string;
  onSubmit: (semanaInicio: string) => Promise<void>;
}) {
  const [weeks] = useState(() =>
    upcomingMondays(new Date()).map((monday) => ({
      value: monday,
      label: `Semana del ${formatLongDate(monday)} al ${formatLongDate(weekEnd(monday))}`,
    })),
  );
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
      <RadioGroup
        legend="Elige tu semana (de lunes a sábado)"
        options={weeks}
        value={chosen}
        onValueChange={setChosen}
      />
      <div className={actions}>
        <Button onClick={submit} disabled={!chosen} loading={busy} loadingLabel="Procesando">
          {submitLabel}
        </Button>
      </div>
    </div>
  );
}
