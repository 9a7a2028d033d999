import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Launch, LaunchListResponse, SaveLaunchRequest, SaveLaunchResponse } from '../../../../shared/contracts/launches.js';
import type { WaitlistFeature } from '../../../../shared/contracts/waitlist.constants.js';
import { api } from '../../../lib/api';
import { waitlistKeys } from './keys';

/** GET /api/launches: each teaser feature, live (and where) or coming (and when). */
export function getLaunches(signal?: AbortSignal): Promise<LaunchListResponse> {
  return api<LaunchListResponse>('/launches', signal ? { signal } : {});
}

export const launchesQuery = queryOptions({
  queryKey: waitlistKeys.launches(),
  queryFn: ({ signal }) => getLaunches(signal),
  // The operator changes these rarely; every page of a visit reads the same answer.
  staleTime: 5 * 60_000,
});

export const useLaunches = () => useQuery(launchesQuery);

/** One feature's launch, or undefined while the list loads. */
export function useLaunch(feature: WaitlistFeature): { launch: Launch | undefined; isError: boolean } {
  const { data, isError } = useLaunches();
  return { launch: data?.launches.find((item) => item.feature === feature), isError };
}

/**
 * Keeps the teaser areas that are still coming. While the list loads (or cannot load) nothing is hidden: a
 * live feature listed a moment too long is better than a coming one missing.
 */
export function useComingSoon<T>(items: T[], featureOf: (item: T) => string): T[] {
  const { data } = useLaunches();
  if (!data) return items;
  const live = new Set(data.launches.filter((launch) => launch.status === 'live').map((launch) => launch.feature as string));
  return items.filter((item) => !live.has(featureOf(item)));
}

/** PUT /api/admin/launches/{feature}. */
export function saveLaunch(feature: WaitlistFeature, body: SaveLaunchRequest): Promise<SaveLaunchResponse> {
  return api<SaveLaunchResponse>(`/admin/launches/${feature}`, { method: 'PUT', body });
}

export function useSaveLaunch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ feature, body }: { feature: WaitlistFeature; body: SaveLaunchRequest }) => saveLaunch(feature, body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: waitlistKeys.launches() }),
  });
}
