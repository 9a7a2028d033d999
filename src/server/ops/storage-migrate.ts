import type { Config } from '../config.js';
import { bucketAreas, createS3Client, localAreas } from '../platform/storage.js';
import { copyArea } from './transfer.js';

/**
 * `npm run storage:migrate`: copies DATA_DIR/uploads and DATA_DIR/private-documents into the bucket of S3_*
 * (uploads/ and private/), so an installation can switch to the bucket without losing a file. The database
 * keeps its addresses ("/uploads/<folder>/<name>", private keys): nothing is rewritten, and running it again
 * copies only what is not there yet. The local folders are left as they are; remove them once the app runs
 * on the bucket.
 */
export async function migrateUploadsToBucket(config: Config): Promise<{ copied: number; skipped: number }> {
  if (!config.s3) throw new Error('S3_* is not set: there is no bucket to copy DATA_DIR/uploads into.');
  const client = createS3Client(config.s3);
  try {
    const from = localAreas(config.dataDir);
    const to = bucketAreas(client, config.s3.bucket);
    const publicFiles = await copyArea(from.public, to.public);
    const privateFiles = await copyArea(from.private, to.private);
    return { copied: publicFiles.copied + privateFiles.copied, skipped: publicFiles.skipped + privateFiles.skipped };
  } finally {
    client.destroy();
  }
}
