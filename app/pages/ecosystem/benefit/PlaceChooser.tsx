import { useEffect, useState } from 'react';
import type { Distrito, Lugar } from '../../../api/contract';
import { phoneHref, placeAddress, placeHours } from '../../../domain/places/placeText';
import { useSession } from '../../../session/SessionContext';
import { NoticeBox, PlaceChoice, RadioGroup, Spinner } from '../../../../ui';
import { section } from '../ecosystem.css';

export interface PlaceChooserProps {
  idBeneficio: number;
  /** The chosen place; undefined until the customer chooses one. */
  value: Lugar | undefined;
  onChange: (lugar: Lugar | undefined) => void;
  /** The list's question: "Elige el local", "Elige la sede". */
  legend?: string;
}

type Network = { distritos: Distrito[]; lugares: Lugar[] };

/**
 * Where a benefit given at a place is booked: the district first, then its places with address, hours, a phone
 * to call and a map (GET /agendamientos/Lugares). The whole network comes in one answer, so changing the
 * district answers at once. The districts are radios, not a select: only those with a place for the benefit
 * are listed, and a select cuts "Santiago de Surco" at 320 px with text at 200 %.
 */
export function PlaceChooser({ idBeneficio, value, onChange, legend = 'Elige el local' }: PlaceChooserProps) {
  const { api } = useSession();
  const [network, setNetwork] = useState<Network | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [ubigeo, setUbigeo] = useState(value?.ubigeo ?? '');

  useEffect(() => {
    let alive = true;
    api
      .call('lugares', { query: { idBeneficio } })
      .then((r) => {
        if (!alive) return;
        if (r.data?.codigo === 0) setNetwork(r.data.data);
        else setFailed(r.data?.mensaje ?? 'No pudimos cargar los locales.');
      })
      .catch(
        (e: unknown) =>
          alive && setFailed(e instanceof Error && e.message ? e.message : 'No pudimos cargar los locales.'),
      );
    return () => {
      alive = false;
    };
  }, [api, idBeneficio]);

  if (failed) return <NoticeBox tone="error">{failed}</NoticeBox>;
  if (!network) return <Spinner label="Cargando locales" showLabel />;
  if (network.distritos.length === 0)
    return (
      <NoticeBox tone="info">
        Por ahora no hay locales disponibles para este beneficio. Llama a nuestra central.
      </NoticeBox>
    );

  const here = network.lugares.filter((l) => l.ubigeo === ubigeo);
  return (
    <div className={section}>
      <RadioGroup
        legend="Distrito"
        hint="Te mostramos los locales de la red afiliada en el distrito que elijas."
        value={ubigeo || undefined}
        options={network.distritos.map((d) => ({ value: d.ubigeo, label: d.nombre }))}
        columns="two"
        onValueChange={(next) => {
          setUbigeo(next);
          // A place of another district is no longer in sight: it is not chosen either.
          if (value && value.ubigeo !== next) onChange(undefined);
        }}
      />
      {ubigeo ? (
        <PlaceChoice
          legend={legend}
          options={here.map((l) => ({
            value: String(l.idLugar),
            name: l.nombre,
            address: placeAddress(l),
            hours: placeHours(l.horario),
            phone: l.telefono,
            phoneHref: phoneHref(l.telefono),
            mapHref: l.mapa,
          }))}
          value={value ? String(value.idLugar) : undefined}
          onValueChange={(id) => onChange(here.find((l) => String(l.idLugar) === id))}
          emptyText="No hay locales en este distrito. Elige otro."
        />
      ) : null}
    </div>
  );
}
