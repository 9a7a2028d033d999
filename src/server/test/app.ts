import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type App } from '../app.js';
import { loadConfig, type Env } from '../config.js';
import { openDatabase } from '../db/client.js';

export interface TestApp {
  app: App;
  close(): Promise<void>;
}

/**
 * A database of a test's own that several apps may use one after another (PGlite on disk) or side by side
 * (PostgreSQL, when DATABASE_URL is set): the job queue's tests run two instances and restart them on it.
 */
export interface TestDatabase {
  databaseUrl: string | undefined;
  pgliteDir: string;
  dataDir: string;
  drop(): Promise<void>;
}

async function makeDatabase(pgliteDir: (dataDir: string) => string): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'campus-test-'));
  const serverUrl = process.env.DATABASE_URL;
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (serverUrl) {
    const name = `test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    const template = process.env.VITEST ? inject('pgTemplateDatabase') : '';
    await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  }
  return {
    databaseUrl,
    pgliteDir: pgliteDir(dataDir),
    dataDir,
    async drop() {
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * With `onDisk`, PGlite is kept in files, so an app built after another was closed finds its data (slower to open);
 * otherwise in memory, for one app at a time. On PostgreSQL either way one database that apps may share at once.
 */
export const createTestDatabase = (options: { onDisk?: boolean } = {}) =>
  makeDatabase((dataDir) => (options.onDisk ? path.join(dataDir, 'pgdata') : 'memory://'));

/**
 * Boots the real app: PGlite in memory by default; with DATABASE_URL, a fresh database on that
 * PostgreSQL server for this test file, dropped afterwards. Given a TestDatabase, the app uses it and
 * leaves it in place when closed.
 */
/**
 * The settings of apps that stand for instances of one deployment on the running Redis: channels of their own, so the
 * test files running beside them (each with instances of its own) neither answer nor slow their cross-instance questions.
 */
export const redisInstancesEnv = (): Partial<Env> => ({
  REDIS_URL: process.env.REDIS_URL,
  REALTIME_REDIS_KEY: `socket.io-test-${randomBytes(4).toString('hex')}`,
});

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a migrated PGlite cluster every in-memory test app starts from, or '' on PostgreSQL (global-setup.ts). */
    pgliteTemplate: string;
    /** The migrated database each test file's PostgreSQL database is copied from, or '' on PGlite (global-setup.ts). */
    pgTemplateDatabase: string;
  }
}

let template: Promise<Blob | undefined> | undefined;
/**
 * The migrated cluster test/global-setup.ts dumped, read once per worker; none outside Vitest (the OpenAPI generator
 * builds a test app too).
 */
function pgliteTemplate(): Promise<Blob | undefined> {
  const file = process.env.VITEST ? inject('pgliteTemplate') : '';
  template ??= file ? readFile(file).then((bytes) => new Blob([bytes])) : Promise.resolve(undefined);
  return template;
}

export async function createTestApp(env: Partial<Env> = {}, shared?: TestDatabase): Promise<TestApp> {
  const database = shared ?? (await makeDatabase(() => 'memory://'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    DATA_DIR: database.dataDir,
    JWT_SECRET: 'test-secret-test-secret-test-secret-123456',
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    ...env,
  });
  const template = database.databaseUrl || database.pgliteDir !== 'memory://' ? undefined : await pgliteTemplate();
  const app = await buildApp(config, {
    logger: false,
    pgliteDir: database.pgliteDir,
    ...(template ? { database: openDatabase({ pgliteDir: 'memory://', pgliteTemplate: template }) } : {}),
  });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      if (!shared) await database.drop();
    },
  };
}
