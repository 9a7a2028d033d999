import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { books } from '../../db/schema/index.js';
import { documentMatches, expandSearch, searchScore, type ExpandedSearch } from '../../db/search.js';

export type BookRow = typeof books.$inferSelect;
export type NewBookRow = Omit<typeof books.$inferInsert, 'id' | 'searchText' | 'createdAt' | 'updatedAt'>;
export type BookChanges = Partial<Pick<BookRow, 'title' | 'subject' | 'semester' | 'author' | 'coverKey' | 'coverUrl' | 'coverGenerated'>>;

export interface BookFilters {
  /** Search words, lower-cased. */
  terms: string[];
  semester?: number | undefined;
}

/*
 * A search word matches a book holding a word of its title, subject or author close to it (0.5: pg_trgm's default of
 * 0.6 misses one-letter slips in short words, "Algebr", "Thermodinamics"), through the dictionary and the books'
 * full-text index (db/search.ts).
 */
const bookDoc = sql`"books"."search_doc"`;

export function createBooksRepository(db: Db) {
  function conditions(filters: BookFilters, search: ExpandedSearch | undefined): SQL | undefined {
    const parts: SQL[] = search ? [documentMatches(bookDoc, search)] : [];
    if (filters.semester !== undefined) parts.push(eq(books.semester, filters.semester));
    return parts.length > 0 ? and(...parts) : undefined;
  }

  return {
    /**
     * One page of the shelf, newest first (or closest first when searching), read one row past the page
     * so `hasMore` needs no count over the whole table.
     */
    async list(filters: BookFilters, page: { limit: number; offset: number }): Promise<{ rows: BookRow[]; hasMore: boolean }> {
      const search = filters.terms.length > 0 ? await expandSearch(db, { source: 'books', terms: filters.terms }) : undefined;
      if (search && !search.matchable) return { rows: [], hasMore: false };
      const where = conditions(filters, search);
      const run = async (executor: Db | Tx) => {
        const rank = search ? [desc(searchScore(bookDoc, search))] : [];
        return (
          executor
            .select()
            .from(books)
            .where(where)
            // NULLS LAST as the shelf's indexes are built (the columns are never null): the plain shelf and a
            // semester read their first rows off books_created_idx or books_semester_created_idx instead of sorting
            // every book.
            .orderBy(...rank, sql`${books.createdAt} desc nulls last`, sql`${books.id} desc nulls last`)
            .limit(page.limit + 1)
            .offset(page.offset)
        );
      };
      // The searches' `<%` threshold (0.5) is set on every connection (db/client.ts): no transaction needed.
      const found = await run(db);
      return { rows: found.slice(0, page.limit), hasMore: found.length > page.limit };
    },

    async findById(id: string): Promise<BookRow | undefined> {
      const [row] = await db.select().from(books).where(eq(books.id, id));
      return row;
    },

    async insert(row: NewBookRow): Promise<BookRow> {
      const [created] = await db.insert(books).values(row).returning();
      return created!;
    },

    async update(id: string, changes: BookChanges): Promise<BookRow | undefined> {
      const [updated] = await db
        .update(books)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(books.id, id))
        .returning();
      return updated;
    },

    async remove(id: string): Promise<BookRow | undefined> {
      const [removed] = await db.delete(books).where(eq(books.id, id)).returning();
      return removed;
    },

    async count(): Promise<number> {
      const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(books);
      return row?.total ?? 0;
    },
  };
}

export type BooksRepository = ReturnType<typeof createBooksRepository>;
