import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { BookListResponse } from '../../../../shared/contracts/books.js';
import { BOOK_MESSAGES } from '../../../../shared/contracts/books.constants.js';
import { api } from '../../../lib/api';
import { bookKeys } from './keys';

export interface BookFilters {
  userId: string;
  search: string;
  /** "S1"… "S6", or empty for every semester. */
  semester: string;
  limit: number;
}

function queryString(filters: BookFilters, page: number): string {
  const params = new URLSearchParams({ userId: filters.userId, page: String(page), limit: String(filters.limit) });
  if (filters.search) params.set('search', filters.search);
  if (filters.semester) params.set('semester', filters.semester);
  return `?${params.toString()}`;
}

/** GET /api/books?userId=: a list that is not an array is an invalid format (community §5). */
export async function listBooks(filters: BookFilters, page: number, signal?: AbortSignal): Promise<BookListResponse> {
  const body = await api<BookListResponse>(`/books${queryString(filters, page)}`, signal ? { signal } : {});
  if (!Array.isArray(body?.data)) throw new Error(BOOK_MESSAGES.loadFailed);
  return body;
}

export function bookPagesQuery(filters: BookFilters) {
  return infiniteQueryOptions({
    queryKey: bookKeys.pages(queryString(filters, 1)),
    queryFn: ({ pageParam, signal }) => listBooks(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: BookListResponse) => (last.hasMore ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
  });
}

/** Pages of books, searched and filtered on the server; "Load more" asks for the next page. */
export function useBookPages(filters: BookFilters, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...bookPagesQuery(filters), enabled: options.enabled ?? true });
}
