import { z } from 'zod';
import { PAGE_SIZE_MAX } from '../constants.js';
import { cursorParamSchema, nextCursorSchema } from './common.js';
import {
  BLOG_COMMENT_MAX,
  BLOG_CONTENT_MAX,
  BLOG_DESCRIPTION_MAX,
  BLOG_MEDIA_MAX,
  BLOG_MESSAGES,
  BLOG_MODERATION_STATES,
  BLOG_REPORT_REASON_MAX,
  BLOG_STATUSES,
  BLOG_TAG_MAX_LENGTH,
  BLOG_TAGS_MAX,
  BLOG_TITLE_MAX,
  BLOG_VISIBILITIES,
  MODERATION_ACTIONS,
} from './blogs.constants.js';

/* Blogs (platform-core §1, §2.15, §3 "Blog", §4, §5, §7 "/blogs", §8 "Blog", §9; community §2.14). */

export * from './blogs.constants.js';

const tagSchema = z
  .string()
  .trim()
  .min(1)
  .max(BLOG_TAG_MAX_LENGTH)
  .transform((tag) => tag.replace(/^#/, '').toLowerCase());

/** Addresses of images uploaded through POST /api/blogs/media (a signed query string is allowed and dropped). */
export const blogMediaUrlSchema = z
  .string()
  .trim()
  .max(400)
  .regex(/^\/api\/blogs\/media\/[0-9a-f-]{36}(\?.*)?$/i, BLOG_MESSAGES.mediaForeign);

const writeFields = {
  title: z.string().trim().max(BLOG_TITLE_MAX),
  description: z.string().trim().max(BLOG_DESCRIPTION_MAX),
  content: z.string().max(BLOG_CONTENT_MAX),
  mediaUrl: z.array(blogMediaUrlSchema).max(BLOG_MEDIA_MAX),
  tags: z.array(tagSchema).max(BLOG_TAGS_MAX),
  visibility: z.enum(BLOG_VISIBILITIES),
  allowComments: z.boolean(),
  allowLikes: z.boolean(),
  status: z.enum(BLOG_STATUSES),
};

/** POST /api/blogs. A draft may be empty; publishing needs a title (checked by the server with the field named). */
export const createBlogRequestSchema = z.object({
  title: writeFields.title.default(''),
  description: writeFields.description.default(''),
  content: writeFields.content.default(''),
  mediaUrl: writeFields.mediaUrl.default([]),
  tags: writeFields.tags.default([]),
  visibility: writeFields.visibility.default('public'),
  allowComments: writeFields.allowComments.default(true),
  allowLikes: writeFields.allowLikes.default(true),
  status: writeFields.status.default('draft'),
});
export type CreateBlogRequest = z.input<typeof createBlogRequestSchema>;

/** PATCH /api/blogs/{id}: any of the fields. */
export const updateBlogRequestSchema = z.object(writeFields).partial();
export type UpdateBlogRequest = z.input<typeof updateBlogRequestSchema>;

export const blogIdParamsSchema = z.object({ id: z.uuid() });
export const blogCommentParamsSchema = z.object({ id: z.uuid(), commentId: z.uuid() });
export const blogUserParamsSchema = z.object({ userId: z.uuid() });
export const blogMediaParamsSchema = z.object({ mediaId: z.uuid() });
/** The signature of an image address handed to one viewer (so an <img> needs no bearer header). */
export const blogMediaQuerySchema = z.object({
  v: z.uuid().optional(),
  exp: z.coerce.number().int().optional(),
  sig: z.string().max(128).optional(),
});

export const blogAuthorSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  profilePictureUrl: z.string().nullable(),
});
export type BlogAuthor = z.infer<typeof blogAuthorSchema>;

export const blogSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  /** Sanitized rich HTML. */
  content: z.string(),
  /** Image addresses; the first is the banner. */
  mediaUrl: z.array(z.string()),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  author: blogAuthorSchema,
  visibility: z.enum(BLOG_VISIBILITIES),
  status: z.enum(BLOG_STATUSES),
  tags: z.array(z.string()),
  allowComments: z.boolean(),
  allowLikes: z.boolean(),
  readingMinutes: z.number().int(),
  likeCount: z.number().int(),
  commentCount: z.number().int(),
  likedByMe: z.boolean(),
  /** Only for the author and operators: whether the post is held or hidden, and why. */
  moderation: z.object({ state: z.enum(BLOG_MODERATION_STATES), reason: z.string().nullable() }).nullable(),
});
export type Blog = z.infer<typeof blogSchema>;

export const blogListResponseSchema = z.object({
  data: z.array(blogSchema),
  page: z.number().int(),
  limit: z.number().int(),
  hasMore: z.boolean(),
  nextCursor: nextCursorSchema,
});
export type BlogListResponse = z.infer<typeof blogListResponseSchema>;

const pageFields = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(20),
};

/** A list of posts, newest first: by page number (offset), or after the `nextCursor` of its previous page (then `page` is not read). */
const postPageFields = { ...pageFields, cursor: cursorParamSchema.optional() };

/** GET /api/blogs/allBlogs: the feed, newest first; search is typo-tolerant over title, description, tags and author. */
export const allBlogsQuerySchema = z.object({
  ...postPageFields,
  search: z.string().trim().max(100).optional(),
  tag: tagSchema.optional(),
});
export const myBlogsQuerySchema = z.object({ ...postPageFields, status: z.enum(BLOG_STATUSES).optional() });
export const userBlogsQuerySchema = z.object(postPageFields);

export const blogMediaResponseSchema = z.object({ url: z.string() });

export const commentSchema = z.object({
  id: z.uuid(),
  postId: z.uuid(),
  body: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  author: blogAuthorSchema,
  canEdit: z.boolean(),
  canDelete: z.boolean(),
});
export type BlogComment = z.infer<typeof commentSchema>;
export const commentListResponseSchema = z.object({
  data: z.array(commentSchema),
  page: z.number().int(),
  limit: z.number().int(),
  hasMore: z.boolean(),
});
export type CommentListResponse = z.infer<typeof commentListResponseSchema>;
export const commentsQuerySchema = z.object(pageFields);
export const commentRequestSchema = z.object({ body: z.string().trim().min(1, 'Please write a comment.').max(BLOG_COMMENT_MAX) });

export const likeResponseSchema = z.object({ likedByMe: z.boolean(), likeCount: z.number().int() });
export type LikeResponse = z.infer<typeof likeResponseSchema>;

export const reportRequestSchema = z.object({
  reason: z.string().trim().min(3, 'Please tell us what is wrong.').max(BLOG_REPORT_REASON_MAX),
});
export const reportResponseSchema = z.object({ message: z.string() });

export const rulesAcceptanceSchema = z.object({ accepted: z.boolean(), acceptedAt: z.iso.datetime().nullable() });
export type RulesAcceptance = z.infer<typeof rulesAcceptanceSchema>;

/* Moderation console (/admin/moderation). */

export const moderationItemSchema = z.object({
  kind: z.enum(['post', 'comment']),
  postId: z.uuid(),
  commentId: z.uuid().nullable(),
  title: z.string(),
  /** The comment's text, or the post's description. */
  excerpt: z.string(),
  author: blogAuthorSchema,
  state: z.enum(BLOG_MODERATION_STATES),
  /** Why the checks on save held it. */
  heldReason: z.string().nullable(),
  reports: z.array(z.object({ reason: z.string(), createdAt: z.iso.datetime(), reporter: z.string() })),
  updatedAt: z.iso.datetime(),
});
export type ModerationItem = z.infer<typeof moderationItemSchema>;
export const moderationQueueResponseSchema = z.object({ data: z.array(moderationItemSchema) });
export const moderationActionRequestSchema = z.object({ action: z.enum(MODERATION_ACTIONS) });
export const moderationPostParamsSchema = blogIdParamsSchema;
export const moderationCommentParamsSchema = blogCommentParamsSchema;
