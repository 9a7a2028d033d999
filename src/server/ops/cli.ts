import path from 'node:path';
import { ConfigError, loadConfig } from '../config.js';
import { backup, restore } from './backup.js';
import { migrateUploadsToBucket } from './storage-migrate.js';

/*
 * Operations on an installation, with the server's own configuration (the environment, as for `npm start`):
 *   npm run storage:migrate     copy DATA_DIR/uploads and DATA_DIR/private-documents into the bucket of S3_*
 *   npm run backup [DIR]        write DIR/campus-backup-<UTC time>.tar.gz (DIR: BACKUP_DIR, default ./backups)
 *   npm run restore ARCHIVE     bring an empty installation back to the state of ARCHIVE
 * Built: node dist/server/server/ops/cli.js <command> [argument].
 */

async function main(command: string | undefined, argument: string | undefined): Promise<string> {
  const config = loadConfig();
  switch (command) {
    case 'storage:migrate': {
      const { copied, skipped } = await migrateUploadsToBucket(config);
      return `Copied ${copied} files into bucket ${config.s3!.bucket}; ${skipped} were there already.`;
    }
    case 'backup': {
      const archive = await backup(config, path.resolve(argument ?? config.backupDir));
      return `Backup written: ${archive}`;
    }
    case 'restore': {
      if (!argument) throw new ConfigError('Usage: npm run restore <archive.tar.gz>');
      const manifest = await restore(config, path.resolve(argument));
      return `Restored the backup of ${manifest.createdAt} (${manifest.files.public} public and ${manifest.files.private} private files).`;
    }
    default:
      throw new ConfigError('Usage: cli.ts storage:migrate | backup [DIR] | restore ARCHIVE');
  }
}

main(process.argv[2], process.argv[3]).then(
  (message) => console.log(message),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
