import { isLoopback, loadConfig, ConfigError } from './config.js';
import { DatabaseLockedError, openDatabase } from './db/client.js';
import { DEMO_TOTP_SECRET } from './platform/totp.js';

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  // The database starts (PGlite compiles its WebAssembly) while the rest of the app is loaded.
  const { databaseOptions } = await import('./db/options.js');
  const database = openDatabase(databaseOptions(config));
  database.catch(() => {});
  const [{ buildApp }, { demoAccounts }] = await Promise.all([import('./app.js'), import('./seed.js')]);
  let app;
  try {
    app = await buildApp(config, { database });
  } catch (error) {
    if (error instanceof DatabaseLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    // A client that never lets go of its connection must not keep the process alive forever.
    setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  // A dependency client that rejects where nobody awaits (a Redis adapter's publish during an outage)
  // must not end the process: it is logged, and the outage handling answers the requests.
  process.on('unhandledRejection', (reason) => app.log.error({ err: reason }, 'unhandled rejection'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shownHost = isLoopback(config.host) || config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const lines = ['', `Campus is running on http://${shownHost}:${port}  (database: ${app.database.kind})`];
  if (!isLoopback(config.host)) lines.push(`  Listening on ${config.host}: reachable from other machines.`);
  if (config.seedDemo) {
    lines.push('Demo accounts (password: the DEMO_PASSWORD setting, default demo1234):');
    for (const account of demoAccounts) lines.push(`  ${account.role.padEnd(8)} ${account.email}`);
    lines.push(`The demo admin signs in with two-step sign-in: add the secret ${DEMO_TOTP_SECRET} to an authenticator app.`);
  }
  if (!config.smtpUrl && !config.isProduction) {
    lines.push(`No SMTP_URL set: sign-up codes are shown at http://localhost:${port}/dev/mail`);
  }
  // Printed after every log line (they are written synchronously), so it is the last thing a newcomer reads.
  console.log([...lines, ''].join('\n'));
}

void main();
