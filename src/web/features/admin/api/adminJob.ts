import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { AdminJob, AdminJobListResponse, ListedJob } from '../../../../shared/contracts/careers.js';
import { api } from '../../../lib/api';
import { notFoundError } from './errors';
import { getAdminJobs } from './adminJobs';
import { adminKeys } from './keys';

/** A job as the console's table last showed it, if it is still in the cache. */
function fromListCache(queryClient: QueryClient, id: string): AdminJob | undefined {
  for (const [, data] of queryClient.getQueriesData<AdminJobListResponse>({ queryKey: adminKeys.jobs() })) {
    const job = data?.jobs?.find((item) => item.id === id);
    if (job) return job;
  }
  return undefined;
}

/**
 * One job with the numbers the edit form needs. The API has no GET /api/admin/jobs/{id}: the job is read
 * by its id (GET /api/jobs/{id}), then found in the console's list by its title.
 */
export async function getAdminJob(id: string, signal?: AbortSignal): Promise<AdminJob> {
  const job = await api<ListedJob>(`/jobs/${encodeURIComponent(id)}`, signal ? { signal } : {});
  const query = new URLSearchParams({ status: 'all', limit: '100', search: job.title }).toString();
  const list = await getAdminJobs(query, signal);
  const found = list.jobs.find((item) => item.id === id);
  if (!found) throw notFoundError();
  return found;
}

export function adminJobQuery(queryClient: QueryClient, id: string) {
  return queryOptions({
    queryKey: adminKeys.job(id),
    queryFn: ({ signal }) => getAdminJob(id, signal),
    initialData: () => fromListCache(queryClient, id),
    staleTime: 0,
  });
}

export function useAdminJob(queryClient: QueryClient, id: string) {
  return useQuery({ ...adminJobQuery(queryClient, id), enabled: id !== '' });
}
