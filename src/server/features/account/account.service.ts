import type { FastifyReply } from 'fastify';
import type { DataExport } from '../../../shared/contracts/account.js';
import { uuidSchema } from '../../../shared/contracts/common.js';
import { ACCOUNT_MESSAGES } from '../../../shared/messages.js';
import type { Db } from '../../db/client.js';
import { notFound, tooManyRequests } from '../../platform/errors.js';
import type { JobQueue } from '../../platform/jobs.js';
import type { Realtime } from '../../platform/realtime.js';
import type { FileStorage, PrivateFileStorage } from '../../platform/storage.js';
import type { SecurityNotices } from '../auth/index.js';
import { createNotification, deliverNotifications } from '../notifications/index.js';
import { EXPORT_READERS, type ExportFile } from './account.export-data.js';
import { EXPORT_KINDS } from './account.kinds.js';
import type { AccountRepository, DataExportRow } from './account.repository.js';
import { exportZip } from './account.zip.js';

export const DATA_EXPORT_JOB = 'account.data-export.prepare';
export const DATA_EXPORT_EXPIRY_JOB = 'account.data-export.expire';
/** How long a prepared zip can be downloaded, and how long after one request the next may be made. */
export const DATA_EXPORT_LIFETIME_MS = 24 * 3600 * 1000;
export const DATA_EXPORT_INTERVAL_MS = 24 * 3600 * 1000;
/** The private storage folder of the zips. */
const EXPORT_FOLDER = 'data-exports';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function toDataExport(row: DataExportRow): DataExport {
  return {
    id: row.id,
    status: row.status,
    requestedAt: row.requestedAt.toISOString(),
    readyAt: iso(row.readyAt),
    expiresAt: iso(row.expiresAt),
    bytes: row.bytes,
    nextAllowedAt: nextAllowedAt(row).toISOString(),
  };
}

/** One a day, counted from the latest request; one the job gave up on does not count, so it may be asked again at once. */
const nextAllowedAt = (latest: DataExportRow) =>
  latest.status === 'failed' ? latest.requestedAt : new Date(latest.requestedAt.getTime() + DATA_EXPORT_INTERVAL_MS);

export interface AccountExportDeps {
  repo: AccountRepository;
  db: Db;
  jobs: JobQueue;
  /** Where the zips go, and where the private files they carry come from. */
  privateStorage: PrivateFileStorage;
  /** Where the public files they carry come from (photos, blog images). */
  publicStorage: FileStorage;
  notices: SecurityNotices;
  realtime: Realtime;
}

export function createAccountExports(deps: AccountExportDeps) {
  const { repo, db, jobs, privateStorage, publicStorage, notices, realtime } = deps;

  const readFile = (file: ExportFile) => (file.store === 'private' ? privateStorage : publicStorage).readStream(file.ref);

  /** The job: reads every kind in the job's transaction, streams the zip to storage, then tells the user. */
  jobs.register<{ exportId: string }>(
    DATA_EXPORT_JOB,
    async ({ payload, tx, afterCommit }) => {
      const row = await repo.findExport(payload.exportId, tx);
      const email = row && (await repo.emailOf(tx, row.userId));
      if (!row || row.status !== 'preparing' || !email) return;
      const preparedAt = new Date();
      const json: { file: string; data: unknown }[] = [];
      const files: ExportFile[] = [];
      for (const { kind, file } of EXPORT_KINDS) {
        const read = await EXPORT_READERS[kind](tx, row.userId);
        json.push({ file, data: read.data });
        files.push(...(read.files ?? []));
      }
      const zip = exportZip({ preparedAt, json, files, read: readFile });
      const stored = await privateStorage.putStream(EXPORT_FOLDER, zip, { extension: 'zip', contentType: 'application/zip' });
      try {
        const expiresAt = new Date(preparedAt.getTime() + DATA_EXPORT_LIFETIME_MS);
        await repo.markReady(tx, row.id, stored, preparedAt, expiresAt);
        await jobs.schedule(tx, { kind: DATA_EXPORT_EXPIRY_JOB, key: row.id, runAt: expiresAt, payload: { exportId: row.id } });
        const notification = await createNotification(tx, {
          userId: row.userId,
          senderName: 'Campus',
          type: 'data_export_ready',
          message: ACCOUNT_MESSAGES.exportReady,
          link: '/SelfSetting#data',
        });
        await notices.send(email, { kind: 'data-export-ready', expiresAt }, tx);
        afterCommit(() => deliverNotifications(db, realtime, [notification]));
      } catch (error) {
        // The transaction rolls back and the job runs again: the zip of this run would be left with nothing naming it.
        await privateStorage.remove(stored.key);
        throw error;
      }
    },
    {
      maxAttempts: 3,
      // Its last run failed too: the request is failed instead of "preparing" for ever, and its owner is told.
      onFailed: async ({ payload, tx, afterCommit }) => {
        const row = await repo.findExport(payload.exportId, tx);
        if (!row || !(await repo.markFailed(tx, row.id))) return;
        const notification = await createNotification(tx, {
          userId: row.userId,
          senderName: 'Campus',
          type: 'data_export_failed',
          message: ACCOUNT_MESSAGES.exportFailed,
          link: '/SelfSetting#data',
        });
        const email = await repo.emailOf(tx, row.userId);
        if (email) await notices.send(email, { kind: 'data-export-failed' }, tx);
        afterCommit(() => deliverNotifications(db, realtime, [notification]));
      },
    },
  );

  /** 24 hours after it was ready: the zip goes; the row stays as the record of the request (and of the daily limit). */
  jobs.register<{ exportId: string }>(DATA_EXPORT_EXPIRY_JOB, async ({ payload, tx }) => {
    const row = await repo.findExport(payload.exportId, tx);
    if (!row || row.status !== 'ready') return;
    await repo.markExpired(tx, row.id);
    if (row.storageKey) await privateStorage.remove(row.storageKey);
  });

  return {
    async start(userId: string): Promise<{ message: string; export: DataExport }> {
      const row = await repo.transaction(async (tx) => {
        if (!(await repo.lockUser(tx, userId))) throw notFound();
        const latest = await repo.latestExport(userId, tx);
        const waitMs = latest ? nextAllowedAt(latest).getTime() - Date.now() : 0;
        if (waitMs > 0) throw tooManyRequests(Math.ceil(waitMs / 1000), ACCOUNT_MESSAGES.exportOncePerDay);
        const created = await repo.insertExport(tx, userId);
        await jobs.schedule(tx, { kind: DATA_EXPORT_JOB, key: created.id, runAt: new Date(), payload: { exportId: created.id } });
        return created;
      });
      return { message: ACCOUNT_MESSAGES.exportStarted, export: toDataExport(row) };
    },

    async latest(userId: string): Promise<{ export: DataExport | null }> {
      const row = await repo.latestExport(userId);
      return { export: row ? toDataExport(row) : null };
    },

    /** The zip, to its owner only, while it lasts; anything else is the same 404. */
    async download(reply: FastifyReply, userId: string, id: string): Promise<FastifyReply> {
      const row = uuidSchema.safeParse(id).success ? await repo.findDownloadable(id, userId) : null;
      if (!row?.storageKey) throw notFound();
      const day = row.requestedAt.toISOString().slice(0, 10);
      return privateStorage.send(reply, row.storageKey, { fileName: `campus-data-${day}.zip`, contentType: 'application/zip' });
    },
  };
}

export type AccountExports = ReturnType<typeof createAccountExports>;
