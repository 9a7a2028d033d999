import type { MentorReviews } from './mentors.js';

/**
 * Plain constants and pure helpers of mentorship and referrals, without zod: a page that needs only a text, a limit
 * or a time label reads them without evaluating every schema of mentors.ts. mentors.ts re-exports all of them.
 */

/* ---------------------------------------------------------------------------------------------
 * Slot constants (platform-community §9) and Asia/Kolkata time helpers, shared by server and web.
 * IST has no daylight saving: it is always UTC+05:30, so the arithmetic is exact.
 * ------------------------------------------------------------------------------------------- */

export const IST_OFFSET_MINUTES = 330;
export const IST_TIME_ZONE = 'Asia/Kolkata';
/** Slot starts, in minutes after IST midnight: 09:00, 09:30, 10:00, 10:30, 11:00 am, 04:00, 04:30, 05:30 pm. */
export const DEFAULT_SLOT_MINUTES = [540, 570, 600, 630, 660, 960, 990, 1050] as const;
/** Days offered: the next 3 days starting tomorrow. */
export const SLOT_DAYS_OFFERED = 3;
export const SESSION_DURATION_MINUTES = 60;
/** What a mentor may set (issue 32.2): session lengths, buffers between sessions, and how far ahead students book. */
export const SESSION_LENGTHS = [30, 60] as const;
export type SessionLength = (typeof SESSION_LENGTHS)[number];
export const BUFFER_CHOICES = [0, 15, 30, 45, 60] as const;
export const HORIZON_MAX_DAYS = 28;
/** A mentor's own hours, in IST minutes after midnight: sessions start on the half hour and end by 22:00. */
export const HOURS_START_MINUTE = 9 * 60;
export const HOURS_END_MINUTE = 22 * 60;
export const DATES_OFF_MAX = 60;
export const SESSION_TYPE = 'career_guidance';
/** A referral call booked from /schedule/{id} goes through the same flow with this session type. */
export const REFERRAL_SESSION_TYPE = 'referral';
export const MENTOR_SLIDE_MS = 200;
export const REFERRAL_SLIDE_MS = 300;
export const MENTORSHIP_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const MENTORSHIP_DOCUMENT_ACCEPT = '.pdf,.doc,.docx';

export const BOOKING_MESSAGES = {
  agendaRequired: 'Please specify an agenda.',
  chooseDateTime: 'Please select a date, time, and fill out the form.',
  invalidDate: 'Invalid date selected',
  pastSlot: 'This time has already passed. Please choose a later slot.',
  slotTaken: 'This slot has just been booked by someone else. Please choose another time.',
  studentsOnly: 'Only students can book a session with a mentor.',
  ownBooking: 'You cannot book a session with yourself.',
  mentorMismatch: 'The mentor in the request does not match the page.',
  mentorNotFound: 'Mentor not found.',
  bookingNotFound: 'Booking not found.',
  notYourBooking: 'You are not allowed to see or change this booking.',
  notPending: 'Only a pending request can be accepted or declined.',
  mentorOverlap: 'You already have a confirmed session that overlaps this time. Cancel or move it first.',
  studentOverlap: 'This student already has a confirmed session at this time, so the request cannot be accepted.',
  decisionBusy: 'Another of your decisions is being saved. Please try again in a moment.',
  ownOverlap: 'You already have a confirmed session at this time. Please choose another slot.',
  notCancellable: 'This session can no longer be cancelled.',
  documentInvalid: 'The attached document was not found. Please upload it again.',
  documentNotFound: 'Document not found.',
  documentType: 'Please upload a PDF, DOC or DOCX file.',
  documentTooLarge: 'The file is too large. Please choose one under 10 MB.',
  documentMissing: 'Please choose a resume or another document to upload.',
  bookSuccessTitle: 'Successful',
  bookSuccess: 'You have successfully applied for the opportunity',
  bookSuccessNext: 'The mentor accepts or declines; you will get a notification and find it under My sessions.',
  bookFailed: 'Failed to book appointment. Please try again.',
  uploadFailed: 'Failed to upload documents.',
  loadMentorsFailed: 'Failed to load mentors. Please try again.',
  loadMentorFailed: 'Failed to load mentor details. Please try again.',
  noMentorData: 'No mentor data available.',
  reviewOnlyCompleted: 'Only a completed session can be reviewed.',
  reviewOnlyHeld: 'Only a session that took place can be reviewed.',
  reviewAfterTookPlace: 'Tell us first whether this session took place.',
  alreadyReviewed: 'You have already rated this session.',
  reviewSaved: 'Thank you! Your rating was saved.',
  availabilitySaved: 'Your weekly slots were saved.',
  hoursRange: 'Sessions start on the half hour from 09:00 am and end by 10:00 pm (IST).',
  rescheduleTooLate: 'A session can be moved until 3 hours before it starts.',
  rescheduleNotConfirmed: 'Only a confirmed session can be moved.',
  proposeOnlyMentor: 'Only the mentor can answer a request with another time; you can cancel it and book another slot.',
  rescheduleSameTime: 'Choose a time other than the session’s own.',
  rescheduleNone: 'There is no proposed time to answer.',
  rescheduleOwnProposal: 'The other side answers your proposal; you can withdraw it.',
  rescheduleProposed: 'Your proposed time was sent. The session keeps its time until it is accepted.',
  rescheduleAccepted: 'The session was moved.',
  rescheduleDeclined: 'The session keeps its time.',
} as const;

/** A session can be moved, or cancelled without counting as late, until this long before its start (issue 31.5). */
export const RESCHEDULE_CUTOFF_MINUTES = 180;

export interface IstParts {
  /** YYYY-MM-DD of the IST calendar day. */
  date: string;
  /** 0 Sunday … 6 Saturday, in IST. */
  weekday: number;
  /** Minutes after IST midnight. */
  minute: number;
}

/** The IST wall-clock parts of an instant. */
export function istParts(instant: Date): IstParts {
  const shifted = new Date(instant.getTime() + IST_OFFSET_MINUTES * 60_000);
  return {
    date: shifted.toISOString().slice(0, 10),
    weekday: shifted.getUTCDay(),
    minute: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
  };
}

/** The true instant of an IST wall time: 10:00 am IST on 2025-06-05 is 2025-06-05T04:30:00.000Z. */
export function istToUtc(date: string, minute: number): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d, 0, minute - IST_OFFSET_MINUTES));
}

/** The IST calendar day `offset` days after the day of `now` (YYYY-MM-DD). */
export function istDayAfter(now: Date, offset: number): string {
  const today = istParts(now).date;
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + offset)).toISOString().slice(0, 10);
}

/** The days a student can book: the next `days` IST days starting tomorrow (the spec's 3 by default). */
export function bookableDays(now: Date = new Date(), days: number = SLOT_DAYS_OFFERED): string[] {
  return Array.from({ length: days }, (_, index) => istDayAfter(now, index + 1));
}

/** "09:00 am", "04:30 pm": the spec's slot labels. */
export function slotLabel(minute: number): string {
  const hours = Math.floor(minute / 60);
  const minutes = minute % 60;
  const h12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${String(h12).padStart(2, '0')}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** A slot day card's texts: "Thu" and "05 Jun". */
export function dayCardLabels(date: string): { day: string; label: string } {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return { day: WEEKDAYS[weekday]!, label: `${String(d).padStart(2, '0')} ${MONTHS[m - 1]!}` };
}

/** "Thu, 05 Jun 2025, 10:00 am IST": an instant as the people of a booking read it. */
export function formatIst(instant: Date | string): string {
  const at = typeof instant === 'string' ? new Date(instant) : instant;
  const parts = istParts(at);
  const { day, label } = dayCardLabels(parts.date);
  return `${day}, ${label} ${parts.date.slice(0, 4)}, ${slotLabel(parts.minute)} IST`;
}

/** Years of experience: the mentor's own value, else the first number in `about`, else 1 (platform-core §9). */
export function experienceYears(about: string | null | undefined, own?: number | null): number {
  if (own !== null && own !== undefined && own > 0) return own;
  const first = /\d+/.exec(about ?? '')?.[0];
  const years = first ? Number.parseInt(first, 10) : Number.NaN;
  return Number.isFinite(years) && years > 0 ? years : 1;
}

/** `expired`: a request the mentor did not answer before its start (or within 48 hours). */
export const BOOKING_STATUSES = ['pending', 'confirmed', 'declined', 'cancelled', 'completed', 'expired'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** The five "REVIEWS BY MENTEE" dimensions and their labels, in the order the pages show them. */
export const REVIEW_DIMENSIONS = [
  ['subjectKnowledge', 'Subject Knowledge'],
  ['inspirational', 'Inspirational'],
  ['problemSolving', 'Problem Solving'],
  ['communication', 'Communication'],
  ['extraMile', 'Goes the Extra Mile'],
] as const satisfies readonly (readonly [keyof MentorReviews, string])[];

/** The path a stored document is read from; resumeUrl and documentUrl hold it. */
export const documentPath = (id: string) => `/api/user/mentorship/documents/${id}`;
export const DOCUMENT_PATH_PATTERN = /^\/api\/user\/mentorship\/documents\/([0-9a-f-]{36})$/;

/* ------------------------------------------- Referrals (platform-core §2.8–2.9) ------------------------------------------- */

/** The short assessment a student answers for a referral (/assessment/{id}); the mentor reads the answers. */
export const REFERRAL_QUESTIONS = [
  'Why do you want this role at this company?',
  'Which project or experience best shows you are ready for it?',
  'Which skills from the job description do you have, and where did you use them?',
] as const;
export const REFERRAL_STATUSES = ['pending', 'accepted', 'declined', 'referred'] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];
export const REFERRAL_PRICE_MAX = 1_000_000;
export const REFERRAL_COMPANIES_MAX = 10;

export const REFERRAL_MESSAGES = {
  /** Beside the price button: what the price is for and when it is paid (nothing is charged on Campus). */
  priceExplained: 'Fee for a referral call, paid only once the mentor accepts. Nothing is charged now.',
  answersRequired: 'Please answer every question.',
  roleRequired: 'Please enter the role you want to be referred for.',
  companyNotOffered: 'This mentor does not refer to that company.',
  notAccepting: 'This mentor is not taking referral requests right now.',
  alreadyRequested: 'You already have an open referral request with this mentor for this company.',
  requestSent: 'Your referral request was sent. The mentor will review your assessment.',
  requestFailed: 'Failed to send your referral request. Please try again.',
  requestNotFound: 'Referral request not found.',
  notYourRequest: 'You are not allowed to see or change this referral request.',
  badTransition: 'This referral request can no longer move to that status.',
  settingsSaved: 'Your referral settings were saved.',
  companiesRequired: 'Add at least one company you can refer to.',
  sampleNotice: 'We could not reach the server, so these are sample mentors. Please try again later.',
} as const;

/** Which statuses a request may move to from each status (the mentor decides). */
export const REFERRAL_TRANSITIONS: Record<ReferralStatus, readonly ReferralStatus[]> = {
  pending: ['accepted', 'declined', 'referred'],
  accepted: ['referred', 'declined'],
  declined: [],
  referred: [],
};

/** A request the mentor has not answered within this long (or by its start, when that comes first) expires (issue 37.2). */
export const REQUEST_ANSWER_MS = 48 * 3_600_000;

/** When an unanswered request expires: 48 hours after it was made, or at its start when that comes first. */
export const answerDeadline = (scheduledAt: Date, createdAt: Date): Date =>
  new Date(Math.min(scheduledAt.getTime(), createdAt.getTime() + REQUEST_ANSWER_MS));
