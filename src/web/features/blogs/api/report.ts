import { api } from '../../../lib/api';

/** POST /api/blogs/{id}/reports, or /api/blogs/{id}/comments/{commentId}/reports, with a reason. */
export function report(target: { postId: string; commentId?: string | undefined }, reason: string): Promise<{ message: string }> {
  const path = target.commentId
    ? `/blogs/${encodeURIComponent(target.postId)}/comments/${encodeURIComponent(target.commentId)}/reports`
    : `/blogs/${encodeURIComponent(target.postId)}/reports`;
  return api<{ message: string }>(path, { method: 'POST', body: { reason } });
}
