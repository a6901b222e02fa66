import type { TestProject } from 'vitest/node';
import { startCluster } from './cluster.ts';

/**
 * The PostgreSQL pass's server: `DATABASE_URL` when set (its user needs CREATEDB: each test makes its
 * own database beside it), otherwise a throwaway cluster of the installed PostgreSQL, stopped at the end.
 */
export default function setup(project: TestProject) {
  const given = process.env.DATABASE_URL;
  if (given) {
    project.provide('postgresUrl', given);
    return;
  }
  const cluster = startCluster({ durable: false });
  project.provide('postgresUrl', cluster.url);
  return () => cluster.stop();
}
