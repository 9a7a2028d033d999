import sharp from 'sharp';

/*
 * A cover drawn from a book's details, for a book whose PDF's first page cannot be drawn (see
 * books.first-page.ts): the title, subject, semester and author set on a colour chosen by subject, so one
 * subject's books look alike on the shelf.
 */

export const COVER_WIDTH = 360;
export const COVER_HEIGHT = 500;
const PALETTE = [
  ['#1e3a8a', '#3b82f6'],
  ['#065f46', '#10b981'],
  ['#7c2d12', '#f97316'],
  ['#581c87', '#a855f7'],
  ['#831843', '#ec4899'],
  ['#134e4a', '#14b8a6'],
  ['#713f12', '#eab308'],
  ['#1f2937', '#6b7280'],
] as const;

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char] ?? char);

/** Splits text into at most `maxLines` lines of about `width` characters; a cut last line ends in "…". */
export function wrapText(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= width || !line) {
      line = next.length > width ? `${next.slice(0, width - 1)}…` : next;
      continue;
    }
    lines.push(line);
    line = word.length > width ? `${word.slice(0, width - 1)}…` : word;
    if (lines.length === maxLines) break;
  }
  if (line && lines.length < maxLines) lines.push(line);
  if (lines.length === maxLines && text.length > lines.join(' ').length && !lines[maxLines - 1]!.endsWith('…')) {
    lines[maxLines - 1] = `${lines[maxLines - 1]!.slice(0, width - 1)}…`;
  }
  return lines;
}

function paletteFor(subject: string) {
  let hash = 0;
  for (const char of subject.toLowerCase()) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return PALETTE[hash % PALETTE.length]!;
}

export interface CoverDetails {
  title: string;
  subject: string;
  semester: number | null;
  author: string;
}

export function coverSvg(book: CoverDetails): string {
  const [dark, light] = paletteFor(book.subject || book.title);
  const titleLines = wrapText(book.title || 'Untitled Book', 16, 4);
  const title = titleLines.map((line, index) => `<tspan x="32" dy="${index === 0 ? 0 : 40}">${escapeXml(line)}</tspan>`).join('');
  const subject = escapeXml(wrapText(book.subject, 26, 1)[0] ?? '');
  const author = escapeXml(wrapText(book.author, 28, 1)[0] ?? '');
  const badge = book.semester ? `SEM ${book.semester}` : 'EDU-VALT';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <rect x="0" y="0" width="14" height="100%" fill="#000" fill-opacity="0.25"/>
  <rect x="32" y="32" rx="14" width="${badge.length * 12 + 28}" height="30" fill="#fff" fill-opacity="0.92"/>
  <text x="46" y="53" font-family="DejaVu Sans, sans-serif" font-size="16" font-weight="700" fill="${dark}">${badge}</text>
  <text x="32" y="92" font-family="DejaVu Sans, sans-serif" font-size="17" fill="#fff" fill-opacity="0.9">${subject}</text>
  <text x="32" y="170" font-family="DejaVu Serif, serif" font-size="32" font-weight="700" fill="#fff">${title}</text>
  <rect x="32" y="${COVER_HEIGHT - 92}" width="60" height="4" fill="#fff" fill-opacity="0.8"/>
  <text x="32" y="${COVER_HEIGHT - 56}" font-family="DejaVu Sans, sans-serif" font-size="17" fill="#fff">${author}</text>
</svg>`;
}

/** The drawn cover as a JPEG. */
export function drawCover(book: CoverDetails): Promise<Buffer> {
  return sharp(Buffer.from(coverSvg(book)))
    .jpeg({ quality: 82 })
    .toBuffer();
}
