import { sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import { encodeCursor, type CursorKey } from '../../shared/contracts/common.js';
import { SERVER_MESSAGES } from '../../shared/messages.js';
import { badRequest } from '../platform/errors.js';

/**
 * A keyset list's total order: its leading ranks (numbers, never null, each descending), then a time and the
 * id, descending.
 */
export interface KeysetOrder {
  ranks: SQL[];
  time: AnyColumn | SQL;
  id: AnyColumn | SQL;
}

const asFloat = (rank: SQL) => sql`(${rank})::float8`;

/**
 * The ORDER BY of the order. Ranks are compared as the float8 a cursor carries, so the order and the cursor's
 * comparison agree to the last bit. `nulls` follows the index that serves the list (the columns are never null,
 * but the planner uses an index only when the placement matches).
 */
export function keysetOrderBy(order: KeysetOrder, nulls: 'first' | 'last'): SQL[] {
  const placement = nulls === 'first' ? sql`nulls first` : sql`nulls last`;
  return [
    ...order.ranks.map((rank) => sql`${asFloat(rank)} desc`),
    sql`${order.time} desc ${placement}`,
    sql`${order.id} desc ${placement}`,
  ];
}

/**
 * The columns a row's cursor is made from. The time is read as text to the microsecond (a JavaScript Date
 * keeps milliseconds, and a cursor a microsecond early would skip the rows stored within that millisecond);
 * the ranks as float8, whose text form reads back into the same number.
 */
export function cursorColumns(order: KeysetOrder) {
  return {
    cursorAt: sql<string>`to_char(${order.time} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    cursorRanks:
      order.ranks.length > 0 ? sql<number[]>`array[${sql.join(order.ranks.map(asFloat), sql`, `)}]` : sql<number[]>`'{}'::float8[]`,
  };
}

export interface CursorRow {
  cursorAt: string;
  cursorRanks: number[];
  id: string;
}

/** A prepared statement's cursor: its parameters, given a cursor's values or KEYSET_START's. */
export interface PreparedCursor {
  r: Placeholder[];
  t: Placeholder;
  id: Placeholder;
}

/** A position before every row of a list in time order: what a prepared keyset statement's first page is given. */
export const KEYSET_START = { t: 'infinity', id: 'ffffffff-ffff-ffff-ffff-ffffffffffff' };

/** The cursor, when it was made for this order; a 400 when it holds another number of ranks. */
export function requireCursorOf<Cursor extends { r: unknown[] }>(order: KeysetOrder, cursor: Cursor): Cursor {
  if (cursor.r.length !== order.ranks.length)
    throw badRequest(SERVER_MESSAGES.invalidCursor, 'INVALID_CURSOR', { cursor: [SERVER_MESSAGES.invalidCursor] });
  return cursor;
}

/**
 * The rows after the cursor, in the order's direction: one row comparison, which a btree index on the same
 * columns answers by starting its scan there (no offset to walk). A cursor with another number of ranks was
 * made for another order of the list (a search's, a sort's) and is refused.
 */
export function keysetAfter(order: KeysetOrder, cursor: CursorKey | PreparedCursor): SQL {
  requireCursorOf(order, cursor);
  const keys = [...order.ranks.map(asFloat), order.time, order.id];
  const values = [...cursor.r.map((value) => sql`${value}::float8`), sql`${cursor.t}::timestamptz`, sql`${cursor.id}::uuid`];
  return sql`(${sql.join(keys, sql`, `)}) < (${sql.join(values, sql`, `)})`;
}

/**
 * A page read with one row more than asked: the page, and the cursor of its last row when more rows follow
 * (null at the end of the list).
 */
export function keysetPage<Row extends CursorRow>(rows: Row[], limit: number): { rows: Row[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const nextCursor = rows.length > limit && last ? encodeCursor({ r: last.cursorRanks, t: last.cursorAt, id: last.id }) : null;
  return { rows: page, nextCursor };
}
