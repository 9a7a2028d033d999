import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminJob } from '../../../../shared/contracts/careers.js';
import { api } from '../../../lib/api';
import { careerKeys } from '../../careers';
import { adminKeys } from './keys';

/** POST /api/admin/jobs/{id}/close: no more applications. */
export function closeJob(id: string): Promise<AdminJob> {
  return api<AdminJob>(`/admin/jobs/${encodeURIComponent(id)}/close`, { method: 'POST' });
}

/** POST /api/admin/jobs/{id}/reopen: open again; a passed closing date is removed. */
export function reopenJob(id: string): Promise<AdminJob> {
  return api<AdminJob>(`/admin/jobs/${encodeURIComponent(id)}/reopen`, { method: 'POST', body: {} });
}

export function useSetJobOpen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, open }: { id: string; open: boolean }) => (open ? reopenJob(id) : closeJob(id)),
    onSuccess: (job) => {
      queryClient.setQueryData(adminKeys.job(job.id), job);
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      void queryClient.invalidateQueries({ queryKey: careerKeys.all });
    },
  });
}
