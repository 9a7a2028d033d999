import swagger from '@fastify/swagger';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openApiDocument, openApiTransform, operationIdOf } from './openapi.js';
import { PRESIGNED_REDIRECT } from './route-schemas.js';

type Operation = {
  operationId?: string;
  security?: unknown;
  requestBody?: { required?: boolean; content: Record<string, { schema: { properties?: Record<string, unknown>; required?: string[] } }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
};

/** A bare app with the platform's guards stubbed: what the transform reads of a route, without a database. */
async function documentOf(routes: (app: ReturnType<typeof bare>) => void) {
  const app = bare();
  await app.register(swagger, {
    openapi: {
      info: { title: 't', version: '1' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: openApiTransform(app),
    transformObject: openApiDocument,
  });
  routes(app);
  await app.ready();
  const paths = (app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> }).paths;
  await app.close();
  return paths;
}

function bare() {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('identify', async () => {});
  app.decorate('authenticate', async () => {});
  app.decorate('authenticateOnboarding', async () => {});
  return app;
}

describe('the OpenAPI description of routes', () => {
  it('derives a stable camelCase operationId from method and path', () => {
    expect(operationIdOf('GET', '/api/jobs/:id/logo')).toBe('getJobsByIdLogo');
    expect(operationIdOf('POST', '/api/user-mentors/referrals/:id/status')).toBe('postUserMentorsReferralsByIdStatus');
    expect(operationIdOf('GET', '/blog/:userId/feed.atom')).toBe('getBlogByUserIdFeedAtom');
    expect(operationIdOf('GET', '/')).toBe('getRoot');
  });

  it('states security from the guards, adds the rate limit answer, and describes files, media types, empty 204s and 302s', async () => {
    const ok = z.object({ ok: z.boolean() });
    const paths = await documentOf((app) => {
      app.get('/api/open', { schema: { response: { 200: ok } } }, async () => ({ ok: true }));
      app.get('/api/maybe', { onRequest: app.identify, schema: { response: { 200: ok, 404: ok } } }, async () => ({ ok: true }));
      app.get('/api/mine', { onRequest: [app.authenticate], schema: { response: { 200: ok } } }, async () => ({ ok: true }));
      app.get('/api/unlimited', { config: { rateLimit: false }, schema: { response: { 200: ok } } }, async () => ({ ok: true }));
      app.delete('/api/thing', { schema: { response: { 204: z.null() } } }, async (_request, reply) => reply.status(204).send(null));
      app.get('/api/file', { schema: { response: { 200: z.any(), 302: PRESIGNED_REDIRECT } } }, async () => '');
      app.get(
        '/api/logo',
        { config: { openapi: { media: { 200: { types: ['image/png'], format: 'binary' } } } }, schema: { response: { 200: z.any() } } },
        async () => '',
      );
      app.post(
        '/api/upload',
        {
          config: { openapi: { files: { file: { description: 'The file.', required: true } } } },
          schema: { consumes: ['multipart/form-data'], body: z.object({ title: z.string() }), response: { 201: ok } },
        },
        async () => ({ ok: true }),
      );
      app.post(
        '/api/form',
        {
          config: {
            openapi: { body: { optional: true, content: { 'application/x-www-form-urlencoded': { schema: { type: 'object' } } } } },
          },
        },
        async () => ({}),
      );
    });
    expect(paths['/api/open']!.get!.security).toEqual([]);
    expect(paths['/api/maybe']!.get!.security).toEqual([{}, { bearer: [] }]);
    expect(paths['/api/mine']!.get!.security).toEqual([{ bearer: [] }]);
    expect(paths['/api/open']!.get!.operationId).toBe('getOpen');
    expect(Object.keys(paths['/api/open']!.get!.responses)).toEqual(['200', '429']);
    expect(Object.keys(paths['/api/maybe']!.get!.responses)).toEqual(['200', '404']);
    expect(Object.keys(paths['/api/unlimited']!.get!.responses)).toEqual(['200']);
    expect(paths['/api/thing']!.delete!.responses['204']!.content).toBeUndefined();
    const redirect = paths['/api/file']!.get!.responses['302'] as { content?: unknown; headers?: Record<string, unknown> };
    expect(redirect.content).toBeUndefined();
    expect(redirect.headers).toMatchObject({ Location: { schema: { type: 'string', format: 'uri' } } });
    expect(paths['/api/logo']!.get!.responses['200']!.content).toEqual({ 'image/png': { schema: { type: 'string', format: 'binary' } } });
    const upload = paths['/api/upload']!.post!.requestBody!;
    expect(Object.keys(upload.content)).toEqual(['multipart/form-data']);
    expect(upload.content['multipart/form-data']!.schema.properties).toMatchObject({
      title: { type: 'string' },
      file: { type: 'string', format: 'binary' },
    });
    expect(upload.content['multipart/form-data']!.schema.required).toEqual(['title', 'file']);
    const form = paths['/api/form']!.post!;
    expect(form.requestBody!.required).toBe(false);
    expect(form).not.toHaveProperty('x-optional-body');
  });
});
