import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.js';

/** Names the migrated template databases made on the PostgreSQL server. */
const PG_TEMPLATE_PREFIX = 'campus_tests_template_';

const root = path.resolve(import.meta.dirname, '../../..');

/** What the template depends on: the migrations and the PGlite release that made it. */
function templateKey(): string {
  const hash = createHash('sha256');
  const migrations = path.join(root, 'drizzle');
  for (const name of readdirSync(migrations, { recursive: true, encoding: 'utf8' }).sort()) {
    const file = path.join(migrations, name);
    if (name.endsWith('.sql') || name.endsWith('.json')) hash.update(name).update(readFileSync(file));
  }
  hash.update(readFileSync(path.join(root, 'node_modules/@electric-sql/pglite/package.json')));
  return hash.digest('hex').slice(0, 16);
}

/**
 * A migrated database for test apps to start from, made once per set of migrations: on PGlite a dump kept under
 * node_modules/.cache, which a test app loads in about a second instead of creating a cluster (initdb in WebAssembly)
 * and running every migration, 5 to 20 s on two busy cores, once per test file; on PostgreSQL a template database
 * each test file's fresh database is copied from (migrating one took 1.4 s).
 */
export async function setup(project: TestProject) {
  const key = templateKey();
  const serverUrl = process.env.DATABASE_URL;
  project.provide('pgliteTemplate', serverUrl ? '' : await pgliteTemplate(key));
  project.provide('pgTemplateDatabase', serverUrl ? await pgTemplateDatabase(serverUrl, key) : '');
}

async function pgliteTemplate(key: string): Promise<string> {
  const dir = path.join(root, 'node_modules/.cache/campus-tests');
  const file = path.join(dir, `pglite-${key}.tar`);
  if (existsSync(file)) return file;
  const database = await openDatabase({ pgliteDir: 'memory://' });
  try {
    await database.migrate();
    const dump = await database.dump!();
    mkdirSync(dir, { recursive: true });
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  } finally {
    await database.close();
  }
  return file;
}

/** Made under a name of its own and renamed when migrated, so a run beside this one never copies a half-made one. */
async function pgTemplateDatabase(serverUrl: string, key: string): Promise<string> {
  const name = `${PG_TEMPLATE_PREFIX}${key}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const existing = await admin.query<{ datname: string }>('select datname from pg_database where datname like $1', [`${PG_TEMPLATE_PREFIX}%`]);
    if (existing.rows.some((row) => row.datname === name)) return name;
    const partial = `${name}_${process.pid}`;
    await admin.query(`create database ${partial}`);
    const url = new URL(serverUrl);
    url.pathname = `/${partial}`;
    const database = await openDatabase({ databaseUrl: url.toString(), pgliteDir: '' });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
    await admin.query(`alter database ${partial} rename to ${name}`).catch(async () => {
      await admin.query(`drop database if exists ${partial} with (force)`);
    });
    // Templates of earlier migrations are of no more use.
    for (const { datname } of existing.rows) await admin.query(`drop database if exists ${datname} with (force)`).catch(() => {});
    return name;
  } finally {
    await admin.end();
  }
}
