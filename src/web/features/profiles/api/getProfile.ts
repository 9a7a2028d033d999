import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserProfile } from '../../../../shared/contracts/profiles.js';
import { api } from '../../../lib/api';
import { profileKeys } from './keys';

/** GET /api/users/profile?userId=: a profile; the signed-in user's own when userId is left out. */
export function getProfile(userId?: string, signal?: AbortSignal): Promise<UserProfile> {
  const query = userId ? `?${new URLSearchParams({ userId }).toString()}` : '';
  return api<UserProfile>(`/users/profile${query}`, signal ? { signal } : {});
}

export function profileQuery(userId?: string) {
  return queryOptions({
    queryKey: profileKeys.profile(userId),
    queryFn: ({ signal }) => getProfile(userId, signal),
  });
}

export function useProfile(userId?: string) {
  return useQuery(profileQuery(userId));
}
