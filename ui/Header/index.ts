export { Header } from './Header';
export type { HeaderProps, HeaderLink, HeaderUser } from './Header';
export type { NavLinkProps } from './navLink';
