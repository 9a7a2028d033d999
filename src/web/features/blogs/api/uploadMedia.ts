import { BLOG_MESSAGES } from '../../../../shared/contracts/blogs.js';
import { getAccessToken } from '../../../lib/auth';
import { refreshSession } from '../../../lib/session';

function send(form: FormData, token: string | null, onProgress: (percent: number) => void) {
  return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/blogs/media');
    xhr.withCredentials = true;
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText) as unknown;
      } catch {
        body = undefined;
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new Error('Network error. Please check your connection.'));
    xhr.send(form);
  });
}

/** POST /api/blogs/media (multipart, one JPEG, PNG or WebP) with upload progress -> the image's address. */
export async function uploadBlogImage(file: File, onProgress: (percent: number) => void): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  let result = await send(form, getAccessToken(), onProgress);
  if (result.status === 401) {
    const session = await refreshSession().catch(() => null);
    if (session) result = await send(form, session.accessToken, onProgress);
  }
  if (result.status < 200 || result.status >= 300) {
    const message = (result.body as { message?: unknown } | undefined)?.message;
    throw new Error(typeof message === 'string' && message ? message : BLOG_MESSAGES.imageWrongType);
  }
  return (result.body as { url: string }).url;
}
