import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ForYouResponse, JobPageResponse } from '../../../shared/contracts/careers.js';
import { jobs } from '../../db/schema/index.js';
import { expectError, startAuthHarness, type AuthHarness } from '../../test/auth-helpers.js';
import { call, createJob, createUser, type TestUser } from '../../test/careers-helpers.js';
import { expectBadCursorsRefused, expectEachOnce, walkPages } from '../../test/keyset-helpers.js';

let h: AuthHarness;
let admin: TestUser;
let student: TestUser;

beforeAll(async () => {
  h = await startAuthHarness();
  admin = await createUser(h, 'admin');
  student = await createUser(h, 'student', 'jk-student');
}, 60_000);
afterAll(async () => {
  await h?.close();
});

/** Jobs made through the console, then dated (SQL text, to the microsecond; several share an instant). */
async function jobsAt(times: string[], overrides: Parameters<typeof createJob>[2] = {}): Promise<string[]> {
  const ids: string[] = [];
  for (const [index, time] of times.entries()) {
    const job = await createJob(h.app, admin.token, { title: `Keyset Analyst ${index}`, ...overrides });
    await h.app.db
      .update(jobs)
      .set({ createdAt: sql`${time}::timestamptz` as unknown as Date })
      .where(inArray(jobs.id, [job.id]));
    ids.push(job.id);
  }
  return ids;
}

/** 14 dates a day back, in three instants of one millisecond. */
const dated = (count: number, day = '2026-03-01') =>
  Array.from({ length: count }, (_, index) => `${day}T12:00:00.${String(250_000 + (index % 3) * 5).padStart(6, '0')}Z`);
/** Written while the reader scrolls: newer than every job, among the ones not yet read, and older than all. */
const LATE = ['2026-03-02T00:00:00Z', '2026-03-01T12:00:00.250007Z', '2026-03-01T12:00:00.250005Z', '2026-02-01T00:00:00Z'];

const loader =
  <Page extends JobPageResponse>(path: string, token?: string) =>
  async (cursor: string | null) => {
    const res = await call(h.app, 'GET', `${path}${cursor ? `&cursor=${cursor}` : ''}`, { token });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as Page;
    return { ids: page.jobs.map((job) => job.id), nextCursor: page.nextCursor, total: page.total };
  };

describe('careers: keyset pages of jobs', () => {
  it('the open list serves every job once to a visitor and to a signed-in reader while jobs are posted between pages', async () => {
    const original = await jobsAt(dated(14));
    for (const token of [undefined, student.token]) {
      const late: string[] = [];
      const walked = await walkPages(loader('/api/jobs?limit=4', token), async () => late.push(...(await jobsAt(LATE))));
      expectEachOnce(walked.ids, original);
      // The newest is above the cursor; the others are served in their place.
      expect(walked.ids).toEqual(expect.arrayContaining(late.slice(1)));
      expect(walked.ids).not.toContain(late[0]);
      await h.app.db.delete(jobs).where(inArray(jobs.id, late));
    }
  });

  it('a filtered list, a search ranked by relevance, and the responsive sort page the same way', async () => {
    const internships = await jobsAt(dated(9, '2026-03-03'), { jobType: 'internship', title: 'Keyset Intern' });
    const filtered = await walkPages(loader('/api/jobs?jobType=internship&limit=2&view=card'), () =>
      jobsAt(LATE, { jobType: 'internship', title: 'Keyset Intern' }),
    );
    expectEachOnce(filtered.ids, internships);

    // Equal titles rank equally: the time and the id order the ties, and a better match posted meanwhile ranks above.
    const matches = await jobsAt(dated(10, '2026-03-04'), { title: 'Kubernetes Keyset Engineer' });
    const first = await loader<JobPageResponse>('/api/jobs?search=kubernetes&limit=3')(null);
    const searched = await walkPages(loader('/api/jobs?search=kubernetes&limit=3'), async () => {
      await jobsAt(['2026-03-04T12:00:00.250003Z', '2026-01-01T00:00:00Z'], { title: 'Kubernetes Keyset Engineer' });
      await jobsAt(['2026-03-05T00:00:00Z'], { title: 'Kubernetes', skills: ['Kubernetes'] });
    });
    expectEachOnce(searched.ids, matches);
    expect(first.total).toBe(10);

    const everyOpen = await walkPages(loader('/api/jobs?sort=responsive&limit=5&view=card'), () => jobsAt(LATE.slice(1, 3)));
    expect(new Set(everyOpen.ids).size).toBe(everyOpen.ids.length);
    expectEachOnce(everyOpen.ids, [...internships, ...matches]);
  });

  it('For You pages by its ranking the same way', async () => {
    const matching = await jobsAt(dated(7, '2026-03-06'), { title: 'Keyset Data Scientist', skills: ['Pandas'] });
    const walked = await walkPages(loader<ForYouResponse>('/api/jobs/forYou?skills=pandas&limit=3', student.token), () =>
      jobsAt(['2026-03-06T12:00:00.250002Z'], { title: 'Keyset Data Scientist', skills: ['Pandas'] }),
    );
    expectEachOnce(walked.ids, matching);
  });

  it('still answers page and limit by offset, with the total and the cursor of the page after', async () => {
    const first = await loader('/api/jobs?page=1&limit=5')(null);
    const second = await loader('/api/jobs?page=2&limit=5')(null);
    expect(first.nextCursor).not.toBeNull();
    const after = await loader('/api/jobs?limit=5')(first.nextCursor);
    expect(after.ids).toEqual(second.ids);
    expect(after.total).toBe(first.total);
  });

  it('refuses a malformed or tampered cursor, or one of another order, with a 400', async () => {
    await expectBadCursorsRefused((cursor) => call(h.app, 'GET', `/api/jobs?${cursor}`));
    await expectBadCursorsRefused((cursor) =>
      call(h.app, 'GET', `/api/jobs?view=card&jobType=internship&${cursor}`, { token: student.token }),
    );
    // The plain list's cursor carries no rank; a search ranks by relevance first.
    const plain = await loader('/api/jobs?limit=1')(null);
    expectError(await call(h.app, 'GET', `/api/jobs?search=kubernetes&cursor=${plain.nextCursor}`), 400, { code: 'INVALID_CURSOR' });
  });
});
