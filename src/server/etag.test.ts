import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAuthHarness, type AuthHarness, type Response } from './test/auth-helpers.js';
import { call, createJob, createUser, type TestUser } from './test/careers-helpers.js';

/** Conditional reads (platform/etag.ts) on the real app: public lists and details, and per-user answers. */
let h: AuthHarness;
let admin: TestUser;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  h = await startAuthHarness();
  admin = await createUser(h, 'admin');
  alice = await createUser(h, 'student', 'alice');
  bob = await createUser(h, 'student', 'bob');
}, 180_000);

afterAll(async () => {
  await h?.close();
});

const read = (url: string, options: { token?: string; ifNoneMatch?: string } = {}): Promise<Response> =>
  h.app.inject({
    method: 'GET',
    url,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.ifNoneMatch ? { 'if-none-match': options.ifNoneMatch } : {}),
    },
  });

const etagOf = (res: Response): string => {
  const tag = res.headers.etag;
  expect(typeof tag).toBe('string');
  return tag as string;
};

describe('public reads by a visitor', () => {
  it('the jobs list: 304 on a second read with the tag, 200 with the new list after a job is posted', async () => {
    const job = await createJob(h.app, admin.token, { title: 'Data Analyst' });
    const first = await read('/api/jobs');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(String(first.headers.vary)).toMatch(/authorization/i);
    const tag = etagOf(first);
    expect(tag).toMatch(/^W\/"[\w-]+"$/);

    const again = await read('/api/jobs', { ifNoneMatch: tag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(tag);

    await createJob(h.app, admin.token, { title: 'Platform Engineer' });
    const changed = await read('/api/jobs', { ifNoneMatch: tag });
    expect(changed.statusCode).toBe(200);
    expect(etagOf(changed)).not.toBe(tag);
    const titles = (changed.json() as { jobs: { title: string }[] }).jobs.map((listed) => listed.title);
    expect(titles).toEqual(expect.arrayContaining(['Data Analyst', 'Platform Engineer']));
    expect(titles).toContain(job.title);
  });

  it('a job: 304 while unchanged, 200 with the edit once the operator changes it', async () => {
    const job = await createJob(h.app, admin.token, { title: 'QA Intern' });
    const tag = etagOf(await read(`/api/jobs/${job.id}`));
    expect((await read(`/api/jobs/${job.id}`, { ifNoneMatch: `"other", ${tag}` })).statusCode).toBe(304);

    const edit = await call(h.app, 'PATCH', `/api/admin/jobs/${job.id}`, { token: admin.token, body: { title: 'QA Engineer' } });
    expect(edit.statusCode, edit.body).toBe(200);
    const after = await read(`/api/jobs/${job.id}`, { ifNoneMatch: tag });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ title: 'QA Engineer' });
  });

  it('a tag that does not match gets the full answer', async () => {
    const res = await read('/api/jobs', { ifNoneMatch: 'W/"not-this-one"' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveProperty('jobs');
  });
});

describe('answers read by a signed-in user', () => {
  it('are private, and one user never gets 304 for another user’s tag, even on the same address', async () => {
    const job = await createJob(h.app, admin.token, { title: 'Backend Intern' });
    const applied = await call(h.app, 'POST', `/api/jobs/${job.id}/apply`, { token: alice.token, body: {} });
    expect(applied.statusCode, applied.body).toBeLessThan(300);

    const alices = await read('/api/jobs/user/applications', { token: alice.token });
    expect(alices.statusCode).toBe(200);
    expect(alices.headers['cache-control']).toBe('private, no-cache');
    expect(String(alices.headers.vary)).toMatch(/authorization/i);
    const aliceTag = etagOf(alices);
    expect((await read('/api/jobs/user/applications', { token: alice.token, ifNoneMatch: aliceTag })).statusCode).toBe(304);

    const bobs = await read('/api/jobs/user/applications', { token: bob.token, ifNoneMatch: aliceTag });
    expect(bobs.statusCode).toBe(200);
    expect(etagOf(bobs)).not.toBe(aliceTag);
    expect((bobs.json() as { total: number }).total).toBe(0);
    expect((alices.json() as { total: number }).total).toBe(1);
  });

  it('the same public job read by two users carries a different tag for each, and neither matches the visitor’s', async () => {
    const job = await createJob(h.app, admin.token, { title: 'Design Intern' });
    const visitorTag = etagOf(await read(`/api/jobs/${job.id}`));
    const aliceTag = etagOf(await read(`/api/jobs/${job.id}`, { token: alice.token }));
    const bobRead = await read(`/api/jobs/${job.id}`, { token: bob.token, ifNoneMatch: aliceTag });
    expect(bobRead.statusCode).toBe(200);
    expect(new Set([visitorTag, aliceTag, etagOf(bobRead)]).size).toBe(3);
    expect((await read(`/api/jobs/${job.id}`, { ifNoneMatch: aliceTag })).statusCode).toBe(200);
  });

  it('an answer kept once for everyone (the mentor list) still carries each reader’s own tag', async () => {
    const url = '/api/user-mentors/mentors?search=tags';
    const visitor = await read(url);
    const alices = await read(url, { token: alice.token });
    const bobs = await read(url, { token: bob.token });
    expect(alices.body).toBe(visitor.body);
    expect(bobs.body).toBe(visitor.body);
    const tags = [etagOf(visitor), etagOf(alices), etagOf(bobs)];
    expect(new Set(tags).size).toBe(3);
    expect((await read(url, { token: bob.token, ifNoneMatch: tags[1] })).statusCode).toBe(200);
    expect((await read(url, { token: alice.token, ifNoneMatch: tags[1] })).statusCode).toBe(304);
    expect((await read(url, { ifNoneMatch: tags[0] })).statusCode).toBe(304);
    expect(etagOf(await read(url, { token: alice.token }))).toBe(tags[1]);
  });
});

describe('what is left alone', () => {
  it('errors and writes carry no tag', async () => {
    const missing = await read('/api/jobs/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
    const write = await call(h.app, 'POST', '/api/admin/jobs', { token: admin.token, body: { title: '' } });
    expect(write.statusCode).toBe(400);
    expect(write.headers.etag).toBeUndefined();
  });
});
