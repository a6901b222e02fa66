import { Suspense, lazy, useContext, useState, type MouseEvent, type ReactNode } from 'react';
import type { FamilyCode } from '../../../tokens';
import { SessionContext } from '../../session/SessionContext';

// The registration steps load only when a customer asks for them (or points at the button).
const loadRegistrationDialog = () => import('../account/RegistrationDialog');
const RegistrationDialog = lazy(loadRegistrationDialog);

const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

export interface RegistrationTriggerProps {
  href: string;
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
  onPointerEnter: () => void;
  'aria-haspopup'?: 'dialog';
}

/**
 * "Activa tu cuenta" where the call to action should not leave the page (family pages, Power landings): the
 * registration opens in a modal over it. The trigger stays a plain link to /registro/1 until the page is
 * interactive, wherever no session is available, and with a modifier key (new tab, new window).
 */
export function useRegistrationModal(family?: FamilyCode): {
  triggerProps: RegistrationTriggerProps;
  dialog: ReactNode;
} {
  const canEmbed = useContext(SessionContext) !== null;
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const triggerProps: RegistrationTriggerProps = {
    href: '/registro/1',
    'aria-haspopup': canEmbed ? 'dialog' : undefined,
    onClick: (event) => {
      if (!canEmbed || opensElsewhere(event)) return;
      event.preventDefault();
      setRequested(true);
      setOpen(true);
    },
    onPointerEnter: () => {
      if (canEmbed) void loadRegistrationDialog();
    },
  };
  const dialog = requested ? (
    <Suspense fallback={null}>
      <RegistrationDialog open={open} onOpenChange={setOpen} family={family} />
    </Suspense>
  ) : null;
  return { triggerProps, dialog };
}
