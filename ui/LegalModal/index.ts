export { LegalModal } from './LegalModal';
export type { LegalModalProps } from './LegalModal';
