import { useEffect, useMemo } from 'react';
import { useConnectionsWith } from '../api/connections';
import { usePendingRequests, useSentRequests } from '../api/requests';
import { deriveRelation, type Relation } from './status';
import { readStoredStatuses, rememberStatus } from './storedStatuses';
import { useRelationsLive } from './useRelationsLive';

export interface RelationState {
  /** The server's answer, from the three sources; null until all three are read. */
  relation: Relation | null;
  /** The stored 'requested' hint (community §3), shown while the server has not answered yet. */
  storedRequested: boolean;
  loading: boolean;
  error: unknown;
  retry: () => void;
}

/** The viewer's relation with `otherId`: community §4's three sources, kept in `connectionStatuses`, re-checked live. */
export function useRelation(ownId: string, otherId: string | null, otherSearch: string): RelationState {
  useRelationsLive();
  const sent = useSentRequests(otherId ? ownId : '');
  const pending = usePendingRequests(otherId ? ownId : '');
  const connections = useConnectionsWith(otherId ? ownId : '', otherSearch);
  const relation = useMemo(
    () =>
      otherId && sent.data && pending.data && connections.data
        ? deriveRelation(otherId, { sent: sent.data, pending: pending.data, connections: connections.data.connections })
        : null,
    [otherId, sent.data, pending.data, connections.data],
  );
  useEffect(() => {
    if (otherId && relation) rememberStatus(otherId, relation.status);
  }, [otherId, relation]);
  return {
    relation,
    storedRequested: otherId ? readStoredStatuses()[otherId] === 'requested' : false,
    loading: sent.isPending || pending.isPending || connections.isPending,
    error: sent.error ?? pending.error ?? connections.error,
    retry: () => {
      void sent.refetch();
      void pending.refetch();
      void connections.refetch();
    },
  };
}
