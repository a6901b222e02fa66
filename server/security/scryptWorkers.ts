import os from 'node:os';
import { Worker } from 'node:worker_threads';

/**
 * scrypt on threads of our own at the lowest CPU priority. `crypto.scrypt` runs on libuv's pool at the process's
 * priority, so a login flood's hashes took the cores from the event loop that answers every other request. Here each
 * worker lowers its own thread's priority (Linux keeps a nice value per thread) and derives keys with `scryptSync`,
 * so the event loop always comes first; how many hashes run at once is still decided by the hash queue.
 */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const crypto = require('node:crypto');
const os = require('node:os');
try { os.setPriority(0, 19); } catch {}
parentPort.on('message', ({ id, secret, salt, keyLength, options }) => {
  try {
    parentPort.postMessage({ id, key: crypto.scryptSync(secret, Buffer.from(salt), keyLength, options) });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
`;

interface Job {
  id: number;
  secret: string;
  salt: Buffer;
  keyLength: number;
  options: { N: number; r: number; p: number; maxmem: number };
  resolve: (key: Buffer) => void;
  reject: (error: Error) => void;
}

const MAX_WORKERS = Math.max(1, os.availableParallelism());
const idle: Worker[] = [];
const busy = new Map<Worker, Job>();
const waiting: Job[] = [];
let nextId = 1;

function start(worker: Worker, job: Job) {
  busy.set(worker, job);
  worker.ref();
  worker.postMessage({
    id: job.id,
    secret: job.secret,
    salt: job.salt,
    keyLength: job.keyLength,
    options: job.options,
  });
}

function finished(worker: Worker) {
  busy.delete(worker);
  const next = waiting.shift();
  if (next) return start(worker, next);
  // An idle worker does not keep the process alive.
  worker.unref();
  idle.push(worker);
}

function spawnWorker(): Worker {
  const worker = new Worker(WORKER_SOURCE, { eval: true });
  worker.on('message', (message: { id: number; key?: Uint8Array; error?: string }) => {
    const job = busy.get(worker);
    finished(worker);
    if (!job || job.id !== message.id) return;
    if (message.key) job.resolve(Buffer.from(message.key.buffer, message.key.byteOffset, message.key.byteLength));
    else job.reject(new Error(message.error ?? 'scrypt failed'));
  });
  worker.on('error', (error) => {
    const job = busy.get(worker);
    busy.delete(worker);
    job?.reject(error);
  });
  worker.on('exit', () => {
    busy.delete(worker);
    const at = idle.indexOf(worker);
    if (at >= 0) idle.splice(at, 1);
  });
  return worker;
}

/** `crypto.scrypt` on a low-priority worker thread. */
export function scryptLowPriority(
  secret: string,
  salt: Buffer,
  keyLength: number,
  options: Job['options'],
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const job: Job = { id: nextId++, secret, salt, keyLength, options, resolve, reject };
    const worker = idle.pop() ?? (busy.size < MAX_WORKERS ? spawnWorker() : undefined);
    if (worker) start(worker, job);
    else waiting.push(job);
  });
}
