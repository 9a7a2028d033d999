import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WithdrawResponse } from '../../../../shared/contracts/careers.js';
import { api } from '../../../lib/api';
import { careerKeys } from './keys';

/** POST /api/jobs/user/applications/{id}/withdraw: takes back one's own application while it waits for a reply. */
export function withdrawApplication(applicationId: string): Promise<WithdrawResponse> {
  return api<WithdrawResponse>(`/jobs/user/applications/${encodeURIComponent(applicationId)}/withdraw`, { method: 'POST' });
}

/** Withdraws, then reads the applications and the jobs again: the job's applicant count and "Applied" change. */
export function useWithdrawApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawApplication,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: careerKeys.all }),
  });
}
