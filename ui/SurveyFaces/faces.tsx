import type { SurveyValue } from './SurveyFaces';

const mouths: Record<SurveyValue, string> = {
  Promotor: 'M8 14c1 1.6 2.4 2.4 4 2.4s3-.8 4-2.4',
  Neutro: 'M8.5 15h7',
  Detractor: 'M8 16.4c1-1.6 2.4-2.4 4-2.4s3 .8 4 2.4',
};

/** Our own line-style face for each answer. */
export function Face({ value, className }: { value: SurveyValue; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="48"
      height="48"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <circle cx="12" cy="12" r="9.5" />
      <circle cx="9" cy="10" r="0.9" fill="currentColor" />
      <circle cx="15" cy="10" r="0.9" fill="currentColor" />
      <path d={mouths[value]} />
    </svg>
  );
}
