import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.js';

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
 * Migrates one in-memory PGlite and keeps its dump under node_modules/.cache, once per set of migrations: a test app
 * then loads it in about a second instead of creating a cluster (initdb) and running every migration, 5 to 20 s on
 * two busy cores, once per test file. The PostgreSQL suite makes fresh databases and needs none.
 */
export async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return;
  }
  const dir = path.join(root, 'node_modules/.cache/campus-tests');
  const file = path.join(dir, `pglite-${templateKey()}.tar`);
  if (!existsSync(file)) {
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
  }
  project.provide('pgliteTemplate', file);
}
