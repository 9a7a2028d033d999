import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplyResponse } from '../../../../shared/contracts/careers.js';
import { api } from '../../../lib/api';
import { isApiError } from '../../../lib/errors';
import { patchCachedJob } from './cache';
import { careerKeys } from './keys';

/** POST /api/jobs/{id}/apply with an empty object (spec core §7). 409 "Already Applied" when applied before. */
export function applyToJob(jobId: string): Promise<ApplyResponse> {
  return api<ApplyResponse>(`/jobs/${encodeURIComponent(jobId)}/apply`, { method: 'POST', body: {} });
}

export function isAlreadyApplied(error: unknown): boolean {
  return isApiError(error) && error.status === 409 && error.code === 'ALREADY_APPLIED';
}

/** Applies, then marks the job applied on every cached card and refreshes the applications list. */
export function useApplyToJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyToJob,
    onSuccess: (_result, jobId) => {
      patchCachedJob(queryClient, jobId, { applied: true });
      void queryClient.invalidateQueries({ queryKey: careerKeys.applications() });
    },
    onError: (error, jobId) => {
      // Applied earlier (another tab, another device): the screen catches up.
      if (isAlreadyApplied(error)) patchCachedJob(queryClient, jobId, { applied: true });
    },
  });
}
