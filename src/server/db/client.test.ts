import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './client.js';

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
