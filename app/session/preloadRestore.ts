import { loadSessionRules } from './sessionRules';

/**
 * With a stored session, the first page is opened on the stored profile, which needs the session rules. The pages of
 * the logged-in area import them, so the build names them ahead with the page; a download that fails here is tried
 * again by the session's own loader (SessionProvider.tsx).
 *
 * The stored schemas, the API client and the whole contract are not among them: a value in the current format is
 * read without its schema (domain/storage.ts), and the client loads as the token check starts, so zod's bytes and
 * its evaluation (every endpoint's schemas) do not come before the page.
 */
export async function preloadSessionRestore(): Promise<void> {
  await loadSessionRules().catch(() => undefined);
}
