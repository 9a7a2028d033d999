import { and, eq, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { connections, userBlocks } from '../../db/schema/index.js';

/** What other features may ask about two people: are they connected, has either blocked the other. */
export interface RelationReader {
  areConnected(userIdA: string, userIdB: string): Promise<boolean>;
  /** True when either of the two has blocked the other. */
  isBlockedEither(userIdA: string, userIdB: string): Promise<boolean>;
}

export function createRelationReader(db: Db | Tx): RelationReader {
  return {
    async areConnected(userIdA, userIdB) {
      const [row] = await db
        .select({ id: connections.id })
        .from(connections)
        .where(
          and(
            sql`least(${connections.userId1}, ${connections.userId2}) = least(${userIdA}::uuid, ${userIdB}::uuid)`,
            sql`greatest(${connections.userId1}, ${connections.userId2}) = greatest(${userIdA}::uuid, ${userIdB}::uuid)`,
          ),
        )
        .limit(1);
      return row !== undefined;
    },
    async isBlockedEither(userIdA, userIdB) {
      const [row] = await db
        .select({ blockerId: userBlocks.blockerId })
        .from(userBlocks)
        .where(
          or(
            and(eq(userBlocks.blockerId, userIdA), eq(userBlocks.blockedId, userIdB)),
            and(eq(userBlocks.blockerId, userIdB), eq(userBlocks.blockedId, userIdA)),
          ),
        )
        .limit(1);
      return row !== undefined;
    },
  };
}
