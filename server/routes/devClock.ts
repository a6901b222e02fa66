import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { NotFoundError } from '../http/errors.ts';
import { parseInput } from '../http/validate.ts';
import { isDevRequest } from './dev.ts';

/** A clock that runs with real time, or from an instant someone set, until it is set back to real time. */
export function settableClock() {
  let offset = 0;
  return {
    now: () => Date.now() + offset,
    /** From `instant` on (time keeps running), or real time again with null. */
    set: (instant: number | null) => {
      offset = instant === null ? 0 : instant - Date.now();
    },
  };
}
export type SettableClock = ReturnType<typeof settableClock>;

/** Reference server only: not part of the portal's contract, so its schema lives here. */
const relojBody = z.strictObject({ ahora: z.number().int().positive().nullable() });

/**
 * Development clock (DEV_CLOCK=1): end-to-end tests put the server at an appointment's hour, where a video room
 * opens, and back to real time after. Like the outbox, it answers only this machine with the outbox key;
 * anything else gets the plain 404 of a route that does not exist.
 */
export function devClockRoutes(app: FastifyInstance, key: string, clock: SettableClock): void {
  app.post('/dev/reloj', async (request) => {
    if (!isDevRequest(request, key)) throw new NotFoundError();
    const body = parseInput(relojBody, request.body);
    clock.set(body.ahora);
    return { ahora: clock.now() };
  });
}
