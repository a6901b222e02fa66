import { loadSessionRules } from './sessionRules';

/**
 * With a stored session, the first page is opened on the stored profile and the session is checked: that needs the
 * secure storage and its schemas, the session rules, the API client and the contract. Each loads on first use, one
 * after another as the restore reaches it, which on a slow line costs a round trip apiece before the page shows.
 * Asked for here all at once, beside the page's own chunk, they travel together. Each `import()` names the module its
 * own loader asks for (sessionStorage.ts, domain/storage.ts, SessionProvider.tsx, api/client.ts); a download that
 * fails here is tried again by that loader.
 */
export function preloadSessionRestore(): void {
  const modules = [
    import('../domain/storage'),
    import('../domain/storedSchemas'),
    import('./sessionServices'),
    import('../api/contract'),
    loadSessionRules(),
  ];
  void Promise.allSettled(modules);
}
