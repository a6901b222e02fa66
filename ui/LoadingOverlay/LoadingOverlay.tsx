import type { ReactNode } from 'react';
import { Spinner } from '../Spinner';
import { card, region, veil } from './LoadingOverlay.css';

export interface LoadingOverlayProps {
  /** While true the veil covers the content, blocks the pointer and the region is `aria-busy`. */
  loading: boolean;
  /** What is happening, shown and announced (e.g. "Validando tus datos"). */
  message?: string;
  /** The content the overlay covers. */
  children?: ReactNode;
  /** Cover the whole viewport instead of just the children's box. */
  fullScreen?: boolean;
  /** Extra class for the region. */
  className?: string;
}

/**
 * A blocking veil with a spinner over a region while it is busy. It traps no focus;
 * it blocks the pointer, and keyboard users keep their place (submit handlers should ignore repeats while busy).
 */
export function LoadingOverlay({
  loading,
  message = 'Cargando',
  children,
  fullScreen = false,
  className,
}: LoadingOverlayProps) {
  return (
    <div
      className={[region, className].filter(Boolean).join(' ')}
      aria-busy={loading}
      data-loading={loading || undefined}
    >
      {children}
      {loading ? (
        <div className={veil} data-fullscreen={fullScreen} data-testid="loading-overlay">
          <div className={card}>
            <Spinner label={message} showLabel />
          </div>
        </div>
      ) : null}
    </div>
  );
}
