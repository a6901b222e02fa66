import type { FastifyReply } from 'fastify';

/** Work started after an answer and not yet finished, in this process. */
const running = new Set<Promise<void>>();

/**
 * Runs `work` once the answer to `reply` has left: how long the work takes is no part of the answer's timing. A
 * recovery code is written and sent this way, so a document with an account is answered as fast as one without
 * (the answer never said whether a code went out). A failure is logged: the answer was already given.
 */
export function afterAnswer(reply: FastifyReply, work: () => Promise<void>): void {
  let begin = () => {};
  const done = new Promise<void>((resolve) => (begin = resolve))
    .then(work)
    .catch((error: unknown) => reply.log.error({ err: error }, 'work after the answer failed'))
    .finally(() => running.delete(done));
  running.add(done);
  // 'finish' once the answer is handed to the system; 'close' also when the client left first.
  reply.raw.once('finish', () => begin());
  reply.raw.once('close', () => begin());
}

/** Resolves once the work started after every answer given so far has finished (the outbox and shutdown wait for it). */
export async function workAfterAnswers(): Promise<void> {
  while (running.size > 0) await Promise.all(running);
}
