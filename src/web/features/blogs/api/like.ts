import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Blog, LikeResponse } from '../../../../shared/contracts/blogs.js';
import { api } from '../../../lib/api';
import { blogKeys } from './keys';

/** PUT /api/blogs/{id}/like and DELETE /api/blogs/{id}/like: both idempotent. */
export function setLike(postId: string, liked: boolean): Promise<LikeResponse> {
  return api<LikeResponse>(`/blogs/${encodeURIComponent(postId)}/like`, { method: liked ? 'PUT' : 'DELETE' });
}

/** Shows the new state at once and puts the server's count in place when it answers. */
export function useLike(postId: string) {
  const queryClient = useQueryClient();
  const patch = (change: Partial<Blog>) =>
    queryClient.setQueryData<Blog>(blogKeys.post(postId), (blog) => (blog ? { ...blog, ...change } : blog));
  return useMutation({
    mutationFn: (liked: boolean) => setLike(postId, liked),
    onMutate: (liked) => {
      const before = queryClient.getQueryData<Blog>(blogKeys.post(postId));
      if (before) patch({ likedByMe: liked, likeCount: before.likeCount + (liked === before.likedByMe ? 0 : liked ? 1 : -1) });
      return { before };
    },
    onError: (_error, _liked, context) => {
      if (context?.before) queryClient.setQueryData(blogKeys.post(postId), context.before);
    },
    onSuccess: (result) => patch(result),
  });
}
