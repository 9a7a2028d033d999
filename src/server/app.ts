import { existsSync } from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { MESSAGES, SERVER_MESSAGES } from '../shared/messages.js';
import type { Config } from './config.js';
import { openDatabase, type Database, type Db } from './db/client.js';
import { databaseOptions } from './db/options.js';
import { seedDatabase } from './db/seed/index.js';
import { authRoutes } from './features/auth/auth.routes.js';
import { careersRoutes } from './features/careers/careers.routes.js';
import { connectionsRoutes, createProfileNetwork } from './features/connections/index.js';
import { mentorsRoutes } from './features/mentors/index.js';
import { messagesRoutes } from './features/messages/index.js';
import { notificationsRoutes } from './features/notifications/index.js';
import { profileFilesReader, profilesRoutes } from './features/profiles/index.js';
import { systemRoutes } from './features/system/system.routes.js';
import { registerAuth } from './platform/auth.js';
import { errorBody, registerErrorHandling } from './platform/errors.js';
import { createMailer, type Mailer } from './platform/mail.js';
import { createMemoryCounterStore, createRedisCounterStore, type CounterStore } from './platform/rate-limit.js';
import { attachRealtime, type Realtime } from './platform/realtime.js';
import { createRedis } from './platform/redis.js';
import { registerStorage } from './platform/storage.js';
import { createTokenService } from './platform/tokens.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    mailer: Mailer;
    counters: CounterStore;
    realtime: Realtime;
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

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<App> {
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel, redact: { paths: REDACTED, censor: '[redacted]' } },
    // A hop count is valid at run time; Fastify's types omit it.
    trustProxy: config.trustProxy as boolean | string | string[],
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  const redis: Redis | undefined = config.redisUrl ? await createRedis(config.redisUrl) : undefined;
  const database = await (options.database ?? openDatabase(databaseOptions(config, options.pgliteDir)));
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    redis?.disconnect();
    throw error;
  }

  const tokens = createTokenService(config.jwtSecret);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('startedAt', Date.now());
  app.decorate('mailer', await createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, logger: app.log }));
  app.decorate('counters', redis ? createRedisCounterStore(redis) : createMemoryCounterStore());
  registerAuth(app, tokens);

  const googleOrigins = config.googleClientId ? ['https://accounts.google.com'] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...googleOrigins.map((origin) => `${origin}/gsi/client`)],
        styleSrc: ["'self'", "'unsafe-inline'", ...googleOrigins.map((origin) => `${origin}/gsi/style`)],
        imgSrc: ["'self'", 'data:', 'blob:', ...(config.s3?.publicUrl ? [config.s3.publicUrl] : [])],
        connectSrc: ["'self'", 'ws:', 'wss:', config.geocoderUrl ? new URL(config.geocoderUrl).origin : "'self'", ...googleOrigins],
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
  });
  await app.register(cors, { origin: [config.publicUrl], credentials: true });
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 4, fields: 50 } });
  await registerStorage(app, { dataDir: config.dataDir });
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimits.perMinutePerIp,
    timeWindow: '1 minute',
    ...(redis ? { redis, nameSpace: 'rl-ip:' } : {}),
    allowList: (request) => !request.url.startsWith('/api/'),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      ...errorBody(MESSAGES.tooManyRequests, 'TOO_MANY_REQUESTS'),
      retryAfter: context.after,
    }),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Campus platform API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  // Before the features: their services deliver live events through it.
  const realtime = await attachRealtime(app, { tokens, ...(redis ? { redis } : {}), corsOrigin: config.publicUrl });
  app.decorate('realtime', realtime);

  await app.register(systemRoutes, { prefix: '/api' });
  await app.register(authRoutes, { prefix: '/api/auth', accountFiles: profileFilesReader(database.db) });
  await app.register(careersRoutes, { prefix: '/api' });
  await app.register(profilesRoutes, { prefix: '/api', network: createProfileNetwork(database.db) });
  await app.register(mentorsRoutes, { prefix: '/api' });
  await app.register(connectionsRoutes, { prefix: '/api' });
  await app.register(notificationsRoutes, { prefix: '/api' });
  await app.register(messagesRoutes, { prefix: '/api/messages' });

  const webRoot = config.webDistDir;
  const hasWeb = existsSync(path.join(webRoot, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, { root: webRoot, index: false, maxAge: '1h' });
    // The static handler answers a folder with 403, so the root path is the app's index explicitly.
    app.get('/', { schema: { hide: true } }, (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'));
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    // A missing file (an old build's asset) is a 404, not the app's index served under the wrong type.
    const isPage =
      request.method === 'GET' && !pathname.startsWith('/api') && !pathname.startsWith('/socket.io') && !/\.[a-z0-9]+$/i.test(pathname);
    if (isPage && hasWeb) {
      // The SPA owns every other path; its index must never be cached so new builds are picked up.
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send(errorBody(SERVER_MESSAGES.notFound, 'NOT_FOUND'));
  });

  if (config.seedDemo || config.admin) {
    await seedDatabase(app);
  }

  // Responses still in flight at shutdown close their connection, so keep-alive clients do not hold the process open.
  let closing = false;
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) void reply.header('connection', 'close');
    return payload;
  });
  app.addHook('preClose', async () => {
    closing = true;
    await realtime.close();
  });
  app.addHook('onClose', async () => {
    app.mailer.close();
    await database.close();
    redis?.disconnect();
  });
  return app;
}
