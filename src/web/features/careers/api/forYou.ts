import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ForYouResponse } from '../../../../shared/contracts/careers.js';
import { api } from '../../../lib/api';
import { careerKeys } from './keys';

/**
 * GET /api/jobs/forYou: open jobs ranked by the student's skills, interests and course (signed in only); the first
 * page, or the page after the one whose `nextCursor` is given.
 */
export function getForYou(cursor: string | null, limit: number, signal?: AbortSignal): Promise<ForYouResponse> {
  const query = new URLSearchParams(cursor ? { cursor } : { page: '1' });
  query.set('limit', String(limit));
  return api<ForYouResponse>(`/jobs/forYou?${query.toString()}`, signal ? { signal } : {});
}

export function forYouQuery(limit: number) {
  return queryOptions({
    queryKey: careerKeys.forYou(`limit=${limit}`),
    queryFn: ({ signal }) => getForYou(null, limit, signal),
  });
}

export function useForYou(limit: number, enabled = true) {
  return useQuery({ ...forYouQuery(limit), enabled });
}

export function forYouPagesQuery(limit: number) {
  return infiniteQueryOptions({
    queryKey: careerKeys.forYouPages(limit),
    queryFn: ({ pageParam, signal }) => getForYou(pageParam, limit, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: ForYouResponse) => last.nextCursor ?? undefined,
  });
}

export function useForYouPages(limit: number) {
  return useInfiniteQuery(forYouPagesQuery(limit));
}
