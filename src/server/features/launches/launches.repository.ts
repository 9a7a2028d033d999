import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { featureLaunches } from '../../db/schema/index.js';

export type LaunchRow = typeof featureLaunches.$inferSelect;

export function createLaunchesRepository(db: Db) {
  return {
    async list(): Promise<LaunchRow[]> {
      return db.select().from(featureLaunches).orderBy(asc(featureLaunches.feature));
    },

    /** Writes one feature's state (the row is created if the migration's was removed by hand). */
    async save(input: { feature: string; status: string; launchAt: Date | null; updatedBy: string }): Promise<LaunchRow> {
      const values = { status: input.status, launchAt: input.launchAt, updatedBy: input.updatedBy, updatedAt: new Date() };
      const [row] = await db
        .insert(featureLaunches)
        .values({ feature: input.feature, ...values })
        .onConflictDoUpdate({ target: featureLaunches.feature, set: values })
        .returning();
      return row!;
    },

    async find(feature: string): Promise<LaunchRow | null> {
      const [row] = await db.select().from(featureLaunches).where(eq(featureLaunches.feature, feature)).limit(1);
      return row ?? null;
    },
  };
}
export type LaunchesRepository = ReturnType<typeof createLaunchesRepository>;
