import { loadSessionRules } from './sessionRules';

/**
 * With a stored session, the first page is opened on the stored profile: that needs the secure storage and the
 * session rules. Each loads on first use, one after another as the restore reaches it, which on a slow line costs a
 * round trip apiece before the page shows. Asked for here all at once, beside the page's own chunk, they travel
 * together. Each `import()` names the module its own loader asks for (sessionStorage.ts, SessionProvider.tsx); a
 * download that fails here is tried again by that loader.
 *
 * The stored schemas, the API client and the whole contract are not among them: a value in the current format is
 * read without its schema (domain/storage.ts), and the client loads as the token check starts, so zod's bytes and
 * its evaluation (every endpoint's schemas) do not come before the page.
 */
export function preloadSessionRestore(): void {
  const modules = [import('../domain/storage'), loadSessionRules()];
  void Promise.allSettled(modules);
}
