import { useId, type ReactNode } from 'react';
import { block, heading, list, root, text, wide } from './BenefitTerms.css';

export interface BenefitTermsProps {
  /** Who may use it: holder, family, age limits. */
  who: ReactNode;
  /** What the service covers. */
  includes: readonly ReactNode[];
  /** Events a year, sessions, caps in S/, copays. */
  limits: readonly ReactNode[];
  /** The waiting period (periodo de carencia). */
  waitingPeriod: ReactNode;
  /** What is not covered. */
  exclusions: readonly ReactNode[];
  /** Where it applies (cobertura geográfica). */
  where: ReactNode;
  /** Hours of the service. */
  hours: ReactNode;
  /** How to use it, step by step; omitted when the page shows its own steps. */
  howTo?: readonly ReactNode[];
  /** Conditions every benefit shares (provider, documents, renewal). */
  conditions?: readonly ReactNode[];
  /** Heading level of each block, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * What an insurer publishes for a benefit, in blocks a customer scans on a phone: who may use it,
 * what is included, limits, waiting period, exclusions, where and when it applies, how to use it.
 */
export function BenefitTerms({
  who,
  includes,
  limits,
  waitingPeriod,
  exclusions,
  where,
  hours,
  howTo,
  conditions,
  headingLevel = 2,
}: BenefitTermsProps) {
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const section = (key: string, title: string, body: ReactNode, className = block) => (
    <section className={className} aria-labelledby={`${id}-${key}`}>
      <Heading id={`${id}-${key}`} className={heading}>
        {title}
      </Heading>
      {body}
    </section>
  );
  const bullets = (items: readonly ReactNode[], ordered = false) => {
    const List = ordered ? 'ol' : 'ul';
    return (
      <List className={list}>
        {items.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </List>
    );
  };
  return (
    <div className={root}>
      {section('incluye', '¿Qué incluye?', bullets(includes), `${block} ${wide}`)}
      {section('quienes', '¿Quiénes pueden usarlo?', <p className={text}>{who}</p>)}
      {section('limites', 'Límites', bullets(limits))}
      {section('carencia', 'Periodo de carencia', <p className={text}>{waitingPeriod}</p>)}
      {section(
        'donde',
        'Dónde y cuándo',
        <>
          <p className={text}>{where}</p>
          <p className={text}>{hours}</p>
        </>,
      )}
      {section('exclusiones', 'No incluye', bullets(exclusions))}
      {howTo && howTo.length > 0 ? section('como', '¿Cómo usarlo?', bullets(howTo, true)) : null}
      {conditions && conditions.length > 0
        ? section('condiciones', 'Condiciones', bullets(conditions), `${block} ${wide}`)
        : null}
    </div>
  );
}
