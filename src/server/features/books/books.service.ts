import { PDFDocument } from 'pdf-lib';
import {
  BOOK_MESSAGES as M,
  BOOK_PDF_MAX_BYTES,
  BOOK_PLACEHOLDER_COVER,
  semesterFromKey,
  UNTITLED_BOOK,
  type Book,
  type BookListResponse,
  type createBookFieldsSchema,
  type listBooksQuerySchema,
  type updateBookRequestSchema,
} from '../../../shared/contracts/books.js';
import type { z } from 'zod';
import type { RequestAuth } from '../../platform/auth.js';
import { AppError, forbidden, notFound } from '../../platform/errors.js';
import { saveImage, type FileStorage, type ImageMessages } from '../../platform/storage.js';
import { EVERY_TABLE } from '../../db/writes.js';
import { createTtlCache } from '../../platform/ttl-cache.js';
import { drawCover, type CoverDetails } from './books.cover.js';
import { renderFirstPage } from './books.first-page.js';
import type { BookChanges, BookRow, BooksRepository } from './books.repository.js';

export const PDF_FOLDER = 'books';
export const COVER_FOLDER = 'book-covers';

const COVER_MESSAGES: ImageMessages = {
  notImage: M.coverNotImage,
  tooLarge: M.coverTooLarge,
  tooManyPixels: M.coverTooManyPixels,
};

export const notAPdf = (message: string = M.notPdf) => new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', message);
export const pdfTooLarge = () => new AppError(413, 'PAYLOAD_TOO_LARGE', M.pdfTooLarge);

const PDF_MAGIC = Buffer.from('%PDF-');

/** A PDF by content: the `%PDF-` signature, then a document pdf-lib can open; answers its page count. */
export async function checkPdf(bytes: Buffer): Promise<number> {
  if (bytes.length > BOOK_PDF_MAX_BYTES) throw pdfTooLarge();
  if (bytes.length < PDF_MAGIC.length || !bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) throw notAPdf();
  try {
    const document = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    return document.getPageCount();
  } catch {
    throw notAPdf(M.pdfUnreadable);
  }
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'book';

/** The spec's key: "sem N/<title>.pdf", so a client reads the semester off it; "unsorted/…" without one. */
export const bookKey = (row: Pick<BookRow, 'semester' | 'title'>) =>
  `${row.semester ? `sem ${row.semester}` : 'unsorted'}/${slug(row.title)}.pdf`;

export function toBook(row: BookRow): Book {
  const key = bookKey(row);
  return {
    id: row.id,
    name: row.title || UNTITLED_BOOK,
    url: row.pdfUrl,
    key,
    semester: semesterFromKey(key),
    title: row.title,
    subject: row.subject,
    author: row.author,
    coverUrl: row.coverUrl ?? BOOK_PLACEHOLDER_COVER,
    sizeBytes: row.pdfBytes,
    pageCount: row.pageCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export type ListBooksQuery = z.output<typeof listBooksQuerySchema>;
export type CreateBookFields = z.output<typeof createBookFieldsSchema>;
export type UpdateBook = z.output<typeof updateBookRequestSchema>;

export interface BookFiles {
  pdf?: Buffer | undefined;
  cover?: Buffer | undefined;
}

/**
 * The shelf is the same for every reader and changes only when an operator uploads, edits or removes a
 * book: pages are reused for a few seconds. A change, on this instance or another, clears them at once.
 */
const LIST_CACHE_MS = 10_000;
const LIST_CACHE_ENTRIES = 500;

export function createBooksService(deps: {
  repo: BooksRepository;
  storage: FileStorage;
  /** Where committed writes are announced (this instance's and the others', platform/read-cache.ts). */
  onTablesChanged?: (listener: (tables: readonly string[]) => void) => void;
}) {
  const { repo, storage } = deps;
  const pages = createTtlCache<Awaited<ReturnType<BooksRepository['list']>>>(LIST_CACHE_MS, LIST_CACHE_ENTRIES);
  deps.onTablesChanged?.((tables) => {
    if (tables.includes('books') || tables.includes(EVERY_TABLE)) pages.clear();
  });

  /**
   * The uploaded cover, else the PDF's first page, else one drawn from the details. Only a drawn cover is
   * `generated`: it is drawn again when the details change.
   */
  async function storeCover(details: CoverDetails, uploaded: Buffer | undefined, pdf: Buffer | undefined) {
    if (uploaded) return { stored: await saveImage(storage, COVER_FOLDER, uploaded, COVER_MESSAGES), generated: false };
    const firstPage = pdf ? await renderFirstPage(pdf) : null;
    const cover = firstPage ?? (await drawCover(details));
    return { stored: await storage.put(COVER_FOLDER, cover, { extension: 'jpg', contentType: 'image/jpeg' }), generated: !firstPage };
  }

  return {
    /** The shelf for a signed-in user; a `userId` other than the caller's is refused. */
    async list(auth: RequestAuth, query: ListBooksQuery): Promise<BookListResponse> {
      if (query.userId && query.userId !== auth.userId) throw forbidden(M.otherUser, 'OTHER_USER');
      const terms = (query.search ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
      const filters = { terms, semester: query.semester };
      const page = { limit: query.limit, offset: (query.page - 1) * query.limit };
      const { rows, hasMore } = await pages.get(JSON.stringify([filters, page]), () => repo.list(filters, page));
      return { data: rows.map(toBook), page: query.page, limit: query.limit, hasMore };
    },

    /**
     * Stores a new book: the PDF checked by content, the cover re-encoded (or taken from the first page), then the row. A
     * failure after a file was stored removes it again, so nothing is left half-written.
     */
    async create(createdBy: string | null, fields: CreateBookFields, files: BookFiles): Promise<Book> {
      if (!files.pdf) throw new AppError(400, 'PDF_MISSING', M.pdfMissing, { pdf: [M.pdfMissing] });
      const pageCount = await checkPdf(files.pdf);
      const written: string[] = [];
      try {
        const pdf = await storage.put(PDF_FOLDER, files.pdf, { extension: 'pdf', contentType: 'application/pdf' });
        written.push(pdf.url);
        const cover = await storeCover(fields, files.cover, files.pdf);
        written.push(cover.stored.url);
        const row = await repo.insert({
          ...fields,
          pdfKey: pdf.key,
          pdfUrl: pdf.url,
          pdfBytes: pdf.bytes,
          pageCount,
          coverKey: cover.stored.key,
          coverUrl: cover.stored.url,
          coverGenerated: cover.generated,
          createdBy,
        });
        pages.clear();
        return toBook(row);
      } catch (error) {
        await Promise.all(written.map((url) => storage.remove(url).catch(() => {})));
        throw error;
      }
    },

    /** Edits the details; a drawn cover is drawn again from the new details. */
    async update(id: string, changes: UpdateBook): Promise<Book> {
      const current = await repo.findById(id);
      if (!current) throw notFound(M.notFound, 'BOOK_NOT_FOUND');
      const next: BookChanges = {};
      if (changes.title !== undefined) next.title = changes.title;
      if (changes.subject !== undefined) next.subject = changes.subject;
      if (changes.semester !== undefined) next.semester = changes.semester;
      if (changes.author !== undefined) next.author = changes.author;
      const redraw = current.coverGenerated && Object.keys(next).length > 0;
      let oldCoverUrl: string | null = null;
      if (redraw) {
        const cover = await storeCover({ ...current, ...next }, undefined, undefined);
        Object.assign(next, { coverKey: cover.stored.key, coverUrl: cover.stored.url, coverGenerated: true });
        oldCoverUrl = current.coverUrl;
      }
      const updated = await repo.update(id, next);
      if (!updated) {
        if (next.coverUrl) await storage.remove(next.coverUrl).catch(() => {});
        throw notFound(M.notFound, 'BOOK_NOT_FOUND');
      }
      pages.clear();
      if (oldCoverUrl) await storage.remove(oldCoverUrl).catch(() => {});
      return toBook(updated);
    },

    /** Removes the book, then its PDF and cover. */
    async remove(id: string): Promise<void> {
      const removed = await repo.remove(id);
      if (!removed) throw notFound(M.notFound, 'BOOK_NOT_FOUND');
      pages.clear();
      await Promise.all([storage.remove(removed.pdfUrl), storage.remove(removed.coverUrl)].map((done) => done.catch(() => {})));
    },
  };
}

export type BooksService = ReturnType<typeof createBooksService>;
