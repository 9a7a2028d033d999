import { createHmac, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import {
  BLOG_MEDIA_PATH,
  BLOG_MESSAGES,
  BLOG_WORDS_PER_MINUTE,
  type Blog,
  type BlogComment,
  type BlogListResponse,
  type CommentListResponse,
  type LikeResponse,
  type ModerationAction,
  type ModerationItem,
  type RulesAcceptance,
  type allBlogsQuerySchema,
  type createBlogRequestSchema,
  type myBlogsQuerySchema,
  type updateBlogRequestSchema,
  type userBlogsQuerySchema,
} from '../../../shared/contracts/blogs.js';
import type { CursorKey } from '../../../shared/contracts/common.js';
import type { Db, Tx } from '../../db/client.js';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.js';
import { linksOf, richTextToPlain, sanitizeRichText } from '../../platform/rich-text.js';
import type { JobQueue } from '../../platform/jobs.js';
import { ORPHAN_UPLOAD_GRACE_MS, saveImage, type FileStorage, type ImageMessages } from '../../platform/storage.js';
import { createNotification, type NewNotification, type Notifier } from '../notifications/index.js';
import type { BlogsRepository, PostPage, PostView, Viewer } from './blogs.repository.js';

export interface ModerationRules {
  blockedWords: string[];
  blockedLinkHosts: string[];
  maxLinks: number;
}

type CreateInput = z.output<typeof createBlogRequestSchema>;
type UpdateInput = z.output<typeof updateBlogRequestSchema>;
type PageQuery = { page: number; limit: number; cursor?: CursorKey | undefined };

/** Blog images are re-encoded with a longer side than profile photos: a banner spans the page. */
export const BLOG_IMAGE_MAX_SIDE_PX = 1200;
export const BLOG_IMAGE_MESSAGES: ImageMessages = {
  notImage: BLOG_MESSAGES.imageWrongType,
  tooLarge: BLOG_MESSAGES.imageTooLarge,
  tooManyPixels: BLOG_MESSAGES.imageTooManyPixels,
};
const MEDIA_ID = /^\/api\/blogs\/media\/([0-9a-f-]{36})(?:\?.*)?$/i;
/** Signed image addresses change with the hour (see mediaUrlFor). */
const signingHour = () => Math.floor(Date.now() / 3_600_000);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The checks on save: a post that fails one is held for an operator, with the reason its author reads.
 * Words match whole words in any case; links are checked by host (subdomains included) and by count.
 */
export function moderationProblem(
  rules: ModerationRules,
  post: { title: string; description: string; content: string; tags: string[] },
): string | null {
  const text = [post.title, post.description, richTextToPlain(post.content), post.tags.join(' ')].join(' ').toLowerCase();
  for (const word of rules.blockedWords) {
    if (new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(word)}($|[^\\p{L}\\p{N}])`, 'u').test(text)) {
      return `It contains “${word}”, which is not allowed on Campus.`;
    }
  }
  const links = [...linksOf(post.content), ...(text.match(/https?:\/\/[^\s<>"']+/g) ?? [])];
  for (const link of links) {
    let host: string;
    try {
      host = new URL(link).hostname.toLowerCase();
    } catch {
      continue;
    }
    const blocked = rules.blockedLinkHosts.find((rule) => host === rule || host.endsWith(`.${rule}`));
    if (blocked) return `It links to ${blocked}, which is not allowed on Campus.`;
  }
  if (new Set(links).size > rules.maxLinks) return `It has more than ${rules.maxLinks} links.`;
  return null;
}

export const readingMinutesOf = (content: string) => {
  const words = richTextToPlain(content).split(' ').filter(Boolean).length;
  return Math.max(1, Math.round(words / BLOG_WORDS_PER_MINUTE));
};

export interface BlogsServiceDeps {
  repo: BlogsRepository;
  db: Db;
  /** Notifications go out through it once their change has committed. */
  notifier: Notifier;
  storage: FileStorage;
  moderation: ModerationRules;
  /** Signs image addresses handed to one viewer, so an <img> works without a bearer header. */
  mediaSecret: string;
  jobs: JobQueue;
}

const ORPHAN_MEDIA_JOB = 'blogs.orphan-media';

export function createBlogsService(deps: BlogsServiceDeps) {
  const { repo, db, notifier, storage, moderation, mediaSecret, jobs } = deps;

  // An image uploaded into the editor that no post holds a day later was taken out of the draft or never saved.
  jobs.register<{ mediaId: string }>(ORPHAN_MEDIA_JOB, async ({ payload, tx, afterCommit }) => {
    const files = await repo.dropUnusedMedia(tx, [payload.mediaId], BLOG_MEDIA_PATH);
    afterCommit(async () => {
      await Promise.all(files.map((file) => storage.remove(file)));
    });
  });

  const canonicalMedia = (id: string) => `${BLOG_MEDIA_PATH}${id}`;
  const signature = (mediaId: string, viewerId: string, exp: number) =>
    createHmac('sha256', mediaSecret).update(`blog-media.${mediaId}.${viewerId}.${exp}`).digest('base64url');

  /** The address a viewer loads an image from: plain for visitors, signed for a signed-in viewer (stable for an hour, so it caches). */
  function mediaUrlFor(stored: string, viewer: Viewer): string {
    const id = MEDIA_ID.exec(stored)?.[1];
    if (!id || !viewer) return stored;
    const exp = (signingHour() + 2) * 3600;
    return `${stored}?v=${viewer.userId}&exp=${exp}&sig=${signature(id, viewer.userId, exp)}`;
  }

  function toBlog(row: PostView, viewer: Viewer): Blog {
    const insider = viewer !== null && (viewer.userId === row.authorId || viewer.role === 'admin');
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      content: row.content,
      mediaUrl: row.mediaUrl.map((url) => mediaUrlFor(url, viewer)),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      author: { id: row.authorId, username: row.authorUsername, profilePictureUrl: row.authorPicture },
      visibility: row.visibility,
      status: row.status,
      tags: row.tags,
      allowComments: row.allowComments,
      allowLikes: row.allowLikes,
      readingMinutes: row.readingMinutes,
      likeCount: row.likeCount,
      commentCount: row.commentCount,
      likedByMe: row.likedByMe,
      moderation: insider ? { state: row.moderation, reason: row.moderationReason } : null,
    };
  }

  const listOf = (result: PostPage, viewer: Viewer, query: PageQuery): BlogListResponse => ({
    data: result.rows.map((row) => toBlog(row, viewer)),
    page: query.page,
    limit: query.limit,
    hasMore: result.nextCursor !== null,
    nextCursor: result.nextCursor,
  });
  const windowOf = (query: PageQuery) => ({ limit: query.limit, offset: (query.page - 1) * query.limit, cursor: query.cursor });

  async function visibleOr404(viewer: Viewer, id: string, executor?: Db | Tx): Promise<PostView> {
    const row = await repo.findVisible(viewer, id, executor);
    if (!row) throw notFound(BLOG_MESSAGES.notFound, 'BLOG_NOT_FOUND');
    return row;
  }

  /** A post the viewer may see and write to: published and shown (comments and likes open then). */
  async function openForReaders(viewer: NonNullable<Viewer>, id: string, executor?: Db | Tx): Promise<PostView> {
    const row = await visibleOr404(viewer, id, executor);
    if (row.status !== 'published' || row.moderation !== 'visible') throw conflict(BLOG_MESSAGES.notPublished, 'BLOG_NOT_PUBLISHED');
    return row;
  }

  /** Media addresses sent by the editor, reduced to the canonical form; each must be an image this author uploaded. */
  async function ownMedia(authorId: string, urls: string[]): Promise<string[]> {
    const ids = [...new Set(urls.map((url) => MEDIA_ID.exec(url)?.[1]?.toLowerCase()).filter((id): id is string => id !== undefined))];
    const owned = new Set(await repo.mediaOwnedBy(authorId, ids));
    if (ids.some((id) => !owned.has(id)))
      throw badRequest(BLOG_MESSAGES.mediaForeign, 'BLOG_MEDIA_FOREIGN', { mediaUrl: [BLOG_MESSAGES.mediaForeign] });
    return ids.map(canonicalMedia);
  }

  function requireTitleToPublish(status: string, title: string) {
    if (status === 'published' && title.trim() === '') {
      throw badRequest(BLOG_MESSAGES.titleRequired, 'BLOG_TITLE_REQUIRED', { title: [BLOG_MESSAGES.titleRequired] });
    }
  }

  async function searchTextOf(authorId: string, post: { title: string; description: string; tags: string[] }) {
    const { name: author } = await repo.personOf(db, authorId);
    return [post.title, post.description, post.tags.join(' '), author].join(' ').toLowerCase();
  }

  async function deliverAfterCommit(rows: Awaited<ReturnType<typeof createNotification>>[]) {
    if (rows.length > 0) await notifier.notify(rows);
  }

  return {
    mediaUrlFor,

    /** What a post or a page answered to this viewer depends on besides the tables it was read from: who, as what, and the signing hour. */
    readerKey: (viewer: Viewer) => (viewer ? `${viewer.userId}|${viewer.role}|${signingHour()}` : '-'),

    async allBlogs(viewer: Viewer, query: z.output<typeof allBlogsQuerySchema>) {
      const search = query.search?.trim() || undefined;
      return listOf(await repo.feed(viewer, { search, tag: query.tag }, windowOf(query)), viewer, query);
    },

    async myBlogs(viewer: NonNullable<Viewer>, query: z.output<typeof myBlogsQuerySchema>) {
      return listOf(await repo.mine(viewer, query.status, windowOf(query)), viewer, query);
    },

    async userBlogs(viewer: Viewer, userId: string, query: z.output<typeof userBlogsQuerySchema>) {
      return listOf(await repo.ofAuthor(viewer, userId, windowOf(query)), viewer, query);
    },

    async get(viewer: Viewer, id: string): Promise<Blog> {
      return toBlog(await visibleOr404(viewer, id), viewer);
    },

    /** For link previews and the Atom feed: what a signed-out visitor may see, nothing else. */
    publicPost: (id: string) => repo.findVisible(null, id),
    publicPostsOf: (authorId: string, limit: number) => repo.publicOfAuthor(authorId, limit),
    userExists: (userId: string) => repo.userExists(userId),

    async create(viewer: NonNullable<Viewer>, input: CreateInput): Promise<Blog> {
      requireTitleToPublish(input.status, input.title);
      const content = sanitizeRichText(input.content);
      const mediaUrl = await ownMedia(viewer.userId, input.mediaUrl);
      const tags = [...new Set(input.tags)];
      const problem = moderationProblem(moderation, { ...input, content, tags });
      const row = await repo.insertPost({
        authorId: viewer.userId,
        title: input.title,
        description: input.description,
        content,
        mediaUrl,
        tags,
        visibility: input.visibility,
        status: input.status,
        allowComments: input.allowComments,
        allowLikes: input.allowLikes,
        readingMinutes: readingMinutesOf(content),
        moderation: problem ? 'held' : 'visible',
        moderationReason: problem,
        searchText: await searchTextOf(viewer.userId, { ...input, tags }),
      });
      return toBlog(await visibleOr404(viewer, row.id), viewer);
    },

    async update(viewer: NonNullable<Viewer>, id: string, input: UpdateInput): Promise<Blog> {
      const current = await visibleOr404(viewer, id);
      if (current.authorId !== viewer.userId) throw forbidden(undefined, 'NOT_AUTHOR');
      const next = {
        title: input.title ?? current.title,
        description: input.description ?? current.description,
        content: input.content === undefined ? current.content : sanitizeRichText(input.content),
        tags: input.tags === undefined ? current.tags : [...new Set(input.tags)],
        status: input.status ?? current.status,
      };
      requireTitleToPublish(next.status, next.title);
      const problem = moderationProblem(moderation, next);
      const mediaUrl = input.mediaUrl === undefined ? undefined : await ownMedia(viewer.userId, input.mediaUrl);
      // A failing save holds the post; a clean one lifts the checks' hold, never an operator's.
      const moderationChange = problem
        ? { moderation: 'held' as const, moderationReason: problem }
        : current.moderation === 'held'
          ? { moderation: 'visible' as const, moderationReason: null }
          : {};
      await repo.updatePost(id, {
        ...next,
        ...(mediaUrl ? { mediaUrl } : {}),
        ...(input.visibility ? { visibility: input.visibility } : {}),
        ...(input.allowComments === undefined ? {} : { allowComments: input.allowComments }),
        ...(input.allowLikes === undefined ? {} : { allowLikes: input.allowLikes }),
        readingMinutes: readingMinutesOf(next.content),
        searchText: await searchTextOf(current.authorId, next),
        ...moderationChange,
      });
      return toBlog(await visibleOr404(viewer, id), viewer);
    },

    async remove(viewer: NonNullable<Viewer>, id: string): Promise<void> {
      const current = await visibleOr404(viewer, id);
      if (current.authorId !== viewer.userId && viewer.role !== 'admin') throw forbidden(undefined, 'NOT_AUTHOR');
      const files = await repo.transaction(async (tx) => {
        const removed = await repo.deletePost(tx, id);
        const ids = (removed?.mediaUrl ?? []).map((url) => MEDIA_ID.exec(url)?.[1]).filter((mediaId): mediaId is string => !!mediaId);
        return repo.dropUnusedMedia(tx, ids, BLOG_MEDIA_PATH);
      });
      await Promise.all(files.map((file) => storage.remove(file)));
    },

    /* ---- Images ---- */

    /** `bytes` come from readOneImage, already known to be a JPEG, PNG or WebP. */
    async uploadMedia(viewer: NonNullable<Viewer>, bytes: Buffer): Promise<{ url: string }> {
      const stored = await saveImage(storage, 'blogs', bytes, BLOG_IMAGE_MESSAGES, BLOG_IMAGE_MAX_SIDE_PX);
      const id = await repo.insertMedia(viewer.userId, stored.url);
      await jobs.schedule(db, {
        kind: ORPHAN_MEDIA_JOB,
        key: id,
        runAt: new Date(Date.now() + ORPHAN_UPLOAD_GRACE_MS),
        payload: { mediaId: id },
      });
      return { url: mediaUrlFor(canonicalMedia(id), viewer) };
    },

    /**
     * The bytes of an image for a viewer known by bearer token or by the signature of the address the
     * API gave them; the audience is checked again on every request.
     */
    async media(bearer: Viewer, mediaId: string, signed: { v?: string | undefined; exp?: number | undefined; sig?: string | undefined }) {
      let viewer = bearer;
      if (!viewer && signed.v && signed.exp && signed.sig && signed.exp * 1000 > Date.now()) {
        const expected = Buffer.from(signature(mediaId, signed.v, signed.exp));
        const given = Buffer.from(signed.sig);
        if (expected.length === given.length && timingSafeEqual(expected, given)) {
          const role = await repo.roleOf(signed.v);
          if (role) viewer = { userId: signed.v, role };
        }
      }
      const file = await repo.visibleMedia(viewer, mediaId, canonicalMedia(mediaId));
      const bytes = file ? await storage.read(file) : null;
      if (!bytes) throw notFound(undefined, 'MEDIA_NOT_FOUND');
      return bytes;
    },

    /* ---- Likes ---- */

    async like(viewer: NonNullable<Viewer>, id: string): Promise<LikeResponse> {
      const { result, notification } = await repo.transaction(async (tx) => {
        const post = await openForReaders(viewer, id, tx);
        if (!post.allowLikes) throw forbidden(BLOG_MESSAGES.likesDisabled, 'LIKES_DISABLED');
        const { added, likeCount } = await repo.like(tx, id, viewer.userId);
        let notification;
        if (added && post.authorId !== viewer.userId) {
          const { name } = await repo.personOf(tx, viewer.userId);
          notification = await createNotification(
            tx,
            blogNotice(post, viewer.userId, name, 'blog_like', `${name} liked your blog “${post.title}”.`),
          );
        }
        return { result: { likedByMe: true, likeCount }, notification };
      });
      await deliverAfterCommit(notification ? [notification] : []);
      return result;
    },

    async unlike(viewer: NonNullable<Viewer>, id: string): Promise<LikeResponse> {
      return repo.transaction(async (tx) => {
        const post = await openForReaders(viewer, id, tx);
        if (!post.allowLikes) throw forbidden(BLOG_MESSAGES.likesDisabled, 'LIKES_DISABLED');
        return { likedByMe: false, likeCount: await repo.unlike(tx, id, viewer.userId) };
      });
    },

    /* ---- Comments ---- */

    async comments(viewer: Viewer, id: string, query: PageQuery): Promise<CommentListResponse> {
      const post = await visibleOr404(viewer, id);
      if (!post.allowComments) return { data: [], page: query.page, limit: query.limit, hasMore: false };
      const { rows, hasMore } = await repo.comments(id, windowOf(query));
      return {
        data: rows.map((row): BlogComment => ({
          id: row.id,
          postId: row.postId,
          body: row.body,
          createdAt: row.createdAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
          author: { id: row.authorId, username: row.authorUsername, profilePictureUrl: row.authorPicture },
          canEdit: viewer?.userId === row.authorId,
          canDelete: viewer !== null && (viewer.userId === row.authorId || viewer.userId === row.postAuthorId || viewer.role === 'admin'),
        })),
        page: query.page,
        limit: query.limit,
        hasMore,
      };
    },

    async addComment(viewer: NonNullable<Viewer>, id: string, body: string): Promise<BlogComment> {
      if (moderationProblem(moderation, { title: '', description: body, content: '', tags: [] })) {
        throw badRequest(BLOG_MESSAGES.commentBlocked, 'COMMENT_BLOCKED', { body: [BLOG_MESSAGES.commentBlocked] });
      }
      const { comment, person, notification } = await repo.transaction(async (tx) => {
        const post = await openForReaders(viewer, id, tx);
        if (!post.allowComments) throw forbidden(BLOG_MESSAGES.commentsDisabled, 'COMMENTS_DISABLED');
        const comment = await repo.insertComment(tx, { postId: id, authorId: viewer.userId, body });
        const person = await repo.personOf(tx, viewer.userId);
        const name = person.name;
        const excerpt = body.length > 80 ? `${body.slice(0, 77)}…` : body;
        const notification =
          post.authorId === viewer.userId
            ? undefined
            : await createNotification(
                tx,
                blogNotice(post, viewer.userId, name, 'blog_comment', `${name} commented on your blog “${post.title}”: “${excerpt}”`),
              );
        return { comment, person, notification };
      });
      await deliverAfterCommit(notification ? [notification] : []);
      return {
        id: comment.id,
        postId: id,
        body: comment.body,
        createdAt: comment.createdAt.toISOString(),
        updatedAt: comment.updatedAt.toISOString(),
        author: { id: viewer.userId, username: person.name, profilePictureUrl: person.picture },
        canEdit: true,
        canDelete: true,
      };
    },

    async editComment(viewer: NonNullable<Viewer>, id: string, commentId: string, body: string): Promise<void> {
      const post = await visibleOr404(viewer, id);
      const comment = await repo.findComment(id, commentId);
      if (!comment || !post.allowComments) throw notFound(undefined, 'COMMENT_NOT_FOUND');
      if (comment.authorId !== viewer.userId) throw forbidden(undefined, 'NOT_COMMENT_AUTHOR');
      if (moderationProblem(moderation, { title: '', description: body, content: '', tags: [] })) {
        throw badRequest(BLOG_MESSAGES.commentBlocked, 'COMMENT_BLOCKED', { body: [BLOG_MESSAGES.commentBlocked] });
      }
      await repo.updateComment(commentId, body);
    },

    async deleteComment(viewer: NonNullable<Viewer>, id: string, commentId: string): Promise<void> {
      const post = await visibleOr404(viewer, id);
      const comment = await repo.findComment(id, commentId);
      if (!comment) throw notFound(undefined, 'COMMENT_NOT_FOUND');
      const allowed = comment.authorId === viewer.userId || post.authorId === viewer.userId || viewer.role === 'admin';
      if (!allowed) throw forbidden(undefined, 'NOT_COMMENT_AUTHOR');
      await repo.transaction((tx) => repo.removeComment(tx, id, commentId, 'delete'));
    },

    /* ---- Reports ---- */

    async report(viewer: NonNullable<Viewer>, id: string, commentId: string | null, reason: string) {
      await visibleOr404(viewer, id);
      if (commentId && !(await repo.findComment(id, commentId))) throw notFound(undefined, 'COMMENT_NOT_FOUND');
      await repo.insertReport({ postId: id, commentId, reporterId: viewer.userId, reason });
      return { message: BLOG_MESSAGES.reported };
    },

    /* ---- Rules ---- */

    async rules(userId: string): Promise<RulesAcceptance> {
      const acceptedAt = await repo.rulesAcceptedAt(userId);
      return { accepted: acceptedAt !== null, acceptedAt: acceptedAt?.toISOString() ?? null };
    },

    async acceptRules(userId: string): Promise<RulesAcceptance> {
      const acceptedAt = await repo.acceptRules(userId);
      return { accepted: true, acceptedAt: acceptedAt.toISOString() };
    },

    /* ---- Operator console ---- */

    async moderationQueue(): Promise<{ data: ModerationItem[] }> {
      const { posts, comments } = await repo.moderationQueue(100);
      const author = (row: { authorId: string; authorUsername: string; authorPicture: string | null }) => ({
        id: row.authorId,
        username: row.authorUsername,
        profilePictureUrl: row.authorPicture,
      });
      const reports = (list: { reason: string; createdAt: string; reporter: string }[] | null) =>
        (list ?? []).map((report) => ({ ...report, createdAt: new Date(report.createdAt).toISOString() }));
      return {
        data: [
          ...posts.map((row): ModerationItem => ({
            kind: 'post',
            postId: row.postId,
            commentId: null,
            title: row.title,
            excerpt: row.excerpt,
            author: author(row),
            state: row.state,
            heldReason: row.heldReason,
            reports: reports(row.reports),
            updatedAt: row.updatedAt.toISOString(),
          })),
          ...comments.map((row): ModerationItem => ({
            kind: 'comment',
            postId: row.postId,
            commentId: row.commentId,
            title: row.title,
            excerpt: row.excerpt,
            author: author(row),
            state: row.state,
            heldReason: null,
            reports: reports(row.reports),
            updatedAt: row.updatedAt.toISOString(),
          })),
        ],
      };
    },

    /** restore, hide or delete a post; its open reports are resolved and its author hears the outcome. */
    async moderatePost(operator: NonNullable<Viewer>, id: string, action: ModerationAction): Promise<void> {
      const post = await visibleOr404(operator, id);
      const outcome = {
        restore: 'was reviewed and is visible again',
        hide: 'was hidden by a moderator',
        delete: 'was removed by a moderator',
      }[action];
      const { files, notification } = await repo.transaction(async (tx) => {
        let files: string[] = [];
        await repo.resolveReports(tx, id, null);
        if (action === 'delete') {
          await repo.deletePost(tx, id);
          const ids = post.mediaUrl.map((url) => MEDIA_ID.exec(url)?.[1]).filter((mediaId): mediaId is string => !!mediaId);
          files = await repo.dropUnusedMedia(tx, ids, BLOG_MEDIA_PATH);
        } else {
          await repo.setModeration(
            tx,
            id,
            action === 'restore' ? 'visible' : 'hidden',
            action === 'hide' ? 'Hidden by a moderator.' : null,
          );
        }
        const notification = await createNotification(tx, {
          userId: post.authorId,
          senderName: 'Campus moderation',
          type: 'blog_moderation',
          message: `Your blog “${post.title || 'Untitled'}” ${outcome}.`,
          link: action === 'delete' ? `/BlogPage/${post.authorId}` : `/BlogDetails/${id}`,
        });
        return { files, notification };
      });
      await Promise.all(files.map((file) => storage.remove(file)));
      await deliverAfterCommit([notification]);
    },

    async moderateComment(operator: NonNullable<Viewer>, id: string, commentId: string, action: ModerationAction): Promise<void> {
      const post = await visibleOr404(operator, id);
      const comment = await repo.commentOwner(id, commentId);
      if (!comment) throw notFound(undefined, 'COMMENT_NOT_FOUND');
      const outcome = {
        restore: 'was reviewed and is visible again',
        hide: 'was hidden by a moderator',
        delete: 'was removed by a moderator',
      }[action];
      const notification = await repo.transaction(async (tx) => {
        await repo.resolveReports(tx, id, commentId);
        if (action === 'restore') await repo.restoreComment(tx, id, commentId);
        else await repo.removeComment(tx, id, commentId, action);
        return createNotification(tx, {
          userId: comment.authorId,
          senderName: 'Campus moderation',
          type: 'blog_moderation',
          message: `Your comment on “${post.title || 'Untitled'}” ${outcome}.`,
          link: `/BlogDetails/${id}`,
        });
      });
      await deliverAfterCommit([notification]);
    },
  };
}

/** A like or comment notice for the post's author, who is always inside the post's audience. */
function blogNotice(
  post: PostView,
  senderId: string,
  senderName: string,
  type: 'blog_like' | 'blog_comment',
  message: string,
): NewNotification {
  return { userId: post.authorId, senderId, senderName, type, message, link: `/BlogDetails/${post.id}` };
}

export type BlogsService = ReturnType<typeof createBlogsService>;
