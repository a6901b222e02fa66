import { RouterLink as Link } from '../../../platform/RouterLink';
import type { Benefit } from '../../../domain/catalogue';
import { familyBySlug } from '../../../domain/catalogue';
import { BenefitCard, CardGrid } from '../../../../ui';
import { benefitImage } from './benefitImage';

/** The benefit cards a session may see (short title and description, spec section 2), each in its family's accent, "Ver más" to the inner route. */
export function BenefitCards({ benefits, headingLevel = 3 }: { benefits: readonly Benefit[]; headingLevel?: 2 | 3 }) {
  return (
    <CardGrid>
      {benefits.map((benefit, i) => (
        <BenefitCard
          key={benefit.id}
          image={benefitImage(benefit.img)}
          title={benefit.shorttitle}
          description={benefit.desc}
          href={benefit.linkIn}
          family={familyBySlug(benefit.family)?.code}
          headingLevel={headingLevel}
          imageLoading={i < 4 ? 'eager' : 'lazy'}
          renderLink={({ href, className, children }) => (
            <Link to={href} className={className}>
              {children}
            </Link>
          )}
        />
      ))}
    </CardGrid>
  );
}
