import { useEffect, useRef, useSyncExternalStore } from 'react';
import { ConsentBanner } from '../../ui';
import { consentBannerVisible, consentSettingsOpen, readConsent, saveConsent, subscribeConsent } from '../platform/consent';

const hidden = () => false;

/**
 * Shows the consent banner until the customer decides, and again when the footer asks. Prerendered pages carry
 * no banner (the server cannot know the choice); it appears once the page is interactive, fixed to the bottom
 * edge, so nothing shifts.
 */
export function ConsentHost({ onPrivacyClick }: { onPrivacyClick: () => void }) {
  const visible = useSyncExternalStore(subscribeConsent, consentBannerVisible, hidden);
  const fromSettings = useSyncExternalStore(subscribeConsent, consentSettingsOpen, hidden);
  const current = useSyncExternalStore(subscribeConsent, () => readConsent()?.analytics ?? null, () => null);
  // Reopened from the footer: focus goes back to the footer's button once the customer decides.
  const returnTo = useRef<HTMLElement | null>(null);
  if (fromSettings && !returnTo.current && typeof document !== 'undefined' && document.activeElement instanceof HTMLElement) {
    returnTo.current = document.activeElement;
  }

  // While the banner shows, the page scrolls focused fields clear of it (WCAG 2.4.11).
  useEffect(() => {
    const banner = visible ? document.querySelector<HTMLElement>('[data-consent-banner]') : null;
    if (!banner) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.scrollPaddingBottom = `${banner.offsetHeight}px`;
    });
    observer.observe(banner);
    return () => {
      observer.disconnect();
      root.style.removeProperty('scroll-padding-bottom');
    };
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
