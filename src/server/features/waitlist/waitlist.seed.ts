import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { WAITLIST_FEATURES } from '../../../shared/contracts/waitlist.js';
import { waitlistEntries } from '../../db/schema/index.js';

const FIRST_NAMES = ['aarav', 'diya', 'kabir', 'meera', 'rohan', 'ananya', 'vihaan', 'isha', 'arjun', 'saanvi', 'dev', 'tara'];

/** Demo waitlists: a few invented students per teaser, some of whom have left, joined over the last weeks. */
export async function seedWaitlists(app: FastifyInstance): Promise<void> {
  const { db, config, log } = app;
  if (!config.seedDemo) return;
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(waitlistEntries);
  if ((existing?.n ?? 0) > 0) return;
  const now = Date.now();
  const rows = WAITLIST_FEATURES.flatMap((feature, featureIndex) =>
    FIRST_NAMES.slice(0, 3 + ((featureIndex * 5) % 9)).map((name, index) => ({
      feature,
      email: `${name}.${feature}@example.com`,
      createdAt: new Date(now - (index * 2 + featureIndex) * 86_400_000 - index * 3_600_000),
      unsubscribedAt: index === 4 ? new Date(now - 86_400_000) : null,
    })),
  );
  await db.insert(waitlistEntries).values(rows).onConflictDoNothing();
  log.info({ entries: rows.length }, 'seeded demo waitlists');
}
