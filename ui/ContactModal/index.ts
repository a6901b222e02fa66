export { ContactModal } from './ContactModal';
export type { ContactModalProps } from './ContactModal';
