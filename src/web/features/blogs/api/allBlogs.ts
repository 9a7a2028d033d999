import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { BlogListResponse } from '../../../../shared/contracts/blogs.js';
import { BLOG_FEED_PAGE_SIZE } from '../../../../shared/contracts/blogs.constants.js';
import { api } from '../../../lib/api';
import { blogKeys } from './keys';

/** GET /api/blogs/allBlogs: the feed the viewer may see, newest first, with typo-tolerant search and a tag. */
export function allBlogs(params: { page: number; search: string; tag: string }, signal?: AbortSignal): Promise<BlogListResponse> {
  const query = new URLSearchParams({ page: String(params.page), limit: String(BLOG_FEED_PAGE_SIZE) });
  if (params.search) query.set('search', params.search);
  if (params.tag) query.set('tag', params.tag);
  return api<BlogListResponse>(`/blogs/allBlogs?${query.toString()}`, signal ? { signal } : {});
}

export function feedQuery(search: string, tag: string) {
  return infiniteQueryOptions({
    queryKey: blogKeys.feed(search, tag),
    queryFn: ({ pageParam, signal }) => allBlogs({ page: pageParam, search, tag }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
}

export const useFeed = (search: string, tag: string) => useInfiniteQuery(feedQuery(search, tag));
