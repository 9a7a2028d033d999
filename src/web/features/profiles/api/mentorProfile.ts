import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PROFILE_COMPLETION_TIMEOUT_MS } from '../../../../shared/constants.js';
import type { MentorProfile, MentorProfileUpdateRequest } from '../../../../shared/contracts/profiles.js';
import { api } from '../../../lib/api';
import { profileKeys } from './keys';

/** GET /api/users/mentorProfile?userId=: a mentor's profile; the signed-in mentor's own without userId. */
export function getMentorProfile(userId?: string, signal?: AbortSignal): Promise<MentorProfile> {
  const query = userId ? `?${new URLSearchParams({ userId }).toString()}` : '';
  return api<MentorProfile>(`/users/mentorProfile${query}`, signal ? { signal } : {});
}

export function mentorProfileQuery(userId?: string) {
  return queryOptions({ queryKey: profileKeys.mentor(userId), queryFn: ({ signal }) => getMentorProfile(userId, signal) });
}

export function useMentorProfile(userId?: string, enabled = true) {
  return useQuery({ ...mentorProfileQuery(userId), enabled });
}

/** PATCH /api/users/mentorProfile: the signed-in mentor's own page; only the fields sent change. */
export function updateMentorProfile(body: MentorProfileUpdateRequest): Promise<MentorProfile> {
  return api<MentorProfile>('/users/mentorProfile', { method: 'PATCH', body, timeoutMs: PROFILE_COMPLETION_TIMEOUT_MS });
}

export function useUpdateMentorProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMentorProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKeys.mentor(undefined), profile);
      queryClient.setQueryData(profileKeys.mentor(profile.id), profile);
      void queryClient.invalidateQueries({ queryKey: profileKeys.profile(undefined) });
    },
  });
}
