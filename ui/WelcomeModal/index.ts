export { WelcomeModal } from './WelcomeModal';
export type { WelcomeModalProps } from './WelcomeModal';
