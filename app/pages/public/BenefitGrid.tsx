import { BenefitCard, CardGrid } from '../../../ui';
import { linkRenderer, useLinks } from '../../platform/links';
import { sceneImage } from '../ecosystem/shared/sceneImage';
import type { PublicBenefit } from './publicFamilyData';

/** Public benefit cards: image, short title, description and "Ver más" to the outward page. */
export function BenefitGrid({
  benefits,
  columns = 4,
  label,
}: {
  benefits: readonly PublicBenefit[];
  columns?: 1 | 2 | 3 | 4;
  label: string;
}) {
  const { Link } = useLinks();
  const renderLink = linkRenderer(Link);
  return (
    <CardGrid columns={columns} aria-label={label}>
      {benefits.map((benefit) => (
        <BenefitCard
          key={benefit.id}
          image={sceneImage(benefit.image)}
          title={benefit.shorttitle}
          description={benefit.desc}
          href={benefit.href}
          renderLink={renderLink}
          headingLevel={3}
        />
      ))}
    </CardGrid>
  );
}
