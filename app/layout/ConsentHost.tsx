import { useEffect, useRef, useSyncExternalStore } from 'react';
import { ConsentBanner } from '../../ui';
import {
  consentBannerVisible,
  consentSettingsOpen,
  readConsent,
  saveConsent,
  subscribeConsent,
} from '../platform/consent';
import { keepFocusClearOf } from '../platform/clearOfBottom';
import { CONSENT_DECIDED_ATTRIBUTE } from '../platform/consentGate';
import './consentHost.css';

const shown = () => true;
const hidden = () => false;

/**
 * Shows the consent banner until the customer decides, and again when the footer asks. Prerendered pages carry
 * the banner, last in the page's column and sticky to the bottom edge: a first visit sees it with the page, and at
 * the page's end it sits below the footer. For a customer who already decided, the consent gate hides it before the
 * first paint and hydration then removes it.
 */
export function ConsentHost({ onPrivacyClick }: { onPrivacyClick: () => void }) {
  const visible = useSyncExternalStore(subscribeConsent, consentBannerVisible, shown);
  const fromSettings = useSyncExternalStore(subscribeConsent, consentSettingsOpen, hidden);
  const current = useSyncExternalStore(
    subscribeConsent,
    () => readConsent()?.analytics ?? null,
    () => null,
  );
  // Reopened from the footer: focus goes back to the footer's button once the customer decides.
  const returnTo = useRef<HTMLElement | null>(null);
  if (
    fromSettings &&
    !returnTo.current &&
    typeof document !== 'undefined' &&
    document.activeElement instanceof HTMLElement
  ) {
    returnTo.current = document.activeElement;
  }

  // Once the choice is known here, the gate's mark has done its job; it must not hide the banner reopened later.
  useEffect(() => {
    if (!visible) document.documentElement.removeAttribute(CONSENT_DECIDED_ATTRIBUTE);
  }, [visible]);

  // While the banner shows, the page scrolls focused fields clear of it (WCAG 2.4.11): mid-page it still covers
  // the bottom of the screen.
  useEffect(() => {
    const banner = visible ? document.querySelector<HTMLElement>('[data-consent-banner]') : null;
    return banner ? keepFocusClearOf(banner) : undefined;
  }, [visible]);

  const decide = (analytics: boolean) => {
    saveConsent(analytics);
    const target = returnTo.current;
    returnTo.current = null;
    if (fromSettings && target?.isConnected) target.focus();
  };

  return (
    <ConsentBanner
      open={visible}
      current={fromSettings ? current : null}
      focusOnOpen={fromSettings}
      onAccept={() => decide(true)}
      onReject={() => decide(false)}
      onPrivacyClick={onPrivacyClick}
    />
  );
}
