import { getAccessToken } from './auth';
import { refreshSession } from './session';

const fetchWith = (url: string, token: string | null) =>
  fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, credentials: 'include' });

/**
 * Fetches a file only the signed-in user may read (a private document, a data export): such routes need the bearer
 * token, so they cannot be plain links. An expired access token is renewed once, as `api` does.
 */
export async function fetchAsUser(url: string): Promise<Response> {
  const response = await fetchWith(url, getAccessToken());
  if (response.status !== 401) return response;
  const session = await refreshSession().catch(() => null);
  return session ? fetchWith(url, session.accessToken) : response;
}

/** Hands a fetched file to the browser as a download under `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
