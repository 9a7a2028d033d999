import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { JobListResponse, ListedJob } from '../../../../shared/contracts/careers.js';
import { careerKeys } from './keys';

type JobFields = Partial<Pick<ListedJob, 'applied' | 'saved' | '_count'>>;
/** New values, or a function of the cached job's own flags and count. */
type JobPatch = Partial<Pick<ListedJob, 'applied' | 'saved'>> | ((job: Pick<ListedJob, 'applied' | '_count'>) => JobFields);

const applyPatch = <T extends Pick<ListedJob, 'applied' | '_count'>>(job: T, patch: JobPatch): T => ({
  ...job,
  ...(typeof patch === 'function' ? patch(job) : patch),
});

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function patchList(list: JobListResponse, jobId: string, patch: JobPatch): JobListResponse {
  if (!list.jobs.some((job) => job.id === jobId)) return list;
  return { ...list, jobs: list.jobs.map((job) => (job.id === jobId ? applyPatch(job, patch) : job)) };
}

/** Patches one job wherever it is cached: a detail, a list page, or the pages of a "Load more" list. */
function patchAny(data: unknown, jobId: string, patch: JobPatch): unknown {
  if (!isRecord(data)) return data;
  if (Array.isArray(data.pages)) {
    const pages = data as unknown as InfiniteData<JobListResponse>;
    return { ...pages, pages: pages.pages.map((page) => patchList(page, jobId, patch)) };
  }
  if (Array.isArray(data.jobs)) return patchList(data as unknown as JobListResponse, jobId, patch);
  if (data.id === jobId) return applyPatch(data as unknown as ListedJob, patch);
  return data;
}

/** Shows an apply or a save at once on every card and page that holds the job, before any refetch. */
export function patchCachedJob(queryClient: QueryClient, jobId: string, patch: JobPatch): void {
  queryClient.setQueriesData({ queryKey: careerKeys.jobs() }, (data: unknown) => patchAny(data, jobId, patch));
}

/** An apply that went through: the job reads applied, and its applicant count has one more, wherever it is cached. */
export function markCachedJobApplied(queryClient: QueryClient, jobId: string): void {
  patchCachedJob(queryClient, jobId, (job) =>
    job.applied ? {} : { applied: true, _count: { ...job._count, applications: (job._count?.applications ?? 0) + 1 } },
  );
}
