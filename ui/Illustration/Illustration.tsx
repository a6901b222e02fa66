import { useEffect, useRef, useState, type CSSProperties } from 'react';
import * as styles from './Illustration.css';

export interface IllustrationProps {
  /**
   * A single-colour drawing (SVG) whose opacity carries its shading: it is painted in the family accent
   * (`familyVars.accent`) on the accent's soft tone, so one set of drawings fits all nine families.
   */
  src: string;
  /** Text alternative; empty (the default) when the drawing only decorates. */
  alt?: string;
  /** The drawing's ratio, width part (e.g. 4 of 4:3). The box keeps this ratio before anything loads. */
  width: number;
  /** The drawing's ratio, height part. */
  height: number;
  /** The box's ratio when it differs from the drawing's (a 16:9 card slot); the drawing is fitted inside. */
  frame?: { width: number; height: number };
  /**
   * 'lazy' (default) fetches the drawing only when it comes near the screen; 'eager' for the first screen,
   * so a prerendered page already names it.
   */
  loading?: 'lazy' | 'eager';
  /** Extra class for the box (its width). */
  className?: string;
}

/** Our own scene drawings, tinted by the surrounding family; fixed ratio, so nothing shifts while they load. */
export function Illustration({ src, alt = '', width, height, frame, loading = 'lazy', className }: IllustrationProps) {
  const box = useRef<HTMLSpanElement>(null);
  const [near, setNear] = useState(loading === 'eager');

  useEffect(() => {
    if (near) return;
    const node = box.current;
    if (!node || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '25%' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near]);

  const ratio = frame ?? { width, height };
  const drawing: CSSProperties | undefined = near
    ? { maskImage: `url("${src}")`, WebkitMaskImage: `url("${src}")` }
    : undefined;
  return (
    <span
      ref={box}
      className={[styles.box, className].filter(Boolean).join(' ')}
      style={{ aspectRatio: `${ratio.width} / ${ratio.height}` }}
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
      aria-hidden={alt ? undefined : true}
      data-loaded={near}
    >
      <span className={styles.drawing} style={drawing} />
    </span>
  );
}
Illustration.displayName = 'Illustration';
