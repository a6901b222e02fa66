/**
 * A throwaway PostgreSQL cluster for tests and the bench: initdb in a temporary directory, listening
 * on a Unix socket there only (no TCP port to collide with), removed again by `stop`.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** The newest installed PostgreSQL's bin directory (Debian's layout), or undefined. */
export function postgresBinDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const versions = fs
    .readdirSync(root)
    .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] && path.join(root, versions[0], 'bin');
}

export interface Cluster {
  url: string;
  stop: () => void;
}

/** initdb refuses to run as root: as root, the cluster belongs to the `postgres` system user. */
function asClusterOwner(command: string, args: string[]): void {
  const root = process.getuid?.() === 0;
  const [file, argv] = root ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  execFileSync(file, argv, { stdio: 'pipe' });
}

/**
 * `durable: false` turns fsync off: faster databases for tests, which kill server processes but never
 * the PostgreSQL server or the machine. The bench keeps the default, durable commits.
 */
export function startCluster({ durable = true }: { durable?: boolean } = {}): Cluster {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL is not installed (apt-get install postgresql)');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'beneficios-pg-'));
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres', dir]);
  const data = path.join(dir, 'db');
  asClusterOwner(path.join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'app', '--no-sync']);
  const options = `-c listen_addresses= -k ${dir} -c max_connections=200${durable ? '' : ' -c fsync=off -c synchronous_commit=off'}`;
  asClusterOwner(path.join(bin, 'pg_ctl'), ['-D', data, '-w', '-l', path.join(dir, 'log'), '-o', options, 'start']);
  let stopped = false;
  return {
    url: `postgresql://app@localhost/postgres?host=${encodeURIComponent(dir)}`,
    stop() {
      if (stopped) return;
      stopped = true;
      const root = process.getuid?.() === 0;
      const args = ['-D', data, '-m', 'immediate', '-w', 'stop'];
      if (root) spawnSync('runuser', ['-u', 'postgres', '--', path.join(bin, 'pg_ctl'), ...args], { stdio: 'ignore' });
      else spawnSync(path.join(bin, 'pg_ctl'), args, { stdio: 'ignore' });
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The same server and credentials as `url`, another database. */
export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/**
 * Creates a database beside the one `adminUrl` names, empty or as a copy of `template`; `drop` removes it with its
 * connections.
 */
export async function createDatabase(
  adminUrl: string,
  prefix = 'beneficios_test',
  template?: string,
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(template ? `CREATE DATABASE "${name}" TEMPLATE "${template}"` : `CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  return {
    name,
    url: withDatabase(adminUrl, name),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
