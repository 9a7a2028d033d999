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

/** A square logo drawn from the company's initials, as an SVG data URL: nothing is fetched from elsewhere. */
export function companyLogoDataUrl(companyName: string): string {
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
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
