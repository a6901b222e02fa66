import { forwardRef, type ReactNode } from 'react';
import { familyThemes, visuallyHidden, type FamilyCode } from '../../tokens';
import { Illustration } from '../Illustration';
import { ChevronRightIcon } from '../internal/icons/contentIcons';
import * as styles from './BenefitCard.css';

/** What a card passes to `renderLink`: spread it on your router's link. */
export interface CardLinkProps {
  href: string;
  className: string;
  children: ReactNode;
}

export interface BenefitImage {
  /** Image address (our own illustrations). */
  src: string;
  /** Text alternative; '' when the image only decorates. */
  alt: string;
  /** Intrinsic width in pixels, so the browser reserves the space. */
  width: number;
  /** Intrinsic height in pixels. */
  height: number;
  /** A single-colour drawing (our SVG scenes): painted in the family accent on its soft tone (see `Illustration`). */
  tinted?: boolean;
}

export interface BenefitCardProps {
  /** The benefit's image, shown at a fixed 16:9 ratio. */
  image: BenefitImage;
  /** The benefit's short title. */
  title: string;
  /** One or two sentences about the benefit. */
  description: ReactNode;
  /** Where "Ver más" goes. */
  href: string;
  /** Render the link with your router; receives href, className and children. Defaults to `<a>`. */
  renderLink?: (props: CardLinkProps) => ReactNode;
  /** The link's visible text. */
  linkLabel?: string;
  /** The benefit family whose accent the card takes; without it, the surrounding `FamilyScope` decides. */
  family?: FamilyCode;
  /** Heading level of the title, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4;
  /** Image loading: lazy by default; 'eager' for cards in the first screen. */
  imageLoading?: 'lazy' | 'eager';
  /** Extra class for the card. */
  className?: string;
}

const defaultLink = ({ href, className, children }: CardLinkProps) => (
  <a href={href} className={className}>
    {children}
  </a>
);

/** A benefit: image, short title, description and a "Ver más" link, in its family's accent. */
export const BenefitCard = forwardRef<HTMLElement, BenefitCardProps>(function BenefitCard(
  {
    image,
    title,
    description,
    href,
    renderLink = defaultLink,
    linkLabel = 'Ver más',
    family,
    headingLevel = 3,
    imageLoading = 'lazy',
    className,
  },
  ref,
) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article
      ref={ref}
      className={[styles.card, family && familyThemes[family], className].filter(Boolean).join(' ')}
      data-family={family}
    >
      {image.tinted ? (
        <Illustration
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          frame={{ width: 16, height: 9 }}
          loading={imageLoading}
        />
      ) : (
        <img
          className={styles.media}
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          loading={imageLoading}
          decoding="async"
        />
      )}
      <div className={styles.body}>
        <Heading className={styles.title}>{title}</Heading>
        <p className={styles.description}>{description}</p>
        {renderLink({
          href,
          className: styles.link,
          children: (
            <>
              {linkLabel}
              {/* Many cards say "Ver más": the hidden title tells them apart for screen readers. */}
              <span className={visuallyHidden}>: {title}</span>
              <ChevronRightIcon className={styles.linkIcon} />
            </>
          ),
        })}
      </div>
    </article>
  );
});
BenefitCard.displayName = 'BenefitCard';
