import type { Db } from '../../db/client.js';
import type { ProfileNetwork } from '../profiles/index.js';
import { createRelationReader } from './connections.relations.js';
import { createConnectionsRepository } from './connections.repository.js';

/** What profiles show of a person's network: the Connections and Collabs counts, the lock and a few collaborators. */
export function createProfileNetwork(db: Db): ProfileNetwork {
  const repo = createConnectionsRepository(db);
  const relations = createRelationReader(db);
  return {
    async counts(userId) {
      const { connections, collaborators } = await repo.counts(userId);
      return { connections1: connections, connections2: collaborators };
    },
    areConnected: (userIdA, userIdB) => relations.areConnected(userIdA, userIdB),
    async collaboratorsOf(userId, limit) {
      const rows = await repo.listConnections(userId, { collaboratorsOnly: true, search: undefined, page: { limit, offset: 0 } });
      return rows.map(({ otherUser }) => ({
        id: otherUser.id,
        username: otherUser.username,
        name: otherUser.name,
        headline: otherUser.headline[0] ?? '',
        profilePictureUrl: otherUser.profilePictureUrl,
      }));
    },
    excludedFromSuggestions: (viewerId) => repo.excludedFor(viewerId),
  };
}
