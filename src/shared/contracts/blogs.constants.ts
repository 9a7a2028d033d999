/**
 * Plain constants of blogs, without zod: the feed, the editor and the blog pages read these without evaluating
 * every schema of blogs.ts. blogs.ts re-exports all of them.
 */

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

/** Where images uploaded through POST /api/blogs/media are served from. */
export const BLOG_MEDIA_PATH = '/api/blogs/media/';

/* Moderation console (/admin/moderation). */

export const MODERATION_ACTIONS = ['restore', 'hide', 'delete'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];
