import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { blogKeys } from './keys';

/** DELETE /api/blogs/{id} (its author or an operator). */
export function deleteBlog(id: string): Promise<void> {
  return api<void>(`/blogs/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteBlog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBlog,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: blogKeys.post(id) });
      void queryClient.invalidateQueries({ queryKey: blogKeys.all });
    },
  });
}
