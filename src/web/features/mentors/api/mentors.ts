import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MentorDetail, MentorListResponse } from '../../../../shared/contracts/mentors.js';
import { api } from '../../../lib/api';
import { mentorKeys } from './keys';

export interface MentorFilters {
  search?: string;
  focusArea?: string;
  expertise?: string;
  company?: string;
  availableToday?: boolean;
}

export function mentorsQueryString(filters: MentorFilters, limit = 20, page = 1): string {
  const params = new URLSearchParams();
  if (filters.search?.trim()) params.set('search', filters.search.trim());
  if (filters.focusArea) params.set('focusArea', filters.focusArea);
  if (filters.expertise) params.set('expertise', filters.expertise);
  if (filters.company) params.set('company', filters.company);
  if (filters.availableToday) params.set('availableToday', 'true');
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
