/** CRM events never block or break the page: failures are already logged by the API client. */
export function sendQuietly(call: () => Promise<unknown>): void {
  call().catch(() => undefined);
}
