import type { Connection, ConnectionRequest } from '../../../../shared/contracts/connections.js';

/** The relation the profile page's action button shows (community §4, plus incoming requests). */
export type RelationStatus = 'none' | 'requested' | 'incoming' | 'connected';
export type CollaborationStatus = 'none' | 'requested' | 'incoming' | 'collaborating';

export interface Relation {
  status: RelationStatus;
  /** The pending connection request in either direction. */
  requestId: string | null;
  collaboration: CollaborationStatus;
  collaborationRequestId: string | null;
}

export interface RelationSources {
  /** (a) requests the viewer sent (POST /api/connections/sent). */
  sent: readonly ConnectionRequest[];
  /** (b) requests waiting for the viewer (POST /api/connections/getPending). */
  pending: readonly ConnectionRequest[];
  /** (c) the viewer's connections (GET /api/connections/connections). */
  connections: readonly Connection[];
}

const isPendingWith = (
  request: ConnectionRequest,
  otherId: string,
  kind: ConnectionRequest['kind'],
  otherField: 'receiverId' | 'senderId',
) => request.status === 'pending' && request.kind === kind && request[otherField] === otherId;

/** Community §4: the status of the viewed person from the three sources; a connection wins over any request. */
export function deriveRelation(otherId: string, sources: RelationSources): Relation {
  const connection = sources.connections.find((item) => item.userId1 === otherId || item.userId2 === otherId);
  const sentCollab = sources.sent.find((request) => isPendingWith(request, otherId, 'collaboration', 'receiverId'));
  const incomingCollab = sources.pending.find((request) => isPendingWith(request, otherId, 'collaboration', 'senderId'));
  if (connection) {
    const collaboration: CollaborationStatus = connection.collaboratingSince
      ? 'collaborating'
      : sentCollab
        ? 'requested'
        : incomingCollab
          ? 'incoming'
          : 'none';
    const collabRequest = collaboration === 'requested' ? sentCollab : collaboration === 'incoming' ? incomingCollab : undefined;
    return { status: 'connected', requestId: null, collaboration, collaborationRequestId: collabRequest?.id ?? null };
  }
  const sent = sources.sent.find((request) => isPendingWith(request, otherId, 'connection', 'receiverId'));
  if (sent) return { status: 'requested', requestId: sent.id, collaboration: 'none', collaborationRequestId: null };
  const incoming = sources.pending.find((request) => isPendingWith(request, otherId, 'connection', 'senderId'));
  if (incoming) return { status: 'incoming', requestId: incoming.id, collaboration: 'none', collaborationRequestId: null };
  return { status: 'none', requestId: null, collaboration: 'none', collaborationRequestId: null };
}

/** Community §3: the browser storage key holding a map of userId to 'requested'. */
export const CONNECTION_STATUSES_KEY = 'connectionStatuses';
export type StoredStatuses = Record<string, 'requested'>;

export function parseStoredStatuses(raw: string | null): StoredStatuses {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter(([, status]) => status === 'requested')) as StoredStatuses;
  } catch {
    return {};
  }
}

/** The stored map after learning the status of `userId`: only 'requested' is kept, as the spec stores it. */
export function withStoredStatus(statuses: StoredStatuses, userId: string, status: RelationStatus): StoredStatuses {
  const { [userId]: _previous, ...rest } = statuses;
  return status === 'requested' ? { ...rest, [userId]: 'requested' } : rest;
}
