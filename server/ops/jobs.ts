/**
 * Operator command: `npm run jobs` lists the jobs waiting or given up on, and the latest runs;
 * `npm run jobs -- retry <id>` runs a job again from now with its attempts reset. Reads the server's database
 * (DATA_DIR, or DATABASE_URL), as the server does.
 */
import { readConfig } from '../config.ts';
import { openStore } from '../db/index.ts';
import type { QueuedJob } from '../db/jobs.ts';

const when = (at: number) => new Date(Number(at)).toISOString().replace('T', ' ').slice(0, 16) + ' UTC';
const waiting = (job: QueuedJob) => job.attempts < job.maxAttempts;

const [command, id] = process.argv.slice(2);
if (command !== undefined && !(command === 'retry' && id)) {
  process.stderr.write('Uso: npm run jobs [-- retry <id>]\n');
  process.exit(2);
}
const config = readConfig();
const store = await openStore({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, poolSize: 1 });
try {
  if (command === 'retry') {
    const done = await store.jobs.retry(id!, Date.now());
    process.stdout.write(done ? `Trabajo ${id} reprogramado para ahora.\n` : `No hay un trabajo ${id} en espera.\n`);
    process.exitCode = done ? 0 : 1;
  } else {
    const queued = await store.jobs.queued(200);
    const line = (job: QueuedJob) =>
      `  ${job.id.padStart(6)}  ${when(job.runAt)}  ${job.task.padEnd(12)} ${job.key ?? ''}  intentos ${job.attempts}/${job.maxAttempts}` +
      (job.lastError ? `  último error: ${job.lastError}` : '');
    const failed = queued.filter((job) => !waiting(job));
    process.stdout.write(
      `En espera (${queued.length - failed.length}):\n${queued.filter(waiting).map(line).join('\n') || '  ninguno'}\n`,
    );
    process.stdout.write(
      `Fallidos (${failed.length}), se reintentan con «npm run jobs -- retry <id>»:\n${failed.map(line).join('\n') || '  ninguno'}\n`,
    );
    const recent = await store.jobs.recent(20);
    process.stdout.write(
      `Últimos resultados:\n${recent.map((r) => `  ${when(r.at)}  ${r.task.padEnd(12)} ${r.outcome.padEnd(10)} ${r.detalle}`).join('\n') || '  ninguno'}\n`,
    );
  }
} finally {
  await store.close();
}
