export { vars, familyVars } from './contract.css';
export { familyThemes } from './families.css';
export { families, familyCodes, familyBySlug } from './families';
export type { Family, FamilyCode, FamilySlug } from './families';
export { motion, prefersReducedMotion } from './motion';
export type { MotionToken } from './motion';
export { breakpoints, container, containerBreakpoints, media } from './breakpoints';
export { laidOutWhenNear, noWrap, visuallyHidden } from './utilities.css';
export { familySwatches, typeScale, spaceScale } from './docs';
