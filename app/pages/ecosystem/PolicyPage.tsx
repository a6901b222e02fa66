import { RouterLink as Link } from '../../platform/RouterLink';
import type { EstadoBeneficio, Poliza } from '../../api/contract';
import { benefitById } from '../../domain/catalogue';
import { formatLongDay } from '../../domain/dates';
import { NoticeBox, Spinner } from '../../../ui';
import { EcosystemPage } from './shared/EcosystemPage';
import { useMiSeguro } from './shared/useMiSeguro';
import { usesText, waitingText } from './shared/usesText';
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
        <ul className={css.list}>
          {data.beneficios.map((estado) => (
            <BenefitStanding key={estado.idBeneficio} estado={estado} />
          ))}
        </ul>
      </section>
    </>
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

function BenefitStanding({ estado }: { estado: EstadoBeneficio }) {
  const benefit = benefitById(estado.idBeneficio);
  if (!benefit) return null;
  const lines = [usesText(benefit, estado) ?? 'Sin límite de usos.', waitingText(estado)].filter(Boolean);
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
