import { getAccessToken } from './auth';
import { isApiError, messageFrom, networkError, toApiError } from './errors';
import { API_BASE } from './http';
import { refreshSession } from './session';

/** Upload progress in percent, 0 to 100. */
export type UploadProgress = (percent: number) => void;

interface Answer {
  status: number;
  body: unknown;
  retryAfter: string | null;
}

function send(path: string, form: FormData, token: string | null, onProgress: UploadProgress) {
  return new Promise<Answer>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${path}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? (JSON.parse(xhr.responseText) as unknown) : undefined;
      } catch {
        body = undefined;
      }
      resolve({ status: xhr.status, body, retryAfter: xhr.getResponseHeader('Retry-After') });
    };
    xhr.onerror = () => reject(networkError(false));
    xhr.send(form);
  });
}

/**
 * POSTs a multipart form through XMLHttpRequest, because fetch cannot report upload progress, and
 * renews the session once on a 401 like api(). An error answer becomes an ApiError with the server's sentence.
 */
export async function postFormWithProgress<T>(path: string, form: FormData, onProgress: UploadProgress): Promise<T> {
  let answer = await send(path, form, getAccessToken(), onProgress);
  if (answer.status === 401) {
    const session = await refreshSession().catch(() => null);
    if (session) {
      onProgress(0);
      answer = await send(path, form, session.accessToken, onProgress);
    }
  }
  if (answer.status < 200 || answer.status >= 300) throw toApiError(answer.status, answer.body, answer.retryAfter);
  return answer.body as T;
}

/** The sentence for a failed upload: a lost connection says so, else the server's sentence, else `fallback`. */
export function uploadErrorMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.status === 0 ? error.message : messageFrom(error, fallback);
}
