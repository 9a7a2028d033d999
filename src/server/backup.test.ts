import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadDocumentResponse } from '../shared/contracts/mentors.js';
import { buildApp } from './app.js';
import { loadConfig, type Config, type Env } from './config.js';
import { users } from './db/schema/index.js';
import { PDF, upload as uploadDocument } from './features/mentors/mentors.testing.js';
import { backup, restore } from './ops/backup.js';
import { bucketAreas, createS3Client, localAreas } from './platform/storage.js';
import { login, loginAs, refresh, type AuthHarness } from './test/auth-helpers.js';
import { createUser } from './test/careers-helpers.js';
import { startMailServer } from './test/mail-server.js';
import { completedStudent } from './test/profiles-helpers.js';
import { startS3Server, type S3Server } from './test/s3-server.js';

/*
 * npm run backup / npm run restore, as an operator would use them: an installation on disk (PGlite in DATA_DIR,
 * or a PostgreSQL database of its own when DATABASE_URL is set) with its uploads in DATA_DIR or in a bucket is
 * backed up, written to again, and the archive restored into a fresh DATA_DIR, database and bucket, which must
 * hold exactly the backed-up state.
 */

const temporary: string[] = [];
const databases: string[] = [];
const serverUrl = process.env.DATABASE_URL;
let mail: Awaited<ReturnType<typeof startMailServer>>;
let s3: S3Server;

beforeAll(async () => {
  [mail, s3] = await Promise.all([startMailServer(), startS3Server()]);
});
afterAll(async () => {
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
  if (serverUrl) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    for (const name of databases) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
  await Promise.all([mail?.close(), s3?.close()]);
});

/**
 * A new, empty installation: its own DATA_DIR, its own database when on PostgreSQL, its own bucket when asked.
 * Answers how to read its configuration, as each start of the server or of a command does.
 */
async function newInstallation(files: 'local' | 's3'): Promise<() => Config> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'campus-backup-'));
  temporary.push(dataDir);
  const env: Partial<Env> = { NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', DATA_DIR: dataDir, SMTP_URL: mail.url };
  if (serverUrl) {
    const name = `backup_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    databases.push(name);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
  }
  if (files === 's3') Object.assign(env, await s3.newBucket());
  return () => loadConfig(env);
}

/** Runs `work` on the installation's app, then stops it (PGlite's folder is free again for a backup). */
async function withApp<T>(config: () => Config, work: (h: AuthHarness) => Promise<T>): Promise<T> {
  const app = await buildApp(config(), { logger: false });
  await app.ready();
  try {
    return await work({ app, mail, close: () => app.close() });
  } finally {
    await app.close();
  }
}

/** Every uploaded file of an installation, public and private, wherever it keeps them. */
async function filesOf(installation: () => Config): Promise<string[]> {
  const config = installation();
  const client = config.s3 ? createS3Client(config.s3) : undefined;
  try {
    const areas = client ? bucketAreas(client, config.s3!.bucket) : localAreas(config.dataDir);
    return [
      ...(await areas.public.list()).map((file) => `public/${file.key}`),
      ...(await areas.private.list()).map((file) => `private/${file.key}`),
    ];
  } finally {
    client?.destroy();
  }
}

const userCount = async (h: AuthHarness) => (await h.app.db.select({ n: count() }).from(users))[0]!.n;

describe.each(['local', 's3'] as const)('backup and restore (uploads: %s)', (files) => {
  it('restores into a fresh installation exactly the backed-up rows, files and passwords, and nothing written later', async () => {
    const source = await newInstallation(files);
    const backupDir = mkdtempSync(path.join(tmpdir(), 'campus-archives-'));
    temporary.push(backupDir);

    // State A: a student with a profile photo (public file) and a booking document (private file).
    const before = await withApp(source, async (h) => {
      const alice = await completedStudent(h, 'alice');
      const up = await uploadDocument(h, alice.accessToken, [{ field: 'resume', filename: 'cv.pdf', bytes: PDF }]);
      expect(up.statusCode, up.body).toBe(200);
      const session = await loginAs(h.app, alice.email, alice.password);
      return { alice, session, resumeUrl: (up.json() as UploadDocumentResponse).resumeUrl!, users: await userCount(h) };
    });
    const filesBefore = await filesOf(source);
    expect(filesBefore.filter((file) => file.startsWith('public/profiles/'))).toHaveLength(1);
    expect(filesBefore.filter((file) => file.startsWith('private/mentorship/'))).toHaveLength(1);

    const archive = await backup(source(), backupDir);
    expect(path.basename(archive)).toMatch(/^campus-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/);

    // State B: written after the backup; none of it may come back.
    const later = await withApp(source, async (h) => {
      const bob = await createUser(h, 'student', 'bob');
      const up = await uploadDocument(h, before.session.accessToken, [{ field: 'resume', filename: 'cv2.pdf', bytes: PDF }]);
      expect(up.statusCode, up.body).toBe(200);
      return { bob, resumeUrl: (up.json() as UploadDocumentResponse).resumeUrl! };
    });
    expect((await filesOf(source)).length).toBe(filesBefore.length + 1);

    const fresh = await newInstallation(files);
    const manifest = await restore(fresh(), archive);
    expect(manifest).toMatchObject({ database: serverUrl ? 'postgres' : 'pglite', files: { public: 1, private: 1 }, jwtSecret: true });
    expect(await filesOf(fresh)).toEqual(filesBefore);

    await withApp(fresh, async (h) => {
      expect(await userCount(h)).toBe(before.users);
      // The password still signs in; the account made after the backup does not exist.
      expect((await login(h.app, before.alice.email, before.alice.password)).statusCode).toBe(200);
      expect((await login(h.app, later.bob.email, 'secret-pass-1')).statusCode).toBeGreaterThanOrEqual(400);
      // The session of the backup goes on (same secret, same stored refresh token).
      expect((await refresh(h.app, before.session.refreshToken)).statusCode).toBe(200);
      const read = (url: string) =>
        h.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${before.session.accessToken}` } });
      const document = await read(before.resumeUrl);
      if (files === 'local') expect(document.rawPayload.equals(PDF)).toBe(true);
      else expect(Buffer.from(await (await fetch(String(document.headers.location))).arrayBuffer()).equals(PDF)).toBe(true);
      expect((await read(later.resumeUrl)).statusCode).toBe(404);
      const photo = filesBefore.find((file) => file.startsWith('public/profiles/'))!;
      const served = await h.app.inject({ method: 'GET', url: `/uploads/${photo.slice('public/'.length)}` });
      expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/jpeg']);
    });

    // A restore goes only into an empty installation.
    await expect(restore(fresh(), archive)).rejects.toThrow(/empty/);
    expect(existsSync(archive)).toBe(true);
  }, 180_000);
});
