import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../constants.js';
import { BOOK_SEARCH_MAX, BOOK_SEMESTER_LABELS, BOOK_TEXT_MAX, BOOK_TITLE_MAX } from './books.constants.js';

export * from './books.constants.js';

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
