import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HumanlibStatus } from '../../../../shared/contracts/humanlib.js';
import { api } from '../../../lib/api';
import { humanlibKeys } from './keys';

/** GET /api/human-lib/status: whether the caller may enter, why not, and the call's ICE servers. */
export function getHumanlibStatus(signal?: AbortSignal): Promise<HumanlibStatus> {
  return api<HumanlibStatus>('/human-lib/status', signal ? { signal } : {});
}

export const humanlibStatusQuery = () =>
  queryOptions({ queryKey: humanlibKeys.status(), queryFn: ({ signal }) => getHumanlibStatus(signal) });

export function useHumanlibStatus() {
  return useQuery(humanlibStatusQuery());
}
