import type { ObjectArea } from '../platform/storage.js';
import { contentTypeOf } from '../platform/storage.js';

/** How many files move at once: enough to hide a bucket's round trips, few enough for a small machine. */
const PARALLEL = 8;

/** Runs `work` on every item, at most PARALLEL at a time. */
export async function eachInParallel<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, items.length) }, worker));
}

/**
 * Copies every file of `from` to `to`, skipping the ones `to` already holds at the same size (names are
 * random and never reused, so same name and size is the same file): a second run copies nothing again.
 */
export async function copyArea(from: ObjectArea, to: ObjectArea): Promise<{ copied: number; skipped: number }> {
  let copied = 0;
  let skipped = 0;
  await eachInParallel(await from.list(), async (file) => {
    if ((await to.size(file.key)) === file.bytes) {
      skipped += 1;
      return;
    }
    const bytes = await from.read(file.key);
    if (!bytes) return; // removed meanwhile
    // A partial copy of an earlier run that stopped midway is replaced.
    await to.delete(file.key);
    await to.write(file.key, bytes, contentTypeOf(file.key));
    copied += 1;
  });
  return { copied, skipped };
}
