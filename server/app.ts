import fs from 'node:fs';
import path from 'node:path';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyRateLimit from '@fastify/rate-limit';
import { z } from 'zod';
import type { ServerConfig } from './config.ts';
import type { AppContext } from './context.ts';
import { openStore, type Store } from './db/index.ts';
import { workAfterAnswers } from './http/afterAnswer.ts';
import { boundConnections, fastifyConnectionOptions } from './http/connections.ts';
import { handleError, sendNotFound } from './http/errors.ts';
import { databaseRateLimitStore } from './http/rateLimitStore.ts';
import { lazyChildLogger } from './http/lazyLogger.ts';
import { installRequestLog } from './http/requestLog.ts';
import { installSecurityHeaders, inlineScriptSource } from './http/securityHeaders.ts';
import { inlineScriptsOf, loadStaticFiles, serveStaticFiles } from './http/staticFiles.ts';
import { addressRoutes } from './routes/addresses.ts';
import { agendaRoutes } from './routes/agenda.ts';
import { reminderRoutes } from './routes/reminders.ts';
import { captchaRoutes } from './routes/captcha.ts';
import { coworkingRoutes } from './routes/coworking.ts';
import { devRoutes } from './routes/dev.ts';
import { devClockRoutes, settableClock } from './routes/devClock.ts';
import { openJobQueue } from './jobs/index.ts';
import { scheduleExistingBookings } from './domain/reminders.ts';
import type { JobQueue } from './jobs/queue.ts';
import { guestRoutes } from './routes/guests.ts';
import { loginRoutes } from './routes/login.ts';
import { placeRoutes } from './routes/places.ts';
import { policyRoutes } from './routes/policy.ts';
import { profileRoutes } from './routes/profile.ts';
import { recordRoutes } from './routes/records.ts';
import { registerRoutes } from './routes/register.ts';
import { videoRoutes } from './routes/video.ts';
import { seedPlacesIfEmpty } from './seed/places.ts';
import { seedIfEmpty } from './seed/seed.ts';
import { hashQueue } from './security/hashQueue.ts';
import { dummyPasswordHash } from './security/passwords.ts';
import { assertSafeDatabase, assertSafeToStart } from './security/startupGuard.ts';

const BODY_LIMIT = 64 * 1024;

// Validation messages of the shared schemas reach users: Spanish.
z.config(z.locales.es());

/** Secrets never reach the logs: headers, passwords, claves, tokens and codes are redacted. */
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  '*.password',
  '*.clave',
  '*.claveActual',
  '*.claveNueva',
  '*.tokenCaptcha',
  '*.token',
  '*.codigo',
  '*.code',
];

/** Builds the HTTP server: health, the API under `apiPrefix`, and the built portal with history fallback. */
export interface BuildOptions {
  /** Clock for sessions, slots and expiries (tests move it). */
  now?: () => number;
  /** Where logs go instead of stdout (tests read them). */
  logStream?: { write: (line: string) => void };
}

export async function buildServer(config: ServerConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  assertSafeToStart(config);
  const app: FastifyInstance = Fastify({
    bodyLimit: BODY_LIMIT,
    // Headers, body, idle and kept-alive sockets each have a time limit, so a slow client cannot hold the server.
    ...fastifyConnectionOptions(config.connections),
    // Behind a reverse proxy, the client's address and protocol come from its X-Forwarded-* headers.
    trustProxy: config.trustProxy,
    // Requests are logged by installRequestLog, at the level the operator picks.
    logController: new LogController({ disableRequestLogging: true }),
    // A request's logger is made when it first writes a line, not for every request.
    childLoggerFactory: lazyChildLogger,
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            ...(options.logStream ? { stream: options.logStream } : {}),
            redact: { paths: REDACT, censor: '[oculto]' },
            serializers: {
              // Paths only: query strings may carry documents or links.
              req: (req: { method: string; url: string }) => ({ method: req.method, url: req.url.split('?')[0] }),
            },
          },
  });

  boundConnections(app.server, config.connections);
  installRequestLog(app, config.requestLogLevel);

  const store: Store = await openStore({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    poolSize: config.databasePoolSize,
  });
  // Set once the context exists (below); the close hook is registered first, so the database always closes.
  const background: { jobs?: JobQueue } = {};
  app.addHook('onClose', async () => {
    // A job being run, and work that follows an answer (a recovery code's message), finish before the database closes.
    await background.jobs?.stop();
    await workAfterAnswers();
    await store.close();
  });
  try {
    await assertSafeDatabase(config, store);
  } catch (error) {
    await store.close();
    throw error;
  }
  await seedIfEmpty(store, { demoAccounts: config.demoAccounts });
  await seedPlacesIfEmpty(store);
  // DEV_CLOCK lets end-to-end tests move the server's time (routes/devClock.ts); a test's own clock wins.
  // Like the outbox, it answers only with the outbox key: without one there is no development clock.
  const devClockKey = config.devClock && !options.now ? config.outboxKey : null;
  const devClock = devClockKey ? settableClock() : null;
  const ctx: AppContext = {
    config,
    store,
    now: options.now ?? devClock?.now ?? Date.now,
    hashing: hashQueue(config.hashing),
  };
  // The hash an unknown document's login is compared with is made now, not by the first such login, where it ran
  // outside the hashing queue's bound.
  void dummyPasswordHash().catch((error: unknown) => app.log.error({ err: error }, 'dummy password hash failed'));
  app.decorate('store', store);
  // Reminders and attendance: stored jobs, worked in the background by every instance (server/jobs).
  await scheduleExistingBookings(ctx);
  const jobs = openJobQueue(ctx, (message) => app.log.warn({ jobs: message }, 'job queue'));
  background.jobs = jobs;
  if (config.jobPollMs > 0) app.addHook('onReady', () => jobs.start());

  // The built portal, read once: its pages are served, and the scripts they carry inline are allowed by hash.
  const portalFiles = fs.existsSync(path.join(config.staticDir, 'index.html'))
    ? loadStaticFiles(config.staticDir)
    : null;
  installSecurityHeaders(
    app,
    {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          // Besides our own files, only the scripts the built pages carry inline, each by its hash.
          scriptSrc: ["'self'", ...(portalFiles ? inlineScriptsOf(portalFiles) : []).map(inlineScriptSource)],
          // Radix and the scroll lock inject <style> elements at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          fontSrc: ["'self'", 'data:'],
          imgSrc: ["'self'", 'data:', 'blob:'],
          mediaSrc: ["'self'", 'blob:'],
          connectSrc: ["'self'"],
          frameSrc: ["'self'"],
          frameAncestors: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          // Served over plain HTTP on one machine; upgrading would break it.
          upgradeInsecureRequests: null,
        },
      },
      // The room page is embedded by the portal and must reach camera and microphone.
      crossOriginEmbedderPolicy: false,
    },
    { 'permissions-policy': 'camera=(self), microphone=(self), geolocation=()' },
    {
      apiPrefix: config.apiPrefix,
      // The video provider's room (its page and script) is embedded by the portal: a document, served under the API.
      documents: ['/video/sala'],
    },
  );
  // Counters live in the database: every instance on it enforces one shared limit per address.
  await app.register(fastifyRateLimit, { global: false, store: databaseRateLimitStore(store.rateLimits) });
  // gzip / brotli for API answers; the portal's files arrive precompressed from the build (http/staticFiles.ts).
  await app.register(fastifyCompress, { global: true, threshold: 1024 });

  // The spec sends RegistrarUserLibre as text/json: parse it like JSON.
  // Only JSON bodies are part of the API: text/plain is refused with 415 like any other type.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/json', { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));

  app.setErrorHandler(handleError);

  // Liveness: the process answers. Readiness: it can reach its database and is not shutting down,
  // so a proxy or orchestrator sends it traffic.
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });
  app.get('/health', async () => ({ status: 'ok' }));
  app.get('/ready', async (_request, reply) => {
    const ready = !draining && (await store.ping());
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'unavailable', engine: store.engine });
  });

  await app.register(
    async (api) => {
      api.setNotFoundHandler((_request, reply) => sendNotFound(reply));
      captchaRoutes(api, ctx);
      registerRoutes(api, ctx);
      loginRoutes(api, ctx);
      guestRoutes(api, ctx);
      profileRoutes(api, ctx);
      policyRoutes(api, ctx);
      addressRoutes(api, ctx);
      reminderRoutes(api, ctx);
      recordRoutes(api, ctx);
      agendaRoutes(api, ctx);
      placeRoutes(api, ctx);
      coworkingRoutes(api, ctx);
      videoRoutes(api, ctx);
      devRoutes(api, ctx, jobs);
      if (devClock && devClockKey) devClockRoutes(api, devClockKey, devClock);
    },
    { prefix: config.apiPrefix },
  );

  const portal = portalFiles ? serveStaticFiles(app, portalFiles) : null;
  // Any non-API GET is a portal route: the client router decides what it shows.
  app.setNotFoundHandler((request, reply) => {
    if (portal && request.method === 'GET' && !request.url.startsWith(config.apiPrefix))
      return portal.sendPage(request, reply);
    return sendNotFound(reply);
  });

  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    store: Store;
  }
}
