import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlogListResponse, BlogStatus } from '../../../../shared/contracts/blogs.js';
import { api } from '../../../lib/api';
import { blogKeys } from './keys';

/** GET /api/blogs/myBlogs: the caller's own posts (drafts, every visibility), newest first. */
export function myBlogs(status?: BlogStatus, signal?: AbortSignal): Promise<BlogListResponse> {
  const query = new URLSearchParams({ limit: '100' });
  if (status) query.set('status', status);
  return api<BlogListResponse>(`/blogs/myBlogs?${query.toString()}`, signal ? { signal } : {});
}

export function myBlogsQuery(status?: BlogStatus) {
  return queryOptions({ queryKey: blogKeys.mine(status), queryFn: ({ signal }) => myBlogs(status, signal) });
}

export const useMyBlogs = (status?: BlogStatus, options: { enabled?: boolean } = {}) => useQuery({ ...myBlogsQuery(status), ...options });
