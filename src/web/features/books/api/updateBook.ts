import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Book, UpdateBookRequest } from '../../../../shared/contracts/books.js';
import { api } from '../../../lib/api';
import { bookKeys } from './keys';

/** PATCH /api/admin/books/{id}: title, subject, semester or author. */
export function updateBook(id: string, changes: UpdateBookRequest): Promise<Book> {
  return api<Book>(`/admin/books/${id}`, { method: 'PATCH', body: changes });
}

export function useUpdateBook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateBookRequest }) => updateBook(id, changes),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookKeys.all }),
  });
}
