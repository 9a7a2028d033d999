import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PROFILE_COMPLETION_TIMEOUT_MS } from '../../../../shared/constants.js';
import type { UserProfile } from '../../../../shared/contracts/profiles.js';
import { getAccessToken } from '../../../lib/auth';
import { isApiError, networkError, toApiError } from '../../../lib/errors';
import { API_BASE } from '../../../lib/http';
import { refreshSession } from '../../../lib/session';
import { profileKeys } from './keys';

/** Upload progress, 0 to 1. */
export type ProgressListener = (fraction: number) => void;

function send(picture: Blob, token: string | null, onProgress: ProgressListener, signal?: AbortSignal): Promise<UserProfile> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PATCH', `${API_BASE}/users/profile`);
    xhr.withCredentials = true;
    xhr.timeout = PROFILE_COMPLETION_TIMEOUT_MS;
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? (JSON.parse(xhr.responseText) as unknown) : undefined;
      } catch {
        body = xhr.responseText;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve(body as UserProfile);
      } else {
        reject(toApiError(xhr.status, body, xhr.getResponseHeader('Retry-After')));
      }
    };
    xhr.onerror = () => reject(networkError(false));
    xhr.ontimeout = () => reject(networkError(true));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('profilePicture', picture, 'profile.jpg');
    xhr.send(form);
  });
}

/**
 * PATCH /api/users/profile as multipart with only the `profilePicture` file, through XMLHttpRequest so
 * the page can show upload progress (fetch cannot). Renews the session once on a 401, like api().
 */
export async function uploadProfilePhoto(picture: Blob, onProgress: ProgressListener, signal?: AbortSignal): Promise<UserProfile> {
  try {
    return await send(picture, getAccessToken(), onProgress, signal);
  } catch (error) {
    if (!isApiError(error) || error.status !== 401) throw error;
    const session = await refreshSession().catch(() => null);
    if (!session) throw error;
    onProgress(0);
    return send(picture, session.accessToken, onProgress, signal);
  }
}

export function useUploadProfilePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ picture, onProgress }: { picture: Blob; onProgress: ProgressListener }) => uploadProfilePhoto(picture, onProgress),
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKeys.profile(undefined), profile);
      queryClient.setQueryData(profileKeys.profile(profile.id), profile);
      void queryClient.invalidateQueries({ queryKey: profileKeys.all() });
    },
  });
}
