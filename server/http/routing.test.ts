import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { defineRoute } from './routing.ts';

const answerSchema = z.object({ codigo: z.number(), nombre: z.string() });

const apps: Array<ReturnType<typeof Fastify>> = [];

async function appAnswering(answers: () => unknown) {
  const app = Fastify();
  apps.push(app);
  defineRoute(app, {} as AppContext, {
    method: 'GET',
    url: '/answer',
    auth: false,
    response: answerSchema,
    handler: () => answers() as z.input<typeof answerSchema>,
  });
  await app.ready();
  return app;
}

afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

describe('defineRoute answers', () => {
  it('sends a frozen answer given again as the bytes it made the first time', async () => {
    const answer = Object.freeze({ codigo: 0, nombre: 'Ana' });
    const app = await appAnswering(() => answer);
    const stringify = vi.spyOn(JSON, 'stringify');
    const first = await app.inject('/answer');
    const second = await app.inject('/answer');
    expect(first.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(JSON.parse(second.body)).toEqual({ codigo: 0, nombre: 'Ana' });
    expect(stringify.mock.calls.filter(([value]) => value === answer)).toHaveLength(1);
  });

  it('serialises an answer that can still change every time', async () => {
    const answer = { codigo: 0, nombre: 'Ana' };
    const app = await appAnswering(() => answer);
    expect(JSON.parse((await app.inject('/answer')).body).nombre).toBe('Ana');
    answer.nombre = 'Rosa';
    expect(JSON.parse((await app.inject('/answer')).body).nombre).toBe('Rosa');
  });

  it('never sends a frozen answer that breaks the contract, the second time either', async () => {
    const broken = Object.freeze({ codigo: 0 });
    const app = await appAnswering(() => broken);
    expect((await app.inject('/answer')).statusCode).toBe(500);
    expect((await app.inject('/answer')).statusCode).toBe(500);
  });
});
