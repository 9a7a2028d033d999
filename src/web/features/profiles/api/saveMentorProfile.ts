import { useMutation } from '@tanstack/react-query';
import { PROFILE_COMPLETION_TIMEOUT_MS } from '../../../../shared/constants.js';
import type { MentorProfileRequest, MentorProfileSaveResponse } from '../../../../shared/contracts/profiles.js';
import { api } from '../../../lib/api';

/**
 * POST /api/users/mentorProfile: saves the mentor setup (unlike the spec's original, which kept it in
 * the browser). With the onboarding token from OTP verification, or the signed-in session's token.
 */
export function saveMentorProfile(body: MentorProfileRequest, tempToken: string | null): Promise<MentorProfileSaveResponse> {
  return api<MentorProfileSaveResponse>('/users/mentorProfile', {
    method: 'POST',
    body,
    timeoutMs: PROFILE_COMPLETION_TIMEOUT_MS,
    ...(tempToken ? { token: tempToken } : {}),
  });
}

export function useSaveMentorProfile() {
  return useMutation({
    mutationFn: ({ body, tempToken }: { body: MentorProfileRequest; tempToken: string | null }) => saveMentorProfile(body, tempToken),
  });
}
