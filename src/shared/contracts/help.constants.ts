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

/**
 * Topics a link may open the help form on (`/helpform?topic=…`): the form starts the problem with the topic's title,
 * so the ticket reads as such on the operator's tickets page. `appeal`: the no-show pause notice (issue 31 §4).
 */
export const HELP_TOPICS = {
  appeal: {
    title: 'Appeal a paused account',
    hint: 'Tell us which missed sessions were not your fault (date and mentor or student), and what happened.',
  },
} as const;
export type HelpTopic = keyof typeof HELP_TOPICS;
export const helpTopicOf = (value: string | null): HelpTopic | null =>
  value && Object.hasOwn(HELP_TOPICS, value) ? (value as HelpTopic) : null;
