import { useLayoutEffect, useRef, type ReactNode } from 'react';

export interface RevealedNoticeProps {
  /** The answer to a submit; each new value is brought into view and focused. Nothing shows while null. */
  notice: unknown;
  /** The notice itself (a NoticeBox, which also announces it). */
  children: ReactNode;
}

/**
 * A message that answers a submit, brought to where the person is looking: scrolled into view and focused,
 * so a phone user who tapped a button far below sees why nothing moved on (and a screen reader starts there).
 * It takes the focus in the commit that shows it (a layout effect): an effect run a task later could take it from a
 * field the person has already gone back to, before React had rendered what they typed there, so that field's
 * blur would act on the value before it.
 */
export function RevealedNotice({ notice, children }: RevealedNoticeProps) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (notice === null || notice === undefined || !ref.current) return;
    ref.current.scrollIntoView({ block: 'center' });
    ref.current.focus({ preventScroll: true });
  }, [notice]);
  if (notice === null || notice === undefined) return null;
  return (
    <div ref={ref} tabIndex={-1} style={{ outline: 'none', scrollMarginBlock: '1rem' }}>
      {children}
    </div>
  );
}
