import { BenefitCard, CardGrid } from '../../../ui';
import type { Benefit } from '../../domain/catalogue';
import { linkRenderer, useLinks } from '../../platform/links';
import { benefitImage } from '../ecosystem/shared/benefitImage';

/** Public benefit cards: image, short title, description and "Ver más" to the outward page. */
export function BenefitGrid({ benefits, columns = 4, label }: { benefits: readonly Benefit[]; columns?: 1 | 2 | 3 | 4; label: string }) {
  const { Link } = useLinks();
  const renderLink = linkRenderer(Link);
  return (
    <CardGrid columns={columns} aria-label={label}>
      {benefits.map((benefit) => (
        <BenefitCard
          key={benefit.id}
          image={benefitImage(benefit.img)}
          title={benefit.shorttitle}
          description={benefit.desc}
          href={benefit.linkOut}
          renderLink={renderLink}
          headingLevel={3}
        />
      ))}
    </CardGrid>
  );
}
