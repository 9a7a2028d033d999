import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Book } from '../../../../shared/contracts/books.js';
import { getAccessToken } from '../../../lib/auth';
import { toApiError, networkError } from '../../../lib/errors';
import { refreshSession } from '../../../lib/session';
import { bookKeys } from './keys';

export interface BookUpload {
  pdf: File;
  cover?: File | null | undefined;
  title: string;
  subject: string;
  /** "" for no semester, else "1"…"6". */
  semester: string;
  author: string;
}

function send(form: FormData, token: string | null, onProgress: (percent: number) => void) {
  return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/admin/books');
    xhr.withCredentials = true;
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let body: unknown = undefined;
      try {
        body = JSON.parse(xhr.responseText) as unknown;
      } catch {
        body = undefined;
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(networkError(false));
    xhr.send(form);
  });
}

/** POST /api/admin/books (multipart), reporting upload progress; an error answer becomes an ApiError with its fields. */
export async function uploadBook(upload: BookUpload, onProgress: (percent: number) => void): Promise<Book> {
  const form = new FormData();
  form.append('title', upload.title);
  form.append('subject', upload.subject);
  form.append('semester', upload.semester);
  form.append('author', upload.author);
  form.append('pdf', upload.pdf);
  if (upload.cover) form.append('cover', upload.cover);
  let result = await send(form, getAccessToken(), onProgress);
  if (result.status === 401) {
    const session = await refreshSession().catch(() => null);
    if (session) result = await send(form, session.accessToken, onProgress);
  }
  if (result.status < 200 || result.status >= 300) throw toApiError(result.status, result.body);
  return result.body as Book;
}

export function useUploadBook(onProgress: (percent: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upload: BookUpload) => uploadBook(upload, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookKeys.all }),
  });
}
