/**
 * Plain constants and pure helpers of the book shelf, without zod: the shelf and the console read these without
 * evaluating every schema of books.ts. books.ts re-exports all of them.
 */

/** Semester options of the shelf (community §9): S1 to S6. */
export const BOOK_SEMESTERS = [1, 2, 3, 4, 5, 6] as const;
export const BOOK_SEMESTER_LABELS = ['S1', 'S2', 'S3', 'S4', 'S5', 'S6'] as const;
export type BookSemesterLabel = (typeof BOOK_SEMESTER_LABELS)[number];

/** Horizontal scroll of the shelf's arrows (community §9). */
export const BOOK_SCROLL_STEP_PX = 200;
/** A book's PDF may be at most this large. */
export const BOOK_PDF_MAX_BYTES = 20 * 1024 * 1024;
export const BOOK_TITLE_MAX = 200;
export const BOOK_TEXT_MAX = 120;
export const BOOK_SEARCH_MAX = 100;
/** Where a book has no cover: an image shipped with the app. */
export const BOOK_PLACEHOLDER_COVER = '/book-cover-placeholder.svg';
export const UNTITLED_BOOK = 'Untitled Book';

/** The shelf's texts (community §2.6, §5, §8), verbatim, and the console's own sentences. */
export const BOOK_MESSAGES = {
  title: 'All you need at one place to be successful in your Student Life.',
  loading: 'Loading books...',
  loadFailed: 'Failed to load books. Please try again.',
  empty: 'No books available',
  logIn: 'Please log in to view books.',
  notPdf: 'The book must be a PDF file.',
  pdfUnreadable: 'This PDF could not be read. Please export it again and retry.',
  pdfTooLarge: 'The PDF is too large. Please choose one under 20 MB.',
  pdfMissing: 'Please choose the PDF of the book.',
  coverNotImage: 'The cover must be an image (JPEG, PNG, WebP or GIF).',
  coverTooLarge: 'The cover is too large. Please choose one under 10 MB.',
  coverTooManyPixels: 'The cover has too many pixels. Please choose a smaller one.',
  otherUser: 'You can only load books for your own account.',
  notFound: 'This book does not exist or was removed.',
  uploaded: 'Book uploaded.',
  updated: 'Book updated.',
  deleted: 'Book removed.',
} as const;

/** "sem N" in a book's key gives semester "S{N}"; anything else is "Unknown" (community §3). */
export function semesterFromKey(key: string): BookSemesterLabel | 'Unknown' {
  const match = /sem\s*(\d)/i.exec(key);
  const label = match ? `S${match[1]}` : '';
  return (BOOK_SEMESTER_LABELS as readonly string[]).includes(label) ? (label as BookSemesterLabel) : 'Unknown';
}

/** Form field names of the upload. */
export const BOOK_UPLOAD_FIELDS = { pdf: 'pdf', cover: 'cover' } as const;
