import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Applicant, ApplicationStatus } from '../../../../shared/contracts/careers.js';
import { api } from '../../../lib/api';
import { adminKeys } from './keys';

/** PATCH /api/admin/applications/{id}: moves an application; the student is notified and emailed. */
export function updateApplicationStatus(id: string, status: ApplicationStatus): Promise<Applicant> {
  return api<Applicant>(`/admin/applications/${encodeURIComponent(id)}`, { method: 'PATCH', body: { status } });
}

export function useUpdateApplicationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: ApplicationStatus }) => updateApplicationStatus(id, status),
    onSuccess: (applicant) => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.applicants(applicant.jobId) });
    },
  });
}
