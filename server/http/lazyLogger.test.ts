import Fastify, { LogController } from 'fastify';
import { describe, expect, it } from 'vitest';
import { lazyChildLogger } from './lazyLogger.ts';

describe('lazy request logger', () => {
  it('writes the lines at or above the level with the request id, and makes no child for a request that logs nothing', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const app = Fastify({
      logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
      logController: new LogController({ disableRequestLogging: true }),
      childLoggerFactory: lazyChildLogger,
    });
    let children = 0;
    const child = app.log.child.bind(app.log);
    app.log.child = ((...args: Parameters<typeof child>) => {
      children += 1;
      return child(...args);
    }) as typeof app.log.child;
    app.get('/quiet', async (request) => {
      request.log.debug('below the level');
      return { ok: (request.log as unknown as { isLevelEnabled: (level: string) => boolean }).isLevelEnabled('info') };
    });
    app.get('/loud', async (request) => {
      request.log.info({ step: 1 }, 'first');
      request.log.warn('second');
      return { ok: true };
    });
    expect((await app.inject('/quiet')).json()).toEqual({ ok: true });
    expect(children).toBe(0);
    await app.inject('/loud');
    expect(children).toBe(1);
    expect(lines.map((l) => [l.msg, typeof l.reqId])).toEqual([
      ['first', 'string'],
      ['second', 'string'],
    ]);
    expect(lines[0]!.reqId).toBe(lines[1]!.reqId);
    expect(lines[0]!.step).toBe(1);
    await app.close();
  });
});
