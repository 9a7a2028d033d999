import { fetchAsUser } from '../../../lib/download';

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
    const response = await fetchAsUser(url);
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
