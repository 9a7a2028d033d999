import { z } from 'zod';
import { countOf } from '../format.js';

/**
 * How reliably a mentor answers requests and holds sessions (issue 37.1). The server computes the figures in SQL
 * (features/mentors/mentors.reliability.ts); the texts below say how, so every screen explains them the same way.
 */

/** A request answered (accepted, declined or another time proposed) within this many hours counts as answered. */
export const ANSWER_WITHIN_HOURS = 24;
/** The usual window of the request figures. */
export const REQUEST_WINDOW_DAYS = 30;
/** With fewer requests than this in REQUEST_WINDOW_DAYS, the latest this many within REQUEST_FALLBACK_DAYS count. */
export const REQUEST_WINDOW_MIN = 10;
export const REQUEST_FALLBACK_DAYS = 90;
/** Sessions whose start fell in this many days count for completion, no-shows and late cancellations. */
export const SESSION_WINDOW_DAYS = 90;
/** Under this many counted requests a mentor shows "New mentor" instead of figures: a few requests prove little. */
export const NEW_MENTOR_REQUESTS = 5;
/** The "Answers quickly" filter: at least this share of requests answered, usually within ANSWER_WITHIN_HOURS. */
export const QUICK_ANSWER_RATE = 80;

export const NEW_MENTOR_TEXT = 'New mentor';

export const MENTOR_SORTS = ['best', 'answersQuickly', 'mostSessions'] as const;
export type MentorSort = (typeof MENTOR_SORTS)[number];
export const MENTOR_SORT_LABELS: Record<MentorSort, string> = {
  best: 'Best match',
  answersQuickly: 'Answers quickly',
  mostSessions: 'Most sessions held',
};

export const reliabilitySchema = z.object({
  /** Fewer than NEW_MENTOR_REQUESTS requests counted: the figures below are null and "New mentor" shows instead. */
  isNew: z.boolean(),
  /** Which requests count: those of the last 30 days, or (fewer than 10 there) the latest 10 within 90 days. */
  window: z.enum(['last30Days', 'latest10In90Days']),
  /** Requests counted in the window (those answered, and those left 24 hours or more). */
  requests: z.number().int(),
  /** Of those, answered within 24 hours. */
  answeredInTime: z.number().int(),
  /** answeredInTime / requests, in percent; null for a new mentor. */
  responseRate: z.number().int().nullable(),
  /** The median time from request to answer over the answered requests of the window; null for a new mentor or none answered. */
  medianAnswerMinutes: z.number().int().nullable(),
  /** Sessions the mentor accepted whose start fell in the last 90 days and that count for completion. */
  sessionsCounted: z.number().int(),
  sessionsHeld: z.number().int(),
  /** sessionsHeld / sessionsCounted, in percent; null without counted sessions or for a new mentor. */
  completionRate: z.number().int().nullable(),
  /** Sessions of the last 90 days the mentor did not attend. */
  mentorNoShows: z.number().int(),
  /** Sessions of the last 90 days the mentor cancelled less than 3 hours before the start. */
  lateCancellations: z.number().int(),
});
export type Reliability = z.infer<typeof reliabilitySchema>;

/** One request or session that lowered a mentor's figures, shown to that mentor only. */
export const reliabilityLowerSchema = z.object({
  bookingId: z.string(),
  kind: z.enum(['unanswered', 'answeredLate', 'expired', 'mentorNoShow', 'lateCancellation']),
  studentName: z.string(),
  /** When the request came in (request kinds) or the session was to start (session kinds), UTC ISO. */
  at: z.string(),
  /** The session's start as people read it (IST). */
  scheduledTimeIst: z.string(),
  /** Hours the answer took, for answeredLate; null otherwise. */
  answerHours: z.number().int().nullable(),
});
export type ReliabilityLower = z.infer<typeof reliabilityLowerSchema>;

export const ownReliabilityResponseSchema = z.object({
  reliability: reliabilitySchema,
  lowered: z.array(reliabilityLowerSchema),
});
export type OwnReliabilityResponse = z.infer<typeof ownReliabilityResponseSchema>;

/* ------------------------------------------------ Texts ------------------------------------------------ */

/** "within an hour", "within 6 hours", "within 2 days": the median rounded up, so the promise is kept. */
export function answerTimeText(minutes: number): string {
  if (minutes <= 60) return 'within an hour';
  const hours = Math.ceil(minutes / 60);
  if (hours < 48) return `within ${countOf(hours, { one: 'hour', other: 'hours' })}`;
  return `within ${countOf(Math.ceil(hours / 24), { one: 'day', other: 'days' })}`;
}

/** The card's two lines, or null for a new mentor (who shows NEW_MENTOR_TEXT). */
export function reliabilityHeadlines(figures: Reliability): { answerTime: string | null; responseRate: string } | null {
  if (figures.isNew || figures.responseRate === null) return null;
  return {
    answerTime: figures.medianAnswerMinutes === null ? null : `Usually answers ${answerTimeText(figures.medianAnswerMinutes)}`,
    responseRate: `Answers ${figures.responseRate}% of requests`,
  };
}

const requestWindowText = (figures: Reliability) =>
  figures.window === 'last30Days'
    ? `the ${figures.requests} requests of the last ${REQUEST_WINDOW_DAYS} days`
    : `the latest ${countOf(figures.requests, { one: 'request', other: 'requests' })} within ${REQUEST_FALLBACK_DAYS} days (fewer than ${REQUEST_WINDOW_MIN} came in the last ${REQUEST_WINDOW_DAYS} days)`;

const REQUEST_RULES = `A request counts once it is answered or ${ANSWER_WITHIN_HOURS} hours old; one the student withdrew before then does not count. Accepting, declining or proposing another time answers it; a request that expired was not answered.`;

/** What each figure's tooltip says: exactly how it is computed and over which window. */
export const RELIABILITY_EXPLAINED = {
  newMentor: `Figures show once ${NEW_MENTOR_REQUESTS} requests have counted: requests of the last ${REQUEST_WINDOW_DAYS} days, or the latest ${REQUEST_WINDOW_MIN} within ${REQUEST_FALLBACK_DAYS} days. ${REQUEST_RULES}`,
  responseRate: (figures: Reliability) =>
    `The share of ${requestWindowText(figures)} answered within ${ANSWER_WITHIN_HOURS} hours: ${figures.answeredInTime} of ${figures.requests}. ${REQUEST_RULES}`,
  answerTime: (figures: Reliability) =>
    `The median time from request to answer over the answered requests among ${requestWindowText(figures)}, rounded up to the hour. ${REQUEST_RULES}`,
  completion: () =>
    `Of the sessions this mentor accepted that started in the last ${SESSION_WINDOW_DAYS} days, the share held, from the session room's attendance record: held, out of held, missed by the mentor, not held, and cancelled by the mentor less than 3 hours before. A student's no-show or an earlier cancellation does not count.`,
  noShows: () =>
    `Accepted sessions of the last ${SESSION_WINDOW_DAYS} days the mentor did not join, from the session room's attendance record.`,
  lateCancellations: () =>
    `Accepted sessions of the last ${SESSION_WINDOW_DAYS} days the mentor cancelled less than 3 hours before the start.`,
} as const;

/** Why one item lowered the figures, as its mentor reads it. */
export function loweredText(item: ReliabilityLower): string {
  switch (item.kind) {
    case 'unanswered':
      return `${item.studentName}'s request for ${item.scheduledTimeIst} went unanswered for ${ANSWER_WITHIN_HOURS} hours.`;
    case 'expired':
      return `${item.studentName}'s request for ${item.scheduledTimeIst} expired without an answer.`;
    case 'answeredLate':
      return `${item.studentName}'s request for ${item.scheduledTimeIst} was answered after ${countOf(item.answerHours ?? 0, { one: 'hour', other: 'hours' })}.`;
    case 'mentorNoShow':
      return `You did not join the session with ${item.studentName} on ${item.scheduledTimeIst} (a no-show).`;
    case 'lateCancellation':
      return `You cancelled the session with ${item.studentName} on ${item.scheduledTimeIst} less than 3 hours before it.`;
  }
}
