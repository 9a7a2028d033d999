import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './client.js';
import { uniqueViolation } from './errors.js';

describe('the embedded database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ pgliteDir: 'memory://' });
  });
  afterAll(async () => {
    await database.close();
  });

  it('lets the event loop take turns while statements queue, and answers each in order', async () => {
    const total = 400;
    let done = 0;
    let doneWhenTheLoopGotATurn = -1;
    setImmediate(() => {
      doneWhenTheLoopGotATurn = done;
    });
    const answers = await Promise.all(
      Array.from({ length: total }, async (_, i) => {
        const rows = await database.db.execute<{ n: number }>(sql`select ${i}::int as n, pg_sleep(0.0002)`);
        done += 1;
        return (rows as unknown as { rows: { n: number }[] }).rows[0]?.n;
      }),
    );
    expect(answers).toEqual(Array.from({ length: total }, (_, i) => i));
    // Without turns, the whole queue ran before any other callback: the loop's turn came at `total`.
    expect(doneWhenTheLoopGotATurn).toBeGreaterThanOrEqual(0);
    expect(doneWhenTheLoopGotATurn).toBeLessThan(total);
  });

  it('gives the loop its turn first when a connection has just been accepted, so the next one is let in at once', async () => {
    const order: string[] = [];
    database.connectionAccepted();
    const statement = database.db.execute(sql`select 1`).then(() => order.push('statement'));
    setImmediate(() => order.push('loop'));
    await statement;
    expect(order).toEqual(['loop', 'statement']);
  });

  it('still runs statements while connections keep arriving on every turn', async () => {
    let arriving = true;
    const keepArriving = () => {
      if (!arriving) return;
      database.connectionAccepted();
      setImmediate(keepArriving);
    };
    keepArriving();
    try {
      const answered = await Promise.race([
        database.db.execute(sql`select 1`).then(() => 'answered'),
        new Promise((resolve) => setTimeout(() => resolve('starved'), 2_000)),
      ]);
      expect(answered).toBe('answered');
    } finally {
      arriving = false;
    }
  });

  it('runs a transaction as one turn and rolls it back on failure', async () => {
    await database.db.execute(sql`create table turn_probe (n int)`);
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into turn_probe values (1)`);
        throw new Error('abandoned');
      }),
    ).rejects.toThrow('abandoned');
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into turn_probe values (2)`);
    });
    const rows = await database.db.execute<{ n: number }>(sql`select n from turn_probe`);
    expect((rows as unknown as { rows: { n: number }[] }).rows).toEqual([{ n: 2 }]);
  });
});

describe('statements on the embedded database', () => {
  let database: Database;
  const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
  beforeAll(async () => {
    database = await openDatabase({ pgliteDir: 'memory://' });
    await database.db.execute(
      sql`create table prepared_probe (id int primary key, at timestamptz, tags text[], doc jsonb, raw bytea, ok boolean)`,
    );
  });
  afterAll(async () => {
    await database.close();
  });
  const preparedCopies = async (text: string) =>
    rowsOf<{ runs: number }>(
      await database.db.transaction((tx) =>
        tx.execute(sql`select (generic_plans + custom_plans)::int as runs from pg_prepared_statements where statement = ${text}`),
      ),
    );

  it('parses a statement text once and runs it again under its name with each new value', async () => {
    const text = 'select $1::int + 1 as "n"';
    const answers: number[] = [];
    for (let value = 0; value < 8; value += 1) {
      answers.push(rowsOf<{ n: number }>(await database.db.execute(sql.raw(text.replace('$1', String(value)))))[0]!.n);
    }
    for (let value = 0; value < 8; value += 1) {
      answers.push(rowsOf<{ n: number }>(await database.db.execute(sql`select ${value}::int + 1 as "n"`))[0]!.n);
    }
    expect(answers).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(await preparedCopies(text)).toEqual([{ runs: 8 }]);
  });

  it('sends and reads every kind of value exactly as a statement inside a transaction does', async () => {
    const at = new Date('2026-11-25T10:15:00.123Z');
    await database.db.execute(
      sql`insert into prepared_probe values (1, ${at}, ${sql.param(['a', 'b "c"'])}, ${JSON.stringify({ nested: [1, null] })}::jsonb, ${new Uint8Array([0, 255, 7])}, ${true}), (2, null, null, null, null, null)`,
    );
    const read = sql`select * from prepared_probe where id = any(${sql.param([1, 2])}::int[]) and (at is null or at <= ${at}) order by id`;
    const outside = rowsOf(await database.db.execute(read));
    const inside = rowsOf(await database.db.transaction((tx) => tx.execute(read)));
    expect(outside).toEqual(inside);
    expect(outside[0]).toMatchObject({ id: 1, tags: ['a', 'b "c"'], doc: { nested: [1, null] }, ok: true });
    expect(Array.from((outside[0] as { raw: Uint8Array }).raw)).toEqual([0, 255, 7]);
    expect(outside[1]).toEqual({ id: 2, at: null, tags: null, doc: null, raw: null, ok: null });
  });

  it('reports a failed statement with its SQLSTATE and constraint, and the next statement runs', async () => {
    const insert = (id: number) => database.db.execute(sql`insert into prepared_probe (id) values (${id})`);
    await insert(10);
    const failure = await insert(10).catch((error: unknown) => error);
    expect(uniqueViolation(failure)).toEqual({ constraint: 'prepared_probe_pkey' });
    await expect(database.db.execute(sql.raw('select from nowhere_at_all'))).rejects.toThrow();
    expect(rowsOf<{ id: number }>(await database.db.execute(sql`select id from prepared_probe where id = ${10}`))).toEqual([{ id: 10 }]);
  });

  it('keeps at most 256 statements prepared, closing the least recently used', async () => {
    for (let n = 0; n < 300; n += 1) await database.db.execute(sql.raw(`select ${n} as "distinct_${n}"`));
    const [{ prepared }] = rowsOf<{ prepared: number }>(
      await database.db.transaction((tx) => tx.execute(sql`select count(*)::int as prepared from pg_prepared_statements`)),
    ) as [{ prepared: number }];
    expect(prepared).toBeLessThanOrEqual(256);
    expect(await preparedCopies('select 299 as "distinct_299"')).toEqual([{ runs: 1 }]);
    expect(await preparedCopies('select 0 as "distinct_0"')).toEqual([]);
  });

  it('runs a prepared statement again after its table changed shape', async () => {
    await database.db.execute(sql`create table reshaped (a int)`);
    await database.db.execute(sql`insert into reshaped values (1)`);
    const read = sql.raw('select * from reshaped');
    expect(rowsOf(await database.db.execute(read))).toEqual([{ a: 1 }]);
    await database.db.execute(sql`alter table reshaped add column b text default 'x'`);
    expect(rowsOf(await database.db.execute(read))).toEqual([{ a: 1, b: 'x' }]);
  });
});

describe.skipIf(!process.env.DATABASE_URL?.startsWith('postgres'))('connections to PostgreSQL', () => {
  it('open with the search threshold set and no parallel workers for any statement', async () => {
    const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, pgliteDir: 'memory://' });
    try {
      const result = await database.db.execute(
        sql`select current_setting('pg_trgm.word_similarity_threshold') as threshold, current_setting('max_parallel_workers_per_gather') as workers`,
      );
      expect((result as unknown as { rows: unknown[] }).rows).toEqual([{ threshold: '0.5', workers: '0' }]);
    } finally {
      await database.close();
    }
  });
});
