import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../../shared/messages.js';
import { dataExports, queuedJobs } from '../../db/schema/index.js';
import { kindMarker, seedEveryKind, type SeededAccount } from '../../test/account-helpers.js';
import { unzip } from '../../test/zip.js';
import { expectError, expectRetryAfter, startAuthHarness, type AuthHarness } from '../../test/auth-helpers.js';
import { authHeader, completedStudent, type CompletedStudent } from '../../test/profiles-helpers.js';
import { EXPORT_KINDS, SECRET_TABLES } from './account.kinds.js';

/** Issue 36.3: "Download my data". */

/**
 * Tables that refer to accounts without being data about them: what operators made (books, jobs, events) keeps its
 * author as null when they go; the job queue's payloads name ids of whatever they are about.
 */
const NOT_PERSONAL = ['books', 'jobs', 'events', 'feature_launches', 'queued_jobs'];

describe('download my data', () => {
  let h: AuthHarness;
  let owner: CompletedStudent;
  let other: CompletedStudent;
  let stranger: CompletedStudent;
  let seeded: SeededAccount;

  beforeAll(async () => {
    // The test runs the queue itself, so it sees each step.
    h = await startAuthHarness({ JOB_QUEUE_ENABLED: 'false' });
    owner = await completedStudent(h, 'owner');
    other = await completedStudent(h, 'other');
    stranger = await completedStudent(h, 'stranger');
    seeded = await seedEveryKind(h.app, owner.id, owner.email, other.id, 'owner');
    await seedEveryKind(h.app, stranger.id, stranger.email, other.id, 'stranger');
  });
  afterAll(() => h.close());

  const start = (token: string) => h.app.inject({ method: 'POST', url: '/api/account/data-exports', headers: authHeader(token) });
  const latest = (token: string) => h.app.inject({ method: 'GET', url: '/api/account/data-exports/latest', headers: authHeader(token) });
  const download = (token: string, id: string) =>
    h.app.inject({ method: 'GET', url: `/api/account/data-exports/${encodeURIComponent(id)}/download`, headers: authHeader(token) });

  it('every table that refers to an account belongs to a kind of the export (or holds only secrets or operators’ work)', async () => {
    // PGlite and node-postgres both answer with `rows`.
    const { rows: tables } = (await h.app.db.execute(
      sql`select distinct conrelid::regclass::text as table from pg_constraint where contype = 'f' and confrelid = 'users'::regclass`,
    )) as unknown as { rows: { table: string }[] };
    const listed = new Set<string>([...EXPORT_KINDS.flatMap((kind) => kind.tables), ...SECRET_TABLES, ...NOT_PERSONAL]);
    expect(tables.map((row) => row.table).filter((table) => !listed.has(table))).toEqual([]);
  });

  it('prepares in the background one zip of every kind with the uploaded files, tells the owner, and holds nothing of anyone else', async () => {
    const mailsBefore = h.mail.mails.length;
    const started = await start(owner.accessToken);
    expect(started.statusCode, started.body).toBe(202);
    const { export: pending } = started.json() as { export: { id: string; status: string } };
    expect(pending.status).toBe('preparing');
    expect((await latest(owner.accessToken)).json()).toMatchObject({ export: { id: pending.id, status: 'preparing' } });
    expectError(await download(owner.accessToken, pending.id), 404);

    expect(await h.app.jobs.runDue()).toBeGreaterThan(0);
    await h.app.jobs.runDue(); // the security notice the export queued
    const ready = (await latest(owner.accessToken)).json() as { export: { status: string; expiresAt: string; readyAt: string } };
    expect(ready.export.status).toBe('ready');
    expect(Date.parse(ready.export.expiresAt) - Date.parse(ready.export.readyAt)).toBe(24 * 3600 * 1000);

    // Told in the app and by a security notice.
    const bell = await h.app.inject({ method: 'GET', url: '/api/notifications', headers: authHeader(owner.accessToken) });
    expect(bell.body).toContain(ACCOUNT_MESSAGES.exportReady);
    const mail = await h.mail.waitFor(owner.email, mailsBefore, 10_000, (sent) => sent.subject.includes('data'));
    expect(mail.subject).toBe('Your Campus data is ready to download');

    const res = await download(owner.accessToken, pending.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="campus-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    const entries = await unzip(res.rawPayload);

    const readme = entries.get('README.txt')!.toString();
    for (const kind of EXPORT_KINDS) {
      expect(readme).toContain(kind.file);
      const json = entries.get(kind.file)?.toString();
      expect(json, kind.file).toBeDefined();
      expect(JSON.parse(json!), kind.file).not.toBeNull();
      expect(json, kind.kind).toContain(kindMarker[kind.kind]('owner'));
    }
    const fileEntries = [...entries.keys()].filter((name) => name.startsWith('files/'));
    expect(fileEntries.map((name) => name.split('/')[1]).sort()).toEqual(['documents', 'posts', 'profile']);
    const uploaded = [...seeded.files.values()].map((bytes) => bytes.toString('base64')).sort();
    expect(fileEntries.map((name) => entries.get(name)!.toString('base64')).sort()).toEqual(uploaded);

    const everything = [...entries.values()].map((bytes) => bytes.toString()).join('\n');
    for (const foreign of [
      stranger.id,
      stranger.email,
      stranger.username,
      '-of-stranger',
      other.id,
      other.email,
      ...seeded.otherPartysWords,
    ]) {
      const at = everything.indexOf(foreign);
      expect(at, everything.slice(at - 300, at + 50)).toBe(-1);
    }
    // Secrets that only work the account stay out.
    expect(everything).not.toMatch(/password_?hash|totp|nonce-of-owner|feed-hash-of-owner/i);
  });

  it('one export a day: a second request is refused with a clear 429 until a day has passed', async () => {
    const again = await start(owner.accessToken);
    expectError(again, 429, { message: ACCOUNT_MESSAGES.exportOncePerDay });
    expectRetryAfter(again, 24 * 3600);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(23 * 3600);
  });

  it('only its owner can download it: anyone else, or any other id, gets the same 404', async () => {
    const { export: ready } = (await latest(owner.accessToken)).json() as { export: { id: string } };
    expectError(await download(other.accessToken, ready.id), 404);
    expectError(await download(owner.accessToken, '00000000-0000-4000-8000-000000000000'), 404);
    expectError(await download(owner.accessToken, 'not-an-id'), 404);
    expect((await h.app.inject({ method: 'GET', url: `/api/account/data-exports/${ready.id}/download` })).statusCode).toBe(401);
  });

  it('24 hours after it was ready the zip is removed by a queued job, and a new export may be asked for', async () => {
    const [row] = await h.app.db.select().from(dataExports).where(eq(dataExports.userId, owner.id));
    expect(await h.app.privateStorage.read(row!.storageKey!)).not.toBeNull();
    // A day passes: the expiry job falls due, and the request is a day old.
    await h.app.db
      .update(queuedJobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(queuedJobs.key, row!.id));
    await h.app.db
      .update(dataExports)
      .set({ requestedAt: new Date(Date.now() - 24 * 3600 * 1000 - 1000) })
      .where(eq(dataExports.id, row!.id));
    await h.app.jobs.runDue();

    expect(await h.app.privateStorage.read(row!.storageKey!)).toBeNull();
    expect((await latest(owner.accessToken)).json()).toMatchObject({
      export: { id: row!.id, status: 'expired', expiresAt: expect.any(String) },
    });
    expectError(await download(owner.accessToken, row!.id), 404);
    expect((await start(owner.accessToken)).statusCode).toBe(202);
  });
});
