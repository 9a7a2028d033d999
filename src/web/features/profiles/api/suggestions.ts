import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { SuggestionsResponse } from '../../../../shared/contracts/profiles.js';
import { api } from '../../../lib/api';
import { profileKeys } from './keys';

export const SUGGESTIONS_PAGE_SIZE = 12;

/** GET /api/users/suggestions?page=&limit=: people to meet, the same college and course first. */
export function getSuggestions(page: number, signal?: AbortSignal): Promise<SuggestionsResponse> {
  const query = new URLSearchParams({ page: String(page), limit: String(SUGGESTIONS_PAGE_SIZE) });
  return api<SuggestionsResponse>(`/users/suggestions?${query.toString()}`, signal ? { signal } : {});
}

export function suggestionsQuery() {
  return infiniteQueryOptions({
    queryKey: profileKeys.suggestions(),
    queryFn: ({ pageParam, signal }) => getSuggestions(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });
}

export function useSuggestions() {
  return useInfiniteQuery(suggestionsQuery());
}
