import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import * as tar from 'tar';
import type { Config } from '../config.js';
import { acquireDirectoryLock } from '../db/client.js';
import { databaseOptions } from '../db/options.js';
import { bucketAreas, createS3Client, folderArea, localAreas, type ObjectArea } from '../platform/storage.js';
import { copyArea } from './transfer.js';

/*
 * `npm run backup` and `npm run restore ARCHIVE`. One archive (tar.gz) holds everything an installation
 * keeps: the database (PGlite: its data directory as PGlite dumps it; PostgreSQL: pg_dump's custom format),
 * every uploaded file (public and private, from the folder or the bucket, whichever is in use) and the
 * generated JWT secret, so signed-in sessions survive a restore. The layout does not depend on where the
 * files were kept: a backup of a folder installation restores into a bucket one and back.
 *
 *   manifest.json               what the archive holds (format, time, database kind, file counts)
 *   database.pglite.tar.gz      or database.pgdump
 *   files/public/<folder>/<name>, files/private/<folder>/<name>
 *   jwt-secret                  when DATA_DIR holds one
 */

const run = promisify(execFile);
const FORMAT = 1;

export interface BackupManifest {
  format: number;
  createdAt: string;
  database: 'pglite' | 'postgres';
  files: { public: number; private: number };
  jwtSecret: boolean;
}

/** The upload areas in use: the bucket when S3_* is set, else the folders of DATA_DIR. */
function storageAreas(config: Config): { areas: { public: ObjectArea; private: ObjectArea }; close(): void } {
  if (!config.s3) return { areas: localAreas(config.dataDir), close: () => {} };
  const client = createS3Client(config.s3);
  return { areas: bucketAreas(client, config.s3.bucket), close: () => client.destroy() };
}

async function openPgliteFolder(dir: string, loadDataDir?: Blob) {
  const [{ PGlite }, { pg_trgm }] = await Promise.all([import('@electric-sql/pglite'), import('@electric-sql/pglite/contrib/pg_trgm')]);
  return PGlite.create(dir, { extensions: { pg_trgm }, ...(loadDataDir ? { loadDataDir } : {}) });
}

/** A PGlite folder is one process's: the server must be stopped (its lock says so) while it is copied or filled. */
async function withPgliteFolder<T>(dir: string, work: () => Promise<T>): Promise<T> {
  const release = acquireDirectoryLock(dir);
  try {
    return await work();
  } finally {
    release();
  }
}

const stamp = (date: Date) =>
  date
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');

/** Writes `<outDir>/campus-backup-<UTC time>.tar.gz` and returns its path. */
export async function backup(config: Config, outDir: string): Promise<string> {
  await mkdir(outDir, { recursive: true });
  const createdAt = new Date();
  const stage = await mkdtemp(path.join(outDir, '.backup-'));
  try {
    // The database first, then the files: a file uploaded meanwhile is only an unused extra in the archive.
    let database: BackupManifest['database'];
    if (config.databaseUrl) {
      database = 'postgres';
      await run('pg_dump', [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        '--file',
        path.join(stage, 'database.pgdump'),
        config.databaseUrl,
      ]);
    } else {
      database = 'pglite';
      const dir = databaseOptions(config).pgliteDir;
      if (!existsSync(dir)) throw new Error(`There is no embedded database at ${dir} to back up.`);
      const dump = await withPgliteFolder(dir, async () => {
        const client = await openPgliteFolder(dir);
        try {
          return Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
        } finally {
          await client.close();
        }
      });
      await writeFile(path.join(stage, 'database.pglite.tar.gz'), dump);
    }

    const storage = storageAreas(config);
    const files = { public: 0, private: 0 };
    try {
      for (const area of ['public', 'private'] as const) {
        files[area] = (await copyArea(storage.areas[area], folderArea(path.join(stage, 'files', area)))).copied;
      }
    } finally {
      storage.close();
    }

    const secretFile = path.join(config.dataDir, 'jwt-secret');
    const jwtSecret = existsSync(secretFile);
    if (jwtSecret) await writeFile(path.join(stage, 'jwt-secret'), await readFile(secretFile), { mode: 0o600 });

    const manifest: BackupManifest = { format: FORMAT, createdAt: createdAt.toISOString(), database, files, jwtSecret };
    await writeFile(path.join(stage, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);

    const archive = path.join(outDir, `campus-backup-${stamp(createdAt)}.tar.gz`);
    // Written beside its final name and renamed when complete: a half-written archive never looks like a backup.
    await tar.create({ gzip: true, portable: true, file: `${archive}.partial`, cwd: stage }, await readdir(stage));
    await rename(`${archive}.partial`, archive);
    return archive;
  } finally {
    await rm(stage, { recursive: true, force: true });
  }
}

/** Tables in a PostgreSQL database outside the system schemas: a restore goes only into an empty one. */
async function userTables(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      "select count(*) as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')",
    );
    return Number(rows[0]!.n);
  } finally {
    await client.end();
  }
}

/**
 * Brings an empty installation (no database tables, no uploaded file) back to the state of `archive`.
 * Refuses anything else rather than mix two states.
 */
export async function restore(config: Config, archive: string): Promise<BackupManifest> {
  if (!existsSync(archive)) throw new Error(`No archive at ${archive}.`);
  await mkdir(config.dataDir, { recursive: true });
  const stage = await mkdtemp(path.join(config.dataDir, '.restore-'));
  try {
    await tar.extract({ file: archive, cwd: stage, strict: true });
    const manifest = JSON.parse(await readFile(path.join(stage, 'manifest.json'), 'utf8')) as BackupManifest;
    if (manifest.format !== FORMAT)
      throw new Error(`${archive} is a backup of format ${manifest.format}; this version reads format ${FORMAT}.`);
    const target = config.databaseUrl ? 'postgres' : 'pglite';
    if (manifest.database !== target) {
      throw new Error(
        `${archive} holds a ${manifest.database === 'postgres' ? 'PostgreSQL' : 'PGlite'} database; this installation uses ${target === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (DATABASE_URL unset)'}.`,
      );
    }

    const storage = storageAreas(config);
    try {
      const present = (await storage.areas.public.list()).length + (await storage.areas.private.list()).length;
      if (present > 0) throw new Error(`The installation already holds ${present} uploaded files: restore into an empty one.`);

      if (config.databaseUrl) {
        if ((await userTables(config.databaseUrl)) > 0) throw new Error('The database already has tables: restore into an empty database.');
        await run('pg_restore', [
          '--no-owner',
          '--no-privileges',
          '--exit-on-error',
          '--dbname',
          config.databaseUrl,
          path.join(stage, 'database.pgdump'),
        ]);
      } else {
        const dir = databaseOptions(config).pgliteDir;
        if (existsSync(dir) && (await readdir(dir)).length > 0) throw new Error(`${dir} is not empty: restore into an empty DATA_DIR.`);
        await mkdir(path.dirname(dir), { recursive: true });
        const dump = await readFile(path.join(stage, 'database.pglite.tar.gz'));
        await withPgliteFolder(dir, async () => {
          const client = await openPgliteFolder(dir, new Blob([dump], { type: 'application/x-gzip' }));
          await client.close();
        });
      }

      for (const area of ['public', 'private'] as const) await copyArea(folderArea(path.join(stage, 'files', area)), storage.areas[area]);
    } finally {
      storage.close();
    }

    // The archived secret replaces the one a fresh DATA_DIR generated, so the sessions of the backup stay valid.
    if (manifest.jwtSecret)
      await writeFile(path.join(config.dataDir, 'jwt-secret'), await readFile(path.join(stage, 'jwt-secret')), { mode: 0o600 });
    return manifest;
  } finally {
    await rm(stage, { recursive: true, force: true });
  }
}
