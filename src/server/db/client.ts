import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { parse, PGlite, protocol, QueryOptions, Results } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { reportPgliteWrites, reportPgWrites } from './writes.js';
import * as schema from './schema/index.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Told of each new client connection (app.ts), so a database on this thread can let the next one in first. */
  connectionAccepted(): void;
  /**
   * Told of the tables each write changed, once it has committed (a transaction's writes when it commits, not
   * when rolled back), before the writer's own promise settles: the read cache (platform/read-cache.ts) drops
   * what was read from them.
   */
  onCommittedWrite(listener: (tables: ReadonlySet<string>) => void): void;
  ping(): Promise<void>;
  migrate(): Promise<void>;
  /** PGlite only: the whole cluster as a tarball, which `pgliteTemplate` accepts. */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… selects node-postgres with a pool. */
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files; 'memory://' keeps nothing (tests). */
  pgliteDir: string;
  /**
   * A dump of a migrated cluster that an in-memory PGlite starts from: creating a cluster runs initdb in WebAssembly,
   * seconds per start, which every test app paid on top of the migrations (test/global-setup.ts makes one).
   */
  pgliteTemplate?: Blob;
  poolSize?: number;
  /** How long opening a PostgreSQL connection may take. */
  connectTimeoutMs?: number;
  /** How long one statement may run: PostgreSQL's statement_timeout, and on the client for a server that stopped answering. */
  statementTimeoutMs?: number;
}

/**
 * The word-similarity threshold of pg_trgm's `<%` operator (0 to 1; PostgreSQL's default is 0.6), set for every
 * connection when it opens. The typo-tolerant searches (jobs, mentors, referrals, books) match at 0.5; setting it
 * per connection instead of per transaction lets a search be one statement, not BEGIN, a setting, the search and
 * COMMIT. A search that wants a stricter match adds `word_similarity(...) >= its own` beside the operator (blogs).
 */
export const WORD_SIMILARITY_THRESHOLD = 0.5;

/** The client-side limit waits a little longer than the server's own, so a live server answers with its error first. */
const CLIENT_TIMEOUT_MARGIN_MS = 500;

export class DatabaseLockedError extends Error {}

/** Walks up from this file to the folder holding the committed drizzle migrations (src and dist differ in depth). */
function findMigrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(dir, 'drizzle');
    if (existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('Could not find the drizzle migrations folder.');
    dir = parent;
  }
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is single-connection: a second process on the same folder would corrupt it, so we hold a pid lock
 * (the server, and a backup or restore of the folder). Returns the release.
 */
export function acquireDirectoryLock(dir: string): () => void {
  const lockFile = `${dir}.lock`;
  if (existsSync(lockFile)) {
    const holder = Number(readFileSync(lockFile, 'utf8'));
    if (holder && holder !== process.pid && isProcessAlive(holder)) {
      throw new DatabaseLockedError(
        `The embedded database at ${dir} is in use by process ${holder}. Stop it first, or set DATA_DIR to another folder.`,
      );
    }
  }
  writeFileSync(lockFile, String(process.pid));
  return () => rmSync(lockFile, { force: true });
}

/** How long statements may run back to back before the event loop gets its turn. */
const TURN_BUDGET_MS = 4;
/** How many turns in a row may go to accepting connections before statements run again, whatever keeps arriving. */
const NEWCOMER_TURNS = 64;

/**
 * PGlite runs on this thread and settles its promises at once, so a request ran from its first
 * statement to its answer without giving the event loop a turn: the requests read in one turn were
 * served one after another, and Node accepts one new connection per turn, so under load a newcomer
 * waited seconds just to be accepted (p99 3.4 s at 100 connections on the demo data). Statements now
 * run in arrival order for at most TURN_BUDGET_MS at a time, then the event loop takes its turn.
 * A transaction's own statements run on inside it: the transaction holds the database meanwhile.
 *
 * With turns, the last of a hundred clients connecting at once to a busy server still waited a hundred of them,
 * each spent mostly on statements: 0.5–0.9 s before its first request was even read (the p99 of every read at 100
 * connections). While connections arrive, a turn runs no statement and hands the loop straight back (at most
 * NEWCOMER_TURNS turns in a row), so all of them are in within milliseconds and their requests queue with everyone
 * else's. Returns the hook the server calls for each accepted connection.
 */
function statementsTakeTurns(client: { query: unknown; exec: unknown; transaction: unknown }): () => void {
  const waiting: (() => Promise<unknown>)[] = [];
  let running = false;
  let turnEndsAt = 0;
  let newcomerArrived = false;
  let turnsGivenToNewcomers = 0;
  const runNext = (): void => {
    const statement = waiting.shift();
    if (!statement) {
      running = false;
      return;
    }
    void statement().finally(() => {
      if (performance.now() < turnEndsAt) runNext();
      else setImmediate(startTurn);
    });
  };
  const startTurn = () => {
    if (newcomerArrived && turnsGivenToNewcomers < NEWCOMER_TURNS) {
      newcomerArrived = false;
      turnsGivenToNewcomers += 1;
      setImmediate(startTurn);
      return;
    }
    newcomerArrived = false;
    turnsGivenToNewcomers = 0;
    turnEndsAt = performance.now() + TURN_BUDGET_MS;
    runNext();
  };
  for (const name of ['query', 'exec', 'transaction'] as const) {
    const run = (client[name] as (...args: unknown[]) => Promise<unknown>).bind(client);
    client[name] = (...args: unknown[]) =>
      new Promise((resolve, reject) => {
        waiting.push(() => run(...args).then(resolve, reject));
        if (!running) {
          running = true;
          setImmediate(startTurn);
        }
      });
  }
  return () => {
    newcomerArrived = true;
  };
}

/** How many statement texts stay prepared at once; the least recently used is closed past that. */
const PREPARED_STATEMENTS = 256;
/** The SQLSTATE of "cached plan must not change result type": the statement's tables changed shape since it was prepared. */
const PLAN_CHANGED_RESULT_TYPE = '0A000';

const joinMessages = (parts: Uint8Array[]): Uint8Array => {
  const joined = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
};

/**
 * PGlite's `query` parses, plans and describes every statement anew, in six calls into the database: planning was
 * a third to a half of a read (1.3–1.9 ms of the mentor list's 3.2–4.3 ms on the demo data, 0.2 of a trivial
 * statement's 0.3). Each statement text outside a transaction is now parsed once under a name, and then bound and
 * run in one call; PostgreSQL keeps its plan (a generic one after five runs, when that is no dearer). The same
 * serializers, parsers and errors as `query`; statements of a transaction still go through `query`.
 */
function prepareStatements(client: PGlite, wire: { protocol: typeof protocol; parse: typeof parse }): void {
  const { serialize } = wire.protocol;
  const { parse: results } = wire;
  const prepared = new Map<string, { name: string; parameterTypes: number[]; rowDescription: unknown[] }>();
  let named = 0;
  const run = (message: Uint8Array) => client.execProtocolStream(message, { syncToFs: false });

  async function statementFor(text: string) {
    const known = prepared.get(text);
    if (known) {
      prepared.delete(text);
      prepared.set(text, known);
      return known;
    }
    const name = `campus_${(named += 1)}`;
    const described = await run(joinMessages([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]));
    const statement = {
      name,
      parameterTypes: results.parseDescribeStatementResults(described),
      rowDescription: described.filter((message) => message.name === 'rowDescription'),
    };
    prepared.set(text, statement);
    if (prepared.size > PREPARED_STATEMENTS) {
      const [oldestText, oldest] = prepared.entries().next().value!;
      prepared.delete(oldestText);
      await run(joinMessages([serialize.close({ type: 'S', name: oldest.name }), serialize.sync()]));
    }
    return statement;
  }

  async function runPrepared(text: string, params: unknown[], options?: QueryOptions, preparedAgain = false): Promise<Results> {
    let statement: Awaited<ReturnType<typeof statementFor>> | undefined;
    try {
      statement = await statementFor(text);
      const { parameterTypes } = statement;
      const values = params.map((param, index) => {
        if (param === null || param === undefined) return null;
        const serializer = options?.serializers?.[parameterTypes[index]!] ?? client.serializers[parameterTypes[index]!];
        return serializer ? serializer(param) : String(param);
      });
      const answered = await run(
        joinMessages([serialize.bind({ statement: statement.name, values }), serialize.execute({}), serialize.sync()]),
      );
      await client.syncToFs();
      return results.parseResults([...statement.rowDescription, ...answered] as never, client.parsers, options)[0]!;
    } catch (error) {
      if (statement && !preparedAgain && (error as { code?: unknown }).code === PLAN_CHANGED_RESULT_TYPE) {
        // Raised when binding, before anything ran: prepared again, the statement runs on the new shape.
        prepared.delete(text);
        await run(joinMessages([serialize.close({ type: 'S', name: statement.name }), serialize.sync()]));
        return runPrepared(text, params, options, true);
      }
      throw Object.assign(error as object, { query: text, params, queryOptions: options });
    }
  }

  client.query = (async (text: string, params: unknown[] = [], options?: QueryOptions) => {
    await client._checkReady();
    return client._runExclusiveTransaction(() => client._runExclusiveQuery(() => runPrepared(text, params, options)));
  }) as PGlite['query'];
}

function writeListeners() {
  const listeners: ((tables: ReadonlySet<string>) => void)[] = [];
  return {
    add: (listener: (tables: ReadonlySet<string>) => void) => void listeners.push(listener),
    committed: (tables: ReadonlySet<string>) => {
      for (const listener of listeners) listener(tables);
    },
  };
}

// Each driver is loaded only when chosen: start-up time matters and a process uses one of them.
async function openPglite(dir: string, template?: Blob): Promise<Database> {
  const [pglite, { pg_trgm }, { btree_gist }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/btree_gist'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const inMemory = dir.startsWith('memory://');
  let release = () => {};
  if (!inMemory) {
    mkdirSync(path.dirname(dir), { recursive: true });
    release = acquireDirectoryLock(dir);
  }
  try {
    // PGlite's default shared buffers (16 MB pages x 2048 = 128 MB) dominate the process's memory; 32 MB serves a campus.
    const client = await pglite.PGlite.create(inMemory ? undefined : dir, {
      ...(inMemory && template ? { loadDataDir: template } : {}),
      // btree_gist: the exclusion constraints that keep sessions from overlapping (uuid = beside range &&).
      extensions: { pg_trgm, btree_gist },
      postgresqlconf: ['shared_buffers=32MB'],
    });
    // One session for the life of the process: the search threshold is set on it once.
    await client.exec(`set pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`);
    prepareStatements(client, pglite);
    const connectionAccepted = statementsTakeTurns(client);
    const writes = writeListeners();
    reportPgliteWrites(client as never, writes.committed);
    const db = drizzlePglite({ client, schema }) as unknown as Db;
    return {
      kind: 'pglite',
      db,
      connectionAccepted,
      onCommittedWrite: writes.add,
      ping: async () => {
        await client.query('select 1');
      },
      migrate: () => migratePglite(db as never, { migrationsFolder: findMigrationsFolder() }),
      dump: () => client.dumpDataDir('none'),
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<Database> {
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const statementTimeoutMs = options.statementTimeoutMs ?? 5_000;
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 20,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 1_500,
    statement_timeout: statementTimeoutMs,
    query_timeout: statementTimeoutMs + CLIENT_TIMEOUT_MARGIN_MS,
    keepAlive: true,
    // Sent when each connection opens: the searches' threshold holds for all its statements, and no statement
    // starts parallel workers. The pool's connections already keep every core busy under load; a worker more per
    // statement only adds its start (two processes forked per scan) and their share of the cores: a For You page
    // on the scale data took a median of 204 ms with workers and 77 ms without, on a loaded 2-core host.
    options: `-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD} -c max_parallel_workers_per_gather=0`,
  });
  pool.on('error', () => {
    /* a dropped idle client is replaced on next use; health checks report the outage */
  });
  const writes = writeListeners();
  pool.on('connect', (client) => reportPgWrites(client as never, writes.committed));
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  // Pings (the health check, the circuit breaker's probe) have a connection of their own: through a pool busy with slow
  // statements, a server that answers at once looked out of reach, and the breaker stayed open for every request.
  let pinger: Promise<InstanceType<typeof pg.Client>> | undefined;
  const ping = async () => {
    pinger ??= (async () => {
      const client = new pg.Client({
        connectionString: url,
        connectionTimeoutMillis: options.connectTimeoutMs ?? 1_500,
        query_timeout: statementTimeoutMs + CLIENT_TIMEOUT_MARGIN_MS,
      });
      client.on('error', () => {
        pinger = undefined;
      });
      await client.connect();
      return client;
    })();
    const current = pinger;
    try {
      await (await current).query('select 1');
    } catch (error) {
      if (pinger === current) pinger = undefined;
      void current.then((client) => client.end()).catch(() => {});
      throw error;
    }
  };
  return {
    kind: 'postgres',
    db,
    // The pool's statements run on PostgreSQL's processes, not on this thread: nothing to make room for.
    connectionAccepted: () => {},
    onCommittedWrite: writes.add,
    ping,
    migrate: async () => {
      // Several instances may start together: one migrates, the others wait for it. Its own connection,
      // without the request path's time limits: building an index on a large table takes its time.
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: options.connectTimeoutMs ?? 1_500 });
      await client.connect();
      try {
        await client.query('select pg_advisory_lock(727274)');
        await migratePg(drizzlePg({ client, schema }), { migrationsFolder: findMigrationsFolder() });
      } finally {
        await client.query('select pg_advisory_unlock(727274)').catch(() => {});
        await client.end().catch(() => {});
      }
    },
    close: async () => {
      await pool.end();
      await pinger?.then((client) => client.end()).catch(() => {});
    },
  };
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options) : openPglite(options.pgliteDir, options.pgliteTemplate);
}
