import { useMutation } from '@tanstack/react-query';
import { PROFILE_COMPLETION_TIMEOUT_MS } from '../../../../shared/constants.js';
import type { CompleteProfileRequest, CompleteProfileResponse } from '../../../../shared/contracts/profiles.js';
import { api } from '../../../lib/api';
import { isApiError } from '../../../lib/errors';
import { refreshSession } from '../../../lib/session';

export interface CompletionAuth {
  /** The onboarding token from OTP verification; without it the signed-in session's token is used. */
  tempToken: string | null;
}

/**
 * POST /api/auth/completeProfile with the spec's payload and a 60-second timeout (spec §7, §9).
 * Answers the user and a signed-in session (the server also sets the refresh cookie).
 */
export async function completeProfile(body: CompleteProfileRequest, auth: CompletionAuth): Promise<CompleteProfileResponse> {
  const options = { method: 'POST' as const, body, timeoutMs: PROFILE_COMPLETION_TIMEOUT_MS };
  if (auth.tempToken) return api<CompleteProfileResponse>('/auth/completeProfile', { ...options, token: auth.tempToken });
  try {
    return await api<CompleteProfileResponse>('/auth/completeProfile', options);
  } catch (error) {
    // The access token may have run out while the student filled in the steps: renew it once.
    if (!isApiError(error) || error.status !== 401) throw error;
    const session = await refreshSession().catch(() => null);
    if (!session) throw error;
    return api<CompleteProfileResponse>('/auth/completeProfile', { ...options, token: session.accessToken });
  }
}

export function useCompleteProfile() {
  return useMutation({
    mutationFn: ({ body, auth }: { body: CompleteProfileRequest; auth: CompletionAuth }) => completeProfile(body, auth),
  });
}
