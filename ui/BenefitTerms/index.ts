export { BenefitTerms } from './BenefitTerms';
export type { BenefitTermsProps } from './BenefitTerms';
