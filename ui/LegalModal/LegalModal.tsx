import { useId, type ReactNode } from 'react';
import { Button } from '../Button';
import { ModalClose, ModalContent, ModalFooter, ModalRoot, ModalTitle, ModalTrigger } from '../Modal';
import { legalBody } from './LegalModal.css';

export interface LegalModalProps {
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called when the modal opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Optional element that opens the modal (e.g. the footer's "Términos y condiciones"). */
  trigger?: ReactNode;
  /** The document's title, e.g. "Términos y condiciones". */
  title: ReactNode;
  /** The legal text; headings inside should be `h3`. */
  children: ReactNode;
  /** The button's text. */
  acceptLabel?: string;
  /** Called when the button is pressed, before the modal closes. */
  onAccept?: () => void;
}

/** Terms and privacy: a title, a 400 px scrolling body reachable by keyboard, and "Aceptar". */
export function LegalModal({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  children,
  acceptLabel = 'Aceptar',
  onAccept,
}: LegalModalProps) {
  const titleId = useId();
  return (
    <ModalRoot open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <ModalTrigger asChild>{trigger}</ModalTrigger> : null}
      <ModalContent aria-describedby={undefined} aria-labelledby={titleId}>
        <ModalTitle id={titleId}>{title}</ModalTitle>
        {/* A focusable region: keyboard users scroll it with the arrow keys (axe: scrollable-region-focusable). */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <div className={legalBody} tabIndex={0} role="region" aria-labelledby={titleId} data-legal-body="">
          {children}
        </div>
        <ModalFooter>
          <ModalClose asChild>
            <Button onClick={onAccept}>{acceptLabel}</Button>
          </ModalClose>
        </ModalFooter>
      </ModalContent>
    </ModalRoot>
  );
}
LegalModal.displayName = 'LegalModal';
