import { getTableName, isTable } from 'drizzle-orm';
import pg from 'pg';
import * as schema from '../db/schema/index.js';
import { EVERY_TABLE } from '../db/writes.js';
import type { App } from './auth-helpers.js';

/** Every table of the schema by name: what tablesTouched finds is filtered by it (aliases and subquery names are not tables). */
export const TABLE_NAMES: ReadonlySet<string> = new Set(
  Object.values(schema)
    .filter((value) => isTable(value))
    .map((table) => getTableName(table)),
);

type Query = (...args: unknown[]) => unknown;

/**
 * Counts the statements the app sends to its database while `during` runs, transactions included (their BEGIN
 * and COMMIT count too: each is a round trip), so a read that claims one round trip can be held to it. The job
 * runner's statements on queued_jobs are left out: it polls in the background on its own clock.
 * - PostgreSQL: every statement, through the pool or a client it lent out, goes through pg.Client's query().
 * - PGlite: statements go through the client's query() and exec(), and a transaction's through its own handle.
 *
 *   const statements = countStatements(h.app);
 *   expect(await statements.during(() => call('GET', '/api/…'))).toBe(1);
 *   statements.restore();
 */
export function countStatements(app: App) {
  let statements = 0;
  let counting = false;
  const texts: string[] = [];
  const counted = (original: Query): Query =>
    function (this: unknown, ...args: unknown[]) {
      const [first] = args as [unknown];
      const text = typeof first === 'string' ? first : String((first as { text?: unknown } | null)?.text ?? '');
      // The job runner's polling (platform/jobs.ts) goes on in the background, whatever the request does.
      if (counting && !text.includes('"queued_jobs"')) {
        statements += 1;
        texts.push(text);
      }
      return original.apply(this, args);
    };
  const restores: (() => void)[] = [];
  const patch = <T extends object>(target: T, name: keyof T & string, wrap: (original: Query) => Query) => {
    const original = target[name] as Query;
    (target as Record<string, unknown>)[name] = wrap(original);
    restores.push(() => ((target as Record<string, unknown>)[name] = original));
  };

  if (app.database.kind === 'postgres') {
    patch(pg.Client.prototype, 'query', counted);
  } else {
    const client = (app.db as unknown as { $client: Record<'query' | 'exec' | 'transaction', Query> }).$client;
    patch(client, 'query', counted);
    patch(client, 'exec', counted);
    patch(
      client,
      'transaction',
      (original) =>
        function (this: unknown, ...args: unknown[]) {
          const [work] = args as [(tx: Record<'query' | 'exec', Query>) => Promise<unknown>];
          if (counting) statements += 2; // BEGIN and COMMIT
          return original.call(this, (tx: Record<'query' | 'exec', Query>) => {
            for (const name of ['query', 'exec'] as const) tx[name] = counted(tx[name].bind(tx));
            return work(tx);
          });
        },
    );
  }

  return {
    /** The tables named in the statements `work` sent (after from, join, into or update, quoted or not). */
    async tablesTouched(work: () => Promise<unknown>): Promise<string[]> {
      texts.length = 0;
      await this.during(work);
      const tables = texts.flatMap((text) => [...text.matchAll(/\b(?:from|join|into|update)\s+"?(\w+)"?/gi)].map((match) => match[1]!));
      return [...new Set(tables)].sort();
    },
    /** How many statements `work` sent, with nothing kept by the read cache first: what a read costs the database. */
    async during(work: () => Promise<unknown>): Promise<number> {
      app.readCache.changed([EVERY_TABLE]);
      return this.duringWarm(work);
    },
    /** How many statements `work` sent, answers kept by the read cache standing. */
    async duringWarm(work: () => Promise<unknown>): Promise<number> {
      // The job runner pauses meanwhile: on PGlite its claim's BEGIN and COMMIT name no table to leave out.
      await app.jobs.stop();
      statements = 0;
      counting = true;
      try {
        await work();
      } finally {
        counting = false;
        if (app.config.jobQueue.enabled) app.jobs.start();
      }
      return statements;
    },
    restore() {
      for (const restore of restores.splice(0).reverse()) restore();
    },
  };
}

export interface SentStatement {
  text: string;
  values: unknown[];
}

/**
 * The statements PostgreSQL's clients are sent while `during` runs, with their parameters: what a request really
 * sent, for a test to EXPLAIN.
 */
export async function pgStatementsDuring(during: () => Promise<unknown>): Promise<SentStatement[]> {
  const sent: SentStatement[] = [];
  const original = pg.Client.prototype.query as Query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
    if (typeof first === 'string') sent.push({ text: first, values: second ?? [] });
    else if (first && typeof first === 'object') sent.push({ text: first.text, values: first.values ?? second ?? [] });
    return original.apply(this, args);
  } as typeof pg.Client.prototype.query;
  try {
    await during();
  } finally {
    pg.Client.prototype.query = original as typeof pg.Client.prototype.query;
  }
  return sent;
}
