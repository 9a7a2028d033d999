import { and, desc, eq, getTableColumns, getTableName, inArray, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { UserRoleName } from '../../../shared/contracts/auth.js';
import type { BlogModerationState, BlogStatus } from '../../../shared/contracts/blogs.js';
import type { Db, Tx } from '../../db/client.js';
import { documentMatches, expandSearch } from '../../db/search.js';
import {
  cursorColumns,
  keysetAfter,
  keysetOrderBy,
  keysetPage,
  KEYSET_START,
  requireCursorOf,
  type CursorRow,
  type KeysetOrder,
} from '../../db/keyset.js';
import type { CursorKey } from '../../../shared/contracts/common.js';
import {
  blogComments,
  blogLikes,
  blogMedia,
  blogPosts,
  blogReports,
  blogRulesAcceptances,
  connections,
  mentorProfiles,
  profiles,
  users,
} from '../../db/schema/index.js';

type Executor = Db | Tx;

/** A page of posts and the cursor of the page after it (null when it is the last). */
export interface PostPage {
  rows: PostView[];
  nextCursor: string | null;
}

/** Who is reading: a signed-in user with their role, or a signed-out visitor (null). */
export type Viewer = { userId: string; role: UserRoleName } | null;

export type PostRow = typeof blogPosts.$inferSelect;
export type NewPostRow = typeof blogPosts.$inferInsert;

/** A post as one viewer reads it: its author's public face and whether this viewer liked it. */
export interface PostView extends Omit<PostRow, 'searchText'> {
  authorUsername: string;
  authorPicture: string | null;
  likedByMe: boolean;
}

export interface CommentView {
  id: string;
  postId: string;
  body: string;
  createdAt: Date;
  updatedAt: Date;
  authorId: string;
  authorUsername: string;
  authorPicture: string | null;
  postAuthorId: string;
}

/** The tables a post or a page of posts is read from (findVisible, feed): a write to any of them may change one. */
export const POST_READ_TABLES: readonly string[] = [
  ...[blogPosts, blogLikes, connections, users, profiles, mentorProfiles].map((table) => getTableName(table)),
  // The search dictionary (db/search.ts): written only with the posts, by their triggers.
  'search_words',
];

/** How close a search word must be to a word of a post: pg_trgm's default, stricter than the connection's 0.5. */
const BLOG_WORD_SIMILARITY = 0.6;

/** Shown to its audience: published and not held or hidden by moderation. */
const shown = sql`(${blogPosts.status} = 'published' and ${blogPosts.moderation} = 'visible')`;

/**
 * THE audience of a blog post for a viewer, decided here once and composed into every read, list,
 * search, count, comment, like, image and preview query of the feature:
 * - an operator sees every post;
 * - the author sees all of their own posts (drafts, held and hidden ones included);
 * - anyone else sees a published, visible post when it is public, or friends-only and the viewer is
 *   connected to its author (asked of the connections table at query time, so a removed connection
 *   loses access at once);
 * - a signed-out visitor sees published, visible, public posts only.
 */
export function audienceSql(viewer: Viewer): SQL {
  if (!viewer) return sql`(${shown} and ${blogPosts.visibility} = 'public')`;
  if (viewer.role === 'admin') return sql`true`;
  return memberAudienceSql(sql`${viewer.userId}::uuid`);
}

/** The audience rule above for a signed-in reader who is not an operator, `me` being their id. */
function memberAudienceSql(me: SQL): SQL {
  return sql`(${blogPosts.authorId} = ${me} or (${shown} and (${blogPosts.visibility} = 'public' or (${blogPosts.visibility} = 'friends' and ${blogPosts.authorId} in ${connectionsOf(me)}))))`;
}

/** A signed-in reader's id in the reads prepared once (createBlogsRepository): filled in at each execution. */
const PREPARED_READER = sql`${sql.placeholder('userId')}::uuid`;

/**
/**
 * The viewer's connections (either side of the pair), read once per statement through the two per-user
 * indexes: the work is bounded by the viewer's own network. The per-post form (is this pair connected?)
 * let the planner hash the whole connections table instead, a million rows at scale.
 */
const connectionsOf = (me: SQL) =>
  sql`(select "k"."user_id2" from "connections" "k" where "k"."user_id1" = ${me} union all select "k"."user_id1" from "connections" "k" where "k"."user_id2" = ${me})`;

/**
 * The author's own "Blogs" privacy setting, for the list of their posts on their blog page and profile
 * (and its Atom feed): everyone, their connections, or only themselves. Each post's audience still
 * applies on top. Read from the author's profile in the statement, as the page is chosen from posts alone.
 */
function authorListSql(viewer: Viewer): SQL {
  const setting = sql`coalesce((select "p"."privacy"->>'blogs' from "profiles" "p" where "p"."user_id" = ${blogPosts.authorId}), 'everyone')`;
  if (!viewer) return sql`${setting} = 'everyone'`;
  if (viewer.role === 'admin') return sql`true`;
  const me = sql`${viewer.userId}::uuid`;
  return sql`(${blogPosts.authorId} = ${me} or ${setting} = 'everyone' or (${setting} = 'connections' and ${blogPosts.authorId} in ${connectionsOf(me)}))`;
}

/** A person's public name: username, else their profile or mentor name. */
const displayName = sql<string>`coalesce(${users.username}, nullif(trim(concat_ws(' ', ${profiles.firstName}, ${profiles.lastName})), ''), ${mentorProfiles.fullName}, 'Campus member')`;
const picture = sql<string | null>`coalesce(${profiles.profilePictureUrl}, ${mentorProfiles.profilePictureUrl})`;

const { searchText: _searchText, ...postColumns } = getTableColumns(blogPosts);

function postSelection(viewer: Viewer) {
  return postSelectionFor(viewer ? sql`${viewer.userId}::uuid` : null);
}

/** A post's columns, its author's public face, and whether the reader `me` (none for a visitor) liked it. */
function postSelectionFor(me: SQL | null) {
  return {
    ...postColumns,
    authorUsername: displayName,
    authorPicture: picture,
    likedByMe: me
      ? sql<boolean>`exists (select 1 from "blog_likes" "l" where "l"."post_id" = ${blogPosts.id} and "l"."user_id" = ${me})`
      : sql<boolean>`false`,
  };
}

export interface PageWindow {
  limit: number;
  offset: number;
  /** Where the previous page ended: the page starts after it (and `offset` is not read). */
  cursor?: CursorKey | undefined;
}

/** Every list of posts: newest first, the id breaking ties, the order of the feed and author indexes. */
const newestFirst: KeysetOrder = { ranks: [], time: blogPosts.createdAt, id: blogPosts.id };

/** Tag filter and typo-tolerant search (pg_trgm word similarity over the post's search document). */
export interface FeedFilter {
  search?: string | undefined;
  tag?: string | undefined;
}

export function createBlogsRepository(db: Db) {
  /**
   * One round trip: the posts of a page with their authors and the viewer's like, one extra row telling
   * whether more follow. The page is chosen from the posts alone (newest first, through the feed or author
   * index, stopping at the page's end); authors and likes are joined for those rows only, so the cost
   * does not grow with the number of posts, likes or people (a join before the LIMIT let the planner
   * hash every user, profile and like of the viewer first).
   */
  function pageQuery(reader: SQL | null, where: SQL, limit: number | Placeholder, offset: number | Placeholder) {
    const chosen = db
      .select({ id: blogPosts.id, createdAt: blogPosts.createdAt })
      .from(blogPosts)
      .where(where)
      // "nulls last" as the feed and author indexes are built (the columns are never null): a plain "desc"
      // means nulls first, which no index provides, and the planner then sorted every matching post.
      .orderBy(...keysetOrderBy(newestFirst, 'last'))
      .limit(limit)
      .offset(offset)
      .as('chosen');
    return db
      .select({ ...postSelectionFor(reader), ...cursorColumns(newestFirst) })
      .from(chosen)
      .innerJoin(blogPosts, eq(blogPosts.id, chosen.id))
      .innerJoin(users, eq(users.id, blogPosts.authorId))
      .leftJoin(profiles, eq(profiles.userId, blogPosts.authorId))
      .leftJoin(mentorProfiles, eq(mentorProfiles.userId, blogPosts.authorId))
      .orderBy(desc(chosen.createdAt), desc(chosen.id));
  }

  /** A page's rows (one more than asked, to tell whether more follow) as the page and the cursor of the next. */
  const pageOf = (rows: (PostView & CursorRow)[], window: PageWindow) => keysetPage(rows, window.limit);

  async function page(viewer: Viewer, where: SQL, window: PageWindow): Promise<PostPage> {
    const reader = viewer ? sql`${viewer.userId}::uuid` : null;
    const after = window.cursor ? and(where, keysetAfter(newestFirst, window.cursor))! : where;
    return pageOf(
      (await pageQuery(reader, after, window.limit + 1, window.cursor ? 0 : window.offset)) as (PostView & CursorRow)[],
      window,
    );
  }

  // The reads a signed-in member makes most (a post, the feed's pages) are built once and prepared, as the careers
  // reads are: building a statement's text from its parts on every request cost a fifth of the server's time.
  const memberPostPrepared = db
    .select(postSelectionFor(PREPARED_READER))
    .from(blogPosts)
    .innerJoin(users, eq(users.id, blogPosts.authorId))
    .leftJoin(profiles, eq(profiles.userId, blogPosts.authorId))
    .leftJoin(mentorProfiles, eq(mentorProfiles.userId, blogPosts.authorId))
    .where(and(eq(blogPosts.id, sql.placeholder('id')), memberAudienceSql(PREPARED_READER)))
    .prepare('blogs_member_post');
  const memberFeedPrepared = pageQuery(
    PREPARED_READER,
    and(
      shown,
      memberAudienceSql(PREPARED_READER),
      keysetAfter(newestFirst, { r: [], t: sql.placeholder('afterAt'), id: sql.placeholder('afterId') }),
    )!,
    sql.placeholder('limit'),
    sql.placeholder('offset'),
  ).prepare('blogs_member_feed');

  const isMember = (viewer: Viewer): viewer is NonNullable<Viewer> => viewer !== null && viewer.role !== 'admin';

  return {
    transaction: <T>(work: (tx: Tx) => Promise<T>) => db.transaction(work),

    /** A post this viewer may see, or undefined exactly as when it does not exist. */
    async findVisible(viewer: Viewer, id: string, executor: Executor = db): Promise<PostView | undefined> {
      if (executor === db && isMember(viewer)) {
        const [prepared] = await memberPostPrepared.execute({ id, userId: viewer.userId });
        return prepared as PostView | undefined;
      }
      const [row] = await executor
        .select(postSelection(viewer))
        .from(blogPosts)
        .innerJoin(users, eq(users.id, blogPosts.authorId))
        .leftJoin(profiles, eq(profiles.userId, blogPosts.authorId))
        .leftJoin(mentorProfiles, eq(mentorProfiles.userId, blogPosts.authorId))
        .where(and(eq(blogPosts.id, id), audienceSql(viewer)));
      return row as PostView | undefined;
    },

    /** The feed: what the viewer may see and is shown (published, not held), newest first. */
    async feed(viewer: Viewer, filter: FeedFilter, window: PageWindow) {
      if (isMember(viewer) && !filter.tag && !filter.search) {
        const after = window.cursor ? requireCursorOf(newestFirst, window.cursor) : KEYSET_START;
        const rows = await memberFeedPrepared.execute({
          userId: viewer.userId,
          afterAt: after.t,
          afterId: after.id,
          limit: window.limit + 1,
          offset: window.cursor ? 0 : window.offset,
        });
        return pageOf(rows as (PostView & CursorRow)[], window);
      }
      const conditions: SQL[] = [shown, audienceSql(viewer)];
      if (filter.tag) conditions.push(sql`${blogPosts.tags} @> array[${filter.tag}]::text[]`);
      // The search is one phrase: the posts holding a word close to it (pg_trgm's default of 0.6, stricter than the
      // other searches' 0.5), read off the posts' full-text index through the dictionary (db/search.ts).
      if (filter.search) {
        const search = await expandSearch(db, { source: 'blogs', terms: [filter.search.toLowerCase()], threshold: BLOG_WORD_SIMILARITY });
        if (!search.matchable) return { rows: [], nextCursor: null };
        conditions.push(documentMatches(sql`"blog_posts"."search_doc"`, search));
      }
      return page(viewer, and(...conditions)!, window);
    },

    /** A user's posts this viewer may see; their drafts only for themselves (and operators never list them). */
    ofAuthor(viewer: Viewer, authorId: string, window: PageWindow) {
      const ownDrafts = viewer?.userId === authorId ? sql`true` : sql`${blogPosts.status} = 'published'`;
      return page(viewer, and(eq(blogPosts.authorId, authorId), audienceSql(viewer), authorListSql(viewer), ownDrafts)!, window);
    },

    /** The caller's own posts: every visibility, drafts, held and hidden ones. */
    mine(viewer: NonNullable<Viewer>, status: BlogStatus | undefined, window: PageWindow) {
      return page(viewer, and(eq(blogPosts.authorId, viewer.userId), status ? eq(blogPosts.status, status) : undefined)!, window);
    },

    async insertPost(values: NewPostRow): Promise<PostRow> {
      const [row] = await db.insert(blogPosts).values(values).returning();
      return row!;
    },

    async updatePost(id: string, changes: Partial<NewPostRow>): Promise<void> {
      await db
        .update(blogPosts)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(blogPosts.id, id));
    },

    async deletePost(tx: Tx, id: string): Promise<PostRow | undefined> {
      const [row] = await tx.delete(blogPosts).where(eq(blogPosts.id, id)).returning();
      return row;
    },

    /** Media rows no post refers to any more, among the given addresses, removed; answers their stored files. */
    async dropUnusedMedia(tx: Tx, ids: string[], pathPrefix: string): Promise<string[]> {
      if (ids.length === 0) return [];
      const unused = await tx
        .select({ id: blogMedia.id, storageUrl: blogMedia.storageUrl })
        .from(blogMedia)
        .where(
          and(
            inArray(blogMedia.id, ids),
            sql`not exists (select 1 from "blog_posts" "p" where "p"."media_url" @> array[${pathPrefix} || ${blogMedia.id}::text])`,
          ),
        );
      if (unused.length === 0) return [];
      await tx.delete(blogMedia).where(
        inArray(
          blogMedia.id,
          unused.map((row) => row.id),
        ),
      );
      return unused.map((row) => row.storageUrl);
    },

    /** A person's public name and photo. */
    async personOf(executor: Executor, userId: string): Promise<{ name: string; picture: string | null }> {
      const [row] = await executor
        .select({ name: displayName, picture })
        .from(users)
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .leftJoin(mentorProfiles, eq(mentorProfiles.userId, users.id))
        .where(eq(users.id, userId));
      return row ?? { name: 'Campus member', picture: null };
    },

    async roleOf(userId: string): Promise<UserRoleName | undefined> {
      const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId));
      return row?.role;
    },

    async userExists(userId: string): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
      return row !== undefined;
    },

    /* ---- Likes ---- */

    /** Adds the like once (the primary key holds it under concurrent requests); the count moves only when a row was added. */
    async like(tx: Tx, postId: string, userId: string): Promise<{ added: boolean; likeCount: number }> {
      const added = await tx.insert(blogLikes).values({ postId, userId }).onConflictDoNothing().returning({ postId: blogLikes.postId });
      const [row] =
        added.length > 0
          ? await tx
              .update(blogPosts)
              .set({ likeCount: sql`${blogPosts.likeCount} + 1` })
              .where(eq(blogPosts.id, postId))
              .returning({ likeCount: blogPosts.likeCount })
          : await tx.select({ likeCount: blogPosts.likeCount }).from(blogPosts).where(eq(blogPosts.id, postId));
      return { added: added.length > 0, likeCount: row?.likeCount ?? 0 };
    },

    async unlike(tx: Tx, postId: string, userId: string): Promise<number> {
      const removed = await tx
        .delete(blogLikes)
        .where(and(eq(blogLikes.postId, postId), eq(blogLikes.userId, userId)))
        .returning({ postId: blogLikes.postId });
      const [row] =
        removed.length > 0
          ? await tx
              .update(blogPosts)
              .set({ likeCount: sql`greatest(${blogPosts.likeCount} - 1, 0)` })
              .where(eq(blogPosts.id, postId))
              .returning({ likeCount: blogPosts.likeCount })
          : await tx.select({ likeCount: blogPosts.likeCount }).from(blogPosts).where(eq(blogPosts.id, postId));
      return row?.likeCount ?? 0;
    },

    /* ---- Comments ---- */

    async comments(postId: string, window: PageWindow): Promise<{ rows: CommentView[]; hasMore: boolean }> {
      const rows = await db
        .select({
          id: blogComments.id,
          postId: blogComments.postId,
          body: blogComments.body,
          createdAt: blogComments.createdAt,
          updatedAt: blogComments.updatedAt,
          authorId: blogComments.authorId,
          authorUsername: displayName,
          authorPicture: picture,
          postAuthorId: blogPosts.authorId,
        })
        .from(blogComments)
        .innerJoin(blogPosts, eq(blogPosts.id, blogComments.postId))
        .innerJoin(users, eq(users.id, blogComments.authorId))
        .leftJoin(profiles, eq(profiles.userId, blogComments.authorId))
        .leftJoin(mentorProfiles, eq(mentorProfiles.userId, blogComments.authorId))
        .where(and(eq(blogComments.postId, postId), eq(blogComments.moderation, 'visible')))
        .orderBy(blogComments.createdAt, blogComments.id)
        .limit(window.limit + 1)
        .offset(window.offset);
      return { rows: rows.slice(0, window.limit), hasMore: rows.length > window.limit };
    },

    async findComment(postId: string, commentId: string) {
      const [row] = await db
        .select()
        .from(blogComments)
        .where(and(eq(blogComments.id, commentId), eq(blogComments.postId, postId), eq(blogComments.moderation, 'visible')));
      return row;
    },

    async insertComment(tx: Tx, values: { postId: string; authorId: string; body: string }) {
      const [row] = await tx.insert(blogComments).values(values).returning();
      await tx
        .update(blogPosts)
        .set({ commentCount: sql`${blogPosts.commentCount} + 1` })
        .where(eq(blogPosts.id, values.postId));
      return row!;
    },

    async updateComment(commentId: string, body: string) {
      await db.update(blogComments).set({ body, updatedAt: new Date() }).where(eq(blogComments.id, commentId));
    },

    /** Removes a comment (or hides it) and keeps the post's count of visible comments right. */
    async removeComment(tx: Tx, postId: string, commentId: string, how: 'delete' | 'hide'): Promise<boolean> {
      const changed =
        how === 'delete'
          ? await tx
              .delete(blogComments)
              .where(and(eq(blogComments.id, commentId), eq(blogComments.postId, postId)))
              .returning({ moderation: blogComments.moderation })
          : await tx
              .update(blogComments)
              .set({ moderation: 'hidden' })
              .where(and(eq(blogComments.id, commentId), eq(blogComments.postId, postId), eq(blogComments.moderation, 'visible')))
              .returning({ moderation: sql<BlogModerationState>`'visible'` });
      const wasVisible = changed.some((row) => row.moderation === 'visible');
      if (wasVisible) {
        await tx
          .update(blogPosts)
          .set({ commentCount: sql`greatest(${blogPosts.commentCount} - 1, 0)` })
          .where(eq(blogPosts.id, postId));
      }
      return changed.length > 0;
    },

    async restoreComment(tx: Tx, postId: string, commentId: string): Promise<boolean> {
      const changed = await tx
        .update(blogComments)
        .set({ moderation: 'visible' })
        .where(and(eq(blogComments.id, commentId), eq(blogComments.postId, postId), eq(blogComments.moderation, 'hidden')))
        .returning({ id: blogComments.id });
      if (changed.length > 0) {
        await tx
          .update(blogPosts)
          .set({ commentCount: sql`${blogPosts.commentCount} + 1` })
          .where(eq(blogPosts.id, postId));
      }
      return changed.length > 0;
    },

    async commentOwner(postId: string, commentId: string) {
      const [row] = await db
        .select({ authorId: blogComments.authorId, body: blogComments.body })
        .from(blogComments)
        .where(and(eq(blogComments.id, commentId), eq(blogComments.postId, postId)));
      return row;
    },

    /* ---- Media ---- */

    /** Every image `ownerId` uploaded, for removing their files with their account. */
    async mediaFilesOf(ownerId: string): Promise<string[]> {
      const rows = await db.select({ url: blogMedia.storageUrl }).from(blogMedia).where(eq(blogMedia.ownerId, ownerId));
      return rows.map((row) => row.url);
    },

    async insertMedia(ownerId: string, storageUrl: string): Promise<string> {
      const [row] = await db.insert(blogMedia).values({ ownerId, storageUrl }).returning({ id: blogMedia.id });
      return row!.id;
    },

    async mediaOwnedBy(ownerId: string, ids: string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: blogMedia.id })
        .from(blogMedia)
        .where(and(eq(blogMedia.ownerId, ownerId), inArray(blogMedia.id, ids)));
      return rows.map((row) => row.id);
    },

    /** The stored file of an image when the viewer uploaded it or may see a post that shows it. */
    async visibleMedia(viewer: Viewer, mediaId: string, canonicalUrl: string): Promise<string | undefined> {
      const usedByVisiblePost = sql`exists (select 1 from ${blogPosts} where ${blogPosts.mediaUrl} @> array[${canonicalUrl}]::text[] and ${audienceSql(viewer)})`;
      const [row] = await db
        .select({ storageUrl: blogMedia.storageUrl })
        .from(blogMedia)
        .where(
          and(
            eq(blogMedia.id, mediaId),
            viewer ? sql`(${blogMedia.ownerId} = ${viewer.userId}::uuid or ${usedByVisiblePost})` : usedByVisiblePost,
          ),
        );
      return row?.storageUrl;
    },

    /* ---- Reports and moderation ---- */

    async insertReport(values: { postId: string; commentId: string | null; reporterId: string; reason: string }) {
      await db.insert(blogReports).values(values);
    },

    async setModeration(tx: Tx, postId: string, state: BlogModerationState, reason: string | null): Promise<PostRow | undefined> {
      const [row] = await tx
        .update(blogPosts)
        .set({ moderation: state, moderationReason: reason })
        .where(eq(blogPosts.id, postId))
        .returning();
      return row;
    },

    async resolveReports(tx: Tx, postId: string, commentId: string | null) {
      await tx
        .update(blogReports)
        .set({ resolvedAt: new Date() })
        .where(
          and(
            eq(blogReports.postId, postId),
            commentId ? eq(blogReports.commentId, commentId) : isNull(blogReports.commentId),
            isNull(blogReports.resolvedAt),
          ),
        );
    },

    /** Held posts and everything with an open report, newest first, with the reporters' reasons. */
    async moderationQueue(limit: number) {
      const reportsOf = sql<{ reason: string; createdAt: string; reporter: string }[]>`coalesce((
        select json_agg(json_build_object('reason', "r"."reason", 'createdAt', "r"."created_at", 'reporter', coalesce("ru"."username", 'Campus member')) order by "r"."created_at" desc)
        from "blog_reports" "r" join "users" "ru" on "ru"."id" = "r"."reporter_id"
        where "r"."post_id" = ${blogPosts.id} and "r"."resolved_at" is null and "r"."comment_id" is null), '[]'::json)`;
      const posts = await db
        .select({
          postId: blogPosts.id,
          title: blogPosts.title,
          excerpt: blogPosts.description,
          state: blogPosts.moderation,
          heldReason: blogPosts.moderationReason,
          updatedAt: blogPosts.updatedAt,
          authorId: blogPosts.authorId,
          authorUsername: displayName,
          authorPicture: picture,
          reports: reportsOf,
        })
        .from(blogPosts)
        .innerJoin(users, eq(users.id, blogPosts.authorId))
        .leftJoin(profiles, eq(profiles.userId, blogPosts.authorId))
        .leftJoin(mentorProfiles, eq(mentorProfiles.userId, blogPosts.authorId))
        .where(
          sql`(${blogPosts.moderation} = 'held' or exists (select 1 from "blog_reports" "o" where "o"."post_id" = ${blogPosts.id} and "o"."comment_id" is null and "o"."resolved_at" is null))`,
        )
        .orderBy(desc(blogPosts.updatedAt))
        .limit(limit);
      const comments = await db
        .select({
          postId: blogComments.postId,
          commentId: blogComments.id,
          title: blogPosts.title,
          excerpt: blogComments.body,
          state: blogComments.moderation,
          updatedAt: blogComments.updatedAt,
          authorId: blogComments.authorId,
          authorUsername: displayName,
          authorPicture: picture,
          reports: sql<{ reason: string; createdAt: string; reporter: string }[]>`(
            select json_agg(json_build_object('reason', "r"."reason", 'createdAt', "r"."created_at", 'reporter', coalesce("ru"."username", 'Campus member')) order by "r"."created_at" desc)
            from "blog_reports" "r" join "users" "ru" on "ru"."id" = "r"."reporter_id"
            where "r"."comment_id" = ${blogComments.id} and "r"."resolved_at" is null)`,
        })
        .from(blogComments)
        .innerJoin(blogPosts, eq(blogPosts.id, blogComments.postId))
        .innerJoin(users, eq(users.id, blogComments.authorId))
        .leftJoin(profiles, eq(profiles.userId, blogComments.authorId))
        .leftJoin(mentorProfiles, eq(mentorProfiles.userId, blogComments.authorId))
        .where(sql`exists (select 1 from "blog_reports" "o" where "o"."comment_id" = ${blogComments.id} and "o"."resolved_at" is null)`)
        .orderBy(desc(blogComments.updatedAt))
        .limit(limit);
      return { posts, comments };
    },

    /* ---- Rules ---- */

    async rulesAcceptedAt(userId: string): Promise<Date | null> {
      const [row] = await db.select().from(blogRulesAcceptances).where(eq(blogRulesAcceptances.userId, userId));
      return row?.acceptedAt ?? null;
    },

    async acceptRules(userId: string): Promise<Date> {
      const [row] = await db
        .insert(blogRulesAcceptances)
        .values({ userId })
        .onConflictDoUpdate({ target: blogRulesAcceptances.userId, set: { userId } })
        .returning();
      return row!.acceptedAt;
    },

    /** Public, published, visible posts of one author, newest first (the Atom feed). */
    async publicOfAuthor(authorId: string, limit: number) {
      return page(null, and(eq(blogPosts.authorId, authorId), audienceSql(null), authorListSql(null))!, { limit, offset: 0 });
    },
  };
}

export type BlogsRepository = ReturnType<typeof createBlogsRepository>;
