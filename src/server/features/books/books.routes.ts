import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BOOK_MESSAGES as M,
  BOOK_PDF_MAX_BYTES,
  BOOK_UPLOAD_FIELDS,
  bookIdParamsSchema,
  bookListResponseSchema,
  bookSchema,
  createBookFieldsSchema,
  listBooksQuerySchema,
  updateBookRequestSchema,
} from '../../../shared/contracts/books.js';
import { errorBodySchema, messageResponseSchema } from '../../../shared/contracts/common.js';
import { SERVER_MESSAGES } from '../../../shared/messages.js';
import { currentUser } from '../../platform/auth.js';
import { AppError, badRequest } from '../../platform/errors.js';
import { readMultipart } from '../../platform/multipart.js';
import { cachedJsonOf, readerKey, cachedReads } from '../../platform/read-cache.js';
import { createBooksRepository } from './books.repository.js';
import { createBooksService, pdfTooLarge, type BookFiles } from './books.service.js';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  413: errorBodySchema,
  415: errorBodySchema,
  429: errorBodySchema,
};
const bearer = [{ bearer: [] }];
const bookListJson = cachedJsonOf(bookListResponseSchema);

declare module 'fastify' {
  interface FastifyRequest {
    /** The files of a book upload, read before the text fields are validated. */
    bookFiles?: BookFiles;
  }
}

/** Reads an upload: the text fields become the body, the `pdf` and `cover` files are kept aside. */
async function readBookUpload(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', SERVER_MESSAGES.unsupportedMediaType);
  const body: Record<string, string> = {};
  const files: BookFiles = {};
  await readMultipart(
    request,
    {
      limits: { fileSize: BOOK_PDF_MAX_BYTES, files: 2, fields: 10 },
      fileTooLarge: pdfTooLarge,
      tooManyParts: () => badRequest(SERVER_MESSAGES.invalidInput, 'TOO_MANY_PARTS'),
    },
    async (part: Multipart) => {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === BOOK_UPLOAD_FIELDS.pdf) files.pdf = data;
        if (part.fieldname === BOOK_UPLOAD_FIELDS.cover && data.length > 0) files.cover = data;
        return;
      }
      body[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
    },
  );
  request.body = body;
  request.bookFiles = files;
}

/** The EDU-VALT shelf (community §7 books row) and the operator console's book management. Registered under /api. */
export const booksRoutes: FastifyPluginAsyncZod = async (app) => {
  const sendCached = cachedReads(app.readCache);
  const service = createBooksService({
    repo: createBooksRepository(app.db),
    storage: app.storage,
    onTablesChanged: (listener) => app.readCache.onChanged(listener),
  });
  const admin = { onRequest: [app.authenticate, app.requireRole('admin')] };

  app.get(
    '/books',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['books'],
        summary:
          'The e-book shelf, newest first: search (typo-tolerant over title, subject and author), semester (1–6 or S1–S6), page and limit. `userId`, when sent, must be the caller.',
        security: bearer,
        querystring: listBooksQuerySchema,
        response: { 200: bookListResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const auth = currentUser(request);
      // Kept per reader although the shelf is everyone's, so the check that `userId` is the caller always stands.
      return sendCached(
        request,
        reply,
        { key: `books.list|${readerKey(request)}|${JSON.stringify(request.query)}`, tables: ['books'] },
        async () => bookListJson(await service.list(auth, request.query)),
      );
    },
  );

  app.post(
    '/admin/books',
    {
      ...admin,
      config: {
        openapi: {
          files: {
            pdf: { description: 'The book: a PDF.', required: true },
            cover: { description: 'The cover: an image, re-encoded; drawn from the details when absent.' },
          },
        },
      },
      preValidation: readBookUpload,
      schema: {
        tags: ['books', 'admin'],
        summary: `Operators: multipart upload of a book. Files \`pdf\` (a PDF by content, at most ${BOOK_PDF_MAX_BYTES / 1024 / 1024} MB) and optional \`cover\` (an image, re-encoded; drawn from the details when absent); text fields title, subject, semester (1–6 or empty), author.`,
        security: bearer,
        consumes: ['multipart/form-data'],
        body: createBookFieldsSchema,
        response: { 201: bookSchema, ...errors },
      },
    },
    async (request, reply) => {
      const book = await service.create(currentUser(request).userId, request.body, request.bookFiles ?? {});
      return reply.status(201).send(book);
    },
  );

  app.patch(
    '/admin/books/:id',
    {
      ...admin,
      schema: {
        tags: ['books', 'admin'],
        summary: "Operators: edit a book's title, subject, semester or author.",
        security: bearer,
        params: bookIdParamsSchema,
        body: updateBookRequestSchema,
        response: { 200: bookSchema, ...errors },
      },
    },
    async (request) => service.update(request.params.id, request.body),
  );

  app.delete(
    '/admin/books/:id',
    {
      ...admin,
      schema: {
        tags: ['books', 'admin'],
        summary: 'Operators: remove a book, its PDF and its cover.',
        security: bearer,
        params: bookIdParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await service.remove(request.params.id);
      return { message: M.deleted };
    },
  );
};
