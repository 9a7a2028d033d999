import { initialsOf } from '../../../shared/format.js';

/** Colours with white text at a readable contrast; a company always gets the same one. */
const COLOURS = [
  '#4f46e5',
  '#0f766e',
  '#b45309',
  '#be123c',
  '#1d4ed8',
  '#7c3aed',
  '#15803d',
  '#c2410c',
  '#0e7490',
  '#9d174d',
  '#4338ca',
  '#166534',
];

function hashOf(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash;
}

/** A square logo drawn from the company's initials, as SVG: nothing is fetched from elsewhere. */
export function companyLogoSvg(companyName: string): string {
  const initials =
    initialsOf(companyName)
      .replace(/[^A-Z0-9?]/g, '')
      .slice(0, 2) || '?';
  const colour = COLOURS[hashOf(companyName.toLowerCase()) % COLOURS.length];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" rx="20" fill="${colour}"/>` +
    `<text x="48" y="50" dy=".35em" text-anchor="middle" font-family="Inter,Arial,sans-serif" font-size="38" font-weight="700" fill="#ffffff">${initials}</text>` +
    `</svg>`;
  return svg;
}

/** The drawn logo as a data URL. */
export const companyLogoDataUrl = (companyName: string): string =>
  `data:image/svg+xml;base64,${Buffer.from(companyLogoSvg(companyName)).toString('base64')}`;

/** What the queries select instead of a stored data URL (which can be hundreds of kilobytes). */
export const STORED_IMAGE = 'data:';

/** Bumped when the drawing changes, so browsers fetch the new one. */
const DRAWING_VERSION = '1';

/**
 * Where a job's logo is read: lists and details send a short same-origin address (the same in
 * companyLogoUrl and logoUrl) instead of the image itself, and browsers cache it.
 * - no stored logo: the initials logo of the company, drawn on request;
 * - a stored image (a data URL): served by the job's logo route, versioned by the job's last change;
 * - an upload path: as it is.
 */
export function logoAddress(job: { id: string; companyName: string; logo: string | null; updatedAt: Date }): string {
  if (job.logo === null) return `/api/jobs/logo?company=${encodeURIComponent(job.companyName)}&v=${DRAWING_VERSION}`;
  if (job.logo === STORED_IMAGE) return `/api/jobs/${job.id}/logo?v=${job.updatedAt.getTime().toString(36)}`;
  return job.logo;
}

/** A stored data URL as bytes and type; only the raster types an operator may upload. */
export function decodeLogo(dataUrl: string): { type: string; bytes: Buffer } | null {
  const match = /^data:(image\/(?:png|jpeg|webp|gif));base64,([A-Za-z0-9+/=]+)$/.exec(dataUrl);
  return match ? { type: match[1]!, bytes: Buffer.from(match[2]!, 'base64') } : null;
}
