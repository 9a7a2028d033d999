import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveResponse } from '../../../../shared/contracts/careers.js';
import { api } from '../../../lib/api';
import { patchCachedJob } from './cache';
import { careerKeys } from './keys';

/** POST /api/jobs/{id}/save keeps a job in the saved list; DELETE takes it out. Both are idempotent. */
export function saveJob(jobId: string): Promise<SaveResponse> {
  return api<SaveResponse>(`/jobs/${encodeURIComponent(jobId)}/save`, { method: 'POST' });
}

export function unsaveJob(jobId: string): Promise<SaveResponse> {
  return api<SaveResponse>(`/jobs/${encodeURIComponent(jobId)}/save`, { method: 'DELETE' });
}

/** Saves or unsaves, showing the new state at once and undoing it if the call fails. */
export function useToggleSave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, save }: { jobId: string; save: boolean }) => (save ? saveJob(jobId) : unsaveJob(jobId)),
    onMutate: ({ jobId, save }) => patchCachedJob(queryClient, jobId, { saved: save }),
    onError: (_error, { jobId, save }) => patchCachedJob(queryClient, jobId, { saved: !save }),
    onSuccess: (result) => patchCachedJob(queryClient, result.jobId, { saved: result.saved }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: careerKeys.saved(), refetchType: 'none' }),
  });
}
