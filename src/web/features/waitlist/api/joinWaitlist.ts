import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JoinWaitlistRequest, JoinWaitlistResponse } from '../../../../shared/contracts/waitlist.js';
import { api } from '../../../lib/api';
import { waitlistKeys } from './keys';

/** POST /api/waitlist: visitors too; a second join of the same email answers kindly and sends nothing. */
export function joinWaitlist(input: JoinWaitlistRequest): Promise<JoinWaitlistResponse> {
  return api<JoinWaitlistResponse>('/waitlist', { method: 'POST', body: input });
}

export function useJoinWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinWaitlist,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: waitlistKeys.all }),
  });
}
