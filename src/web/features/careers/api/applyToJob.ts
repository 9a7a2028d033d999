import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplyRequest, ApplyResponse } from '../../../../shared/contracts/careers.js';
import { api } from '../../../lib/api';
import { isApiError } from '../../../lib/errors';
import { markCachedJobApplied, patchCachedJob } from './cache';
import { careerKeys } from './keys';

export interface ApplyVariables {
  jobId: string;
  /** A resume (one of the student's uploaded documents) and a cover note; an empty object applies with neither. */
  body?: ApplyRequest;
}

/** POST /api/jobs/{id}/apply (spec core §7), with an optional resume and cover note. 409 "Already Applied" when applied before. */
export function applyToJob({ jobId, body = {} }: ApplyVariables): Promise<ApplyResponse> {
  return api<ApplyResponse>(`/jobs/${encodeURIComponent(jobId)}/apply`, { method: 'POST', body });
}

export function isAlreadyApplied(error: unknown): boolean {
  return isApiError(error) && error.status === 409 && error.code === 'ALREADY_APPLIED';
}

/**
 * Applies, then marks the job applied and counts the new applicant on every cached card and page at once, and
 * refreshes the job, the applications list and the resume offered next time.
 */
export function useApplyToJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyToJob,
    onSuccess: (_result, { jobId }) => {
      markCachedJobApplied(queryClient, jobId);
      void queryClient.invalidateQueries({ queryKey: careerKeys.job(jobId) });
      void queryClient.invalidateQueries({ queryKey: careerKeys.applications() });
      void queryClient.invalidateQueries({ queryKey: careerKeys.resume() });
    },
    onError: (error, { jobId }) => {
      // Applied earlier (another tab, another device): the screen catches up.
      if (isAlreadyApplied(error)) patchCachedJob(queryClient, jobId, { applied: true });
    },
  });
}
