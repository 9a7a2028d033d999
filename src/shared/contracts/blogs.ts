import { z } from 'zod';
import { PAGE_SIZE_MAX } from '../constants.js';

/* Blogs (platform-core §1, §2.15, §3 "Blog", §4, §5, §7 "/blogs", §8 "Blog", §9; community §2.14). */

export const BLOG_VISIBILITIES = ['public', 'friends', 'private'] as const;
export type BlogVisibility = (typeof BLOG_VISIBILITIES)[number];
export const BLOG_STATUSES = ['draft', 'published'] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];
export const BLOG_MODERATION_STATES = ['visible', 'held', 'hidden'] as const;
export type BlogModerationState = (typeof BLOG_MODERATION_STATES)[number];

export const BLOG_TITLE_MAX = 150;
export const BLOG_DESCRIPTION_MAX = 300;
export const BLOG_CONTENT_MAX = 100_000;
export const BLOG_TAGS_MAX = 8;
export const BLOG_TAG_MAX_LENGTH = 30;
export const BLOG_MEDIA_MAX = 6;
export const BLOG_COMMENT_MAX = 2_000;
export const BLOG_REPORT_REASON_MAX = 500;
export const BLOG_FEED_PAGE_SIZE = 12;
/** Cards in the loading skeleton of "Your Blog" (core §9). */
export const BLOG_SKELETON_CARDS = 3;
/** Words read per minute, for a post's reading time. */
export const BLOG_WORDS_PER_MINUTE = 200;
/** How long the editor waits after the last keystroke before saving the draft to the server. */
export const BLOG_AUTOSAVE_DELAY_MS = 2_000;

/** The spec's blog texts (core §2.15, §5, §8), verbatim, and the ones it does not give, in the same voice. */
export const BLOG_MESSAGES = {
  yourBlog: 'Your Blog',
  noBlogs: 'No blogs found.',
  loadMineFailed: 'Could not load your blogs. Please try again later.',
  deleteConfirm: 'Are you sure you want to delete this blog?',
  deleteFailed: 'Could not delete the blog. Please try again.',
  idMissing: 'Blog ID not found in the URL.',
  idNotProvided: 'No blog ID was provided in the URL.',
  notFoundSorry: 'Sorry, the blog post could not be found.',
  notFound: 'Blog not found.',
  fetchFailed: 'Failed to fetch the blog post.',
  retrieveFailed: 'Could not retrieve blog data from the server.',
  loadFailed: 'Failed to load the blog. The link may be broken or the blog may have been removed.',
  accept: 'I ACCEPT',
  titleRequired: 'Please give your blog a title before publishing.',
  commentsDisabled: 'The author has turned off comments on this blog.',
  likesDisabled: 'The author has turned off likes on this blog.',
  notPublished: 'Comments and likes open once the blog is published.',
  commentBlocked: 'Your comment was not posted: it contains words that are not allowed on Campus.',
  imageWrongType: 'Please choose a JPEG, PNG or WebP image.',
  imageTooLarge: 'The image is too large. Please choose one under 10 MB.',
  imageTooManyPixels: 'The image has too many pixels. Please choose a smaller one.',
  mediaForeign: 'Images must be uploaded with the editor.',
  heldNotice: 'Your blog is held for review:',
  reported: 'Thank you. An operator will look at your report.',
} as const;

const tagSchema = z
  .string()
  .trim()
  .min(1)
  .max(BLOG_TAG_MAX_LENGTH)
  .transform((tag) => tag.replace(/^#/, '').toLowerCase());

/** Addresses of images uploaded through POST /api/blogs/media (a signed query string is allowed and dropped). */
export const BLOG_MEDIA_PATH = '/api/blogs/media/';
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
});
export type BlogListResponse = z.infer<typeof blogListResponseSchema>;

const pageFields = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(20),
};

/** GET /api/blogs/allBlogs: the feed, newest first; search is typo-tolerant over title, description, tags and author. */
export const allBlogsQuerySchema = z.object({
  ...pageFields,
  search: z.string().trim().max(100).optional(),
  tag: tagSchema.optional(),
});
export const myBlogsQuerySchema = z.object({ ...pageFields, status: z.enum(BLOG_STATUSES).optional() });
export const userBlogsQuerySchema = z.object(pageFields);

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
export const MODERATION_ACTIONS = ['restore', 'hide', 'delete'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];
export const moderationActionRequestSchema = z.object({ action: z.enum(MODERATION_ACTIONS) });
export const moderationPostParamsSchema = blogIdParamsSchema;
export const moderationCommentParamsSchema = blogCommentParamsSchema;
