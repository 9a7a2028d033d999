import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ModerationAction, ModerationItem } from '../../../../shared/contracts/blogs.js';
import { api } from '../../../lib/api';
import { blogKeys } from './keys';

/** GET /api/admin/moderation: held posts, and reported posts and comments with the reasons (operators). */
export const moderationQueue = (signal?: AbortSignal) => api<{ data: ModerationItem[] }>('/admin/moderation', signal ? { signal } : {});

export const useModerationQueue = () =>
  useQuery(queryOptions({ queryKey: blogKeys.moderation(), queryFn: ({ signal }) => moderationQueue(signal) }));

/** POST /api/admin/moderation/posts/{id}[/comments/{commentId}] with restore, hide or delete. */
export function moderate(item: Pick<ModerationItem, 'postId' | 'commentId'>, action: ModerationAction): Promise<void> {
  const path = item.commentId
    ? `/admin/moderation/posts/${encodeURIComponent(item.postId)}/comments/${encodeURIComponent(item.commentId)}`
    : `/admin/moderation/posts/${encodeURIComponent(item.postId)}`;
  return api<void>(path, { method: 'POST', body: { action } });
}

export function useModerate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ item, action }: { item: Pick<ModerationItem, 'postId' | 'commentId'>; action: ModerationAction }) =>
      moderate(item, action),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blogKeys.moderation() }),
  });
}
