export { MessageModal } from './MessageModal';
export type { MessageModalProps, MessageTone } from './MessageModal';
