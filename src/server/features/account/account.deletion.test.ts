import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELETED_USER_NAME } from '../../../shared/messages.js';
import { localAreas } from '../../platform/storage.js';
import { seedEveryKind, type SeededAccount } from '../../test/account-helpers.js';
import { passDeletionGrace, post, startAuthHarness, TEST_PASSWORD, type AuthHarness } from '../../test/auth-helpers.js';
import { authHeader, completedStudent, type CompletedStudent } from '../../test/profiles-helpers.js';
import { EXPORT_KINDS } from './account.kinds.js';

/** Issue 36.4: after deletion, nothing of the account is left in any table or in the upload store. */

interface Trace {
  table: string;
  column: string;
  rows: number;
}

describe('deletion leaves nothing behind', () => {
  let h: AuthHarness;
  let leaving: CompletedStudent;
  let staying: CompletedStudent;
  let seeded: SeededAccount;

  beforeAll(async () => {
    h = await startAuthHarness({ JOB_QUEUE_ENABLED: 'false' });
    leaving = await completedStudent(h, 'leaving');
    staying = await completedStudent(h, 'staying');
    seeded = await seedEveryKind(h.app, leaving.id, leaving.email, staying.id, 'leaving');
    // What the account left in the queue and the store besides: a prepared export and the mails about it.
    expect(
      (await h.app.inject({ method: 'POST', url: '/api/account/data-exports', headers: authHeader(leaving.accessToken) })).statusCode,
    ).toBe(202);
    await h.app.jobs.runDue();
    await h.app.jobs.runDue();
  });
  afterAll(() => h.close());

  /** Every text, uuid, array and JSON column of every table, searched for the needle. */
  async function traces(needles: string[]): Promise<Trace[]> {
    const { rows: columns } = (await h.app.db.execute(sql`
      select table_name as "table", column_name as "column" from information_schema.columns
      where table_schema = 'public' and (data_type in ('text', 'uuid', 'jsonb', 'json', 'character varying', 'ARRAY', 'USER-DEFINED'))
      and table_name not like '\\_\\_drizzle%' order by 1, 2`)) as unknown as { rows: { table: string; column: string }[] };
    const found: Trace[] = [];
    for (const { table, column } of columns) {
      for (const needle of needles) {
        const { rows } = (await h.app.db.execute(
          sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)}::text ilike ${`%${needle}%`}`,
        )) as unknown as { rows: { n: number }[] };
        if (rows[0]!.n > 0) found.push({ table, column, rows: rows[0]!.n });
      }
    }
    return found;
  }

  it('every table the export lists, every other table and the upload store hold no trace of the id, email or files', async () => {
    const deleted = await h.app.inject({
      method: 'DELETE',
      url: '/api/auth/account',
      headers: authHeader(leaving.accessToken),
      payload: { password: TEST_PASSWORD },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    // The deletion is a queued job at the end of a 7-day grace period: time passes, then the queue runs it.
    await h.app.jobs.runDue();
    await passDeletionGrace(h.app, leaving.id);
    await h.app.jobs.runDue();

    // A Human Library report stays for the safety of the person it is about, with no reporter: what the account wrote
    // in it is the one trace allowed.
    const { rows: reports } = (await h.app.db.execute(
      sql`select count(*)::int as n from humanlib_reports where reason like '%-of-leaving' and reporter_id is null`,
    )) as unknown as { rows: { n: number }[] };
    expect(reports[0]!.n).toBe(1);
    // The notification the account caused in the other person's bell stays, from no one.
    const { rows: bell } = (await h.app.db.execute(
      sql`select sender_name as "senderName", link from notifications where user_id = ${staying.id} and type = 'connection_request'`,
    )) as unknown as { rows: { senderName: string; link: string | null }[] };
    expect(bell).toEqual([{ senderName: DELETED_USER_NAME, link: null }]);
    const left = [
      ...(await traces([leaving.id, leaving.email, leaving.username])),
      // What the seed wrote as the account's words; jobs and events are operators' listings the seed made for it.
      ...(await traces(['-of-leaving'])).filter(
        (trace) => !['jobs', 'events'].includes(trace.table) && !(trace.table === 'humanlib_reports' && trace.column === 'reason'),
      ),
    ];
    const exportTables = new Set<string>(EXPORT_KINDS.flatMap((kind) => kind.tables));
    // The export's list first (each kind's tables), then everything else.
    expect(left.filter((trace) => exportTables.has(trace.table))).toEqual([]);
    expect(left.filter((trace) => !exportTables.has(trace.table))).toEqual([]);

    const areas = localAreas(h.app.config.dataDir);
    const stored = [...(await areas.public.list()), ...(await areas.private.list())].map((file) => file.key);
    for (const ref of seeded.files.keys()) expect(stored).not.toContain(ref.replace(/^\/uploads\//, ''));
    expect(stored.filter((key) => key.startsWith('data-exports/'))).toEqual([]);

    // The other person keeps their account, and the deleted email can sign up again as a new one.
    expect((await post(h.app, '/api/auth/login', { email: staying.email, password: TEST_PASSWORD })).statusCode).toBe(200);
    expect((await post(h.app, '/api/auth/register', { email: leaving.email, password: TEST_PASSWORD })).statusCode).toBe(200);
  });
});
