import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DataExport } from '../../../shared/contracts/account.js';
import { ACCOUNT_MESSAGES } from '../../../shared/messages.js';
import { dataExports, notifications, queuedJobs } from '../../db/schema/index.js';
import { expectError, startAuthHarness, type AuthHarness } from '../../test/auth-helpers.js';
import { authHeader, completedStudent, type CompletedStudent } from '../../test/profiles-helpers.js';
import { DATA_EXPORT_JOB } from './account.service.js';

/** Issue 36.3: an export whose job fails for good is failed, its owner is told, and they may ask again at once. */

describe('download my data: a job that fails for good', () => {
  let h: AuthHarness;
  let owner: CompletedStudent;

  beforeAll(async () => {
    h = await startAuthHarness({ JOB_QUEUE_ENABLED: 'false' });
    owner = await completedStudent(h, 'unlucky');
  });
  afterAll(() => h.close());

  const start = () => h.app.inject({ method: 'POST', url: '/api/account/data-exports', headers: authHeader(owner.accessToken) });
  const latest = async () =>
    (
      (await h.app.inject({ method: 'GET', url: '/api/account/data-exports/latest', headers: authHeader(owner.accessToken) })).json() as {
        export: DataExport;
      }
    ).export;
  /** The job's retry falls due now (time passes; its attempts so far stay counted), and the queue runs. */
  async function retryNow(exportId: string) {
    await h.app.db
      .update(queuedJobs)
      .set({ runAt: sql`now() - interval '1 second'` })
      .where(and(eq(queuedJobs.kind, DATA_EXPORT_JOB), eq(queuedJobs.key, exportId)));
    await h.app.jobs.runDue();
  }

  it('is "preparing" while retried, then failed after its third failure; the owner is told and can ask again', async () => {
    const storageDown = vi.spyOn(h.app.privateStorage, 'putStream').mockRejectedValue(new Error('the bucket is down'));
    try {
      const started = await start();
      expect(started.statusCode, started.body).toBe(202);
      const { id } = (started.json() as { export: DataExport }).export;
      const mailsBefore = h.mail.mails.length;

      await h.app.jobs.runDue();
      await retryNow(id);
      expect(storageDown).toHaveBeenCalledTimes(2);
      // Still being retried: it is preparing, and the day's limit holds.
      expect(await latest()).toMatchObject({ id, status: 'preparing' });
      expectError(await start(), 429, { message: ACCOUNT_MESSAGES.exportOncePerDay });

      await retryNow(id);
      expect(storageDown).toHaveBeenCalledTimes(3);
      const [job] = await h.app.db
        .select()
        .from(queuedJobs)
        .where(and(eq(queuedJobs.kind, DATA_EXPORT_JOB), eq(queuedJobs.key, id)));
      expect(job).toMatchObject({ state: 'failed', attempts: 3, lastError: expect.stringContaining('the bucket is down') });
      const failed = await latest();
      expect(failed).toMatchObject({ id, status: 'failed', readyAt: null, expiresAt: null });
      expect(Date.parse(failed.nextAllowedAt)).toBeLessThanOrEqual(Date.now());

      // Told in the bell and by mail.
      const bell = await h.app.db
        .select({ type: notifications.type, message: notifications.message, link: notifications.link })
        .from(notifications)
        .where(and(eq(notifications.userId, owner.id), eq(notifications.type, 'data_export_failed')));
      expect(bell).toEqual([{ type: 'data_export_failed', message: ACCOUNT_MESSAGES.exportFailed, link: '/SelfSetting#data' }]);
      await h.app.jobs.runDue();
      const mail = await h.mail.waitFor(owner.email, mailsBefore, 10_000, (sent) => /could not be prepared/.test(sent.subject));
      expect(mail.raw).toContain('You can ask for it again');
    } finally {
      storageDown.mockRestore();
    }

    // Asked again at once, with the store back: this one is prepared.
    const again = await start();
    expect(again.statusCode, again.body).toBe(202);
    const { id: second } = (again.json() as { export: DataExport }).export;
    await h.app.jobs.runDue();
    expect(await latest()).toMatchObject({ id: second, status: 'ready' });
    const statuses = await h.app.db.select({ status: dataExports.status }).from(dataExports).where(eq(dataExports.userId, owner.id));
    expect(statuses.map((row) => row.status).sort()).toEqual(['failed', 'ready']);
  });
});
