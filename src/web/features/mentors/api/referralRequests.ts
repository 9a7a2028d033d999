import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ReferralListResponse,
  ReferralRequest,
  ReferralRequestBody,
  ReferralStatusBody,
} from '../../../../shared/contracts/mentors.js';
import { api } from '../../../lib/api';
import { mentorKeys } from './keys';

/** POST /api/user-mentors/referrals/mentors/{userId}/request: the assessment, role, job link, note and resume. */
export function requestReferral(mentorId: string, body: ReferralRequestBody): Promise<ReferralRequest> {
  return api<ReferralRequest>(`/user-mentors/referrals/mentors/${encodeURIComponent(mentorId)}/request`, { method: 'POST', body });
}

export function useRequestReferral(mentorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReferralRequestBody) => requestReferral(mentorId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mentorKeys.referrals('student') }),
  });
}

/** GET /api/user-mentors/referrals: a mentor's incoming requests, or (as=student) the student's own. */
export const useReferralRequests = (as: 'mentor' | 'student') =>
  useQuery({
    queryKey: mentorKeys.referrals(as),
    queryFn: ({ signal }) => api<ReferralListResponse>(`/user-mentors/referrals?as=${as}&limit=100`, { signal }),
  });

/** POST /api/user-mentors/referrals/{id}/status: the mentor accepts, declines or marks a request referred. */
export function useReferralStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ReferralStatusBody }) =>
      api<ReferralRequest>(`/user-mentors/referrals/${encodeURIComponent(id)}/status`, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mentorKeys.referrals('mentor') }),
  });
}
