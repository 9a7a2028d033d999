import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/index.js';
import { startAuthHarness, type AuthHarness } from '../../test/auth-helpers.js';
import { call, createJob, createUser, jobInput, type TestUser } from '../../test/careers-helpers.js';

/**
 * The open-jobs total is a count kept with the writes (drizzle/0027_kept_counts.sql), not a count(*) per request:
 * after every kind of write, one at a time and concurrent, it must equal counting the open jobs.
 */
describe('careers: the kept open-jobs count', () => {
  let h: AuthHarness;
  let admin: TestUser;
  beforeAll(async () => {
    h = await startAuthHarness({ JOBS_CACHE_SECONDS: '0', READ_CACHE_SECONDS: '0' });
    admin = await createUser(h, 'admin');
  });
  afterAll(() => h.close());

  const counted = async () => {
    const result = await h.app.db.execute<{ n: number }>(
      sql`select count(*)::int as n from jobs where status = 'open' and (closes_at is null or closes_at > now())`,
    );
    return Number((result as unknown as { rows: { n: number }[] }).rows[0]!.n);
  };
  const listed = async () => {
    const res = await call(h.app, 'GET', '/api/jobs?limit=1');
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { total: number }).total;
  };
  const expectKept = async () => {
    const truth = await counted();
    expect(await listed()).toBe(truth);
    // The list of "for you" jobs (every open job, ranked) tells the same total.
    return truth;
  };
  const insertJob = (title: string, status: 'open' | 'closed' = 'open') => {
    const input = jobInput({ title });
    return h.app.db
      .insert(jobs)
      .values({
        title,
        companyName: input.companyName,
        jobType: input.jobType,
        location: input.location,
        description: input.description,
        companyAbout: input.companyAbout,
        jobRequirements: 'TypeScript',
        skills: input.skills,
        hrName: 'Asha Rao',
        hrPosition: 'Recruiter',
        status,
      })
      .returning({ id: jobs.id });
  };

  it('equals count(*) after creates, closes, reopenings, expiries and deletes, also when they run concurrently', async () => {
    expect(await expectKept()).toBe(0);

    const created = await Promise.all(Array.from({ length: 8 }, (_, i) => createJob(h.app, admin.token, { title: `Counted job ${i}` })));
    expect(await expectKept()).toBe(8);

    // Closed through the console, two at once; one reopened; an edit that leaves the status alone moves nothing.
    await Promise.all(created.slice(0, 2).map((job) => call(h.app, 'POST', `/api/admin/jobs/${job.id}/close`, { token: admin.token })));
    expect(await expectKept()).toBe(6);
    expect((await call(h.app, 'POST', `/api/admin/jobs/${created[0]!.id}/reopen`, { token: admin.token })).statusCode).toBe(200);
    await call(h.app, 'PATCH', `/api/admin/jobs/${created[3]!.id}`, { token: admin.token, body: { title: 'Renamed job' } });
    expect(await expectKept()).toBe(7);

    // A closing time that has passed closes a job without any write to its status.
    await h.app.db
      .update(jobs)
      .set({ closesAt: new Date(Date.now() - 60_000) })
      .where(eq(jobs.id, created[4]!.id));
    expect(await expectKept()).toBe(6);

    // Deletes, of an open and of a closed job.
    await h.app.db.delete(jobs).where(eq(jobs.id, created[5]!.id));
    await h.app.db.delete(jobs).where(eq(jobs.id, created[1]!.id));
    expect(await expectKept()).toBe(5);

    // Concurrent inserts (open and closed), closes, and a bulk update, all at once.
    await Promise.all([
      ...Array.from({ length: 12 }, (_, i) => insertJob(`Concurrent ${i}`, i % 3 === 0 ? 'closed' : 'open')),
      ...created.slice(6, 8).map((job) => call(h.app, 'POST', `/api/admin/jobs/${job.id}/close`, { token: admin.token })),
      h.app.db.update(jobs).set({ status: 'closed' }).where(eq(jobs.title, 'Renamed job')),
    ]);
    expect(await expectKept()).toBe(5 + 8 - 2 - 1);

    await h.app.db
      .update(jobs)
      .set({ status: 'open' })
      .where(sql`true`);
    await h.app.db.delete(jobs).where(sql`${jobs.title} like 'Concurrent%'`);
    expect(await expectKept()).toBe(6 - 1);
  });
});
