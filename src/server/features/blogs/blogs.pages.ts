import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../shared/contracts/common.js';
import { notFound } from '../../platform/errors.js';
import type { PostView } from './blogs.repository.js';
import type { BlogsService } from './blogs.service.js';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const GENERIC = {
  title: 'Campus blogs',
  description: 'Stories from students across India.',
};

/** The app's index with a page's title, description, Open Graph and Twitter card tags and canonical link. */
export function withPreviewTags(indexHtml: string, publicUrl: string, pagePath: string, post: PostView | undefined): string {
  const url = `${publicUrl}${pagePath}`;
  const title = post ? post.title || 'Untitled' : GENERIC.title;
  const description = post ? post.description || `A blog by ${post.authorUsername} on Campus.` : GENERIC.description;
  const banner = post?.mediaUrl[0] ? `${publicUrl}${post.mediaUrl[0]}` : undefined;
  const tags = [
    `<meta property="og:site_name" content="Campus" />`,
    `<meta property="og:type" content="${post ? 'article' : 'website'}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta name="twitter:card" content="${banner ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${escapeHtml(title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(description)}" />`,
    ...(banner
      ? [`<meta property="og:image" content="${escapeHtml(banner)}" />`, `<meta name="twitter:image" content="${escapeHtml(banner)}" />`]
      : []),
    ...(post
      ? [
          `<meta property="og:url" content="${escapeHtml(url)}" />`,
          `<meta property="article:published_time" content="${post.createdAt.toISOString()}" />`,
          `<link rel="canonical" href="${escapeHtml(url)}" />`,
        ]
      : []),
  ].join('\n    ');
  return indexHtml
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(post ? `${title} · Campus` : 'Campus')}</title>`)
    .replace(/<meta name="description"[^>]*>/, `<meta name="description" content="${escapeHtml(description)}" />`)
    .replace('</head>', `    ${tags}\n  </head>`);
}

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** An Atom document of a user's public posts. */
export function atomFeed(publicUrl: string, userId: string, posts: PostView[]): string {
  const self = `${publicUrl}/blog/${userId}/feed.atom`;
  const author = posts[0]?.authorUsername ?? 'Campus member';
  const updated = (posts[0]?.updatedAt ?? new Date(0)).toISOString();
  const entries = posts.map(
    (post) => `  <entry>
    <id>urn:uuid:${post.id}</id>
    <title>${xml(post.title || 'Untitled')}</title>
    <link rel="alternate" type="text/html" href="${xml(`${publicUrl}/blog-description/${post.id}`)}"/>
    <published>${post.createdAt.toISOString()}</published>
    <updated>${post.updatedAt.toISOString()}</updated>
    <summary>${xml(post.description)}</summary>
    <content type="html">${xml(post.content)}</content>
${post.tags.map((tag) => `    <category term="${xml(tag)}"/>`).join('\n')}
  </entry>`,
  );
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <id>${xml(self)}</id>
  <title>${xml(`${author} on Campus`)}</title>
  <link rel="self" type="application/atom+xml" href="${xml(self)}"/>
  <link rel="alternate" type="text/html" href="${xml(`${publicUrl}/blog/${userId}`)}"/>
  <updated>${updated}</updated>
  <author><name>${xml(author)}</name></author>
${entries.join('\n')}
</feed>
`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The app's own paths that a shared link opens: the page HTML carries a public post's preview tags (a
 * friends-only, private, draft, held or missing post gets the generic ones), and a user's Atom feed.
 */
export const blogPageRoutes: FastifyPluginAsyncZod<{ service: BlogsService }> = async (app, { service }) => {
  const indexFile = path.join(app.config.webDistDir, 'index.html');
  const publicUrl = app.config.publicUrl;

  for (const prefix of ['/blog-description', '/BlogDetails']) {
    app.get(`${prefix}/:id`, { schema: { hide: true, params: z.object({ id: z.string().max(100) }) } }, async (request, reply) => {
      let indexHtml: string;
      try {
        indexHtml = await readFile(indexFile, 'utf8');
      } catch {
        throw notFound();
      }
      const id = request.params.id;
      const post = UUID.test(id) ? await service.publicPost(id) : undefined;
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(withPreviewTags(indexHtml, publicUrl, `${prefix}/${encodeURIComponent(id)}`, post));
    });
  }

  app.get(
    '/blog/:userId/feed.atom',
    {
      config: { openapi: { media: { 200: { types: ['application/atom+xml'], format: 'text', description: 'The Atom feed.' } } } },
      schema: {
        tags: ['blogs'],
        summary: "Atom feed of a user's public posts.",
        params: z.object({ userId: z.uuid() }),
        response: { 200: z.string(), 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { userId } = request.params;
      if (!(await service.userExists(userId))) throw notFound();
      const { rows } = await service.publicPostsOf(userId, 20);
      return reply
        .header('content-type', 'application/atom+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(atomFeed(publicUrl, userId, rows));
    },
  );
};
