import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlogListResponse } from '../../../../shared/contracts/blogs.js';
import { api } from '../../../lib/api';
import { blogKeys } from './keys';

/** GET /api/users/{userId}/blogs: a user's posts that the viewer may see. */
export function userBlogs(userId: string, signal?: AbortSignal): Promise<BlogListResponse> {
  return api<BlogListResponse>(`/users/${encodeURIComponent(userId)}/blogs?limit=100`, signal ? { signal } : {});
}

export function userBlogsQuery(userId: string) {
  return queryOptions({ queryKey: blogKeys.user(userId), queryFn: ({ signal }) => userBlogs(userId, signal) });
}

export const useUserBlogs = (userId: string | undefined) => useQuery({ ...userBlogsQuery(userId ?? ''), enabled: Boolean(userId) });
