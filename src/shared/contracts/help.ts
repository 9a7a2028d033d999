import { z } from 'zod';
import { paginationQuerySchema } from './common.js';
import { HELP_MESSAGES, HELP_PROBLEM_MAX, HELP_TICKET_STATUSES } from './help.constants.js';

export * from './help.constants.js';

export const createHelpTicketRequestSchema = z.object({
  email: z.string({ error: HELP_MESSAGES.email }).trim().toLowerCase().max(254, HELP_MESSAGES.email).pipe(z.email(HELP_MESSAGES.email)),
  username: z.string({ error: HELP_MESSAGES.username }).trim().min(1, HELP_MESSAGES.username).max(80),
  problem: z.string({ error: HELP_MESSAGES.problem }).trim().min(10, HELP_MESSAGES.problem).max(HELP_PROBLEM_MAX),
});
export type CreateHelpTicketRequest = z.infer<typeof createHelpTicketRequestSchema>;

export const createHelpTicketResponseSchema = z.object({ id: z.uuid(), message: z.string() });

export const helpTicketSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  username: z.string(),
  problem: z.string(),
  status: z.enum(HELP_TICKET_STATUSES),
  answer: z.string().nullable(),
  answeredAt: z.iso.datetime().nullable(),
  closedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  /** True when the ticket came from a signed-in account. */
  fromAccount: z.boolean(),
});
export type HelpTicket = z.infer<typeof helpTicketSchema>;

export const helpTicketsQuerySchema = paginationQuerySchema.extend({ status: z.enum(HELP_TICKET_STATUSES).optional() });
export const helpTicketListResponseSchema = z.object({
  tickets: z.array(helpTicketSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type HelpTicketList = z.infer<typeof helpTicketListResponseSchema>;

export const helpTicketParamsSchema = z.object({ id: z.uuid() });
export const answerHelpTicketRequestSchema = z.object({
  answer: z.string().trim().min(2, 'Please write an answer.').max(HELP_PROBLEM_MAX),
});
export type AnswerHelpTicketRequest = z.infer<typeof answerHelpTicketRequestSchema>;
export const helpTicketActionResponseSchema = z.object({ message: z.string(), ticket: helpTicketSchema });
