import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PROFILE_COMPLETION_TIMEOUT_MS } from '../../../../shared/constants.js';
import type { UpdateProfileRequest, UserProfile } from '../../../../shared/contracts/profiles.js';
import { api } from '../../../lib/api';
import { profileKeys } from './keys';

/**
 * PATCH /api/users/profile: JSON, or multipart when a new picture is sent (spec §7). Changes only the
 * signed-in user's own profile; answers the updated profile.
 */
export function updateProfile(body: UpdateProfileRequest, picture?: Blob): Promise<UserProfile> {
  if (!picture) return api<UserProfile>('/users/profile', { method: 'PATCH', body });
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      // Lists travel as JSON text so an empty list and a one-item list keep their meaning.
      form.append(key, JSON.stringify(value));
    } else if (value !== null && typeof value === 'object') {
      form.append(key, JSON.stringify(value));
    } else {
      form.append(key, value === null ? 'null' : String(value));
    }
  }
  form.append('profilePicture', picture, 'profile.jpg');
  return api<UserProfile>('/users/profile', { method: 'PATCH', body: form, timeoutMs: PROFILE_COMPLETION_TIMEOUT_MS });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, picture }: { body: UpdateProfileRequest; picture?: Blob }) => updateProfile(body, picture),
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKeys.profile(undefined), profile);
      queryClient.setQueryData(profileKeys.profile(profile.id), profile);
      void queryClient.invalidateQueries({ queryKey: profileKeys.all() });
    },
  });
}
