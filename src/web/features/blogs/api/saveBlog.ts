import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Blog, CreateBlogRequest, UpdateBlogRequest } from '../../../../shared/contracts/blogs.js';
import { api } from '../../../lib/api';
import { blogKeys } from './keys';

/** POST /api/blogs: a new post (a draft unless status is published). */
export function createBlog(body: CreateBlogRequest): Promise<Blog> {
  return api<Blog>('/blogs', { method: 'POST', body });
}

/** PATCH /api/blogs/{id}: the author's changes. */
export function updateBlog(id: string, body: UpdateBlogRequest): Promise<Blog> {
  return api<Blog>(`/blogs/${encodeURIComponent(id)}`, { method: 'PATCH', body });
}

/** Creates the post on its first save, then edits it; the saved post goes into the cache. */
export function useSaveBlog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: CreateBlogRequest }) => (id ? updateBlog(id, body) : createBlog(body)),
    onSuccess: (blog) => {
      queryClient.setQueryData(blogKeys.post(blog.id), blog);
      void queryClient.invalidateQueries({ queryKey: blogKeys.all, refetchType: 'none' });
    },
  });
}
