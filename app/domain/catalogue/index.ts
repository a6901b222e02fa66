/** The benefit catalogue: nine families and benefits 1 to 46, with lookups. */
export * from './types.ts';
export * from './data.ts';
export * from './lookups.ts';
export { LINEA_ASISTENCIA, LINEA_HOGAR, LINEA_LEGAL } from './benefitDefinitions.ts';
export { MENSAJE_CURSOS_INVITADO } from './familyDefinitions.ts';
export { limitedTiers, tiersLabel, tiersSentence } from './planTiers.ts';
export {
  benefitTerms,
  termsOf,
  termsForDisplay,
  termsForBenefit,
  conditionsFor,
  type BenefitTerms,
  type Reader,
} from './benefitTerms.ts';
