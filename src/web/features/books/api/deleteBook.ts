import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '../../../../shared/contracts/common.js';
import { api } from '../../../lib/api';
import { bookKeys } from './keys';

/** DELETE /api/admin/books/{id}: the book, its PDF and its cover. */
export function deleteBook(id: string): Promise<MessageResponse> {
  return api<MessageResponse>(`/admin/books/${id}`, { method: 'DELETE' });
}

export function useDeleteBook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookKeys.all }),
  });
}
