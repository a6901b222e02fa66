import { memo, Suspense, use } from 'react';
import type { MultiSelectProps } from '../../../../ui';

let release: () => void = () => undefined;
const wanted = new Promise<void>((resolve) => (release = resolve));
// One retry: a phone that lost a packet should not lose the list.
const list = wanted.then(() => import('./insuranceListCode').catch(() => import('./insuranceListCode')));
// Marked as React marks a promise it has seen settle, so that `use` reads it at once: a render after the download
// (the prerender's, one that hydrates after the first focus) does not suspend.
void list.then(
  (module) => Object.assign(list, { status: 'fulfilled', value: module }),
  () => undefined,
);

/**
 * Starts loading the insurance list's code: on the form's first focus, when the form arrives filled in, for a render
 * that hydrates nothing, and at build time. Until the document is checked the list has no choice to offer, so a
 * prerendered page shows it as its HTML has it and its code waits for the customer.
 */
export function wantInsuranceList(): void {
  release();
}

/** The list's code, for a render that must have it (the prerender). */
export async function loadInsuranceList(): Promise<void> {
  release();
  await list;
}

function LoadedList(props: MultiSelectProps) {
  const { MultiSelect } = use(list);
  return <MultiSelect {...props} />;
}

/**
 * The insurances of step one (the library's MultiSelect) behind a Suspense boundary: while its code has not arrived
 * a hydrating page keeps the prerendered list as it is. Memoised, so that typing elsewhere in the form does not touch
 * the boundary (an update to a boundary still waiting would swap the HTML for the empty fallback): give it props that
 * keep their identity while unchanged.
 */
export const InsuranceList = memo(function InsuranceList(props: MultiSelectProps) {
  return (
    <Suspense fallback={null}>
      <LoadedList {...props} />
    </Suspense>
  );
});
