import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '../../shared/contracts/common.js';
import { api } from './api';

/** GET /api/config: Google client id and whether this is a local demo without mail. */
export function getPublicConfig(): Promise<PublicConfig> {
  return api<PublicConfig>('/config', { auth: false });
}

export const publicConfigQuery = queryOptions({
  queryKey: ['config'],
  queryFn: getPublicConfig,
  staleTime: Number.POSITIVE_INFINITY,
  retry: 1,
});

export function usePublicConfig() {
  return useQuery(publicConfigQuery);
}
