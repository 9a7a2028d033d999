import path from 'node:path';
import type { Config } from '../config.js';
import type { DatabaseOptions } from './client.js';

export const databaseOptions = (config: Config, pgliteDir?: string): DatabaseOptions => ({
  databaseUrl: config.databaseUrl,
  pgliteDir: pgliteDir ?? path.join(config.dataDir, 'pgdata'),
  poolSize: config.databasePoolSize,
  connectTimeoutMs: config.databaseConnectTimeoutMs,
  statementTimeoutMs: config.databaseStatementTimeoutMs,
});
