import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import pino from 'pino';
import { MESSAGES, SERVER_MESSAGES } from '../shared/messages.js';
import { vapidKeys, type Config } from './config.js';
import { openDatabase, type Database, type Db } from './db/client.js';
import { databaseOptions } from './db/options.js';
import { openApiDocument, openApiTransform } from './platform/openapi.js';
import { seedDatabase } from './seed.js';
import { REFRESH_COOKIE, SIGNED_IN_HINT_COOKIE } from './features/auth/auth.cookies.js';
import { authRoutes } from './features/auth/auth.routes.js';
import { blogFilesReader, blogsRoutes } from './features/blogs/index.js';
import { booksRoutes } from './features/books/index.js';
import { careersRoutes } from './features/careers/careers.routes.js';
import { connectionsRoutes, createProfileNetwork } from './features/connections/index.js';
import { humanlibRoutes } from './features/humanlib/index.js';
import { calendarRoutes } from './features/calendar/index.js';
import { sessionsRoutes } from './features/sessions/index.js';
import { createMentorStats, mentorshipFilesReader, mentorsRoutes } from './features/mentors/index.js';
import { messagesRoutes } from './features/messages/index.js';
import {
  createNotifier,
  createPushSender,
  notificationsRoutes,
  scheduleNextDigestRound,
  type Notifier,
} from './features/notifications/index.js';
import { accountRoutes, exportFilesReader } from './features/account/index.js';
import { profileFilesReader, profilesRoutes } from './features/profiles/index.js';
import { eventsRoutes } from './features/events/index.js';
import { helpRoutes } from './features/help/index.js';
import { systemRoutes } from './features/system/system.routes.js';
import { waitlistRoutes } from './features/waitlist/index.js';
import { launchesRoutes } from './features/launches/index.js';
import { configurePasswordHashing } from './platform/passwords.js';
import { registerAuth } from './platform/auth.js';
import { gateRequests } from './platform/request-gate.js';
import { databaseUnavailable, errorBody, registerErrorHandling } from './platform/errors.js';
import { JSON_COMPRESSION, preferredEncoding } from './platform/compression.js';
import { registerConditionalReads } from './platform/etag.js';
import { guardedValidatorCompiler } from './platform/input.js';
import { createJobQueue, type JobQueue } from './platform/jobs.js';
import { createMailer, type Mailer } from './platform/mail.js';
import { createAddressLimiter } from './platform/address-limit.js';
import {
  createFailoverCounterStore,
  createMemoryCounterStore,
  createRedisCounterStore,
  failoverRateLimitStore,
  type CounterStore,
} from './platform/rate-limit.js';
import { createOutage } from './platform/outage.js';
import { LazyRequestLogger, registerRequestLog } from './platform/request-log.js';
import { attachRealtime, type Realtime } from './platform/realtime.js';
import { createRedis } from './platform/redis.js';
import { registerRequestEdge } from './platform/request-edge.js';
import { createReadCache, sizeOfCachedJson, type ReadCache } from './platform/read-cache.js';
import { registerStorage } from './platform/storage.js';
import { createEndedSessions } from './platform/ended-sessions.js';
import { createMemoryOnceStore, createRedisOnceStore, type OnceStore } from './platform/once-store.js';
import { createTokenService, ENDED_SESSION_MEMORY_MS } from './platform/tokens.js';
import { createPageFrames } from './platform/page-frames.js';
import { createPageChooser } from './platform/web-pages.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    mailer: Mailer;
    jobs: JobQueue;
    counters: CounterStore;
    /** Short-lived single-use values shared by the instances (passkey challenges). */
    onceStore: OnceStore;
    readCache: ReadCache;
    realtime: Realtime;
    /** Every notification, mail and push about something that happened goes out through it (issue 35). */
    notifier: Notifier;
    startedAt: number;
  }
}

export type App = FastifyInstance;

export interface BuildOptions {
  /** Log lines to stdout; tests keep them quiet. */
  logger?: boolean;
  /** Where PGlite keeps its files when DATABASE_URL is unset; tests pass 'memory://'. */
  pgliteDir?: string;
  /** A database already being opened (main.ts starts it while the rest of the app loads). */
  database?: Promise<Database>;
  /** Where the JSON log lines go instead of stdout: tests read what an outage logs. */
  logStream?: NodeJS.WritableStream;
}

/** Headers, cookies and body fields whose values never reach a log line. */
const REDACTED = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.otp',
  '*.token',
  '*.accessToken',
  '*.tempToken',
  '*.credential',
];

/**
 * Development and demo runs log readable lines (pino-pretty, written synchronously so the start-up
 * banner printed after them stays last); production logs JSON for the log collector. Without the
 * pretty printer installed (a production install), JSON as well.
 */
async function readableLogStream(config: Config): Promise<NodeJS.WritableStream | undefined> {
  if (config.isProduction) return undefined;
  const pretty = await import('pino-pretty').catch(() => null);
  return pretty?.default({ sync: true, colorize: process.stdout.isTTY, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' });
}

/** Where Vite writes the content-hashed files: a name there never changes content, so it is cached for good. */
const HASHED_ASSETS = `${path.sep}assets${path.sep}`;

/**
 * Hashed build files are immutable for a year; everything else of the web app (index.html, the icon, robots.txt)
 * is revalidated on every use, so a new release reaches a returning visitor at once.
 */
export function webCacheControl(webRoot: string, filePath: string): string {
  return filePath.startsWith(path.join(webRoot, HASHED_ASSETS)) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** The read cache's bounds: 64 MB of JSON at most. */
const READ_CACHE_LIMITS = { maxEntries: 20_000, maxSize: 64 * 1024 * 1024 };

/** The embedded database's request gate (platform/request-gate.ts): a few requests at its statements at once. */
const EMBEDDED_DATABASE_GATE = { slots: 8, leaseMs: 1_000 };
/** Marks the server's own API reads (app.inject) with a token made at start, which no one outside can know. */
const INTERNAL_REQUEST_HEADER = 'x-campus-internal';

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<App> {
  const internalRequestToken = randomBytes(24).toString('base64url');
  const logs = options.logger !== false;
  const app = Fastify({
    logger: logs
      ? {
          level: config.logLevel,
          redact: { paths: REDACTED, censor: '[redacted]' },
          // Production: written by a background buffer, so a burst of log lines never holds up the answers (flushed at exit).
          stream: options.logStream ?? (await readableLogStream(config)) ?? pino.destination({ dest: 1, sync: false }),
        }
      : false,
    // One line per request only when debugging; otherwise failed and slow requests (platform/request-log.ts).
    logController: new LogController({ disableRequestLogging: !['debug', 'trace'].includes(config.logLevel) }),
    childLoggerFactory: (logger, bindings, options) => new LazyRequestLogger(logger, bindings, options),
    // A hop count is valid at run time; Fastify's types omit it.
    trustProxy: config.trustProxy as boolean | string | string[],
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(guardedValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  if (logs) registerRequestLog(app);

  // Redis going away degrades rate limits to per-instance counters and real-time to one instance; HTTP stays up.
  let redis: Redis | undefined = undefined;
  const redisOutage = createOutage(
    app.log,
    'Redis',
    'rate limits use per-instance counters, real-time reaches this instance only',
    // An outage can begin while the client is still making its first connection, before it is assigned.
    async () => {
      if (!redis) throw new Error('the Redis client is not connected yet');
      await redis.ping();
    },
  );
  redis = config.redisUrl
    ? await createRedis(
        config.redisUrl,
        (error) => redisOutage.down(error),
        () => redisOutage.up(),
      )
    : undefined;
  const database = await (options.database ?? openDatabase(databaseOptions(config, options.pgliteDir)));
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    redis?.disconnect();
    throw error;
  }

  configurePasswordHashing(config.passwordHashing);
  const tokens = createTokenService(
    config.jwtSecret,
    createEndedSessions({ keepMs: ENDED_SESSION_MEMORY_MS, ...(redis ? { peers: { redis, log: app.log } } : {}) }),
  );
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.server.on('connection', () => database.connectionAccepted());
  const readCache = createReadCache({
    maxAgeMs: config.readCacheSeconds * 1000,
    ...READ_CACHE_LIMITS,
    sizeOf: sizeOfCachedJson,
    ...(redis ? { peers: { redis, log: app.log } } : {}),
  });
  database.onCommittedWrite((tables) => readCache.changed(tables));
  app.decorate('readCache', readCache);
  app.decorate('startedAt', Date.now());
  app.decorate('mailer', await createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, logger: app.log }));
  // Before the features: they register their job handlers and schedule jobs through it.
  const jobQueue = createJobQueue({
    db: database.db,
    log: app.log,
    pollMs: config.jobQueue.pollMs,
    concurrency: database.kind === 'pglite' ? 1 : config.jobQueue.concurrency,
  });
  app.decorate('jobs', jobQueue);
  app.decorate(
    'counters',
    redis
      ? createFailoverCounterStore(createRedisCounterStore(redis), createMemoryCounterStore(), redisOutage)
      : createMemoryCounterStore(),
  );
  // No fallback to memory when Redis is down: a challenge kept by one instance would fail on the others, so a ceremony
  // answers 503 (platform/errors.ts) until Redis is back, and password sign-in goes on meanwhile.
  app.decorate('onceStore', redis ? createRedisOnceStore(redis) : createMemoryOnceStore());
  app.decorate(
    'databaseOutage',
    createOutage(app.log, 'The database', 'requests answer 503 until it is back', () => database.ping(), undefined, true),
  );
  app.decorate('redisOutage', redisOutage);
  registerAuth(app, tokens);
  registerConditionalReads(app);

  const googleOrigins = config.googleClientId ? ['https://accounts.google.com'] : [];
  // Counted in this instance's memory, shared through Redis between requests (platform/address-limit.ts).
  const perAddress = createAddressLimiter({
    limit: config.rateLimits.perMinutePerIp,
    windowMs: 60_000,
    ...(redis ? { shared: { redis, outage: redisOutage, prefix: 'rl-addr:' } } : {}),
  });
  registerRequestEdge(app, {
    security: {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...googleOrigins.map((origin) => `${origin}/gsi/client`)],
          styleSrc: ["'self'", "'unsafe-inline'", ...googleOrigins.map((origin) => `${origin}/gsi/style`)],
          imgSrc: ["'self'", 'data:', 'blob:', ...(config.s3?.publicUrl ? [config.s3.publicUrl] : [])],
          // A private file (a booking document) is fetched from the bucket's presigned address the API redirects to.
          connectSrc: [
            "'self'",
            'ws:',
            'wss:',
            config.geocoderUrl ? new URL(config.geocoderUrl).origin : "'self'",
            ...googleOrigins,
            ...(config.s3 ? [new URL(config.s3.endpoint).origin] : []),
          ],
          frameSrc: ["'self'", ...googleOrigins],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      strictTransportSecurity: config.isProduction,
    },
    allowedOrigins: [config.publicUrl],
    // The server's own reads for the pages it draws with data (page-frames.ts) are not a visitor's requests.
    limit: {
      perAddress,
      max: config.rateLimits.perMinutePerIp,
      exempt: (request) => request.headers[INTERNAL_REQUEST_HEADER] === internalRequestToken,
    },
  });
  // JSON answers of 1 KB and more, compressed cheaply per request; the web app's files are compressed once at
  // build time (scripts/build/precompress.ts) and sent as they are by the static handler below.
  await app.register(compress, {
    threshold: JSON_COMPRESSION.thresholdBytes,
    encodings: ['br', 'gzip'],
    customTypes: /^application\/(?:[\w.+-]+\+)?json\b/,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: JSON_COMPRESSION.brotliQuality } },
    zlibOptions: { level: JSON_COMPRESSION.gzipLevel },
  });
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 4, fields: 50 } });
  await registerStorage(app, { dataDir: config.dataDir });
  // Only the routes with a limit of their own (the sign-in routes, per address over 15 minutes).
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { store: await failoverRateLimitStore(redis, 'rl-ip:', redisOutage) } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      ...errorBody(MESSAGES.tooManyRequests, 'TOO_MANY_REQUESTS'),
      retryAfter: context.after,
    }),
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Campus platform API',
        version: '1.0.0',
        description: 'The API of the campus platform for college students and the mentors who help them.',
        license: { name: 'Proprietary: all rights reserved', url: `${config.publicUrl}/` },
      },
      // Relative: the API answers on the origin that serves this document (PUBLIC_URL in production).
      servers: [{ url: '/', description: 'This installation' }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          refreshCookie: { type: 'apiKey', in: 'cookie', name: REFRESH_COOKIE },
        },
      },
    },
    // The paths are documented in full: the server address above carries no path of its own to strip.
    stripBasePath: false,
    transform: openApiTransform(app),
    transformObject: openApiDocument,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  // Before the features: their services deliver live events through it.
  const realtime = await attachRealtime(app, {
    tokens,
    ...(redis ? { redis: { client: redis, outage: redisOutage, key: config.realtimeRedisKey } } : {}),
    corsOrigin: config.publicUrl,
  });
  app.decorate('realtime', realtime);
  app.decorate(
    'notifier',
    createNotifier({
      db: database.db,
      realtime,
      mailer: app.mailer,
      push: createPushSender({ db: database.db, log: app.log, vapid: { ...vapidKeys(config), subject: config.vapid.subject } }),
      jobs: jobQueue,
      pushDelayMs: config.pushDelayMs,
      log: app.log,
      publicUrl: config.publicUrl,
      secret: config.jwtSecret,
    }),
  );

  await app.register(systemRoutes, { prefix: '/api' });
  // The features' routes; the system routes above (the limit route, health) stay outside the gate.
  await app.register(async (features) => {
    // The circuit breaker: once the database has failed to answer in time, requests answer 503 at once until a probe
    // sees it back (platform/outage.ts), instead of each waiting out the connection or statement time limit.
    features.addHook('onRequest', async () => {
      if (app.databaseOutage.isDown) throw databaseUnavailable();
    });
    if (database.kind === 'pglite') gateRequests(features, EMBEDDED_DATABASE_GATE);
    const accountFileReaders = [profileFilesReader, blogFilesReader, mentorshipFilesReader, exportFilesReader];
    await features.register(authRoutes, {
      prefix: '/api/auth',
      // One after another: in the deletion job's transaction (`executor`), statements go one at a time anyway.
      accountFiles: async (userId, executor = database.db) => {
        const files: string[] = [];
        for (const reader of accountFileReaders) files.push(...(await reader(executor as Db)(userId)));
        return files;
      },
    });
    await features.register(careersRoutes, { prefix: '/api' });
    await features.register(profilesRoutes, {
      prefix: '/api',
      network: createProfileNetwork(database.db),
      mentorStats: createMentorStats(database.db),
    });
    await features.register(mentorsRoutes, { prefix: '/api' });
    await features.register(connectionsRoutes, { prefix: '/api' });
    await features.register(notificationsRoutes, { prefix: '/api', notifier: app.notifier });
    await features.register(messagesRoutes, { prefix: '/api/messages' });
    await features.register(blogsRoutes);
    await features.register(booksRoutes, { prefix: '/api' });
    await features.register(waitlistRoutes, { prefix: '/api' });
    await features.register(launchesRoutes, { prefix: '/api' });
    await features.register(helpRoutes, { prefix: '/api' });
    await features.register(eventsRoutes, { prefix: '/api' });
    await features.register(humanlibRoutes, { prefix: '/api', redis });
    await features.register(calendarRoutes);
    await features.register(sessionsRoutes, { prefix: '/api' });
    await features.register(accountRoutes, { prefix: '/api/account' });
  });

  const webRoot = config.webDistDir;
  const hasWeb = existsSync(path.join(webRoot, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webRoot,
      index: false,
      // The build's .br and .gz copies, chosen by Accept-Encoding (identity when neither is accepted).
      preCompressed: true,
      // The build's manifest (.vite/) is for tools, not for browsers.
      dotfiles: 'ignore',
      // Cache headers are set below by what the file is, not one max-age for everything.
      cacheControl: false,
      setHeaders: (reply, filePath) => reply.header('cache-control', webCacheControl(webRoot, filePath)),
    });
  }
  const pageFor = createPageChooser(webRoot, SIGNED_IN_HINT_COOKIE);
  const framedPage = createPageFrames({
    webRoot,
    answer: async (url) => {
      const response = await app.inject({ method: 'GET', url, headers: { [INTERNAL_REQUEST_HEADER]: internalRequestToken } });
      return { statusCode: response.statusCode, body: response.body };
    },
    log: app.log,
  });
  // The answer depends on the hint cookie, so shared caches must keep the two apart.
  const sendPage = async (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
    void reply.header('vary', 'Cookie');
    const file = pageFor(request, pathname);
    // The hint names the role the session was issued for: some frames show what only one role sees.
    const role = request.cookies[SIGNED_IN_HINT_COOKIE];
    const framed = role === undefined || file === 'index.html' ? null : await framedPage(pathname, role, file);
    if (!framed) return reply.sendFile(file);
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (encoding) void reply.header('content-encoding', encoding);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Cookie, accept-encoding')
      .send(framed[encoding ?? 'identity']);
  };
  if (hasWeb) {
    // The static handler answers a folder with 403, so the root path is the app's index explicitly.
    // HEAD is answered from the GET like every page's (the onRequest hook below).
    app.get('/', { schema: { hide: true }, exposeHeadRoute: false }, (request, reply) => sendPage(request, reply, '/'));
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    // A missing file (an old build's asset) is a 404, not the app's index served under the wrong type.
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api') &&
      !pathname.startsWith('/socket.io') &&
      !/\.[a-z0-9]+$/i.test(pathname);
    // The SPA owns every other path; its index is no-cache (webCacheControl) so new builds are picked up.
    if (isPage && hasWeb) return sendPage(request, reply, pathname);
    return reply.status(404).send(errorBody(SERVER_MESSAGES.notFound, 'NOT_FOUND'));
  });
  // HEAD mirrors GET (uptime monitors and link checkers use it). Outside the API the answer is the GET's own,
  // headers and all, since how a page or file is chosen and encoded depends on the method in the static and
  // compression plugins; the API's HEAD routes are Fastify's, and its not-found answers lose only the body here.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'HEAD' || request.url.startsWith('/api') || request.headers[INTERNAL_REQUEST_HEADER] !== undefined) return;
    const { [INTERNAL_REQUEST_HEADER]: _internal, ...headers } = request.headers;
    const got = await app.inject({
      method: 'GET',
      url: request.url,
      remoteAddress: request.ip,
      headers: { ...headers, [INTERNAL_REQUEST_HEADER]: internalRequestToken },
    });
    const { date: _date, connection: _connection, 'transfer-encoding': _chunked, ...answer } = got.headers;
    return reply.code(got.statusCode).headers(answer).send();
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'HEAD' || !request.is404 || payload === null || payload === undefined) return payload;
    if (typeof payload === 'string' || Buffer.isBuffer(payload)) {
      void reply.header('content-length', String(Buffer.byteLength(payload)));
    } else if (typeof (payload as NodeJS.ReadableStream).resume === 'function') {
      (payload as NodeJS.ReadableStream).resume();
    }
    return null;
  });

  if (config.seedDemo || config.admin) {
    await seedDatabase(app);
  }

  // Responses still in flight at shutdown close their connection, so keep-alive clients do not hold the process open.
  let closing = false;
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) void reply.header('connection', 'close');
    done(null, payload);
  });
  // Every namespace is made by now; listening waits until the other instances' emits reach this one.
  app.addHook('onReady', () => realtime.subscribed());
  // Once every feature has registered its handlers; stopped before the database closes, the jobs in hand finished.
  if (config.jobQueue.enabled) {
    app.addHook('onReady', async () => {
      // The recurring rounds start from the queue itself: the next one is made unless an instance made it already.
      await scheduleNextDigestRound(jobQueue, database.db);
      jobQueue.start();
    });
  }
  app.addHook('preClose', async () => {
    closing = true;
    await jobQueue.stop();
    await realtime.close();
  });
  app.addHook('onClose', async () => {
    app.databaseOutage.stop();
    redisOutage.stop();
    app.mailer.close();
    tokens.close();
    await readCache.close();
    await perAddress.close();
    await database.close();
    redis?.disconnect();
  });
  return app;
}
