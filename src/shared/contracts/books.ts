import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../constants.js';

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

/** A semester as 1–6, given as "3" or "S3". */
const semesterParam = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().replace(/^s/i, '') : value),
  z.coerce.number().int().min(1, 'Semester must be S1 to S6.').max(6, 'Semester must be S1 to S6.'),
);

export const listBooksQuerySchema = z.object({
  /** The spec's client sends its own id; the server checks it against the token. */
  userId: z.uuid().optional(),
  search: z.string().trim().max(BOOK_SEARCH_MAX).optional(),
  semester: semesterParam.optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});
export type ListBooksQuery = z.input<typeof listBooksQuerySchema>;

export const bookSchema = z.object({
  id: z.uuid(),
  /** The title, or 'Untitled Book'. */
  name: z.string(),
  /** The PDF. */
  url: z.string(),
  /** Contains "sem N" for a book of semester N ("unsorted/…" otherwise). */
  key: z.string(),
  semester: z.enum([...BOOK_SEMESTER_LABELS, 'Unknown']),
  title: z.string(),
  subject: z.string(),
  author: z.string(),
  /** The cover, or the placeholder cover shipped with the app. */
  coverUrl: z.string(),
  sizeBytes: z.number().int(),
  pageCount: z.number().int(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Book = z.infer<typeof bookSchema>;

export const bookListResponseSchema = z.object({
  data: z.array(bookSchema),
  page: z.number().int(),
  limit: z.number().int(),
  hasMore: z.boolean(),
});
export type BookListResponse = z.infer<typeof bookListResponseSchema>;

const bookText = (max: number) => z.string().trim().max(max, `At most ${max} characters.`);
/** An empty semester field means "no semester". */
const semesterField = z.preprocess(
  (value) => (value === '' || value === 'null' || value === null ? null : value),
  z.union([z.null(), semesterParam]),
);

/** The text fields of an upload (multipart form fields `title`, `subject`, `semester`, `author`). */
export const createBookFieldsSchema = z.object({
  title: bookText(BOOK_TITLE_MAX).default(''),
  subject: bookText(BOOK_TEXT_MAX).default(''),
  semester: semesterField.default(null),
  author: bookText(BOOK_TEXT_MAX).default(''),
});
export type CreateBookFields = z.input<typeof createBookFieldsSchema>;

export const updateBookRequestSchema = z
  .object({
    title: bookText(BOOK_TITLE_MAX),
    subject: bookText(BOOK_TEXT_MAX),
    semester: semesterField,
    author: bookText(BOOK_TEXT_MAX),
  })
  .partial();
export type UpdateBookRequest = z.input<typeof updateBookRequestSchema>;

export const bookIdParamsSchema = z.object({ id: z.uuid() });

/** Form field names of the upload. */
export const BOOK_UPLOAD_FIELDS = { pdf: 'pdf', cover: 'cover' } as const;
