import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button } from '../Button';
import * as styles from './ConsentBanner.css';

export interface ConsentBannerProps {
  /** Whether the banner shows (the app shows it until the person decides, and again from the footer). */
  open: boolean;
  /** The person accepts analytics cookies. */
  onAccept: () => void;
  /** The person refuses them; the portal works the same. */
  onReject: () => void;
  /** Opens the privacy policy; without it the link is not shown. */
  onPrivacyClick?: () => void;
  /** The decision already taken, when reopened to change it: `true` accepted, `false` refused. */
  current?: boolean | null;
  /** Move focus to the banner when it opens (when the person asked for it, not on arrival). */
  focusOnOpen?: boolean;
  /** The heading. */
  title?: ReactNode;
  /** The explanation. */
  description?: ReactNode;
  /** Texts, for reuse outside the portal. */
  labels?: Partial<typeof defaultLabels>;
}

const defaultLabels = {
  accept: 'Aceptar analíticas',
  reject: 'Rechazar',
  privacy: 'Política de privacidad',
  region: 'Preferencias de cookies',
  accepted: 'Ahora: aceptaste las cookies analíticas.',
  rejected: 'Ahora: rechazaste las cookies analíticas.',
};

/**
 * The cookie notice of Ley N.° 29733: analytics load only if the person accepts; refusing is as easy as accepting.
 * A non-blocking band at the bottom of the screen: the page stays usable and nothing is pre-selected. Render it as
 * the last element of the page's column (after the footer): it sticks to the bottom of the screen and, at the end of
 * the page, leaves the footer in view.
 */
export function ConsentBanner({
  open,
  onAccept,
  onReject,
  onPrivacyClick,
  current = null,
  focusOnOpen = false,
  title = 'Tu privacidad',
  description = 'Usamos cookies necesarias para que el portal funcione y, solo si aceptas, cookies analíticas para mejorarlo. Puedes cambiar tu decisión en el pie de página.',
  labels: custom,
}: ConsentBannerProps) {
  const labels = { ...defaultLabels, ...custom };
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (open && focusOnOpen) heading.current?.focus();
  }, [open, focusOnOpen]);

  if (!open) return null;
  return (
    <section
      className={styles.banner}
      data-consent-banner=""
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      data-state="open"
    >
      <div className={styles.inner}>
        <div className={styles.copy}>
          <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className={styles.title}>
            {title}
          </h2>
          <p id={`${id}-text`} className={styles.text}>
            {description}{' '}
            {onPrivacyClick ? (
              <button type="button" className={styles.link} onClick={onPrivacyClick}>
                {labels.privacy}
              </button>
            ) : null}
          </p>
          {current === null ? null : <p className={styles.text}>{current ? labels.accepted : labels.rejected}</p>}
        </div>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onReject}>
            {labels.reject}
          </Button>
          <Button variant="secondary" onClick={onAccept}>
            {labels.accept}
          </Button>
        </div>
      </div>
    </section>
  );
}
ConsentBanner.displayName = 'ConsentBanner';
