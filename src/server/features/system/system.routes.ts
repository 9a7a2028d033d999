import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { healthResponseSchema, publicConfigSchema, type PublicConfig } from '../../../shared/contracts/common.js';
import { notFound } from '../../platform/errors.js';

const VERSION = process.env.npm_package_version ?? '0.1.0';

const devMailSchema = z.object({
  mails: z.array(z.object({ to: z.string(), subject: z.string(), text: z.string() })),
});

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['system'],
        summary: 'Whether this instance and its database (and Redis, when used) answer: 200 when ready, 503 when not.',
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (_request, reply) => {
      // Both asked now, side by side, each within its time limit: a frozen dependency shows here even when no request touched it.
      const [dbUp, redisUp] = await Promise.all([app.databaseOutage.check(), app.config.redisUrl ? app.redisOutage.check() : undefined]);
      const db = dbUp ? 'ok' : 'down';
      const redis = redisUp === undefined ? 'off' : redisUp ? 'ok' : 'down';
      const body = {
        status: db === 'down' ? ('unavailable' as const) : redis === 'down' ? ('degraded' as const) : ('ok' as const),
        db,
        redis,
        uptimeSeconds: Math.round((Date.now() - app.startedAt) / 1000),
        version: VERSION,
        readCache: { hits: app.readCache.hits, misses: app.readCache.misses },
      } as const;
      return reply.status(db === 'ok' ? 200 : 503).send(body);
    },
  );

  // The configuration is fixed for the life of the process, so its answer is encoded through the schema and
  // serialized once, exactly as the response serializer would each time; a string sent as JSON skips the serializer.
  const publicConfig = JSON.stringify(
    publicConfigSchema.encode({
      googleClientId: app.config.googleClientId ?? null,
      demoMode: !app.config.smtpUrl && !app.config.isProduction,
      geocoderUrl: app.config.geocoderUrl,
      supportEmail: app.config.supportEmail,
      allowedOrigins: [app.config.publicUrl],
      mode: app.config.nodeEnv,
    }),
  );
  app.get(
    '/config',
    {
      schema: {
        tags: ['system'],
        summary: "The installation's public settings the web app needs (sign-in options, limits).",
        response: { 200: publicConfigSchema },
      },
    },
    async (_request, reply) =>
      // The typed reply only knows the schema's object; this is that object's JSON text.
      reply.type('application/json; charset=utf-8').send(publicConfig as unknown as PublicConfig),
  );

  // Without SMTP, sign-up codes can only be read here; never offered in production or with real mail.
  app.get('/dev/mail', { schema: { hide: true, response: { 200: devMailSchema } } }, async () => {
    if (app.config.smtpUrl || app.config.isProduction) throw notFound();
    const mails = app.mailer.outbox.map(({ to, subject, text }) => ({ to, subject, text })).reverse();
    return { mails };
  });
};
