export { MobileMenu } from './MobileMenu';
export type { MobileMenuProps, MobileMenuItem, MobileMenuUser } from './MobileMenu';
