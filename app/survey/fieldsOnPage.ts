import { useEffect, useState } from 'react';

/** What a customer fills in: a page's text fields, choices and lists (the booking form, settings, guests). */
const FIELDS = 'main input:not([type="hidden"]), main textarea, main select';

const fieldsShown = () => document.querySelector(FIELDS) !== null;

/**
 * Whether the page shown holds fields to fill in, followed as the page changes (a slot picker that arrives, "Cambiar"
 * opening one): the survey stays away from such a page rather than cover part of a form on a phone.
 */
export function useFieldsOnPage(pathname: string): boolean {
  const [present, setPresent] = useState(fieldsShown);
  useEffect(() => {
    const check = () => setPresent(fieldsShown());
    check();
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [pathname]);
  return present;
}
