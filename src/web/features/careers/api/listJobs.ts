import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { JobPageResponse, JobType } from '../../../../shared/contracts/careers.js';
import { api } from '../../../lib/api';
import { effectiveJobTypes, jobsQueryString, type JobFilters } from '../lib/jobs';
import { careerKeys } from './keys';

/** GET /api/jobs: search, filters and pagination on the server; `applied`/`saved` flags for the signed-in reader. */
export function listJobs(query: string, signal?: AbortSignal): Promise<JobPageResponse> {
  return api<JobPageResponse>(`/jobs${query}`, signal ? { signal } : {});
}

export interface JobListOptions {
  limit: number;
  /** A section's job types (landing, view-all); intersected with the filter's. */
  onlyTypes?: readonly JobType[];
}

/** One page of jobs (the landing's sections). */
export function jobsQuery(filters: JobFilters, options: JobListOptions & { page?: number }) {
  const query = jobsQueryString(filters, options);
  return queryOptions({
    queryKey: careerKeys.jobList(query),
    queryFn: ({ signal }) => listJobs(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** False when the filter's types and the section's types share nothing: the section is empty without asking. */
export function sectionCanMatch(filters: JobFilters, onlyTypes?: readonly JobType[]): boolean {
  const types = effectiveJobTypes(filters, onlyTypes);
  return types === null || types.length > 0;
}

export function useJobs(filters: JobFilters, options: JobListOptions & { page?: number }) {
  return useQuery({ ...jobsQuery(filters, options), enabled: sectionCanMatch(filters, options.onlyTypes) });
}

/**
 * Pages of jobs for "Load more" lists (/CarrerZone, view-all pages). Each page after the first asks by the
 * previous page's `nextCursor`: a job posted while the list is open neither repeats a card nor hides one.
 */
export function jobPagesQuery(filters: JobFilters, options: JobListOptions) {
  const query = jobsQueryString(filters, { limit: options.limit, ...(options.onlyTypes ? { onlyTypes: options.onlyTypes } : {}) });
  return infiniteQueryOptions({
    queryKey: careerKeys.jobPages(query),
    queryFn: ({ pageParam, signal }) => listJobs(jobsQueryString(filters, { ...options, cursor: pageParam }), signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: JobPageResponse) => last.nextCursor ?? undefined,
  });
}

export function useJobPages(filters: JobFilters, options: JobListOptions) {
  return useInfiniteQuery({ ...jobPagesQuery(filters, options), enabled: sectionCanMatch(filters, options.onlyTypes) });
}
