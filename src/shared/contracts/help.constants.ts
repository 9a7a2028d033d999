/**
 * Plain constants of help tickets, without zod: the help pages read these without evaluating every schema of
 * help.ts. help.ts re-exports all of them.
 */

export const HELP_TICKET_STATUSES = ['open', 'answered', 'closed'] as const;
export type HelpTicketStatus = (typeof HELP_TICKET_STATUSES)[number];

export const HELP_MESSAGES = {
  email: 'Please enter a valid email.',
  username: 'Please enter your username.',
  problem: 'Please describe your problem (at least 10 characters).',
  submitted: 'Thanks! Your request has been sent. We will reply by email.',
  answered: 'The answer was sent by email.',
  closed: 'The ticket is closed.',
  alreadyClosed: 'This ticket is already closed.',
} as const;

export const HELP_PROBLEM_MAX = 4000;
