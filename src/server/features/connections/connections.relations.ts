import { and, eq, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { connections, userBlocks } from '../../db/schema/index.js';

/** What other features may ask about two people: are they connected, has either blocked the other. */
export interface RelationReader {
  areConnected(userIdA: string, userIdB: string): Promise<boolean>;
  /** True when either of the two has blocked the other. */
  isBlockedEither(userIdA: string, userIdB: string): Promise<boolean>;
  /** Everyone the user blocked or was blocked by. */
  blockedEitherWay(userId: string): Promise<string[]>;
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
    async blockedEitherWay(userId) {
      const rows = await db
        .select({ blockerId: userBlocks.blockerId, blockedId: userBlocks.blockedId })
        .from(userBlocks)
        .where(or(eq(userBlocks.blockerId, userId), eq(userBlocks.blockedId, userId)));
      return rows.map((row) => (row.blockerId === userId ? row.blockedId : row.blockerId));
    },
  };
}

/**
 * A condition other features put in their own SQL (a blog's friends-only audience): true when the two
 * users are connected. `userA` and `userB` are uuid expressions (a column, or a parameter cast to uuid);
 * the lookup is served by the unordered-pair index, so removing a connection takes effect at once.
 */
export const connectedSql = (userA: SQLWrapper, userB: SQLWrapper): SQL =>
  sql`exists (select 1 from "connections" "k" where least("k"."user_id1", "k"."user_id2") = least(${userA}, ${userB}) and greatest("k"."user_id1", "k"."user_id2") = greatest(${userA}, ${userB}))`;
