/** The logo mark; decorative (the logo link carries the name). */
export function LogoMark({ className, tickClassName }: { className?: string; tickClassName?: string }) {
  return (
    <svg className={className} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="currentColor" />
      <path
        className={tickClassName}
        d="M9 17l5 5 9-11"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
