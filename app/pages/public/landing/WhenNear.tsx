import { Suspense, lazy, useEffect, useRef, useState, type ComponentType } from 'react';

/**
 * Renders a lazily loaded component once its slot comes within `margin` of the viewport.
 * Until then (and in the prerendered HTML) the slot is empty but keeps its reserved height.
 */
export function WhenNear({
  load,
  className,
  margin = '400px',
}: {
  load: () => Promise<{ default: ComponentType }>;
  className?: string;
  margin?: string;
}) {
  const slot = useRef<HTMLDivElement>(null);
  const [Component, setComponent] = useState<ComponentType | null>(null);

  useEffect(() => {
    const element = slot.current;
    if (!element) return;
    const show = () => setComponent(() => lazy(load));
    if (typeof IntersectionObserver === 'undefined') return show();
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          show();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [load, margin]);

  return (
    <div ref={slot} className={className}>
      {Component ? (
        <Suspense fallback={null}>
          <Component />
        </Suspense>
      ) : null}
    </div>
  );
}
