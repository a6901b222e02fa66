import { loadSessionRules } from './sessionRules';

/**
 * With a stored session, the first page is opened on the stored profile: that needs the secure storage and its
 * schemas, and the session rules. Each loads on first use, one after another as the restore reaches it, which on a
 * slow line costs a round trip apiece before the page shows. Asked for here all at once, beside the page's own chunk,
 * they travel together. Each `import()` names the module its own loader asks for (sessionStorage.ts,
 * domain/storage.ts, SessionProvider.tsx); a download that fails here is tried again by that loader.
 *
 * The API client and the whole contract, which check the stored token with the server, are not among them: they load
 * as that check starts, so their bytes and their evaluation (every endpoint's schemas) do not come before the page.
 */
export function preloadSessionRestore(): void {
  const modules = [import('../domain/storage'), import('../domain/storedSchemas'), loadSessionRules()];
  void Promise.allSettled(modules);
}
