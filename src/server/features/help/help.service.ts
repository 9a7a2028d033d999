import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import {
  HELP_MESSAGES,
  type AnswerHelpTicketRequest,
  type CreateHelpTicketRequest,
  type HelpTicket,
  type HelpTicketList,
  type helpTicketsQuerySchema,
} from '../../../shared/contracts/help.js';
import type { RequestAuth } from '../../platform/auth.js';
import { conflict, notFound, tooManyRequests } from '../../platform/errors.js';
import type { Mailer, MailMessage } from '../../platform/mail.js';
import type { CounterStore } from '../../platform/rate-limit.js';
import { answerMail, receiptMail, supportMail } from './help.mails.js';
import type { HelpRepository, HelpTicketRow } from './help.repository.js';

/** Campus NAT: the address limit is generous; one email may open a few tickets an hour. */
const TICKETS_PER_ADDRESS = 30;
const TICKETS_PER_EMAIL = 5;
const WINDOW_SECONDS = 60 * 60;

export interface HelpDeps {
  repo: HelpRepository;
  mailer: Mailer;
  counters: CounterStore;
  log: FastifyBaseLogger;
  supportEmail: string;
  publicUrl: string;
}

const toTicket = (row: HelpTicketRow): HelpTicket => ({
  id: row.id,
  email: row.email,
  username: row.username,
  problem: row.problem,
  status: row.status,
  answer: row.answer,
  answeredAt: row.answeredAt?.toISOString() ?? null,
  closedAt: row.closedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  fromAccount: row.userId !== null,
});

export function createHelpService(deps: HelpDeps) {
  const { repo, mailer, counters, log } = deps;

  /** Mail failures are logged, never turned into an error: the ticket is stored and visible in the console. */
  async function deliver(mail: MailMessage) {
    try {
      await mailer.send(mail);
    } catch (error) {
      log.error({ err: error, subject: mail.subject }, 'help ticket mail failed');
    }
  }

  async function limit(key: string, max: number) {
    const result = await counters.hit(key, max, WINDOW_SECONDS);
    if (!result.allowed) throw tooManyRequests(result.retryAfterSeconds);
  }

  return {
    async create(input: CreateHelpTicketRequest, address: string, auth: RequestAuth | null) {
      await limit(`help:address:${address}`, TICKETS_PER_ADDRESS);
      await limit(`help:email:${input.email}`, TICKETS_PER_EMAIL);
      const ticket = await repo.insert({ ...input, userId: auth?.userId ?? null });
      await Promise.all([deliver(supportMail(deps.supportEmail, ticket, `${deps.publicUrl}/admin/tickets`)), deliver(receiptMail(ticket))]);
      return { id: ticket.id, message: HELP_MESSAGES.submitted };
    },

    async list(query: z.infer<typeof helpTicketsQuerySchema>): Promise<HelpTicketList> {
      const { rows, total } = await repo.list({ status: query.status, limit: query.limit, offset: (query.page - 1) * query.limit });
      return { tickets: rows.map(toTicket), total, page: query.page, limit: query.limit };
    },

    async answer(id: string, input: AnswerHelpTicketRequest, operator: RequestAuth) {
      const row = await repo.answer(id, input.answer, operator.userId);
      if (!row) {
        if (await repo.findById(id)) throw conflict(HELP_MESSAGES.alreadyClosed, 'TICKET_CLOSED');
        throw notFound();
      }
      await deliver(answerMail(row, input.answer));
      return { message: HELP_MESSAGES.answered, ticket: toTicket(row) };
    },

    async close(id: string) {
      const row = await repo.close(id);
      if (!row) throw notFound();
      return { message: HELP_MESSAGES.closed, ticket: toTicket(row) };
    },
  };
}
