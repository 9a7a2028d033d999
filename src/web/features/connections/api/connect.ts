import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConnectResponse, RequestKind } from '../../../../shared/contracts/connections.js';
import { CONNECTION_MESSAGES } from '../../../../shared/contracts/connections.constants.js';
import { api } from '../../../lib/api';
import { isApiError } from '../../../lib/errors';
import { rememberStatus } from '../lib/storedStatuses';
import { refreshRelations } from './invalidate';

/** POST /api/connections/connect/{userId}; the body carries the caller's own id, as the spec's client sends it. */
export function connect(userId: string, ownId: string): Promise<ConnectResponse> {
  return api<ConnectResponse>(`/connections/connect/${encodeURIComponent(userId)}`, { method: 'POST', body: { userId: ownId } });
}

/** Community §8: the server's "Connection already exists" means the request is already out. */
export function isAlreadyRequested(error: unknown): boolean {
  return isApiError(error) && error.message === CONNECTION_MESSAGES.alreadyExists;
}

export function useConnect(ownId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => connect(userId, ownId),
    onSuccess: (result, userId) => {
      rememberStatus(userId, result.status === 'requested' ? 'requested' : 'connected');
      return refreshRelations(queryClient, userId);
    },
    onError: (error, userId) => {
      if (!isAlreadyRequested(error)) return;
      rememberStatus(userId, 'requested');
      return refreshRelations(queryClient, userId);
    },
  });
}

/** POST /api/connections/revoke {userId1, userId2, kind}: the caller (userId1) takes back the pending request to userId2. */
export function revoke(ownId: string, userId: string, kind: RequestKind): Promise<{ message: string }> {
  return api<{ message: string }>('/connections/revoke', { method: 'POST', body: { userId1: ownId, userId2: userId, kind } });
}

export function useRevoke(ownId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, kind }: { userId: string; kind: RequestKind }) => revoke(ownId, userId, kind),
    onSuccess: (_result, { userId, kind }) => {
      if (kind === 'connection') rememberStatus(userId, 'none');
      return refreshRelations(queryClient, userId);
    },
  });
}
