export { MobileMenu } from './MobileMenu';
export type { MobileMenuProps, MobileMenuItem } from './MobileMenu';
