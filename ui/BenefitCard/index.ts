export { BenefitCard } from './BenefitCard';
export type { BenefitCardProps, BenefitImage, CardLinkProps } from './BenefitCard';
