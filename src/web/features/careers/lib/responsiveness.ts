import type { EmployerResponsiveness } from '../../../../shared/contracts/careers.js';
import { NO_REPLY_AFTER_DAYS, RESPONSIVENESS } from '../../../../shared/contracts/careers.constants.js';
import { countOf } from '../../../../shared/format.js';

/** The sentences of the employer's reply figures (issue 37). Pure: no React, no I/O. */

const R = RESPONSIVENESS;

export const EMPLOYER_TEXT = {
  slow: 'Slow to reply',
  newOnCampus: 'New on Campus',
  activelyReviewing: 'Actively reviewing',
  noReplyYet: 'No reply yet',
  withdraw: 'Withdraw',
} as const;

const days = (n: number) => countOf(n, { one: 'day', other: 'days' });

/** "Replies to 80% of applicants, usually within 5 days"; "Replies to 0% of applicants" when none was answered. */
export function replyFiguresLabel(employer: EmployerResponsiveness): string | null {
  if (employer.state !== 'rated' || employer.replyRate === null) return null;
  const rate = `Replies to ${employer.replyRate}% of applicants`;
  return employer.medianDays === null ? rate : `${rate}, usually within ${days(employer.medianDays)}`;
}

const windowSentence = (employer: EmployerResponsiveness, company: string) =>
  `${countOf(employer.applications, { one: 'application', other: 'applications' })} sent to ${company} in the last ${employer.windowDays} days` +
  (employer.windowDays === R.wideWindowDays
    ? ` (${R.wideWindowDays} days because fewer than ${R.minApplications} came in the last ${R.windowDays})`
    : '');

const UPDATED = `Worked out from the applications' own status changes, and updated every ${R.refreshMinutes} minutes at most.`;

/** Exactly how the figure or label of an employer is computed, and over which window: the tooltip's text. */
export function employerTooltip(employer: EmployerResponsiveness, company: string): string {
  if (employer.state === 'new')
    return (
      `${EMPLOYER_TEXT.newOnCampus}: ${company} has had ${countOf(employer.applications, { one: 'application', other: 'applications' })} in the last ${employer.windowDays} days. ` +
      `Reply figures show from ${R.minApplications} applications, once one of them has been answered or has waited ${days(R.replyWithinDays)}.`
    );
  if (employer.state === 'slow')
    return (
      `${EMPLOYER_TEXT.slow}: over the ${windowSentence(employer, company)}, the median time from applying to a first status change is over ${days(R.slowAfterDays)} ` +
      `(an application still unanswered after ${days(R.slowAfterDays)} counts as over), so the figures are hidden. ${UPDATED}`
    );
  const median =
    employer.medianDays === null
      ? 'None has been answered yet.'
      : `Half of the answered ones got their first status change within ${days(employer.medianDays)} (the median, rounded up).`;
  return (
    `Of the ${windowSentence(employer, company)}, ${employer.replyRate}% were moved past “pending” within ${days(R.replyWithinDays)} of applying ` +
    `(counting those answered or at least ${days(R.replyWithinDays)} old). ${median} ${UPDATED}`
  );
}

export function activelyReviewingTooltip(company: string): string {
  return `${EMPLOYER_TEXT.activelyReviewing}: ${company} moved an application to a new status in the last ${days(R.activeWithinDays)}.`;
}

export function noReplyTooltip(company: string): string {
  return `${company} has not moved this application past “pending” in the ${days(NO_REPLY_AFTER_DAYS)} since you applied. Withdrawing takes it off their list; you can apply again later.`;
}
