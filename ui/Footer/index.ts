export { Footer } from './Footer';
export type { FooterProps, FooterCompany } from './Footer';
