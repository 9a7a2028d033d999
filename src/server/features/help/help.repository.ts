import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { HelpTicketStatus } from '../../../shared/contracts/help.js';
import type { Db } from '../../db/client.js';
import { helpTickets } from '../../db/schema/index.js';

export type HelpTicketRow = typeof helpTickets.$inferSelect;

export function createHelpRepository(db: Db) {
  return {
    async insert(input: { email: string; username: string; problem: string; userId: string | null }): Promise<HelpTicketRow> {
      const [row] = await db.insert(helpTickets).values(input).returning();
      return row!;
    },

    async list(filter: { status?: HelpTicketStatus | undefined; limit: number; offset: number }) {
      const where = filter.status ? eq(helpTickets.status, filter.status) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(helpTickets)
          .where(where)
          .orderBy(desc(helpTickets.createdAt), desc(helpTickets.id))
          .limit(filter.limit)
          .offset(filter.offset),
        db.select({ value: count() }).from(helpTickets).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },

    /** Stores the answer unless the ticket is closed; null when there is no such open ticket. */
    async answer(id: string, answer: string, operatorId: string): Promise<HelpTicketRow | null> {
      const [row] = await db
        .update(helpTickets)
        .set({ answer, status: 'answered', answeredAt: sql`now()`, answeredBy: operatorId })
        .where(and(eq(helpTickets.id, id), ne(helpTickets.status, 'closed')))
        .returning();
      return row ?? null;
    },

    async close(id: string): Promise<HelpTicketRow | null> {
      const [row] = await db
        .update(helpTickets)
        .set({ status: 'closed', closedAt: sql`coalesce(${helpTickets.closedAt}, now())` })
        .where(eq(helpTickets.id, id))
        .returning();
      return row ?? null;
    },

    async findById(id: string): Promise<HelpTicketRow | null> {
      const [row] = await db.select().from(helpTickets).where(eq(helpTickets.id, id)).limit(1);
      return row ?? null;
    },
  };
}
export type HelpRepository = ReturnType<typeof createHelpRepository>;
