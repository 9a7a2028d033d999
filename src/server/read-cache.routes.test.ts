import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { jobs } from './db/schema/index.js';
import { EVERY_TABLE } from './db/writes.js';
import { createTestApp, type TestApp } from './test/app.js';
import { countStatements, TABLE_NAMES } from './test/statements.js';

/**
 * The reads answered from memory (platform/read-cache.ts), on the demo data: each is served from memory when
 * asked again, and a write to ANY table its statements read makes the next answer come from the database. A
 * route that forgot a table it reads would keep an answer that write changed: this finds it.
 */
describe('reads answered from memory', () => {
  let t: TestApp;
  let statements: ReturnType<typeof countStatements>;
  let student: string;
  const reads: { label: string; url: string; token: () => string | undefined }[] = [];

  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO: 'true' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'demo.student@example.com', password: 'demo1234' },
    });
    expect(login.statusCode, login.body).toBe(200);
    student = (login.json() as { accessToken: string }).accessToken;
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${student}` } });
    const jobId = ((await get('/api/jobs')).json() as { jobs: { id: string }[] }).jobs[0]!.id;
    const mentorId = ((await get('/api/user-mentors/mentors')).json() as { mentors: { id: string }[] }).mentors[0]!.id;
    const postId = ((await get('/api/blogs/allBlogs')).json() as { data: { id: string }[] }).data[0]!.id;
    const asStudent = () => student;
    const asVisitor = () => undefined;
    reads.push(
      { label: 'the job list', url: '/api/jobs', token: asStudent },
      { label: 'a job search', url: '/api/jobs?search=Kaveri%20Analytcs', token: asStudent },
      { label: 'a job', url: `/api/jobs/${jobId}`, token: asStudent },
      { label: 'a job, visitor', url: `/api/jobs/${jobId}`, token: asVisitor },
      { label: 'own applications', url: '/api/jobs/user/applications', token: asStudent },
      { label: 'a profile', url: `/api/users/profile?userId=${mentorId}`, token: asStudent },
      { label: 'own profile', url: '/api/users/profile', token: asStudent },
      { label: 'a profile, visitor', url: `/api/users/profile?userId=${mentorId}`, token: asVisitor },
      { label: 'the mentor list', url: '/api/user-mentors/mentors', token: asStudent },
      { label: 'a mentor search', url: '/api/user-mentors/mentors?search=Kaveri%20Analytcs', token: asStudent },
      { label: 'a mentor', url: `/api/user-mentors/mentors/${mentorId}`, token: asStudent },
      { label: 'connections', url: '/api/connections/connections', token: asStudent },
      { label: 'notifications', url: '/api/notifications?page=1&limit=10&isRead=false', token: asStudent },
      { label: 'the e-book shelf', url: '/api/books', token: asStudent },
      { label: 'an e-book search', url: '/api/books?search=opreating%20systms&semester=S3', token: asStudent },
      { label: 'the blog feed', url: '/api/blogs/allBlogs', token: asStudent },
      { label: 'the blog feed, visitor', url: '/api/blogs/allBlogs', token: asVisitor },
      { label: 'a blog post', url: `/api/blogs/${postId}`, token: asStudent },
    );
    statements = countStatements(t.app);
  }, 120_000);
  afterAll(async () => {
    statements?.restore();
    await t?.close();
  });

  /** Everything kept is dropped (the job cache's pages too), so the next read goes to the database. */
  const forget = () => t.app.readCache.changed([EVERY_TABLE]);

  const read = async (url: string, token: string | undefined) => {
    const res = await t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.body;
  };

  it('each is read from the database once, then from memory, with the same body', async () => {
    for (const { label, url, token } of reads) {
      forget();
      let first = '';
      let again = '';
      expect(await statements.during(async () => (first = await read(url, token()))), label).toBeGreaterThan(0);
      expect(await statements.duringWarm(async () => (again = await read(url, token()))), label).toBe(0);
      expect(again, label).toBe(first);
    }
  });

  it('a write to any table a read is made from makes its next answer come from the database', async () => {
    for (const { label, url, token } of reads) {
      forget();
      const touched = (await statements.tablesTouched(() => read(url, token()))).filter((table) => TABLE_NAMES.has(table));
      expect(touched.length, label).toBeGreaterThan(0);
      for (const table of touched) {
        forget();
        await read(url, token());
        t.app.readCache.changed([table]);
        expect(await statements.duringWarm(() => read(url, token())), `${label} after a write to ${table}`).toBeGreaterThan(0);
      }
    }
  });

  it("a signed-in reader's answer is theirs: neither a visitor nor another member is given it", async () => {
    t.app.readCache.changed([EVERY_TABLE]);
    const own = JSON.parse(await read('/api/users/profile', student)) as { email?: string };
    expect(own.email).toBe('demo.student@example.com');
    const res = await t.app.inject({ method: 'GET', url: '/api/users/profile' });
    expect(res.statusCode).toBe(401);
    // The shelf is everyone's, but asking for it under another member's id is refused even while theirs is kept.
    const studentId = (JSON.parse(await read('/api/users/profile', student)) as { id: string }).id;
    await read(`/api/books?userId=${studentId}`, student);
    const mentor = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'demo.mentor@example.com', password: 'demo1234' },
    });
    const asMentor = await t.app.inject({
      method: 'GET',
      url: `/api/books?userId=${studentId}`,
      headers: { authorization: `Bearer ${(mentor.json() as { accessToken: string }).accessToken}` },
    });
    expect(asMentor.statusCode).toBe(403);
  });

  it('a kept answer is compressed once per encoding the reader accepts, and revalidates with its tag', async () => {
    forget();
    const url = '/api/blogs/allBlogs';
    const send = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${student}`, origin: 'http://localhost:3000', ...headers } });
    const plain = await send({});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    for (const [accepted, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip;q=0.5', 'gzip'],
      ['*', 'br'],
      ['identity', undefined],
      ['br;q=0, gzip;q=0', undefined],
    ] as const) {
      const res = await send({ 'accept-encoding': accepted });
      expect(res.headers['content-encoding'], accepted).toBe(encoding);
      const body =
        encoding === 'br' ? brotliDecompressSync(res.rawPayload) : encoding === 'gzip' ? gunzipSync(res.rawPayload) : res.rawPayload;
      expect(body.toString(), accepted).toBe(plain.body);
      expect(res.headers.etag).toBe(plain.headers.etag);
      if (encoding)
        expect(
          String(res.headers.vary)
            .toLowerCase()
            .split(/\s*,\s*/),
        ).toEqual(expect.arrayContaining(['origin', 'accept-encoding', 'authorization']));
    }
    const revalidated = await send({ 'if-none-match': String(plain.headers.etag), 'accept-encoding': 'br' });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
  });

  it('a kept job answer lasts until the next open job closes, and not a moment longer', async () => {
    forget();
    const jobId = (JSON.parse(await read('/api/jobs', student)) as { jobs: { id: string }[] }).jobs[0]!.id;
    await t.app.db
      .update(jobs)
      .set({ closesAt: new Date(Date.now() + 1_500) })
      .where(eq(jobs.id, jobId));
    const statusOf = async () => (JSON.parse(await read(`/api/jobs/${jobId}`, student)) as { status: string }).status;
    expect(await statusOf()).toBe('open');
    expect(await statements.duringWarm(statusOf)).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    expect(await statusOf()).toBe('closed');
    expect((JSON.parse(await read('/api/jobs', student)) as { jobs: { id: string }[] }).jobs.map((job) => job.id)).not.toContain(jobId);
  });
});
