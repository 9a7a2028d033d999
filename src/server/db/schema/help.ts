import { index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.js';

export const helpTicketStatus = pgEnum('help_ticket_status', ['open', 'answered', 'closed']);

/** A question sent through /helpform, by a visitor or a signed-in user, until an operator closes it. */
export const helpTickets = pgTable(
  'help_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-cased; where the answer is mailed. */
    email: text('email').notNull(),
    username: text('username').notNull(),
    problem: text('problem').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: helpTicketStatus('status').notNull().default('open'),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: uuid('answered_by').references(() => users.id, { onDelete: 'set null' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('help_tickets_status_created_idx').on(table.status, table.createdAt.desc(), table.id.desc())],
);
