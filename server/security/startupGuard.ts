import type { ServerConfig } from '../config.ts';

/** What keeps a configuration from running in production: every development aid, and a missing captcha secret. */
export function productionProblems(config: ServerConfig): string[] {
  const problems: string[] = [];
  if (config.outboxKey !== null) problems.push('the development outbox is on (unset OUTBOX_KEY and DEV_OUTBOX)');
  if (config.devCaptcha) problems.push('the development captcha is on (unset DEV_CAPTCHA)');
  if (config.devClock) problems.push('the development clock is on (unset DEV_CLOCK)');
  if (config.demoAccounts) problems.push('demo accounts with published passwords are on (unset DEMO_ACCOUNTS)');
  if (!config.captchaSecret) problems.push('CAPTCHA_SECRET (the reCAPTCHA secret) is not set');
  return problems;
}

/** Production refuses to start rather than run with a door open. */
export function assertSafeToStart(config: ServerConfig): void {
  if (!config.production) return;
  const problems = productionProblems(config);
  if (problems.length > 0) {
    throw new Error(`Refusing to start in production: ${problems.join('; ')}.`);
  }
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** True for a connection from this machine (the socket's address, never a forwarded header). */
export function isLoopback(address: string | undefined): boolean {
  return address !== undefined && LOOPBACK.has(address);
}
