import type { ReactNode } from 'react';
import { button } from '../Button/Button.css';
import { banner, copy, heading as headingClass, text as textClass } from './CtaBanner.css';

/** Props the action receives; spread them on your router's link or an `<a>`. */
export interface CtaActionProps {
  className: string;
  children: ReactNode;
}

export interface CtaBannerProps {
  /** The question; the spec's wording by default. */
  heading?: ReactNode;
  /** Optional line under the heading. */
  text?: ReactNode;
  /** Text of the action. */
  actionLabel?: string;
  /** Renders the action with your router: `(props) => <Link to="/registro/1" {...props} />`. */
  renderAction?: (props: CtaActionProps) => ReactNode;
  /** Used for a plain `<a>` when no `renderAction` is given. */
  actionHref?: string;
  /** Heading level to fit the page outline. */
  headingLevel?: 2 | 3;
}

/** The closing call to action: "No tienes una cuenta?" and "Activa tu cuenta", in the family accent. */
export function CtaBanner({
  heading = 'No tienes una cuenta?',
  text,
  actionLabel = 'Activa tu cuenta',
  renderAction,
  actionHref,
  headingLevel = 2,
}: CtaBannerProps) {
  const Heading = `h${headingLevel}` as const;
  const props: CtaActionProps = {
    // On the accent the action is reversed, which is the secondary button: light fill, accent text, and a soft
    // fill under the pointer that keeps the text readable (a primary button's hover is the accent again).
    className: button({ variant: 'secondary', size: 'lg' }),
    children: actionLabel,
  };
  return (
    <section className={banner}>
      <div className={copy}>
        <Heading className={headingClass}>{heading}</Heading>
        {text ? <p className={textClass}>{text}</p> : null}
      </div>
      {renderAction ? renderAction(props) : actionHref ? <a href={actionHref} {...props} /> : null}
    </section>
  );
}
