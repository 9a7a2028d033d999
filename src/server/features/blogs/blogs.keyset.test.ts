import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlogListResponse } from '../../../shared/contracts/blogs.js';
import { blogPosts } from '../../db/schema/index.js';
import { startAuthHarness, type AuthHarness } from '../../test/auth-helpers.js';
import { call, createUser, type TestUser } from '../../test/careers-helpers.js';
import { expectBadCursorsRefused, expectEachOnce, walkPages } from '../../test/keyset-helpers.js';

let h: AuthHarness;
let author: TestUser;
let reader: TestUser;

beforeAll(async () => {
  h = await startAuthHarness();
  author = await createUser(h, 'student', 'bk-author');
  reader = await createUser(h, 'student', 'bk-reader');
}, 60_000);
afterAll(async () => {
  await h?.close();
});

/**
 * Published public posts at the given times (SQL text, to the microsecond, several at one instant so the id
 * breaks ties); answers their ids.
 */
async function postAt(times: string[], tag: string): Promise<string[]> {
  const rows = await h.app.db
    .insert(blogPosts)
    .values(
      times.map((time, index) => ({
        authorId: author.id,
        title: `${tag} ${index}`,
        tags: [tag],
        status: 'published' as const,
        createdAt: sql`${time}::timestamptz` as unknown as Date,
      })),
    )
    .returning({ id: blogPosts.id });
  return rows.map((row) => row.id);
}

/** 23 posts in four instants of one millisecond. */
const TIMES = Array.from({ length: 23 }, (_, index) => `2026-02-01T08:00:00.${String(500_000 + (index % 4) * 3).padStart(6, '0')}Z`);
/** Written while the reader scrolls: one newer than every post, the rest among the posts not yet read and below them. */
const LATE = ['2026-02-01T09:00:00Z', '2026-02-01T08:00:00.500004Z', '2026-02-01T08:00:00.500003Z', '2026-01-01T00:00:00Z'];

const load = (path: string, token?: string) => async (cursor: string | null) => {
  const res = await call(h.app, 'GET', `${path}${cursor ? `&cursor=${cursor}` : ''}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  const page = res.json() as BlogListResponse;
  expect(page.hasMore).toBe(page.nextCursor !== null);
  return { ids: page.data.map((post) => post.id), nextCursor: page.nextCursor };
};

describe('blogs: keyset pages', () => {
  it('a member scrolling the feed sees every post once while posts are published between two pages', async () => {
    const original = await postAt(TIMES, 'scrollfeed');
    const walked = await walkPages(load('/api/blogs/allBlogs?limit=5', reader.token), () => postAt(LATE, 'scrollfeed'));
    expectEachOnce(walked.ids, original);
    expect(walked.ids).toHaveLength(23 + 3);
  });

  it('a visitor filtering by tag, and the author’s own list, page the same way', async () => {
    const original = await postAt(TIMES.slice(0, 9), 'visitortag');
    const byTag = await walkPages(load('/api/blogs/allBlogs?limit=2&tag=visitortag'), () => postAt(LATE, 'visitortag'));
    expectEachOnce(byTag.ids, original);
    expect(byTag.ids).toHaveLength(9 + 3);

    const everyPost = await walkPages(load(`/api/users/${author.id}/blogs?limit=7`, reader.token), () => postAt(LATE.slice(1), 'later'));
    expect(new Set(everyPost.ids).size).toBe(everyPost.ids.length);
  });

  it('still answers page and limit by offset, with the cursor of the page after', async () => {
    const first = (await call(h.app, 'GET', '/api/blogs/allBlogs?page=1&limit=3', { token: reader.token })).json() as BlogListResponse;
    const second = (await call(h.app, 'GET', '/api/blogs/allBlogs?page=2&limit=3', { token: reader.token })).json() as BlogListResponse;
    expect(first).toMatchObject({ page: 1, limit: 3, hasMore: true });
    const after = await call(h.app, 'GET', `/api/blogs/allBlogs?limit=3&cursor=${first.nextCursor}`, { token: reader.token });
    expect((after.json() as BlogListResponse).data.map((post) => post.id)).toEqual(second.data.map((post) => post.id));
  });

  it('refuses a malformed or tampered cursor with a 400, signed in or not', async () => {
    await expectBadCursorsRefused((cursor) => call(h.app, 'GET', `/api/blogs/allBlogs?${cursor}`, { token: reader.token }));
    await expectBadCursorsRefused((cursor) => call(h.app, 'GET', `/api/blogs/allBlogs?tag=visitortag&${cursor}`));
  });
});
