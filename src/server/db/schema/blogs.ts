import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.js';

export const blogVisibility = pgEnum('blog_visibility', ['public', 'friends', 'private']);
export const blogStatus = pgEnum('blog_status', ['draft', 'published']);
/** visible: shown to its audience; held: failed the checks on save, waits for an operator; hidden: an operator took it down. */
export const blogModeration = pgEnum('blog_moderation', ['visible', 'held', 'hidden']);

/**
 * A blog post (core §3 "Blog"). `content` is rich HTML already sanitized on write; `searchText` is the
 * lower-cased document (title, description, tags, author) the typo-tolerant search matches against.
 * likeCount and commentCount are kept in the same transaction as the like or comment they count.
 */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default(''),
    description: text('description').notNull().default(''),
    content: text('content').notNull().default(''),
    mediaUrl: text('media_url')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    visibility: blogVisibility('visibility').notNull().default('public'),
    status: blogStatus('status').notNull().default('draft'),
    moderation: blogModeration('moderation').notNull().default('visible'),
    moderationReason: text('moderation_reason'),
    allowComments: boolean('allow_comments').notNull().default(true),
    allowLikes: boolean('allow_likes').notNull().default(true),
    readingMinutes: integer('reading_minutes').notNull().default(1),
    likeCount: integer('like_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    searchText: text('search_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('blog_posts_author_created_idx').on(table.authorId, table.createdAt.desc(), table.id.desc()),
    index('blog_posts_feed_idx')
      .on(table.createdAt.desc(), table.id.desc())
      .where(sql`${table.status} = 'published' and ${table.moderation} = 'visible'`),
    index('blog_posts_search_trgm').using('gin', sql`${table.searchText} gin_trgm_ops`),
    index('blog_posts_tags_idx').using('gin', table.tags),
    index('blog_posts_media_idx').using('gin', table.mediaUrl),
  ],
);

export const blogComments = pgTable(
  'blog_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    /** visible, or hidden by an operator (a comment is never held: one that fails the checks is refused). */
    moderation: blogModeration('moderation').notNull().default('visible'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('blog_comments_post_created_idx').on(table.postId, table.createdAt, table.id)],
);

/** One like per user and post: the primary key holds it under concurrent requests. */
export const blogLikes = pgTable(
  'blog_likes',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.postId, table.userId] })],
);

/** An uploaded blog image. Served through the API, which applies the audience of the posts that use it. */
export const blogMedia = pgTable(
  'blog_media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Where the storage keeps the bytes (its own URL, never sent to browsers). */
    storageUrl: text('storage_url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('blog_media_owner_idx').on(table.ownerId)],
);

/** A user's report of a post or of one comment on it; resolved when an operator acts. */
export const blogReports = pgTable(
  'blog_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    commentId: uuid('comment_id').references(() => blogComments.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (table) => [
    index('blog_reports_open_idx')
      .on(table.createdAt.desc())
      .where(sql`${table.resolvedAt} is null`),
    index('blog_reports_post_idx').on(table.postId),
  ],
);

/** The blog rules page's "I ACCEPT", kept per user so it is asked once on any device. */
export const blogRulesAcceptances = pgTable('blog_rules_acceptances', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
});
