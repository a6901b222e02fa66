import type { ReactNode } from 'react';
import {
  copy,
  form as formClass,
  heading as headingClass,
  hero,
  illustration as illustrationClass,
  text as textClass,
} from './Hero.css';

export interface HeroProps {
  /** The big question or promise; the landing's question by default. */
  heading?: ReactNode;
  /** A short line under the heading. */
  text?: ReactNode;
  /** An image or SVG illustration; kept in a fixed-ratio box so the page does not shift while it loads. */
  illustration?: ReactNode;
  /** Width / height of the illustration box, e.g. `'4 / 3'` or `'1 / 1'`. */
  illustrationRatio?: string;
  /** The form slot, e.g. the landing's quick form (document type, number, "Activar"). */
  children?: ReactNode;
  /** Heading level; 1 on a landing page. */
  headingLevel?: 1 | 2;
  /** Extra class for the section. */
  className?: string;
}

/** The landing's opening block: heading, text, a form slot and an illustration, in the family accent's soft tone. */
export function Hero({
  heading = '¿Ya estás disfrutando de tus beneficios?',
  text,
  illustration,
  illustrationRatio = '4 / 3',
  children,
  headingLevel = 1,
  className,
}: HeroProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={[hero, className].filter(Boolean).join(' ')}>
      <div className={copy}>
        <Heading className={headingClass}>{heading}</Heading>
        {text ? <p className={textClass}>{text}</p> : null}
        {children ? <div className={formClass}>{children}</div> : null}
      </div>
      {illustration ? (
        <div className={illustrationClass} style={{ aspectRatio: illustrationRatio }} data-ratio={illustrationRatio}>
          {illustration}
        </div>
      ) : null}
    </section>
  );
}
