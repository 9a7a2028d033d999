import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ForYouResponse } from '../../../../shared/contracts/careers.js';
import { api } from '../../../lib/api';
import { careerKeys } from './keys';

/** GET /api/jobs/forYou: open jobs ranked by the student's skills, interests and course (signed in only). */
export function getForYou(page: number, limit: number, signal?: AbortSignal): Promise<ForYouResponse> {
  const query = new URLSearchParams({ page: String(page), limit: String(limit) }).toString();
  return api<ForYouResponse>(`/jobs/forYou?${query}`, signal ? { signal } : {});
}

export function forYouQuery(limit: number) {
  return queryOptions({
    queryKey: careerKeys.forYou(`limit=${limit}`),
    queryFn: ({ signal }) => getForYou(1, limit, signal),
  });
}

export function useForYou(limit: number, enabled = true) {
  return useQuery({ ...forYouQuery(limit), enabled });
}

export function forYouPagesQuery(limit: number) {
  return infiniteQueryOptions({
    queryKey: careerKeys.forYouPages(limit),
    queryFn: ({ pageParam, signal }) => getForYou(pageParam, limit, signal),
    initialPageParam: 1,
    getNextPageParam: (last: ForYouResponse) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });
}

export function useForYouPages(limit: number) {
  return useInfiniteQuery(forYouPagesQuery(limit));
}
