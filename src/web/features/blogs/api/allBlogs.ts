import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { BlogListResponse } from '../../../../shared/contracts/blogs.js';
import { BLOG_FEED_PAGE_SIZE } from '../../../../shared/contracts/blogs.constants.js';
import { api } from '../../../lib/api';
import { blogKeys } from './keys';

/**
 * GET /api/blogs/allBlogs: the feed the viewer may see, newest first, with typo-tolerant search and a tag. Each
 * page after the first asks by the previous page's `nextCursor`: posts published while the reader scrolls
 * neither repeat a post at the next page's top nor push one past it.
 */
export function allBlogs(params: { cursor: string | null; search: string; tag: string }, signal?: AbortSignal): Promise<BlogListResponse> {
  const query = new URLSearchParams(params.cursor ? { cursor: params.cursor } : { page: '1' });
  query.set('limit', String(BLOG_FEED_PAGE_SIZE));
  if (params.search) query.set('search', params.search);
  if (params.tag) query.set('tag', params.tag);
  return api<BlogListResponse>(`/blogs/allBlogs?${query.toString()}`, signal ? { signal } : {});
}

export function feedQuery(search: string, tag: string) {
  return infiniteQueryOptions({
    queryKey: blogKeys.feed(search, tag),
    queryFn: ({ pageParam, signal }) => allBlogs({ cursor: pageParam, search, tag }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export const useFeed = (search: string, tag: string) => useInfiniteQuery(feedQuery(search, tag));
