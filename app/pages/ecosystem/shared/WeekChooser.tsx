import { useState } from 'react';
import { weekEnd } from '../../../domain/agenda';
import { Button, formatLongDate, RadioGroup } from '../../../../ui';
import { actions, section } from '../ecosystem.css';

/** The coworking week: the Mondays offered (`weeks`, Monday to Saturday) as radio options, and a confirm button. */
export function WeekChooser({
  weeks,
  submitLabel,
  onSubmit,
}: {
  weeks: readonly string[];
  submitLabel: string;
  onSubmit: (semanaInicio: string) => Promise<void>;
}) {
  const options = weeks.map((monday) => ({
    value: monday,
    label: `Semana del ${formatLongDate(monday)} al ${formatLongDate(weekEnd(monday))}`,
  }));
  const [picked, setPicked] = useState<string | undefined>();
  // A week no longer offered (just booked, or its year now taken) is no longer chosen.
  const chosen = picked !== undefined && weeks.includes(picked) ? picked : undefined;
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
        options={options}
        value={chosen}
        onValueChange={setPicked}
      />
      <div className={actions}>
        <Button onClick={submit} disabled={!chosen} loading={busy} loadingLabel="Procesando">
          {submitLabel}
        </Button>
      </div>
    </div>
  );
}
