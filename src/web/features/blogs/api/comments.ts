import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BlogComment, CommentListResponse } from '../../../../shared/contracts/blogs.js';
import { api } from '../../../lib/api';
import { blogKeys } from './keys';

const base = (postId: string) => `/blogs/${encodeURIComponent(postId)}/comments`;

/** GET /api/blogs/{id}/comments: oldest first. */
export function listComments(postId: string, signal?: AbortSignal): Promise<CommentListResponse> {
  return api<CommentListResponse>(`${base(postId)}?limit=100`, signal ? { signal } : {});
}

export function commentsQuery(postId: string) {
  return queryOptions({ queryKey: blogKeys.comments(postId), queryFn: ({ signal }) => listComments(postId, signal) });
}

export const useComments = (postId: string, enabled: boolean) => useQuery({ ...commentsQuery(postId), enabled });

/** POST /api/blogs/{id}/comments */
export const addComment = (postId: string, body: string) => api<BlogComment>(base(postId), { method: 'POST', body: { body } });
/** PATCH /api/blogs/{id}/comments/{commentId}: one's own comment. */
export const editComment = (postId: string, commentId: string, body: string) =>
  api<void>(`${base(postId)}/${encodeURIComponent(commentId)}`, { method: 'PATCH', body: { body } });
/** DELETE /api/blogs/{id}/comments/{commentId}: one's own, or any on one's own post. */
export const deleteComment = (postId: string, commentId: string) =>
  api<void>(`${base(postId)}/${encodeURIComponent(commentId)}`, { method: 'DELETE' });

/** After any change to the comments, the list and the post's count are read again. */
export function useCommentAction<T>(postId: string, action: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: blogKeys.comments(postId) }),
        queryClient.invalidateQueries({ queryKey: blogKeys.post(postId) }),
      ]),
  });
}
