export { SessionExpiredModal } from './SessionExpiredModal';
export type { SessionExpiredModalProps } from './SessionExpiredModal';
