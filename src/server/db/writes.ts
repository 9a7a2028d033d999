/** A table name standing for every table: a statement whose targets could not be told (DDL, an unknown form). */
export const EVERY_TABLE = '*';

const READ_ONLY =
  /^[\s(]*(?:select|show|explain|begin|start\s+transaction|commit|end|rollback|savepoint|release|set|reset|listen|unlisten|deallocate|discard|values)\b/i;
const WRITE_TARGET = /\b(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?|copy)\s+(?:only\s+)?(?:"?\w+"?\.)?"?(\w+)"?/gi;

/**
 * The tables a statement writes, from its text (as drizzle writes it: `insert into "t"`, `update "t"`, `delete
 * from "t"`); none for a read (a parenthesised union of selects too); EVERY_TABLE for a statement that is no read
 * and names no target (DDL). Errs towards more: an insert's `on conflict do update set` also names a table "set",
 * which costs nothing.
 */
export function tablesWrittenBy(text: string): string[] {
  // Several statements in one text (a migration, a seed): each is looked at.
  if (text.includes(';')) return [...new Set(text.split(';').flatMap((statement) => (statement.trim() ? tablesWrittenBy(statement) : [])))];
  if (READ_ONLY.test(text)) return [];
  const tables = new Set<string>();
  for (const match of text.matchAll(WRITE_TARGET)) tables.add(match[1]!.toLowerCase());
  if (tables.size > 0) return [...tables];
  return /^[\s(]*with\b/i.test(text) ? [] : [EVERY_TABLE];
}

type Committed = (tables: ReadonlySet<string>) => void;
type QueryFunction = (...args: unknown[]) => unknown;

const BEGIN = /^\s*(?:begin|start\s+transaction)\b/i;
const COMMIT = /^\s*(?:commit|end)\b/i;
/** The whole transaction's rollback; `rollback to savepoint` undoes a part and the transaction goes on. */
const ROLLBACK = /^\s*rollback\s*(?:;\s*)?$/i;

const statementText = (first: unknown): string | undefined =>
  typeof first === 'string'
    ? first
    : typeof (first as { text?: unknown } | null)?.text === 'string'
      ? (first as { text: string }).text
      : undefined;

/**
 * One node-postgres connection of the pool: its statements are watched for writes, a transaction's collected
 * until its COMMIT answers; `committed` is called before the caller's callback or promise hears the answer.
 */
export function reportPgWrites(client: { query: QueryFunction }, committed: Committed): void {
  // The class's query, looked up at each call rather than kept: whatever wraps pg.Client's query later (the
  // tests' statement counter) still sees every statement.
  const query = (...args: unknown[]) => (Object.getPrototypeOf(client) as { query: QueryFunction }).query.apply(client, args);
  let transaction: Set<string> | null = null;
  client.query = (...args: unknown[]) => {
    const text = statementText(args[0]);
    if (text === undefined || typeof (args[0] as { submit?: unknown }).submit === 'function') return query(...args);
    let written: ReadonlySet<string> | null = null;
    if (BEGIN.test(text)) transaction = new Set();
    else if (COMMIT.test(text)) {
      written = transaction;
      transaction = null;
    } else if (ROLLBACK.test(text)) transaction = null;
    else {
      const tables = tablesWrittenBy(text);
      if (tables.length > 0) {
        if (transaction) for (const table of tables) transaction.add(table);
        else written = new Set(tables);
      }
    }
    if (!written || written.size === 0) return query(...args);
    const tables = written;
    const callback = args[args.length - 1];
    if (typeof callback === 'function') {
      args[args.length - 1] = (...answer: unknown[]) => {
        committed(tables);
        (callback as QueryFunction)(...answer);
      };
      return query(...args);
    }
    const answer = query(...args) as Promise<unknown>;
    return answer.then(
      (result) => {
        committed(tables);
        return result;
      },
      (error: unknown) => {
        committed(tables);
        throw error;
      },
    );
  };
}

interface PgliteLike {
  query: QueryFunction;
  exec: QueryFunction;
  transaction: (callback: (tx: { query: QueryFunction; exec: QueryFunction }) => Promise<unknown>) => Promise<unknown>;
}

/** The embedded database: its statements and transactions (PGlite runs each transaction as one call) watched alike. */
export function reportPgliteWrites(client: PgliteLike, committed: Committed): void {
  const watch =
    (run: QueryFunction, collect: (tables: string[]) => void) =>
    async (...args: unknown[]) => {
      const tables = typeof args[0] === 'string' ? tablesWrittenBy(args[0]) : [];
      try {
        return await run(...args);
      } finally {
        if (tables.length > 0) collect(tables);
      }
    };
  const now = (tables: string[]) => committed(new Set(tables));
  client.query = watch(client.query.bind(client), now);
  client.exec = watch(client.exec.bind(client), now);
  const transaction = client.transaction.bind(client);
  client.transaction = async (callback) => {
    const written = new Set<string>();
    const collect = (tables: string[]) => tables.forEach((table) => written.add(table));
    const result = await transaction((tx) => {
      tx.query = watch(tx.query.bind(tx), collect);
      tx.exec = watch(tx.exec.bind(tx), collect);
      return callback(tx);
    });
    if (written.size > 0) committed(written);
    return result;
  };
}
