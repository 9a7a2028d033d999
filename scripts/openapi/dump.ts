/**
 * Writes the API's OpenAPI document (what `/api/docs/json` serves) to the file given as argument, without a server
 * or a database of its own: the app is built the way the tests build it (PGlite in memory, no demo data).
 *   npx tsx scripts/openapi/dump.ts .generated/openapi/openapi.json
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createTestApp } from '../../src/server/test/app.js';

const target = process.argv[2];
if (!target) {
  console.error('usage: tsx scripts/openapi/dump.ts <file.json>');
  process.exit(2);
}

const { app, close } = await createTestApp();
try {
  const document = app.swagger();
  mkdirSync(path.dirname(path.resolve(target)), { recursive: true });
  writeFileSync(target, `${JSON.stringify(document, null, 2)}\n`);
} finally {
  await close();
}
