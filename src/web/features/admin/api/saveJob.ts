import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminJob, CreateJobRequest, UpdateJobRequest } from '../../../../shared/contracts/careers.js';
import { api } from '../../../lib/api';
import { careerKeys } from '../../careers';
import { adminKeys } from './keys';

/** POST /api/admin/jobs: a new job (rich text sanitized by the server). */
export function createJob(body: CreateJobRequest): Promise<AdminJob> {
  return api<AdminJob>('/admin/jobs', { method: 'POST', body });
}

/** PATCH /api/admin/jobs/{id}: any subset of the fields. */
export function updateJob(id: string, body: UpdateJobRequest): Promise<AdminJob> {
  return api<AdminJob>(`/admin/jobs/${encodeURIComponent(id)}`, { method: 'PATCH', body });
}

export function useCreateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJob,
    onSuccess: (job) => {
      queryClient.setQueryData(adminKeys.job(job.id), job);
      void queryClient.invalidateQueries({ queryKey: adminKeys.jobs() });
      void queryClient.invalidateQueries({ queryKey: careerKeys.all });
    },
  });
}

export function useUpdateJob(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateJobRequest) => updateJob(id, body),
    onSuccess: (job) => {
      queryClient.setQueryData(adminKeys.job(job.id), job);
      void queryClient.invalidateQueries({ queryKey: adminKeys.jobs() });
      void queryClient.invalidateQueries({ queryKey: careerKeys.all });
    },
  });
}
