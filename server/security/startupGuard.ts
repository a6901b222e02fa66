import { DEFAULT_VIDEO_CLAVE, KNOWN_ENVIRONMENTS, type ServerConfig } from '../config.ts';
import type { Store } from '../db/index.ts';
import { DEFAULT_SCRYPT_LOG_N } from './passwords.ts';
import { demoAccountsOpen } from './demoAccounts.ts';

/**
 * Secrets whose values anyone can read (this project's code and docs, or the provider's own docs): with one of them
 * production would run with a lock whose key is public.
 */
const PUBLISHED_SECRETS: ReadonlyArray<{
  setting: string;
  value: (config: ServerConfig) => string | null;
  published: readonly string[];
  hint: string;
}> = [
  {
    setting: 'VIDEO_CLAVE',
    value: (c) => c.videoClave,
    published: [DEFAULT_VIDEO_CLAVE],
    hint: "set your own, and the same in the portal's VITE_VIDEO_KEY",
  },
  // reCAPTCHA's test secret: Google publishes it, and with it every token passes.
  {
    setting: 'CAPTCHA_SECRET',
    value: (c) => c.captchaSecret,
    published: ['6LeIxAcTAAAAAGG-vFI1TnRWxMZNFuojJ4WifJWe'],
    hint: 'use the secret of your own reCAPTCHA v3 site',
  },
];

/** A TRUST_PROXY entry that names every address: as good as `true`. */
const EVERY_ADDRESS = /^(0\.0\.0\.0\/0|::\/0|::ffff:0\.0\.0\.0\/96|\*)$/;

function trustsAnyone(trustProxy: ServerConfig['trustProxy']): boolean {
  if (trustProxy === true) return true;
  if (trustProxy === false) return false;
  return trustProxy.split(',').some((entry) => EVERY_ADDRESS.test(entry.trim()));
}

/**
 * What keeps a configuration from running in production: every development aid, a missing or published secret,
 * a proxy setting that believes any client, and a password cost below production's. Each problem names its setting.
 */
export function productionProblems(config: ServerConfig): string[] {
  const problems: string[] = [];
  if (config.outboxKey !== null) problems.push('the development outbox is on (unset OUTBOX_KEY and DEV_OUTBOX)');
  if (config.devCaptcha) problems.push('the development captcha is on (unset DEV_CAPTCHA)');
  if (config.devClock) problems.push('the development clock is on (unset DEV_CLOCK)');
  if (config.demoAccounts) problems.push('demo accounts with published passwords are on (unset DEMO_ACCOUNTS)');
  if (!config.captchaSecret) problems.push('CAPTCHA_SECRET (the reCAPTCHA secret) is not set');
  for (const secret of PUBLISHED_SECRETS) {
    const value = secret.value(config);
    if (value !== null && secret.published.includes(value))
      problems.push(`${secret.setting} is a published default (${secret.hint})`);
  }
  if (trustsAnyone(config.trustProxy)) {
    problems.push(
      "TRUST_PROXY trusts every address, so any client could claim another's address (name the proxies' addresses or ranges)",
    );
  }
  if (config.scryptLogN < DEFAULT_SCRYPT_LOG_N) {
    problems.push(
      `SCRYPT_LOG_N=${config.scryptLogN} is below the production password cost ${DEFAULT_SCRYPT_LOG_N} (unset it)`,
    );
  }
  return problems;
}

/** Production refuses to start rather than run with a door open; an unknown NODE_ENV is refused everywhere. */
export function assertSafeToStart(config: ServerConfig): void {
  if (!(KNOWN_ENVIRONMENTS as readonly string[]).includes(config.environment)) {
    throw new Error(
      `Refusing to start: NODE_ENV=${config.environment} is not one of ${KNOWN_ENVIRONMENTS.join(', ')}.`,
    );
  }
  if (!config.production) return;
  const problems = productionProblems(config);
  if (problems.length > 0) {
    throw new Error(`Refusing to start in production: ${problems.join('; ')}.`);
  }
}

/**
 * The database production is given must not hold accounts a published password opens (a database development
 * seeded, then pointed at by production). Checked once the store is open, before anything is served.
 */
export async function assertSafeDatabase(config: ServerConfig, store: Store): Promise<void> {
  if (!config.production) return;
  const open = await demoAccountsOpen(store);
  if (open.length > 0) {
    const where = config.databaseUrl ? 'DATABASE_URL' : `DATA_DIR (${config.dataDir})`;
    throw new Error(
      `Refusing to start in production: the database of ${where} holds demo accounts that open with their published passwords ` +
        `(documents ${open.join(', ')}); give production a database of its own.`,
    );
  }
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** True for a connection from this machine (the socket's address, never a forwarded header). */
export function isLoopback(address: string | undefined): boolean {
  return address !== undefined && LOOPBACK.has(address);
}
