import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReferralMentor, ReferralMentorListResponse } from '../../../../shared/contracts/mentors.js';
import { api } from '../../../lib/api';
import { mentorKeys } from './keys';

export function referralMentorsQueryString(filters: { search?: string; company?: string }, limit = 20): string {
  const params = new URLSearchParams();
  if (filters.search?.trim()) params.set('search', filters.search.trim());
  if (filters.company) params.set('company', filters.company);
  params.set('limit', String(limit));
  return `?${params.toString()}`;
}

/** GET /api/user-mentors/referrals/mentors: mentors who refer, with price, "Refer to" and sessions. */
export function referralMentorsQuery(filters: { search?: string; company?: string }, limit = 20) {
  const query = referralMentorsQueryString(filters, limit);
  return queryOptions({
    queryKey: mentorKeys.referralMentors(query),
    queryFn: ({ signal }) => api<ReferralMentorListResponse>(`/user-mentors/referrals/mentors${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export const useReferralMentors = (filters: { search?: string; company?: string }, limit = 20) =>
  useQuery(referralMentorsQuery(filters, limit));

/** GET /api/user-mentors/referrals/mentors/{userId}. */
export const useReferralMentor = (id: string | undefined) =>
  useQuery({
    queryKey: mentorKeys.referralMentor(id ?? ''),
    queryFn: ({ signal }) => api<ReferralMentor>(`/user-mentors/referrals/mentors/${encodeURIComponent(id!)}`, { signal }),
    enabled: Boolean(id),
  });
