import type { RequestKind } from '../../../../shared/contracts/connections.js';

/** Query keys of the connections feature: everything under ['connections'], so one invalidation refreshes every screen. */
export const connectionKeys = {
  all: ['connections'] as const,
  sent: (kind: RequestKind | 'all') => ['connections', 'sent', kind] as const,
  pending: (kind: RequestKind | 'all') => ['connections', 'pending', kind] as const,
  list: (search: string, limit: number) => ['connections', 'list', search, limit] as const,
  with: (userId: string, search: string) => ['connections', 'with', userId, search] as const,
};
