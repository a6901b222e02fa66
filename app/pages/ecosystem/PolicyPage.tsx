import { RouterLink as Link } from '../../platform/RouterLink';
import type { EstadoBeneficio, Poliza } from '../../api/contract';
import { benefitById, familyBySlug, sameServiceIds } from '../../domain/catalogue';
import { formatLongDay } from '../../domain/dates';
import { NoticeBox, Spinner } from '../../../ui';
import { EcosystemPage } from './shared/EcosystemPage';
import { useMiSeguro } from './shared/useMiSeguro';
import { boundText, usesText, waitingText } from './shared/usesText';
import { usePageTitle } from '../../platform/pageTitle';
import * as css from './ecosystem.css';
import * as policy from './policy.css';

/** /ecosistema/mi-seguro: the policies behind the account, when each waiting period ends, and every benefit's uses left. */
export default function PolicyPage() {
  usePageTitle('Mi seguro');
  return (
    <EcosystemPage>
      {() => (
        <>
          <div className={css.intro}>
            <h1 className={css.title}>Mi seguro</h1>
            <p className={css.lead}>Tu póliza, desde cuándo puedes usar cada beneficio y cuántos usos te quedan.</p>
          </div>
          <PolicyContent />
        </>
      )}
    </EcosystemPage>
  );
}

function PolicyContent() {
  const { data, failed } = useMiSeguro();
  if (failed)
    return (
      <NoticeBox tone="error">No pudimos cargar los datos de tu seguro. Vuelve a intentarlo en unos minutos.</NoticeBox>
    );
  if (!data) return <Spinner label="Cargando tu seguro" />;
  return (
    <>
      {data.polizas.map((poliza) => (
        <PolicyFacts key={poliza.numero} poliza={poliza} />
      ))}
      <section className={css.panel} aria-labelledby="mis-beneficios">
        <h2 id="mis-beneficios" className={css.sectionTitle}>
          Tus beneficios
        </h2>
        <BenefitGroups groups={benefitGroups(data.polizas, data.beneficios)} />
      </section>
    </>
  );
}

/** The benefits a policy (or, without one, a family of the plan) brings, under the name the customer knows it by. */
interface BenefitGroup {
  slug: string;
  name: string;
  estados: EstadoBeneficio[];
}

/**
 * The benefits by family, in the order the API lists them. Two policies may bring the same service (Vida Plus and
 * Detecta Plus both include telemedicine): its family tells the two lines apart, and each says the uses are shared,
 * as the server counts them. A family is named as its policy is above; one reached without a policy of its own, as
 * the menu names it.
 */
function benefitGroups(polizas: Poliza[], beneficios: EstadoBeneficio[]): BenefitGroup[] {
  const groups = new Map<string, BenefitGroup>();
  for (const estado of beneficios) {
    const benefit = benefitById(estado.idBeneficio);
    const family = benefit && familyBySlug(benefit.family);
    if (!family) continue;
    const name =
      polizas.find((poliza) => poliza.codigoProducto === family.code)?.producto ?? family.navtitle ?? family.name;
    const group = groups.get(family.slug) ?? { slug: family.slug, name, estados: [] };
    group.estados.push(estado);
    groups.set(family.slug, group);
  }
  return [...groups.values()];
}

/** One family needs no name; with several, each list says whose benefits it holds. */
function BenefitGroups({ groups }: { groups: BenefitGroup[] }) {
  if (groups.length === 1) return <BenefitList estados={groups[0]!.estados} />;
  // The other families whose list holds the same service: one count of uses for all of them.
  const sharedWith = (group: BenefitGroup, estado: EstadoBeneficio) => {
    const benefit = benefitById(estado.idBeneficio);
    const sameService = benefit ? sameServiceIds(benefit) : [];
    return groups
      .filter((other) => other !== group && other.estados.some((e) => sameService.includes(e.idBeneficio)))
      .map((other) => other.name);
  };
  return groups.map((group) => {
    const id = `beneficios-${group.slug}`;
    return (
      <div key={group.slug} className={policy.group}>
        <h3 id={id} className={policy.groupTitle}>
          {group.name}
        </h3>
        <BenefitList estados={group.estados} labelledBy={id} sharedWith={(estado) => sharedWith(group, estado)} />
      </div>
    );
  });
}

function BenefitList({
  estados,
  labelledBy,
  sharedWith = () => [],
}: {
  estados: EstadoBeneficio[];
  labelledBy?: string;
  sharedWith?: (estado: EstadoBeneficio) => string[];
}) {
  return (
    <ul className={css.list} aria-labelledby={labelledBy}>
      {estados.map((estado) => (
        <BenefitStanding key={estado.idBeneficio} estado={estado} sharedWith={sharedWith(estado)} />
      ))}
    </ul>
  );
}

function PolicyFacts({ poliza }: { poliza: Poliza }) {
  const id = `poliza-${poliza.numero}`;
  return (
    <section className={css.panel} aria-labelledby={id}>
      <h2 id={id} className={css.sectionTitle}>
        {poliza.producto}
      </h2>
      <dl className={policy.facts}>
        <dt className={policy.term}>Número de póliza</dt>
        <dd className={policy.value}>{poliza.numero}</dd>
        <dt className={policy.term}>Aseguradora</dt>
        <dd className={policy.value}>{poliza.aseguradora}</dd>
        <dt className={policy.term}>Inicio de vigencia</dt>
        <dd className={policy.value}>{formatLongDay(poliza.inicioVigencia)}</dd>
      </dl>
    </section>
  );
}

function BenefitStanding({ estado, sharedWith }: { estado: EstadoBeneficio; sharedWith: string[] }) {
  const benefit = benefitById(estado.idBeneficio);
  if (!benefit) return null;
  const shared = estado.usos && sharedWith.length > 0 ? `Sus usos se comparten con ${sharedWith.join(' y ')}.` : null;
  // A bound on upcoming appointments is said here too, as on the benefit's page.
  const lines = [
    usesText(benefit, estado) ?? 'Sin límite de usos.',
    shared,
    waitingText(estado),
    boundText(estado),
  ].filter(Boolean);
  return (
    <li className={policy.benefitItem}>
      <Link className={css.link} to={benefit.linkIn}>
        {benefit.title}
      </Link>
      {lines.map((line) => (
        <p key={line} className={css.text}>
          {line}
        </p>
      ))}
    </li>
  );
}
