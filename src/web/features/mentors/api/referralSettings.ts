import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReferralSettings } from '../../../../shared/contracts/mentors.js';
import { api } from '../../../lib/api';
import { mentorKeys } from './keys';

/** GET /api/user-mentors/referral-settings: the signed-in mentor's price, companies and whether requests are open. */
export const useReferralSettings = () =>
  useQuery({
    queryKey: mentorKeys.referralSettings(),
    queryFn: ({ signal }) => api<ReferralSettings>('/user-mentors/referral-settings', { signal }),
  });

/** PUT /api/user-mentors/referral-settings. */
export function useSaveReferralSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReferralSettings) => api<ReferralSettings>('/user-mentors/referral-settings', { method: 'PUT', body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(mentorKeys.referralSettings(), saved);
      void queryClient.invalidateQueries({ queryKey: mentorKeys.all });
    },
  });
}
