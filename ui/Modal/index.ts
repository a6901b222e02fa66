export {
  Modal,
  ModalRoot,
  ModalTrigger,
  ModalContent,
  ModalTitle,
  ModalDescription,
  ModalBody,
  ModalFooter,
  ModalClose,
} from './Modal';
export type { ModalProps, ModalContentProps } from './Modal';
