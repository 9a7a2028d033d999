import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Public data the server drew into a signed-in page's frame (src/server/platform/page-frames.ts), handed to the app
 * in the same HTML so that its first render shows what the frame showed instead of loading it again.
 */
export type FrameData = readonly (readonly [queryKey: QueryKey, data: unknown])[];

const ELEMENT_ID = 'campus-frame-data';

/**
 * The data as a JSON block for the HTML: never run (the content security policy allows no inline script), and with
 * `<`, `>`, `&` and the JavaScript line breaks escaped, so no text in the data can end the block.
 */
export function frameDataElement(data: FrameData): string {
  const json = JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `<script type="application/json" id="${ELEMENT_ID}">${json}</script>`;
}

/** What the page's HTML holds, if anything: malformed data is left out rather than trusted. */
export function readFrameData(): FrameData {
  if (typeof document === 'undefined') return [];
  const text = document.getElementById(ELEMENT_ID)?.textContent;
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed)
      ? parsed.filter((entry): entry is FrameData[number] => Array.isArray(entry) && Array.isArray(entry[0]))
      : [];
  } catch {
    return [];
  }
}

export function seedQueries(client: QueryClient, data: FrameData): QueryClient {
  for (const [queryKey, value] of data) client.setQueryData(queryKey, value);
  return client;
}
