import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/**
 * One line per answered request (method, path, status, milliseconds), at the level the operator picks with
 * REQUEST_LOG_LEVEL (`debug` unless set). Fastify's own request logging writes two lines per request at `info`,
 * which cost a small server a tenth of its throughput; this one is not even installed when its level is off.
 * Paths only: query strings may carry documents or links.
 */
export function installRequestLog(app: FastifyInstance, level: string): void {
  // pino answers isLevelEnabled; with logging off Fastify's placeholder logger has no such method.
  const logger = app.log as FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean };
  if (level === 'silent' || !logger.isLevelEnabled?.(level)) return;
  const log = logger[level as 'info'].bind(logger);
  app.addHook('onResponse', (request, reply, done) => {
    log(
      {
        method: request.method,
        path: request.url.split('?')[0],
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
    done();
  });
}
