import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  allBlogsQuerySchema,
  blogCommentParamsSchema,
  blogIdParamsSchema,
  blogListResponseSchema,
  blogMediaParamsSchema,
  blogMediaQuerySchema,
  blogMediaResponseSchema,
  blogSchema,
  blogUserParamsSchema,
  commentListResponseSchema,
  commentRequestSchema,
  commentSchema,
  commentsQuerySchema,
  createBlogRequestSchema,
  likeResponseSchema,
  moderationActionRequestSchema,
  moderationQueueResponseSchema,
  myBlogsQuerySchema,
  reportRequestSchema,
  reportResponseSchema,
  rulesAcceptanceSchema,
  updateBlogRequestSchema,
  userBlogsQuerySchema,
} from '../../../shared/contracts/blogs.js';
import { errorBodySchema } from '../../../shared/contracts/common.js';
import { currentUser } from '../../platform/auth.js';
import { readOneImage } from '../../platform/multipart.js';
import { cachedJsonOf, cachedReads } from '../../platform/read-cache.js';
import { blogPageRoutes } from './blogs.pages.js';
import { createBlogsRepository, POST_READ_TABLES, type Viewer } from './blogs.repository.js';
import { BLOG_IMAGE_MESSAGES, createBlogsService, type BlogsService } from './blogs.service.js';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  413: errorBodySchema,
  415: errorBodySchema,
  429: errorBodySchema,
};
const bearer = [{ bearer: [] }];
const tags = ['blogs'];
const noContent = { 204: z.null().describe('Done.'), ...errors };

const viewerOf = (request: FastifyRequest): Viewer => (request.auth ? { userId: request.auth.userId, role: request.auth.role } : null);
const blogJson = cachedJsonOf(blogSchema);
const blogListJson = cachedJsonOf(blogListResponseSchema);

const signedInViewer = (request: FastifyRequest) => {
  const auth = currentUser(request);
  return { userId: auth.userId, role: auth.role };
};

/** The blog API under /api (core §7 "/blogs" rows, plus what the screens need) and the operator's moderation routes. */
const blogApiRoutes: FastifyPluginAsyncZod<{ service: BlogsService }> = async (app, { service }) => {
  const sendCached = cachedReads(app.readCache);
  const signedIn = { onRequest: app.authenticate };
  const visitorOrUser = { onRequest: app.identify };
  const admin = { onRequest: [app.authenticate, app.requireRole('admin')] };

  app.get(
    '/blogs/myBlogs',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "The caller's own posts: every visibility, drafts, held and hidden ones; newest first.",
        security: bearer,
        querystring: myBlogsQuerySchema,
        response: { 200: blogListResponseSchema, ...errors },
      },
    },
    async (request) => service.myBlogs(signedInViewer(request), request.query),
  );

  app.get(
    '/blogs/allBlogs',
    {
      ...visitorOrUser,
      schema: {
        tags,
        summary: 'The feed: published posts the caller may see, newest first; typo-tolerant search and a tag filter.',
        querystring: allBlogsQuerySchema,
        response: { 200: blogListResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const { page, limit, search, tag, cursor } = request.query;
      const key = `blogs.feed|${service.readerKey(viewer)}|${JSON.stringify([page, limit, tag, search, cursor])}`;
      return sendCached(request, reply, { key, tables: POST_READ_TABLES }, async () =>
        blogListJson(await service.allBlogs(viewer, request.query)),
      );
    },
  );

  app.get(
    '/users/:userId/blogs',
    {
      ...visitorOrUser,
      schema: {
        tags,
        summary: "A user's posts that the caller may see (their own drafts too, for themselves).",
        params: blogUserParamsSchema,
        querystring: userBlogsQuerySchema,
        response: { 200: blogListResponseSchema, ...errors },
      },
    },
    async (request) => service.userBlogs(viewerOf(request), request.params.userId, request.query),
  );

  app.get(
    '/blogs/rules/acceptance',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Whether the caller accepted the blog rules.',
        security: bearer,
        response: { 200: rulesAcceptanceSchema, ...errors },
      },
    },
    async (request) => service.rules(currentUser(request).userId),
  );

  app.put(
    '/blogs/rules/acceptance',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'The rules page\'s "I ACCEPT", stored for the caller.',
        security: bearer,
        response: { 200: rulesAcceptanceSchema, ...errors },
      },
    },
    async (request) => service.acceptRules(currentUser(request).userId),
  );

  app.post(
    '/blogs/media',
    {
      ...signedIn,
      config: { openapi: { files: { file: { description: 'The image: JPEG, PNG or WebP.', required: true } } } },
      schema: {
        tags,
        summary: 'Multipart, one file: a JPEG, PNG or WebP image checked by content and re-encoded -> {url} to put in mediaUrl.',
        security: bearer,
        consumes: ['multipart/form-data'],
        response: { 201: blogMediaResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = signedInViewer(request);
      const bytes = await readOneImage(request, BLOG_IMAGE_MESSAGES);
      return reply.status(201).send(await service.uploadMedia(viewer, bytes));
    },
  );

  app.get(
    '/blogs/media/:mediaId',
    {
      ...visitorOrUser,
      config: { rateLimit: false, openapi: { media: { 200: { types: ['image/jpeg'], format: 'binary' } } } },
      schema: {
        tags,
        summary: 'A blog image, for a viewer in the audience of a post that shows it (bearer token, or the signed address the API gave).',
        params: blogMediaParamsSchema,
        querystring: blogMediaQuerySchema,
        response: { 200: z.any().describe('The JPEG image.'), ...errors },
      },
    },
    async (request, reply) => {
      const bytes = await service.media(viewerOf(request), request.params.mediaId, request.query);
      return reply
        .header('content-type', 'image/jpeg')
        .header('cache-control', 'private, max-age=600')
        .header('content-security-policy', "default-src 'none'")
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );

  app.post(
    '/blogs',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Creates a post (a draft unless status is published); rich text is sanitized, and a post failing the checks is held.',
        security: bearer,
        body: createBlogRequestSchema,
        response: { 201: blogSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(signedInViewer(request), request.body)),
  );

  app.get(
    '/blogs/:id',
    {
      ...visitorOrUser,
      schema: {
        tags,
        summary: 'One post, when the caller may see it; 404 otherwise, exactly as when it does not exist.',
        params: blogIdParamsSchema,
        response: { 200: blogSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const key = `blogs.post|${service.readerKey(viewer)}|${request.params.id}`;
      return sendCached(request, reply, { key, tables: POST_READ_TABLES }, async () =>
        blogJson(await service.get(viewer, request.params.id)),
      );
    },
  );

  app.patch(
    '/blogs/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Edits a post (its author only).',
        security: bearer,
        params: blogIdParamsSchema,
        body: updateBlogRequestSchema,
        response: { 200: blogSchema, ...errors },
      },
    },
    async (request) => service.update(signedInViewer(request), request.params.id, request.body),
  );

  app.delete(
    '/blogs/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Deletes a post (its author or an operator).',
        security: bearer,
        params: blogIdParamsSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      await service.remove(signedInViewer(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/blogs/:id/like',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Likes a post once (idempotent).',
        security: bearer,
        params: blogIdParamsSchema,
        response: { 200: likeResponseSchema, ...errors },
      },
    },
    async (request) => service.like(signedInViewer(request), request.params.id),
  );

  app.delete(
    '/blogs/:id/like',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Takes a like back (idempotent).',
        security: bearer,
        params: blogIdParamsSchema,
        response: { 200: likeResponseSchema, ...errors },
      },
    },
    async (request) => service.unlike(signedInViewer(request), request.params.id),
  );

  app.get(
    '/blogs/:id/comments',
    {
      ...visitorOrUser,
      schema: {
        tags,
        summary: 'Comments on a post the caller may see, oldest first.',
        params: blogIdParamsSchema,
        querystring: commentsQuerySchema,
        response: { 200: commentListResponseSchema, ...errors },
      },
    },
    async (request) => service.comments(viewerOf(request), request.params.id, request.query),
  );

  app.post(
    '/blogs/:id/comments',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Comments on a post, where its author allows comments.',
        security: bearer,
        params: blogIdParamsSchema,
        body: commentRequestSchema,
        response: { 201: commentSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.addComment(signedInViewer(request), request.params.id, request.body.body)),
  );

  app.patch(
    '/blogs/:id/comments/:commentId',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Edits one of the caller's own comments.",
        security: bearer,
        params: blogCommentParamsSchema,
        body: commentRequestSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      await service.editComment(signedInViewer(request), request.params.id, request.params.commentId, request.body.body);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/blogs/:id/comments/:commentId',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "Deletes a comment: one's own, or any comment on one's own post.",
        security: bearer,
        params: blogCommentParamsSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      await service.deleteComment(signedInViewer(request), request.params.id, request.params.commentId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/blogs/:id/reports',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Reports a post to the moderators, with a reason.',
        security: bearer,
        params: blogIdParamsSchema,
        body: reportRequestSchema,
        response: { 201: reportResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.report(signedInViewer(request), request.params.id, null, request.body.reason)),
  );

  app.post(
    '/blogs/:id/comments/:commentId/reports',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Reports a comment to the moderators, with a reason.',
        security: bearer,
        params: blogCommentParamsSchema,
        body: reportRequestSchema,
        response: { 201: reportResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.report(signedInViewer(request), request.params.id, request.params.commentId, request.body.reason)),
  );

  // ---- Operator console ----

  app.get(
    '/admin/moderation',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: 'Held posts and reported posts and comments, with the reasons.',
        security: bearer,
        response: { 200: moderationQueueResponseSchema, ...errors },
      },
    },
    async () => service.moderationQueue(),
  );

  app.post(
    '/admin/moderation/posts/:id',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: 'Restores, hides or deletes a post; its author is notified.',
        security: bearer,
        params: blogIdParamsSchema,
        body: moderationActionRequestSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      await service.moderatePost(signedInViewer(request), request.params.id, request.body.action);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/admin/moderation/posts/:id/comments/:commentId',
    {
      ...admin,
      schema: {
        tags: ['admin'],
        summary: 'Restores, hides or deletes a comment; its author is notified.',
        security: bearer,
        params: blogCommentParamsSchema,
        body: moderationActionRequestSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      await service.moderateComment(signedInViewer(request), request.params.id, request.params.commentId, request.body.action);
      return reply.status(204).send(null);
    },
  );
};

/** Blogs: the API under /api, and the link-preview pages and Atom feeds at the app's own paths. */
export const blogsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createBlogsService({
    repo: createBlogsRepository(app.db),
    db: app.db,
    notifier: app.notifier,
    storage: app.storage,
    moderation: app.config.blogModeration,
    mediaSecret: app.config.jwtSecret,
    jobs: app.jobs,
  });
  await app.register(blogApiRoutes, { prefix: '/api', service });
  await app.register(blogPageRoutes, { service });
};
