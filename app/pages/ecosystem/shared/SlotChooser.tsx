import { useEffect, useRef, useState } from 'react';
import type { DiaDisponible } from '../../../api/contract';
import { DIAS_DISPONIBLES } from '../../../domain/agenda';
import { todayInLima } from '../../../domain/limaCalendar';
import { useSession } from '../../../session/SessionContext';
import { Button, NoticeBox, SlotPicker, Spinner } from '../../../../ui';
import { failureMessage } from '../../../api/errors';
import { actions, section } from '../ecosystem.css';
import { LoadFailed } from './LoadFailed';

export interface SlotChooserProps {
  idBeneficio: number;
  /** The place whose slots are offered, for a benefit given at a place. */
  idLugar?: number | undefined;
  /** The appointment being moved: its own use does not make its benefit look spent. */
  idAgenda?: number | undefined;
  /** Text of the button that confirms the chosen slot. */
  submitLabel: string;
  /** Books or moves the appointment; the chooser shows the button busy meanwhile. */
  onSubmit: (fecha: string, hora: string) => Promise<void>;
  /** Radio group names, unique when two choosers share a page. */
  name?: string;
  /** A slot chosen before (a kept draft): chosen again when it is still free. */
  initialSlot?: { fecha: string; hora: string } | null;
  /** The chosen slot, or null when none is. */
  onSlotChange?: (slot: { fecha: string; hora: string } | null) => void;
}

/** Free slots from the server (ObtenerCitasDisponibles), the slot picker and a confirm button. */
export function SlotChooser({
  idBeneficio,
  idLugar,
  idAgenda,
  submitLabel,
  onSubmit,
  name,
  initialSlot,
  onSlotChange,
}: SlotChooserProps) {
  const { api } = useSession();
  const [days, setDays] = useState<DiaDisponible[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [fecha, setFecha] = useState<string | undefined>();
  const [hora, setHora] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  /** Bumped by "Volver a intentar" after the free slots could not be loaded. */
  const [tries, setTries] = useState(0);
  // Read when the free slots arrive, not a reason to ask for them again.
  const initial = useRef(initialSlot);

  useEffect(() => {
    let alive = true;
    api
      .call('obtenerCitasDisponibles', {
        body: {
          idBeneficio,
          desde: todayInLima(new Date()),
          dias: DIAS_DISPONIBLES,
          ...(idLugar ? { idLugar } : {}),
          ...(idAgenda ? { idAgenda } : {}),
        },
      })
      .then((result) => {
        // A 401 has opened the expired-session dialog: an empty list in its place would say no hour is free.
        if (!alive || !result.data) return;
        if (result.data.codigo !== 0 && result.data.mensaje) {
          setFailed(result.data.mensaje);
          return;
        }
        const list = result.data.data ?? [];
        setDays(list);
        const wanted = initial.current;
        const stillFree =
          wanted &&
          list.some((d) => d.fecha === wanted.fecha && d.horarios.some((h) => h.hora === wanted.hora && h.disponible));
        setFecha(stillFree ? wanted.fecha : list.find((d) => d.horarios.some((h) => h.disponible))?.fecha);
        if (stillFree) setHora(wanted.hora);
      })
      .catch((error: unknown) => alive && setFailed(failureMessage(error, 'No pudimos cargar los horarios.')));
    return () => {
      alive = false;
    };
  }, [api, idBeneficio, idLugar, idAgenda, tries]);

  if (failed) {
    const retry = () => {
      setFailed(null);
      setTries((n) => n + 1);
    };
    return <LoadFailed message={failed} onRetry={retry} />;
  }
  if (!days) return <Spinner label="Cargando horarios" showLabel />;
  if (!days.some((d) => d.horarios.some((h) => h.disponible))) {
    return (
      <NoticeBox tone="info">
        No hay horarios disponibles en los próximos días. Vuelve a intentarlo más tarde.
      </NoticeBox>
    );
  }

  const chosenDay = days.find((d) => d.fecha === fecha);
  const submit = async () => {
    if (!fecha || !hora) return;
    setBusy(true);
    try {
      await onSubmit(fecha, hora);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={section}>
      <SlotPicker
        name={name}
        days={days.map((d) => ({ date: d.fecha, disabled: !d.horarios.some((h) => h.disponible) }))}
        selectedDate={fecha}
        onDateChange={(next) => {
          setFecha(next);
          setHora(undefined);
          onSlotChange?.(null);
        }}
        slots={(chosenDay?.horarios ?? []).map((h) => ({ time: h.hora, available: h.disponible }))}
        selectedTime={hora}
        onTimeChange={(next) => {
          setHora(next);
          if (fecha) onSlotChange?.({ fecha, hora: next });
        }}
      />
      <div className={actions}>
        <Button onClick={submit} disabled={!fecha || !hora} loading={busy} loadingLabel="Procesando">
          {submitLabel}
        </Button>
      </div>
    </div>
  );
}
