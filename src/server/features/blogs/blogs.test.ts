import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, inArray, or } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Blog, BlogListResponse, CommentListResponse, LikeResponse, ModerationItem } from '../../../shared/contracts/blogs.js';
import { BLOG_MESSAGES } from '../../../shared/contracts/blogs.js';
import { connections, notifications, profiles, queuedJobs } from '../../db/schema/index.js';
import { EVERY_TABLE } from '../../db/writes.js';
import { countStatements, TABLE_NAMES } from '../../test/statements.js';
import { POST_READ_TABLES } from './blogs.repository.js';
import { expectError, startAuthHarness, type AuthHarness, type Response } from '../../test/auth-helpers.js';
import { createUser, type TestUser } from '../../test/careers-helpers.js';
import { makeConnected } from '../../test/network-helpers.js';

/*
 * The blog API on the real app: the audience matrix of issue 12, disabled comments and likes, who may
 * edit and delete, sanitizing, idempotent likes under concurrency, and moderation's hold and restore.
 */

let h: AuthHarness;
let webDir: string;
let author: TestUser;
let friend: TestUser;
let former: TestUser;
let stranger: TestUser;
let operator: TestUser;

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token?: string, body?: unknown): Promise<Response> =>
  h.app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(body === undefined ? {} : { payload: body as object }),
  });

async function imageBytes(format: 'png' | 'jpeg' | 'webp' = 'png') {
  return sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 200, g: 90, b: 40 } } })
    .toFormat(format)
    .withExif({ IFD0: { Artist: 'secret-owner' } })
    .toBuffer();
}

function uploadImage(token: string, bytes: Buffer, filename = 'banner.png', type = 'image/png') {
  const boundary = '----blog-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return h.app.inject({
    method: 'POST',
    url: '/api/blogs/media',
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

async function createPost(user: TestUser, body: Record<string, unknown>): Promise<Blog> {
  const res = await call('POST', '/api/blogs', user.token, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Blog;
}

const ids = (res: Response) => {
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as BlogListResponse).data.map((blog) => blog.id);
};
const mediaIdOf = (url: string) => /\/api\/blogs\/media\/([0-9a-f-]{36})/.exec(url)![1]!;

beforeAll(async () => {
  webDir = mkdtempSync(path.join(tmpdir(), 'blog-web-'));
  writeFileSync(
    path.join(webDir, 'index.html'),
    '<!doctype html><html><head><meta name="description" content="Campus app" /><title>Campus</title></head><body><div id="root"></div></body></html>',
  );
  h = await startAuthHarness({ WEB_DIST_DIR: webDir, BLOG_BLOCKED_WORDS: 'casino,scam', BLOG_BLOCKED_LINK_HOSTS: 'bit.ly' });
  [author, friend, former, stranger, operator] = await Promise.all([
    createUser(h, 'student', 'blog-author'),
    createUser(h, 'student', 'blog-friend'),
    createUser(h, 'student', 'blog-former'),
    createUser(h, 'student', 'blog-stranger'),
    createUser(h, 'admin', 'blog-operator'),
  ]);
  await makeConnected(h.app, author.id, friend.id);
  await makeConnected(h.app, former.id, author.id);
}, 90_000);

afterAll(async () => {
  await h?.close();
  rmSync(webDir, { recursive: true, force: true });
});

describe('the audience matrix', () => {
  type Kind = 'public' | 'friends' | 'private' | 'draft';
  type Who = 'author' | 'connection' | 'former' | 'stranger' | 'signedOut' | 'operator';
  const kinds: Kind[] = ['public', 'friends', 'private', 'draft'];
  const posts = {} as Record<Kind, Blog>;
  const word = `zephyrine${Date.now().toString(36)}`;
  const tokenOf = (who: Who) =>
    ({
      author: author.token,
      connection: friend.token,
      former: former.token,
      stranger: stranger.token,
      operator: operator.token,
      signedOut: undefined,
    })[who];

  /** Who may read each kind of post: the single read, image, comments list. */
  const mayRead: Record<Who, Kind[]> = {
    author: ['public', 'friends', 'private', 'draft'],
    connection: ['public', 'friends'],
    former: ['public'],
    stranger: ['public'],
    signedOut: ['public'],
    operator: ['public', 'friends', 'private', 'draft'],
  };
  /** What the feed and search hold: published posts only, for everyone. */
  const inFeed = (who: Who): Kind[] => mayRead[who].filter((kind) => kind !== 'draft');
  /** A user's posts: published ones the viewer may read; drafts for the author alone. */
  const inUserList = (who: Who) => (who === 'author' ? mayRead.author : inFeed(who));
  const viewers: Who[] = ['author', 'connection', 'former', 'stranger', 'signedOut', 'operator'];

  beforeAll(async () => {
    for (const kind of kinds) {
      const upload = await uploadImage(author.token, await imageBytes());
      expect(upload.statusCode, upload.body).toBe(201);
      posts[kind] = await createPost(author, {
        title: `Matrix ${kind} ${word}`,
        description: `A ${kind} post for the matrix`,
        content: `<p>Body of the ${kind} post.</p>`,
        mediaUrl: [(upload.json() as { url: string }).url],
        tags: ['matrix', kind],
        visibility: kind === 'draft' ? 'public' : kind,
        status: kind === 'draft' ? 'draft' : 'published',
      });
    }
    // The former connection was connected while the posts were written, then the connection was removed.
    await h.app.db
      .delete(connections)
      .where(
        or(
          and(eq(connections.userId1, former.id), eq(connections.userId2, author.id)),
          and(eq(connections.userId1, author.id), eq(connections.userId2, former.id)),
        ),
      );
  });

  it.each(viewers)('allBlogs for %s holds exactly the published posts they may see', async (who) => {
    const feed = ids(await call('GET', '/api/blogs/allBlogs?tag=matrix&limit=100', tokenOf(who)));
    for (const kind of kinds) expect(feed.includes(posts[kind].id), `${who} × ${kind}`).toBe(inFeed(who).includes(kind));
  });

  it.each(viewers)('a typo-tolerant search for %s finds exactly the published posts they may see', async (who) => {
    const typo = word.slice(0, -1) + 'x';
    const found = ids(await call('GET', `/api/blogs/allBlogs?search=${encodeURIComponent(typo)}&limit=100`, tokenOf(who)));
    for (const kind of kinds) expect(found.includes(posts[kind].id), `${who} × ${kind}`).toBe(inFeed(who).includes(kind));
  });

  it.each(viewers)("the author's posts as %s sees them", async (who) => {
    const listed = ids(await call('GET', `/api/users/${author.id}/blogs?limit=100`, tokenOf(who)));
    for (const kind of kinds) expect(listed.includes(posts[kind].id), `${who} × ${kind}`).toBe(inUserList(who).includes(kind));
  });

  it.each(viewers)('single read, comments list and image for %s: 200 where allowed, 404 otherwise', async (who) => {
    for (const kind of kinds) {
      const allowed = mayRead[who].includes(kind);
      const single = await call('GET', `/api/blogs/${posts[kind].id}`, tokenOf(who));
      const comments = await call('GET', `/api/blogs/${posts[kind].id}/comments`, tokenOf(who));
      const image = await call('GET', `/api/blogs/media/${mediaIdOf(posts[kind].mediaUrl[0]!)}`, tokenOf(who));
      if (allowed) {
        expect(single.statusCode, `${who} × ${kind} read`).toBe(200);
        expect((single.json() as Blog).title).toBe(posts[kind].title);
        expect(comments.statusCode, `${who} × ${kind} comments`).toBe(200);
        expect(image.statusCode, `${who} × ${kind} image`).toBe(200);
        expect(image.headers['content-type']).toBe('image/jpeg');
      } else {
        expectError(single, 404, { message: BLOG_MESSAGES.notFound });
        expectError(comments, 404);
        expectError(image, 404);
        expect(single.body).not.toContain(word);
      }
    }
  });

  it.each(viewers)('like and comment for %s: allowed on visible published posts only', async (who) => {
    for (const kind of kinds) {
      const like = await call('PUT', `/api/blogs/${posts[kind].id}/like`, tokenOf(who));
      const comment = await call('POST', `/api/blogs/${posts[kind].id}/comments`, tokenOf(who), { body: `Nice one from ${who}` });
      if (who === 'signedOut') {
        expectError(like, 401);
        expectError(comment, 401);
      } else if (!mayRead[who].includes(kind)) {
        expectError(like, 404);
        expectError(comment, 404);
      } else if (kind === 'draft') {
        expectError(like, 409, { code: 'BLOG_NOT_PUBLISHED' });
        expectError(comment, 409, { code: 'BLOG_NOT_PUBLISHED' });
      } else {
        expect(like.statusCode, `${who} × ${kind} like`).toBe(200);
        expect((like.json() as LikeResponse).likedByMe).toBe(true);
        expect(comment.statusCode, `${who} × ${kind} comment`).toBe(201);
      }
    }
  });

  it('reads the feed, a search and one post in one database round trip each (a connection reading a friends-only post), then from memory', async () => {
    const statements = countStatements(h.app);
    try {
      const counted = (url: string) =>
        statements.duringWarm(async () => {
          const res = await call('GET', url, friend.token);
          expect(res.statusCode, res.body).toBe(200);
        });
      h.app.readCache.changed([EVERY_TABLE]);
      const urls = [
        '/api/blogs/allBlogs',
        `/api/blogs/allBlogs?search=${encodeURIComponent(word.slice(0, -1) + 'x')}`,
        `/api/blogs/${posts.friends.id}`,
      ];
      // The search asks the dictionary for its words first (db/search.ts): two round trips.
      for (const url of urls) expect(await counted(url)).toBe(url.includes('search=') ? 2 : 1);
      for (const url of urls) expect(await counted(url)).toBe(0);
      // What is kept is dropped by writes to the tables it was read from: each table the reads name must be among them.
      for (const url of urls) {
        const touched = await statements.tablesTouched(() => call('GET', url, friend.token));
        expect(
          touched.filter((table) => TABLE_NAMES.has(table)).filter((table) => !POST_READ_TABLES.includes(table)),
          url,
        ).toEqual([]);
        expect(touched.length, url).toBeGreaterThan(0);
      }
    } finally {
      statements.restore();
    }
  });

  it.each(viewers)('link-preview HTML for %s reveals a public post only', async (who) => {
    for (const kind of kinds) {
      for (const page of ['/blog-description', '/BlogDetails']) {
        const res = await call('GET', `${page}/${posts[kind].id}`, tokenOf(who));
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.headers['cache-control']).toBe('no-cache');
        if (kind === 'public') {
          expect(res.body).toContain(`<meta property="og:title" content="${posts.public.title}" />`);
          expect(res.body).toContain(`<meta name="twitter:card" content="summary_large_image" />`);
          expect(res.body).toContain(`<link rel="canonical" href="http://localhost:3000${page}/${posts.public.id}" />`);
          expect(res.body).toMatch(/og:image" content="http:\/\/localhost:3000\/api\/blogs\/media\/[0-9a-f-]{36}"/);
        } else {
          expect(res.body).not.toContain(word);
          expect(res.body).not.toContain(posts[kind].description);
          expect(res.body).not.toContain('rel="canonical"');
          expect(res.body).toContain('<meta property="og:title" content="Campus blogs" />');
        }
      }
    }
  });

  it('a signed image address works without a bearer header for its viewer, and stops when the audience changes', async () => {
    const asFriend = (await call('GET', `/api/blogs/${posts.friends.id}`, friend.token)).json() as Blog;
    const signedUrl = asFriend.mediaUrl[0]!;
    expect(signedUrl).toMatch(/\?v=.*&exp=\d+&sig=/);
    expect((await call('GET', signedUrl)).statusCode).toBe(200);
    const tampered = signedUrl.replace(/v=[0-9a-f-]{36}/, `v=${stranger.id}`);
    expectError(await call('GET', tampered), 404);
    await h.app.db.delete(connections).where(and(eq(connections.userId1, author.id), eq(connections.userId2, friend.id)));
    try {
      expectError(await call('GET', signedUrl), 404);
      expectError(await call('GET', `/api/blogs/${posts.friends.id}`, friend.token), 404);
      expect(ids(await call('GET', '/api/blogs/allBlogs?tag=matrix', friend.token))).not.toContain(posts.friends.id);
    } finally {
      await makeConnected(h.app, author.id, friend.id);
    }
  });

  it('likes and comments notify the author (not for their own), and only people in the audience acted', async () => {
    const stored = await h.app.db.select().from(notifications).where(eq(notifications.userId, author.id));
    const onFriends = stored.filter((row) => row.link === `/BlogDetails/${posts.friends.id}`);
    const senders = (type: string) =>
      onFriends
        .filter((row) => row.type === type)
        .map((row) => row.senderId)
        .sort();
    expect(senders('blog_like')).toEqual([friend.id, operator.id].sort());
    expect(senders('blog_comment')).toEqual([friend.id, operator.id].sort());
    // Nobody outside a post's audience was told about it.
    const leaked = await h.app.db
      .select()
      .from(notifications)
      .where(eq(notifications.link, `/BlogDetails/${posts.private.id}`));
    expect(leaked.every((row) => row.userId === author.id)).toBe(true);
  });
});

describe('writing', () => {
  it('a read answered from memory follows each write at once: a like, a rename, a removed connection', async () => {
    const [writer, reader] = await Promise.all([
      createUser(h, 'student', 'blog-cache-writer'),
      createUser(h, 'student', 'blog-cache-reader'),
    ]);
    await makeConnected(h.app, writer.id, reader.id);
    const post = await createPost(writer, { title: 'Cached post', status: 'published', visibility: 'friends', tags: ['cachecheck'] });
    const read = async () => (await call('GET', `/api/blogs/${post.id}`, reader.token)).json() as Blog;
    const feed = async () => (await call('GET', '/api/blogs/allBlogs?tag=cachecheck', reader.token)).json() as BlogListResponse;
    expect(await read()).toMatchObject({ likeCount: 0, likedByMe: false });
    expect((await feed()).data.map((blog) => blog.id)).toEqual([post.id]);

    expect((await call('PUT', `/api/blogs/${post.id}/like`, reader.token)).statusCode).toBe(200);
    expect(await read()).toMatchObject({ likeCount: 1, likedByMe: true });
    expect((await feed()).data[0]).toMatchObject({ likeCount: 1, likedByMe: true });

    const renamed = await call('PATCH', '/api/users/profile', writer.token, { username: `renamed_${Date.now().toString(36)}` });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await read()).author.username).toMatch(/^renamed_/);

    expect((await call('DELETE', `/api/connections/connections/${writer.id}`, reader.token)).statusCode).toBe(200);
    expectError(await call('GET', `/api/blogs/${post.id}`, reader.token), 404, { message: BLOG_MESSAGES.notFound });
    expect((await feed()).data).toEqual([]);
  });

  it('refuses a signed-out writer and a published post without a title', async () => {
    expectError(await call('POST', '/api/blogs', undefined, { title: 'x' }), 401);
    const res = await call('POST', '/api/blogs', author.token, { title: ' ', status: 'published' });
    const body = expectError(res, 400, { code: 'BLOG_TITLE_REQUIRED' });
    expect(body.fields?.title).toEqual([BLOG_MESSAGES.titleRequired]);
  });

  it('never sends back a script or an event handler', async () => {
    const post = await createPost(author, {
      title: 'Sanitized',
      status: 'published',
      content:
        '<h2 onclick="steal()">Heading</h2><p onerror="alert(1)">Text <strong>bold</strong> <a href="javascript:alert(1)">bad</a> <a href="https://example.com">good</a></p><script>alert(1)</script><img src=x onerror=alert(1)><pre><code>const a = 1;</code></pre>',
    });
    for (const content of [post.content, ((await call('GET', `/api/blogs/${post.id}`, stranger.token)).json() as Blog).content]) {
      expect(content).not.toMatch(/<script|onerror|onclick|javascript:|<img/i);
      expect(content).toContain('<strong>bold</strong>');
      expect(content).toContain('<a href="https://example.com" rel="noopener noreferrer" target="_blank">good</a>');
      expect(content).toContain('<pre><code>const a = 1;</code></pre>');
    }
  });

  it('takes only images the writer uploaded, by content, re-encoded without metadata', async () => {
    const png = await uploadImage(author.token, await imageBytes('webp'), 'photo.webp', 'image/webp');
    expect(png.statusCode, png.body).toBe(201);
    const served = await call('GET', (png.json() as { url: string }).url);
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(Math.max(meta.width!, meta.height!)).toBe(1200);
    expect(meta.exif).toBeUndefined();
    expectError(await uploadImage(author.token, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), 'x.png'), 415);
    expectError(
      await uploadImage(
        author.token,
        await sharp(await imageBytes())
          .gif()
          .toBuffer(),
        'x.gif',
        'image/gif',
      ),
      415,
    );
    // Someone else's image cannot be put in a post.
    const res = await call('POST', '/api/blogs', stranger.token, { title: 'Stolen', mediaUrl: [(png.json() as { url: string }).url] });
    expectError(res, 400, { code: 'BLOG_MEDIA_FOREIGN' });
  });

  it('an image no post holds a day after its upload is removed; one a draft holds stays', async () => {
    const urlOf = async () => {
      const upload = await uploadImage(author.token, await imageBytes());
      expect(upload.statusCode, upload.body).toBe(201);
      return (upload.json() as { url: string }).url;
    };
    const abandoned = await urlOf();
    const drafted = await urlOf();
    await createPost(author, { title: 'Draft with an image', mediaUrl: [drafted], status: 'draft' });
    const image = (url: string) => call('GET', `/api/blogs/media/${mediaIdOf(url)}`, author.token);
    await h.app.jobs.runDue();
    expect((await image(abandoned)).statusCode).toBe(200);
    // The day passes: the two clean-up jobs fall due.
    await h.app.db
      .update(queuedJobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(inArray(queuedJobs.key, [mediaIdOf(abandoned), mediaIdOf(drafted)]));
    await h.app.jobs.runDue();
    await expect.poll(async () => (await image(abandoned)).statusCode).toBe(404);
    expect((await image(drafted)).statusCode).toBe(200);
  });

  it('user B can neither edit nor delete A’s post or A’s comment; the post’s author may delete any comment on it', async () => {
    const post = await createPost(author, { title: 'Mine', status: 'published' });
    const friendsOnly = await createPost(author, { title: 'Friends', status: 'published', visibility: 'friends' });
    expectError(await call('PATCH', `/api/blogs/${post.id}`, stranger.token, { title: 'Hacked' }), 403);
    expectError(await call('DELETE', `/api/blogs/${post.id}`, stranger.token), 403);
    expectError(await call('PATCH', `/api/blogs/${friendsOnly.id}`, stranger.token, { title: 'Hacked' }), 404);
    expectError(await call('DELETE', `/api/blogs/${friendsOnly.id}`, stranger.token), 404);
    expect(((await call('GET', `/api/blogs/${post.id}`)).json() as Blog).title).toBe('Mine');

    const mine = await call('POST', `/api/blogs/${post.id}/comments`, author.token, { body: 'My own note' });
    const theirs = await call('POST', `/api/blogs/${post.id}/comments`, stranger.token, { body: 'A reader’s note' });
    const mineId = (mine.json() as { id: string }).id;
    const theirsId = (theirs.json() as { id: string }).id;
    expectError(await call('PATCH', `/api/blogs/${post.id}/comments/${mineId}`, stranger.token, { body: 'Edited' }), 403);
    expectError(await call('DELETE', `/api/blogs/${post.id}/comments/${mineId}`, stranger.token), 403);
    expectError(await call('PATCH', `/api/blogs/${post.id}/comments/${theirsId}`, author.token, { body: 'Edited' }), 403);
    expect((await call('PATCH', `/api/blogs/${post.id}/comments/${theirsId}`, stranger.token, { body: 'Edited by me' })).statusCode).toBe(
      204,
    );
    expect((await call('DELETE', `/api/blogs/${post.id}/comments/${theirsId}`, author.token)).statusCode).toBe(204);
    const left = (await call('GET', `/api/blogs/${post.id}/comments`)).json() as CommentListResponse;
    expect(left.data.map((comment) => comment.body)).toEqual(['My own note']);
    expect(((await call('GET', `/api/blogs/${post.id}`)).json() as Blog).commentCount).toBe(1);

    expect((await call('DELETE', `/api/blogs/${post.id}`, author.token)).statusCode).toBe(204);
    expectError(await call('GET', `/api/blogs/${post.id}`, author.token), 404);
    expect((await call('DELETE', `/api/blogs/${friendsOnly.id}`, operator.token)).statusCode).toBe(204);
  });

  it('refuses comments and likes where the author turned them off', async () => {
    const post = await createPost(author, { title: 'Quiet', status: 'published', allowComments: false, allowLikes: false });
    expectError(await call('POST', `/api/blogs/${post.id}/comments`, friend.token, { body: 'Hello' }), 403, {
      message: BLOG_MESSAGES.commentsDisabled,
      code: 'COMMENTS_DISABLED',
    });
    expectError(await call('PUT', `/api/blogs/${post.id}/like`, friend.token), 403, { message: BLOG_MESSAGES.likesDisabled });
    expectError(await call('DELETE', `/api/blogs/${post.id}/like`, friend.token), 403);
    const read = (await call('GET', `/api/blogs/${post.id}`, friend.token)).json() as Blog;
    expect(read).toMatchObject({ allowComments: false, allowLikes: false, likeCount: 0, commentCount: 0 });
  });

  it('counts a like once, also under 20 concurrent requests, and takes it back idempotently', async () => {
    const post = await createPost(author, { title: 'Popular', status: 'published' });
    const twice = [
      await call('PUT', `/api/blogs/${post.id}/like`, friend.token),
      await call('PUT', `/api/blogs/${post.id}/like`, friend.token),
    ];
    expect(twice.map((res) => (res.json() as LikeResponse).likeCount)).toEqual([1, 1]);
    const burst = await Promise.all(Array.from({ length: 20 }, () => call('PUT', `/api/blogs/${post.id}/like`, stranger.token)));
    expect(burst.every((res) => res.statusCode === 200)).toBe(true);
    const read = (await call('GET', `/api/blogs/${post.id}`, stranger.token)).json() as Blog;
    expect(read).toMatchObject({ likeCount: 2, likedByMe: true });
    const likeNotices = await h.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.link, `/BlogDetails/${post.id}`), eq(notifications.type, 'blog_like')));
    expect(likeNotices).toHaveLength(2);
    for (let i = 0; i < 2; i++)
      expect(((await call('DELETE', `/api/blogs/${post.id}/like`, stranger.token)).json() as LikeResponse).likeCount).toBe(1);
  });

  it('keeps a draft on the server for its writer’s other devices', async () => {
    const draft = await createPost(author, { title: 'Half-written', content: '<p>First line</p>' });
    expect(
      (await call('PATCH', `/api/blogs/${draft.id}`, author.token, { content: '<p>First line</p><p>Second line</p>' })).statusCode,
    ).toBe(200);
    const drafts = (await call('GET', '/api/blogs/myBlogs?status=draft', author.token)).json() as BlogListResponse;
    expect(drafts.data.find((blog) => blog.id === draft.id)?.content).toBe('<p>First line</p><p>Second line</p>');
  });
});

describe('moderation', () => {
  it('holds a post that fails the checks: its author sees why, nobody else sees it until an operator restores it', async () => {
    const post = await createPost(author, {
      title: 'Win big at the casino',
      description: 'Tips',
      status: 'published',
      content: '<p>Click <a href="https://bit.ly/x">here</a></p>',
    });
    expect(post.moderation).toEqual({ state: 'held', reason: 'It contains “casino”, which is not allowed on Campus.' });
    expectError(await call('GET', `/api/blogs/${post.id}`, stranger.token), 404);
    expectError(await call('GET', `/api/blogs/${post.id}`), 404);
    expect(ids(await call('GET', '/api/blogs/allBlogs?limit=100', stranger.token))).not.toContain(post.id);
    expect(ids(await call('GET', '/api/blogs/myBlogs', author.token))).toContain(post.id);

    expectError(await call('GET', '/api/admin/moderation', author.token), 403);
    const queue = (await call('GET', '/api/admin/moderation', operator.token)).json() as { data: ModerationItem[] };
    expect(queue.data.find((item) => item.postId === post.id)).toMatchObject({
      kind: 'post',
      state: 'held',
      heldReason: post.moderation!.reason,
    });

    expectError(await call('POST', `/api/admin/moderation/posts/${post.id}`, author.token, { action: 'restore' }), 403);
    expect((await call('POST', `/api/admin/moderation/posts/${post.id}`, operator.token, { action: 'restore' })).statusCode).toBe(204);
    expect((await call('GET', `/api/blogs/${post.id}`, stranger.token)).statusCode).toBe(200);
    const told = await h.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, author.id), eq(notifications.type, 'blog_moderation')));
    expect(told.map((row) => row.message)).toContain('Your blog “Win big at the casino” was reviewed and is visible again.');
  });

  it('a link to a blocked site holds a post too, and a comment with a blocked word is refused', async () => {
    const post = await createPost(author, {
      title: 'Links',
      status: 'published',
      content: '<p><a href="https://www.bit.ly/abc">go</a></p>',
    });
    expect(post.moderation?.state).toBe('held');
    expect(post.moderation?.reason).toBe('It links to bit.ly, which is not allowed on Campus.');
    const fixed = (await call('PATCH', `/api/blogs/${post.id}`, author.token, { content: '<p>No links now</p>' })).json() as Blog;
    expect(fixed.moderation).toEqual({ state: 'visible', reason: null });
    expectError(await call('POST', `/api/blogs/${post.id}/comments`, friend.token, { body: 'This is a SCAM' }), 400, {
      code: 'COMMENT_BLOCKED',
    });
  });

  it('reports reach the queue with their reasons; hiding a comment removes it and tells its author', async () => {
    const post = await createPost(author, { title: 'Reported', status: 'published' });
    const comment = (await call('POST', `/api/blogs/${post.id}/comments`, stranger.token, { body: 'Rude words' })).json() as { id: string };
    expectError(await call('POST', `/api/blogs/${post.id}/reports`, friend.token, { reason: '' }), 400);
    expect((await call('POST', `/api/blogs/${post.id}/reports`, friend.token, { reason: 'Copied from a book' })).statusCode).toBe(201);
    expect((await call('POST', `/api/blogs/${post.id}/comments/${comment.id}/reports`, friend.token, { reason: 'Rude' })).statusCode).toBe(
      201,
    );
    const queue = ((await call('GET', '/api/admin/moderation', operator.token)).json() as { data: ModerationItem[] }).data;
    expect(queue.find((item) => item.kind === 'post' && item.postId === post.id)?.reports.map((r) => r.reason)).toEqual([
      'Copied from a book',
    ]);
    expect(queue.find((item) => item.commentId === comment.id)?.reports.map((r) => r.reason)).toEqual(['Rude']);

    expect(
      (await call('POST', `/api/admin/moderation/posts/${post.id}/comments/${comment.id}`, operator.token, { action: 'hide' })).statusCode,
    ).toBe(204);
    expect(((await call('GET', `/api/blogs/${post.id}/comments`)).json() as CommentListResponse).data).toHaveLength(0);
    const told = await h.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, stranger.id), eq(notifications.type, 'blog_moderation')));
    expect(told).toHaveLength(1);
    const after = ((await call('GET', '/api/admin/moderation', operator.token)).json() as { data: ModerationItem[] }).data;
    expect(after.some((item) => item.commentId === comment.id)).toBe(false);
  });
});

describe('rules and feeds', () => {
  it('stores the rules acceptance per user', async () => {
    expect((await call('GET', '/api/blogs/rules/acceptance', friend.token)).json()).toEqual({ accepted: false, acceptedAt: null });
    expect((await call('PUT', '/api/blogs/rules/acceptance', friend.token)).json()).toMatchObject({ accepted: true });
    expect((await call('GET', '/api/blogs/rules/acceptance', friend.token)).json()).toMatchObject({ accepted: true });
    expectError(await call('PUT', '/api/blogs/rules/acceptance'), 401);
  });

  it("the author's Blogs privacy setting narrows the list of their posts, and its feed", async () => {
    const writer = await createUser(h, 'student', 'blog-private-lister');
    await makeConnected(h.app, writer.id, friend.id);
    const open = await createPost(writer, { title: 'Listed to whom the writer chooses', status: 'published' });
    const setting = async (blogs: 'everyone' | 'connections' | 'only_me') =>
      h.app.db
        .insert(profiles)
        .values({ userId: writer.id, privacy: { profileDetails: 'everyone', connections: 'everyone', blogs } })
        .onConflictDoUpdate({ target: profiles.userId, set: { privacy: { profileDetails: 'everyone', connections: 'everyone', blogs } } });
    const listed = async (token?: string) => ids(await call('GET', `/api/users/${writer.id}/blogs`, token));
    const feed = async () => (await call('GET', `/blog/${writer.id}/feed.atom`)).body;

    await setting('connections');
    expect(await listed(friend.token)).toEqual([open.id]);
    expect(await listed(stranger.token)).toEqual([]);
    expect(await listed()).toEqual([]);
    expect(await feed()).not.toContain(open.id);
    await setting('only_me');
    expect(await listed(friend.token)).toEqual([]);
    expect(await listed(writer.token)).toEqual([open.id]);
    expect(await listed(operator.token)).toEqual([open.id]);
    // The post itself keeps its own audience: a public post still opens by its address.
    expect((await call('GET', `/api/blogs/${open.id}`, stranger.token)).statusCode).toBe(200);
    await setting('everyone');
    expect(await listed()).toEqual([open.id]);
    expect(await feed()).toContain(open.id);
  });

  it("publishes a user's public posts only as Atom", async () => {
    const open = await createPost(author, { title: 'Atom public <&>', status: 'published' });
    const closed = await createPost(author, { title: 'Atom friends', status: 'published', visibility: 'friends' });
    const res = await call('GET', `/blog/${author.id}/feed.atom`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/atom\+xml/);
    expect(res.body).toContain(`<id>urn:uuid:${open.id}</id>`);
    expect(res.body).toContain('Atom public &lt;&amp;&gt;');
    expect(res.body).not.toContain(closed.id);
    expectError(await call('GET', `/blog/00000000-0000-4000-8000-000000000000/feed.atom`), 404);
  });
});
