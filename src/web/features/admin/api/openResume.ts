import { getAccessToken } from '../../../lib/auth';
import { refreshSession } from '../../../lib/session';

const fetchWith = (url: string, token: string | null) =>
  fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, credentials: 'include' });

/**
 * Opens an applicant's resume. The document route needs the bearer token (its access check lets operators read
 * a resume attached to an application), so the file is fetched and shown from a blob address. The tab is opened
 * at the click, before the fetch, so a popup blocker lets it through.
 */
export async function openResume(url: string): Promise<void> {
  const tab = window.open('', '_blank');
  // The new tab shows only the document: it gets no handle on the console.
  if (tab) tab.opener = null;
  try {
    let response = await fetchWith(url, getAccessToken());
    if (response.status === 401) {
      const session = await refreshSession().catch(() => null);
      if (session) response = await fetchWith(url, session.accessToken);
    }
    if (!response.ok) throw new Error('Could not open the resume.');
    const href = URL.createObjectURL(await response.blob());
    if (tab) tab.location.href = href;
    else window.open(href, '_blank', 'noopener');
    setTimeout(() => URL.revokeObjectURL(href), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
