import type { APIRequestContext } from '@playwright/test';

/**
 * The development outbox answers only requests from this machine that carry the server's key;
 * playwright.config.ts hands the same key to the server it starts and to the tests.
 */
export function outboxGet(request: APIRequestContext, destino: string) {
  return request.get(`/api/dev/outbox?destino=${encodeURIComponent(destino)}`, {
    headers: { 'x-outbox-key': process.env.E2E_OUTBOX_KEY ?? '' },
  });
}
