import type { Blog, BlogVisibility } from '../../../../shared/contracts/blogs.js';

/** The image shown where a post has none (ships with the app). */
export const DEFAULT_BLOG_IMAGE = '/blog-default.svg';

export const VISIBILITY_LABEL: Record<BlogVisibility, string> = {
  public: 'Public',
  friends: 'Friends only',
  private: 'Private',
};

export const VISIBILITY_HINT: Record<BlogVisibility, string> = {
  public: 'Anyone on Campus, and anyone you share the link with.',
  friends: 'Only your connections.',
  private: 'Only you.',
};

export const bannerOf = (blog: Pick<Blog, 'mediaUrl'>) => blog.mediaUrl[0] ?? DEFAULT_BLOG_IMAGE;

/** The blog rules (core §1, community §2.14): what may be posted, and what may not. */
export const BLOG_RULES = {
  allowed: [
    'Your own experiences, projects, notes and guides.',
    'Posts that are public, private or for your connections only: you choose for each post.',
    'Questions and friendly discussion in the comments, where the author allows comments.',
    'Editing or deleting your own posts at any time.',
    'Images you took or have the right to share.',
  ],
  notAllowed: [
    'Hate, bullying, harassment or threats.',
    'Spam, scams, betting or adult content.',
    'Leaked exam papers or copied work passed off as your own.',
    'Other people’s personal details, phone numbers or addresses.',
    'Links that hide where they go (link shorteners) or lead to unsafe sites.',
  ],
  moderation: 'Content is moderated: posts are checked when saved, readers can report posts and comments, and our moderators review them.',
} as const;
