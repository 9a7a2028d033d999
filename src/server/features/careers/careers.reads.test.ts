import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobListResponse, ListedJob } from '../../../shared/contracts/careers.js';
import { startAuthHarness, type AuthHarness } from '../../test/auth-helpers.js';
import { call, createJob, createUser, type TestUser } from '../../test/careers-helpers.js';
import { countStatements } from '../../test/statements.js';

/*
 * The listing's first screen and a job's page, read by a signed-in student with the job cache off (every read
 * reaches the database, as on a cache miss): the public rows, the total and the reader's own applied and saved
 * flags come in one statement.
 */
describe('career reads in one statement (job cache off)', () => {
  let h: AuthHarness;
  let student: TestUser;
  let other: TestUser;
  const ids: string[] = [];

  beforeAll(async () => {
    h = await startAuthHarness({ JOBS_CACHE_SECONDS: '0' });
    const admin = await createUser(h, 'admin');
    student = await createUser(h, 'student', 'reader');
    other = await createUser(h, 'student', 'other-reader');
    for (const title of ['Data Analyst', 'Backend Engineer', 'Product Designer'])
      ids.push((await createJob(h.app, admin.token, { title })).id);
    expect((await call(h.app, 'POST', `/api/jobs/${ids[0]}/apply`, { token: student.token, body: {} })).statusCode).toBe(201);
    expect((await call(h.app, 'POST', `/api/jobs/${ids[1]}/save`, { token: student.token })).statusCode).toBe(200);
  }, 60_000);
  afterAll(() => h.close());

  it('the first page of open jobs and a search: rows, total and the reader’s flags, and nobody else’s', async () => {
    const statements = countStatements(h.app);
    try {
      const read = async (token: string | undefined, query = '') => {
        let body: JobListResponse | undefined;
        const n = await statements.during(async () => {
          const res = await call(h.app, 'GET', `/api/jobs${query}`, { token });
          expect(res.statusCode, res.body).toBe(200);
          body = res.json() as JobListResponse;
        });
        return { n, body: body! };
      };
      const mine = await read(student.token);
      expect(mine.n).toBe(1);
      expect(mine.body.total).toBe(3);
      const flags = Object.fromEntries(mine.body.jobs.map((job) => [job.id, [job.applied, job.saved]]));
      expect(flags).toEqual({ [ids[0]!]: [true, false], [ids[1]!]: [false, true], [ids[2]!]: [false, false] });

      const theirs = await read(other.token);
      expect(theirs.n).toBe(1);
      expect(theirs.body.jobs.every((job) => !job.applied && !job.saved)).toBe(true);

      // A typo search: the dictionary's words for it (db/search.ts), then its ranked page, total and the reader's flags.
      const found = await read(student.token, '?search=Analist');
      expect(found.n).toBe(2);
      expect(found.body.jobs.map((job) => [job.id, job.applied, job.saved])).toEqual([[ids[0], true, false]]);
      expect(found.body.total).toBe(1);

      // A page past the end still answers the total (its own count).
      const past = await read(student.token, '?page=5');
      expect(past.body).toMatchObject({ jobs: [], total: 3 });
    } finally {
      statements.restore();
    }
  });

  it('a job’s page: the job and the reader’s flags', async () => {
    const statements = countStatements(h.app);
    try {
      for (const [reader, applied] of [
        [student, true],
        [other, false],
      ] as const) {
        let job: ListedJob | undefined;
        const n = await statements.during(async () => {
          const res = await call(h.app, 'GET', `/api/jobs/${ids[0]}`, { token: reader.token });
          expect(res.statusCode, res.body).toBe(200);
          job = res.json() as ListedJob;
        });
        expect(n).toBe(1);
        expect(job).toMatchObject({ id: ids[0], applied, saved: false, _count: { applications: 1 } });
      }
    } finally {
      statements.restore();
    }
  });
});
