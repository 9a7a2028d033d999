/*
 * "Download my data" figure (issue 36.3): the export of a user with 1,000 messages, 100 posts and 20 MB of uploaded
 * files must take under 10 s, streamed: the process's memory grows by less than 50 MB while the job runs.
 *
 *   node --expose-gc --import tsx scripts/bench/export.ts                       # PGlite (embedded, in this process)
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --expose-gc --import tsx scripts/bench/export.ts
 *
 * Builds the app in this process (as the server runs it, on a database and DATA_DIR of its own), writes the user's
 * rows straight into the database and 20 files of 1 MB of random bytes (incompressible, like photos) into storage,
 * writes the export request as the API does, then runs the job queue once while sampling the resident memory every 10 ms.
 * Prints the job's time, the memory at its peak over the baseline taken just before (with what made it up: much of
 * it is garbage not yet collected), what is left after a garbage collection, and the zip's size.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { blogMedia, blogPosts, conversations, dataExports, messages, users } from '../../src/server/db/schema/index.js';
import { DATA_EXPORT_JOB } from '../../src/server/features/account/index.js';
import { createTestApp } from '../../src/server/test/app.js';

const MESSAGES = 1_000;
const POSTS = 100;
const FILES = 20;
const FILE_BYTES = 1024 * 1024;

// No web root: with a build present, the app loads its Node bundle of the web app in the background at start (30 MB
// of modules, source maps and React), which a sample taken during the job would count as the export's.
const t = await createTestApp({
  JOB_QUEUE_ENABLED: 'false',
  LOG_LEVEL: 'silent',
  WEB_DIST_DIR: mkdtempSync(path.join(tmpdir(), 'no-web-')),
});
const { app } = t;
try {
  const [owner, other] = await app.db
    .insert(users)
    .values([
      { email: `bench-owner-${randomBytes(3).toString('hex')}@example.test`, username: 'bench_owner', emailVerifiedAt: new Date() },
      { email: `bench-other-${randomBytes(3).toString('hex')}@example.test`, username: 'bench_other', emailVerifiedAt: new Date() },
    ])
    .returning();
  const [low, high] = [owner!.id, other!.id].sort();
  const [thread] = await app.db.insert(conversations).values({ userLow: low!, userHigh: high! }).returning();
  await app.db.insert(messages).values(
    Array.from({ length: MESSAGES }, (_, i) => ({
      conversationId: thread!.id,
      senderId: i % 2 ? other!.id : owner!.id,
      body: `Message ${i}: ${'a few words of an ordinary chat line '.repeat(3)}`,
    })),
  );
  const urls: string[] = [];
  for (let i = 0; i < FILES; i += 1) {
    urls.push((await app.storage.put('blogs', randomBytes(FILE_BYTES), { extension: 'jpg', contentType: 'image/jpeg' })).url);
  }
  await app.db.insert(blogMedia).values(urls.map((storageUrl) => ({ ownerId: owner!.id, storageUrl })));
  await app.db.insert(blogPosts).values(
    Array.from({ length: POSTS }, (_, i) => ({
      authorId: owner!.id,
      title: `Post ${i}`,
      content: `<p>${'A paragraph of a student blog post about projects and internships. '.repeat(40)}</p>`,
      mediaUrl: [urls[i % FILES]!],
      status: 'published' as const,
    })),
  );

  // The request as POST /api/account/data-exports writes it: the row and its job (the job is what is measured).
  const [request] = await app.db.insert(dataExports).values({ userId: owner!.id }).returning();
  await app.jobs.schedule(app.db, { kind: DATA_EXPORT_JOB, key: request!.id, runAt: new Date(), payload: { exportId: request!.id } });

  globalThis.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  let parts = process.memoryUsage();
  const base = parts;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    if (now.rss > peak) [peak, parts] = [now.rss, now];
  }, 10);
  const began = performance.now();
  await app.jobs.runDue();
  const seconds = (performance.now() - began) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  globalThis.gc?.();
  const retained = process.memoryUsage();

  const [row] = await app.db.select().from(dataExports).where(eq(dataExports.userId, owner!.id));
  if (row?.status !== 'ready') throw new Error(`the export did not finish: ${row?.status ?? 'no row'}`);
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
  console.log(
    `export of ${MESSAGES} messages, ${POSTS} posts, ${FILES} x ${mb(FILE_BYTES)} MB files (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}):`,
  );
  console.log(`  job time      ${seconds.toFixed(2)} s   (aim < 10 s)`);
  console.log(`  memory growth ${mb(peak - baseline)} MB peak RSS over baseline ${mb(baseline)} MB   (aim < 50 MB)`);
  console.log(
    `  at the peak: heap +${mb(parts.heapUsed - base.heapUsed)} MB, external +${mb(parts.external - base.external)} MB, array buffers +${mb(parts.arrayBuffers - base.arrayBuffers)} MB`,
  );
  console.log(
    `  after a GC:   rss +${mb(retained.rss - base.rss)} MB, array buffers +${mb(retained.arrayBuffers - base.arrayBuffers)} MB (what the job kept)`,
  );
  console.log(`  zip           ${mb(row.bytes ?? 0)} MB`);
} finally {
  await t.close();
}
