import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { ProfileNetwork } from '../profiles/index.js';
import { connectedSql, createRelationReader } from './connections.relations.js';
import { createConnectionsRepository } from './connections.repository.js';

/**
 * What profiles show of a person's network: the Connections and Collabs counts, the lock and a few collaborators.
 * The profile page's parts are SQL the profile read puts in its own statement, so the page costs one round trip.
 */
export function createProfileNetwork(db: Db): ProfileNetwork {
  const repo = createConnectionsRepository(db);
  const relations = createRelationReader(db);
  return {
    countsSql: (userId) => repo.countsSql(userId),
    connectedSql: (userIdA, userIdB) => connectedSql(sql`${userIdA}::uuid`, sql`${userIdB}::uuid`),
    collaboratorsSql: (userId, limit) => repo.collaboratorsSql(userId, limit),
    areConnected: (userIdA, userIdB) => relations.areConnected(userIdA, userIdB),
    excludedFromSuggestions: (viewerId) => repo.excludedFor(viewerId),
  };
}
