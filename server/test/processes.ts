import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { TestDatabase } from './databases.ts';

/** The development outbox's key in tests: set for launched servers, sent by the test client. */
export const TEST_OUTBOX_KEY = 'clave-de-bandeja-de-prueba';

/**
 * Password hashing in test servers, launched or in process. Every test request comes from one address, while the
 * run's browsers may keep the CPU busy: a login waits for its hash rather than being turned away (the hashing
 * queue's shedding has tests of its own).
 */
export const TEST_HASHING = { maxWaitMs: 30_000, clientShare: 1 };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** How long a cold start may take: it compiles TypeScript and may migrate and seed while browsers run other test files. */
const START_WITHIN_MS = 60_000;

export interface Launched {
  child: ChildProcess;
  /** The server's address (`http://127.0.0.1:<port>`) once it listens, with the registry seeded; rejects if it ends first. */
  ready: Promise<string>;
}

/**
 * The server as production runs it, in its own process. `node --import tsx` keeps it one process, so SIGKILL hits
 * the server itself and not a wrapper. It listens on a port the system picks when it binds (PORT=0) and says which:
 * a port chosen beforehand can be taken, in between, by any of the run's outgoing connections.
 */
export function launch(database: Pick<TestDatabase, 'env'>, env: NodeJS.ProcessEnv = {}): Launched {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      SCRYPT_LOG_N: '12',
      RATE_LIMIT_MAX: '100000',
      BOOKING_LIMIT_TOTAL: '100000',
      BOOKING_LIMIT_PER_BENEFIT: '100000',
      HASH_MAX_WAIT_MS: String(TEST_HASHING.maxWaitMs),
      HASH_CLIENT_SHARE: String(TEST_HASHING.clientShare),
      OUTBOX_KEY: TEST_OUTBOX_KEY,
      STATIC_DIR: path.join(database.env.DATA_DIR, 'none'),
      ...database.env,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const ready = listening(child);
  // A server killed before it listens, on purpose, leaves nobody waiting for it: that is not an unhandled failure.
  ready.catch(() => {});
  return { child, ready };
}

function listening(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    readline.createInterface({ input: child.stdout! }).on('line', (line) => {
      const address = /^Listening on (http:\/\/\S+)/.exec(line)?.[1];
      if (address) {
        clearTimeout(timer);
        resolve(address);
      }
    });
    // The last of stderr, so a server that ends before it listens says why.
    let said = '';
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (said = (said + chunk).slice(-4000)));
    const timer = setTimeout(
      () =>
        reject(
          new Error(
            `the server did not listen within ${START_WITHIN_MS / 1000} s: ${said.trim() || 'nothing on stderr'}`,
          ),
        ),
      START_WITHIN_MS,
    );
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(
        new Error(
          `the server ended (${signal ?? `code ${code}`}) before it listened: ${said.trim() || 'nothing on stderr'}`,
        ),
      );
    });
  });
}

export function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve()),
  );
}
