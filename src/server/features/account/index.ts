import type { Db } from '../../db/client.js';
import { createAccountRepository } from './account.repository.js';

/** Public face of the account feature: "Download my data", and the list of data kinds that deletion is checked against. */
export { accountRoutes } from './account.routes.js';
export { DATA_EXPORT_JOB } from './account.service.js';
export { EXPORT_KINDS, SECRET_TABLES, type ExportKind } from './account.kinds.js';

/** The data export zips a user has in storage, for account deletion. */
export function exportFilesReader(db: Db) {
  const repo = createAccountRepository(db);
  return (userId: string): Promise<string[]> => repo.exportFilesOf(userId);
}
