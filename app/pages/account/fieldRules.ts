import { useEffect, useState } from 'react';

type Rules = typeof import('../../domain/validation');

let rules: Rules | undefined;
let loading: Promise<Rules> | undefined;

/**
 * The field rules (app/domain/validation.ts, and zod's regular expressions with them) load on a form's first
 * interaction, not with the page: a form shows no message before its fields are used.
 */
export function loadFieldRules(): Promise<Rules> {
  return (loading ??= import('../../domain/validation').then(
    (module) => (rules = module),
    (error: unknown) => {
      loading = undefined; // a failed download is tried again on the next interaction
      throw error;
    },
  ));
}

/** Starts loading the rules; for a form's `onFocus` / `onInput`. */
export const wantFieldRules = () => void loadFieldRules().catch(() => undefined);

/**
 * The rules once loaded, undefined before (the form then shows no message and keeps its submit disabled or checks
 * on submit). `wanted` starts the load: the form has been used, or arrives filled in.
 */
export function useFieldRules(wanted: boolean): Rules | undefined {
  const [loaded, setLoaded] = useState(rules);
  useEffect(() => {
    if (loaded || !wanted) return;
    let current = true;
    loadFieldRules().then(
      (module) => current && setLoaded(() => module),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [loaded, wanted]);
  return loaded ?? rules;
}
