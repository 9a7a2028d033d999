import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Blog } from '../../../../shared/contracts/blogs.js';
import { api } from '../../../lib/api';
import { blogKeys } from './keys';

/** GET /api/blogs/{id}: one post the viewer may see (404 otherwise, as if it did not exist). */
export function getBlog(id: string, signal?: AbortSignal): Promise<Blog> {
  return api<Blog>(`/blogs/${encodeURIComponent(id)}`, signal ? { signal } : {});
}

export function blogQuery(id: string) {
  return queryOptions({ queryKey: blogKeys.post(id), queryFn: ({ signal }) => getBlog(id, signal), retry: false });
}

export const useBlog = (id: string | undefined) => useQuery({ ...blogQuery(id ?? ''), enabled: Boolean(id) });
