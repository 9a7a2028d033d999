import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.js';

/**
 * An e-book of the EDU-VALT shelf: a PDF in storage with its cover. The semester is 1–6, or null for a
 * book that belongs to no semester. `search_text` is what the typo-tolerant search compares with trigrams.
 */
export const books = pgTable(
  'books',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Empty when the operator gave none: the API then calls it 'Untitled Book'. */
    title: text('title').notNull().default(''),
    subject: text('subject').notNull().default(''),
    semester: smallint('semester'),
    author: text('author').notNull().default(''),
    pdfKey: text('pdf_key').notNull(),
    pdfUrl: text('pdf_url').notNull(),
    pdfBytes: integer('pdf_bytes').notNull(),
    pageCount: integer('page_count').notNull().default(0),
    coverKey: text('cover_key'),
    coverUrl: text('cover_url'),
    /** The cover was drawn from the book's details (not uploaded), so an edit of those details redraws it. */
    coverGenerated: boolean('cover_generated').notNull().default(false),
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs((): ReturnType<typeof sql> => sql`lower(${books.title} || ' ' || ${books.subject} || ' ' || ${books.author})`),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('books_semester_range', sql`${table.semester} between 1 and 6`),
    index('books_search_trgm').using('gin', sql`${table.searchText} gin_trgm_ops`),
    // The shelf reads newest first, whole or within one semester, straight off these indexes.
    index('books_created_idx').on(table.createdAt.desc(), table.id.desc()),
    index('books_semester_created_idx').on(table.semester, table.createdAt.desc(), table.id.desc()),
  ],
);
