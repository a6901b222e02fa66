import { RouterLink as Link } from '../../../platform/RouterLink';
import { benefitById } from '../../../domain/catalogue';
import { standingOf, useMiSeguro } from './useMiSeguro';
import { usesText } from './usesText';
import * as css from '../ecosystem.css';

/**
 * The uses left of the benefits the customer has booked, under their appointments. Mounted again (a new key)
 * whenever the list changes: a cancellation gives a use back.
 */
export function UsesSummary({ ids }: { ids: readonly number[] }) {
  const { data } = useMiSeguro();
  // The same service in two families (telemedicine in Vida Plus and in Detecta Plus) has one count: said once.
  const services = new Set<string>();
  const lines = [...new Set(ids)]
    .map((id) => ({ benefit: benefitById(id), estado: standingOf(data, id) }))
    .flatMap(({ benefit, estado }) => {
      const text = benefit ? usesText(benefit, estado) : undefined;
      if (!benefit || !text || services.has(benefit.mod)) return [];
      services.add(benefit.mod);
      return [{ id: benefit.id, title: benefit.title, text }];
    });
  if (lines.length === 0) return null;
  return (
    <section className={css.section} aria-labelledby="mis-usos">
      <h2 id="mis-usos" className={css.sectionTitle}>
        Tus usos
      </h2>
      <ul className={css.bullets}>
        {lines.map((line) => (
          <li key={line.id}>
            {line.title}: {line.text}
          </li>
        ))}
      </ul>
      <p className={css.text}>
        <Link className={css.link} to="/ecosistema/mi-seguro">
          Ver todos tus beneficios en Mi seguro
        </Link>
      </p>
    </section>
  );
}
