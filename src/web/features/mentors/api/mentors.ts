import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MentorDetail, MentorListResponse, MentorSort } from '../../../../shared/contracts/mentors.js';
import { api } from '../../../lib/api';
import { mentorKeys } from './keys';

export interface MentorFilters {
  search?: string;
  focusArea?: string;
  expertise?: string;
  company?: string;
  availableToday?: boolean;
  answersQuickly?: boolean;
  sort?: MentorSort;
}

export function mentorsQueryString(filters: MentorFilters, limit = 20, page = 1): string {
  const params = new URLSearchParams();
  if (filters.search?.trim()) params.set('search', filters.search.trim());
  if (filters.focusArea) params.set('focusArea', filters.focusArea);
  if (filters.expertise) params.set('expertise', filters.expertise);
  if (filters.company) params.set('company', filters.company);
  if (filters.availableToday) params.set('availableToday', 'true');
  if (filters.answersQuickly) params.set('answersQuickly', 'true');
  if (filters.sort && filters.sort !== 'best') params.set('sort', filters.sort);
  params.set('limit', String(limit));
  if (page > 1) params.set('page', String(page));
  return `?${params.toString()}`;
}

/** GET /api/user-mentors/mentors: search and filters on the server. */
export function listMentors(query: string, signal?: AbortSignal): Promise<MentorListResponse> {
  return api<MentorListResponse>(`/user-mentors/mentors${query}`, signal ? { signal } : {});
}

export function mentorsQuery(filters: MentorFilters, limit = 20, page = 1) {
  const query = mentorsQueryString(filters, limit, page);
  return queryOptions({
    queryKey: mentorKeys.list(query),
    queryFn: ({ signal }) => listMentors(query, signal),
    placeholderData: keepPreviousData,
  });
}

export const useMentors = (filters: MentorFilters, limit = 20, page = 1) => useQuery(mentorsQuery(filters, limit, page));

/** How many mentors the Top Mentors carousel shows. */
const TOP_MENTORS_LIMIT = 10;
const TOP_MENTORS_QUERY_STRING = mentorsQueryString({}, TOP_MENTORS_LIMIT);
/** The Top Mentors carousel's mentors: `fetch: false` reads only what the cache holds (a page's frame). */
export const useTopMentors = ({ fetch = true }: { fetch?: boolean } = {}) =>
  useQuery({ ...mentorsQuery({}, TOP_MENTORS_LIMIT), enabled: fetch });
/**
 * The carousel's list is public and the same for every reader, so the server draws it into the HTML of the pages
 * whose frame shows it (src/server/platform/page-frames.ts): the query's key, and the API address that answers it.
 */
export const TOP_MENTORS_FRAME_QUERY = {
  queryKey: mentorKeys.list(TOP_MENTORS_QUERY_STRING),
  url: `/api/user-mentors/mentors${TOP_MENTORS_QUERY_STRING}`,
} as const;

/** GET /api/user-mentors/mentors/{userId}: details, review bars and free slots. */
export function getMentor(id: string, signal?: AbortSignal): Promise<MentorDetail> {
  return api<MentorDetail>(`/user-mentors/mentors/${encodeURIComponent(id)}`, signal ? { signal } : {});
}

export const useMentor = (id: string | undefined) =>
  useQuery({
    queryKey: mentorKeys.detail(id ?? ''),
    queryFn: ({ signal }) => getMentor(id!, signal),
    enabled: Boolean(id),
  });
