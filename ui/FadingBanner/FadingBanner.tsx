import { useEffect, useState, type FocusEvent, type ReactNode } from 'react';
import { motion, prefersReducedMotion } from '../../tokens';
import { PauseIcon, PlayIcon } from '../internal/icons/contentIcons';
import * as styles from './FadingBanner.css';

export interface FadingBannerProps {
  /** The messages, shown one at a time in this order. */
  messages: readonly ReactNode[];
  /** How long each message stays, in ms (spec: 5 s). */
  interval?: number;
  /** Start rotating on mount. Defaults to on, except when the user asked the system for less motion. */
  autoPlay?: boolean;
  /** Accessible name of the banner region. */
  label?: string;
  /** Accessible name of the button while the messages rotate. */
  pauseLabel?: string;
  /** Accessible name of the button while paused. */
  resumeLabel?: string;
  /** Extra class for the banner. */
  className?: string;
}

/**
 * The grey info band: alternates its messages every `interval` with a cross-fade of `motion.bannerFade`.
 * Rotation pauses while pointed at or focused and has its own pause button (WCAG 2.2.2).
 */
export function FadingBanner({
  messages,
  interval = motion.bannerInterval,
  autoPlay,
  label = 'Información',
  pauseLabel = 'Pausar mensajes',
  resumeLabel = 'Reanudar mensajes',
  className,
}: FadingBannerProps) {
  const [index, setIndex] = useState(0);
  const [outgoing, setOutgoing] = useState<number | null>(null);
  const [stopped, setStopped] = useState(() => !(autoPlay ?? !prefersReducedMotion()));
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = messages.length;
  const rotates = count > 1;
  const paused = stopped || hovered || focused;

  // Each message stays `interval` ms; then the next one fades in over the outgoing one.
  useEffect(() => {
    if (!rotates || paused) return;
    const timer = setTimeout(() => {
      setOutgoing(index);
      setIndex((index + 1) % count);
    }, interval);
    return () => clearTimeout(timer);
  }, [rotates, paused, index, count, interval]);

  // The outgoing message leaves the DOM once the cross-fade is over.
  useEffect(() => {
    if (outgoing === null) return;
    const timer = setTimeout(() => setOutgoing(null), motion.bannerFade);
    return () => clearTimeout(timer);
  }, [outgoing]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      aria-label={label}
      className={[styles.banner, className].filter(Boolean).join(' ')}
      data-paused={paused ? 'true' : 'false'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      {/* The outgoing message is inert: hidden from assistive technology and not focusable. Announced only when it stops rotating, so a screen reader is not interrupted every 5 s. */}
      <div className={styles.messages} aria-live={rotates && !paused ? 'off' : 'polite'}>
        {messages.map((text, i) =>
          i === index || i === outgoing ? (
            <p
              key={i}
              className={styles.message}
              data-state={i !== index ? 'out' : outgoing === null ? 'current' : 'in'}
              data-index={i}
              // Set on the element, not as a prop: React 18 does not know the `inert` attribute, React 19 does.
              ref={(node) => {
                if (node) node.inert = i !== index;
              }}
            >
              {text}
            </p>
          ) : null,
        )}
      </div>
      {rotates ? (
        <button
          type="button"
          className={styles.toggle}
          aria-label={stopped ? resumeLabel : pauseLabel}
          onClick={() => setStopped((value) => !value)}
        >
          {stopped ? <PlayIcon className={styles.toggleIcon} /> : <PauseIcon className={styles.toggleIcon} />}
        </button>
      ) : null}
    </section>
  );
}
FadingBanner.displayName = 'FadingBanner';
