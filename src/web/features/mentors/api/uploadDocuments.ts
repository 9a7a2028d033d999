import type { UploadDocumentResponse } from '../../../../shared/contracts/mentors.js';
import { BOOKING_MESSAGES } from '../../../../shared/contracts/mentors.constants.js';
import { getAccessToken } from '../../../lib/auth';
import { refreshSession } from '../../../lib/session';

function send(form: FormData, token: string | null, onProgress: (percent: number) => void) {
  return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/user/mentorship/upload-document');
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
    xhr.onerror = () => reject(new Error('Network error. Please check your connection.'));
    xhr.send(form);
  });
}

/**
 * POST /api/user/mentorship/upload-document (multipart: resume, otherDocument; only those given), with
 * upload progress. On a non-OK status the server's message is thrown, else "Failed to upload documents.".
 */
export async function uploadDocuments(
  files: { resume?: File | null; otherDocument?: File | null },
  onProgress: (percent: number) => void,
): Promise<UploadDocumentResponse> {
  const form = new FormData();
  if (files.resume) form.append('resume', files.resume);
  if (files.otherDocument) form.append('otherDocument', files.otherDocument);
  let result = await send(form, getAccessToken(), onProgress);
  if (result.status === 401) {
    const session = await refreshSession().catch(() => null);
    if (session) result = await send(form, session.accessToken, onProgress);
  }
  if (result.status < 200 || result.status >= 300) {
    const message = (result.body as { message?: unknown } | undefined)?.message;
    throw new Error(typeof message === 'string' && message ? message : BOOKING_MESSAGES.uploadFailed);
  }
  return result.body as UploadDocumentResponse;
}

/** Opens a private booking document (sent with the bearer token, so not a plain link). */
export async function openDocument(url: string): Promise<void> {
  const response = await fetch(url, { headers: { Authorization: `Bearer ${getAccessToken() ?? ''}` }, credentials: 'include' });
  if (!response.ok) throw new Error('Could not open the document.');
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  window.open(href, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
