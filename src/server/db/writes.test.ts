import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.js';
import { blogRulesAcceptances, users } from './schema/index.js';
import { EVERY_TABLE, tablesWrittenBy } from './writes.js';

describe('tablesWrittenBy', () => {
  it('tells reads from writes and names what a write changes', () => {
    expect(tablesWrittenBy('select * from "blog_posts" where "id" = $1 for update')).toEqual([]);
    expect(tablesWrittenBy('with "chosen" as (select "id" from "blog_posts") select * from "chosen"')).toEqual([]);
    expect(tablesWrittenBy('(select "job_id" from "job_applications") union all (select "job_id" from "saved_jobs")')).toEqual([]);
    expect(tablesWrittenBy('begin')).toEqual([]);
    expect(tablesWrittenBy('insert into "blog_likes" ("post_id", "user_id") values ($1, $2) on conflict do nothing')).toEqual([
      'blog_likes',
    ]);
    expect(tablesWrittenBy('update "blog_posts" set "like_count" = "blog_posts"."like_count" + 1 where "id" = $1')).toEqual(['blog_posts']);
    expect(tablesWrittenBy('DELETE FROM public.connections WHERE id = $1')).toEqual(['connections']);
    expect(tablesWrittenBy('with "gone" as (delete from "sessions" returning 1) insert into "audit" select * from "gone"').sort()).toEqual([
      'audit',
      'sessions',
    ]);
    expect(tablesWrittenBy('select 1; update "users" set "role" = \'admin\'')).toEqual(['users']);
    expect(tablesWrittenBy('alter table "users" add column "x" int')).toEqual([EVERY_TABLE]);
    expect(tablesWrittenBy('truncate "notifications"')).toEqual(['notifications']);
  });
});

describe('writes reported by the database client once committed', () => {
  let t: TestApp;
  const reported: string[][] = [];
  let userId: string;

  beforeAll(async () => {
    t = await createTestApp();
    t.app.database.onCommittedWrite((tables) => reported.push([...tables].sort()));
    const [user] = await t.app.db
      .insert(users)
      .values({ email: `writes-${Date.now()}@example.test`, passwordHash: 'x', role: 'student' })
      .returning({ id: users.id });
    userId = user!.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a statement outside a transaction, before its caller hears the answer; reads report nothing', async () => {
    reported.length = 0;
    await t.app.db.select().from(users).where(eq(users.id, userId));
    expect(reported).toEqual([]);
    await t.app.db.update(users).set({ updatedAt: new Date() }).where(eq(users.id, userId));
    expect(reported).toEqual([['users']]);
  });

  it("a transaction's writes together, only after COMMIT, and nothing for one rolled back", async () => {
    reported.length = 0;
    await t.app.db.transaction(async (tx) => {
      await tx.insert(blogRulesAcceptances).values({ userId });
      await tx.update(users).set({ updatedAt: new Date() }).where(eq(users.id, userId));
      await tx.execute(sql`select 1`);
      expect(reported).toEqual([]);
    });
    expect(reported).toEqual([['blog_rules_acceptances', 'users']]);

    reported.length = 0;
    await expect(
      t.app.db.transaction(async (tx) => {
        await tx.delete(blogRulesAcceptances).where(eq(blogRulesAcceptances.userId, userId));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(reported).toEqual([]);
    const [kept] = await t.app.db.select().from(blogRulesAcceptances).where(eq(blogRulesAcceptances.userId, userId));
    expect(kept).toBeDefined();
  });
});
