import { ATTENDANCE_OUTCOMES } from './sessions.js';
import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../constants.js';
import {
  BOOKING_MESSAGES,
  BOOKING_STATUSES,
  BUFFER_CHOICES,
  DATES_OFF_MAX,
  HORIZON_MAX_DAYS,
  HOURS_END_MINUTE,
  HOURS_START_MINUTE,
  REFERRAL_COMPANIES_MAX,
  REFERRAL_MESSAGES,
  REFERRAL_PRICE_MAX,
  REFERRAL_QUESTIONS,
  RESCHEDULE_CUTOFF_MINUTES,
  REFERRAL_SESSION_TYPE,
  REFERRAL_STATUSES,
  SESSION_LENGTHS,
  SESSION_TYPE,
} from './mentors.constants.js';
import { MENTOR_SORTS, reliabilitySchema } from './mentors.reliability.js';

export * from './mentors.constants.js';
export * from './mentors.reliability.js';

/* ------------------------------------------------- Schemas -------------------------------------------------- */

const weekdayKey = z.enum(['0', '1', '2', '3', '4', '5', '6']);
const slotMinute = z
  .number()
  .int()
  .min(HOURS_START_MINUTE, BOOKING_MESSAGES.hoursRange)
  .max(HOURS_END_MINUTE - 30, BOOKING_MESSAGES.hoursRange)
  .refine((minute) => minute % 30 === 0, 'Slots start on the hour or half hour.');
export const weeklyAvailabilitySchema = z.partialRecord(weekdayKey, z.array(slotMinute).max(48));
export type WeeklyAvailabilityInput = z.infer<typeof weeklyAvailabilitySchema>;
const isoDate = z.iso.date();

/**
 * What a mentor saves on /MentorAvailability (issue 32.2): the weekly starts, and optionally the session length,
 * the buffer between sessions, the dates off and how many days ahead students may book. A field left out keeps
 * what was saved before (the spec's defaults at first).
 */
export const availabilitySettingsSchema = z
  .object({
    weekly: weeklyAvailabilitySchema,
    // One literal of several values, so the API description shows an enumeration (not a union of one-value enums).
    sessionMinutes: z.literal(SESSION_LENGTHS).optional(),
    bufferMinutes: z
      .number()
      .int()
      .refine((value) => (BUFFER_CHOICES as readonly number[]).includes(value), 'Choose a buffer of 0, 15, 30, 45 or 60 minutes.')
      .optional(),
    datesOff: z.array(isoDate).max(DATES_OFF_MAX).optional(),
    horizonDays: z.number().int().min(1).max(HORIZON_MAX_DAYS).optional(),
  })
  .superRefine((value, context) => {
    // Without a length, the saved one applies: the server checks against it.
    const length = value.sessionMinutes;
    if (length === undefined) return;
    for (const [day, minutes] of Object.entries(value.weekly)) {
      if ((minutes ?? []).some((minute) => minute + length > HOURS_END_MINUTE)) {
        context.addIssue({ code: 'custom', path: ['weekly', day], message: BOOKING_MESSAGES.hoursRange });
      }
    }
  });
export type AvailabilitySettingsInput = z.input<typeof availabilitySettingsSchema>;
export const availabilityResponseSchema = z.object({
  weekly: z.record(z.string(), z.array(z.number())),
  isDefault: z.boolean(),
  sessionMinutes: z.number().int(),
  bufferMinutes: z.number().int(),
  datesOff: z.array(z.string()),
  horizonDays: z.number().int(),
});
export type AvailabilityResponse = z.infer<typeof availabilityResponseSchema>;

const csvList = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) =>
    (Array.isArray(value) ? value : value ? value.split(',') : []).map((item) => item.trim()).filter((item) => item.length > 0),
  );

export const mentorListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
  search: z.string().trim().max(200).optional(),
  focusArea: csvList,
  expertise: csvList,
  company: z.string().trim().max(200).optional(),
  availableToday: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((value) => value === 'true' || value === '1'),
  /**
   * "Answers quickly": mentors answering QUICK_ANSWER_RATE % or more within 24 hours first, each group by the median
   * time to answer; "Most sessions held": by sessions held. Search still filters.
   */
  sort: z.enum(MENTOR_SORTS).default('best'),
  /** Only mentors who answer at least QUICK_ANSWER_RATE % of requests within 24 hours (new mentors have no figures). */
  answersQuickly: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((value) => value === 'true' || value === '1'),
});
export type MentorListQuery = z.input<typeof mentorListQuerySchema>;

export const mentorSchema = z.object({
  id: z.string(),
  userId: z.string(),
  fullName: z.string(),
  username: z.string().nullable(),
  headline: z.string(),
  company: z.string(),
  bio: z.string(),
  about: z.string(),
  /** The average of reviews; 4.8 when there are none (platform-core §9). */
  rating: z.number(),
  totalReviews: z.number().int(),
  linkedinId: z.string().nullable(),
  profilePictureUrl: z.string().nullable(),
  functionalFocusArea: z.array(z.string()),
  areaOfExpertise: z.array(z.string()),
  /**
   * The next free slot within a week, as text computed in IST: "Available today", "Tomorrow, 10:00 am", "Mon 24 Nov";
   * null when the mentor has none (the carousel then shows "Check Schedule").
   */
  availability: z.string().nullable(),
  /** The same slot as a UTC ISO instant, or null. */
  nextFreeSlot: z.string().nullable(),
  availableToday: z.boolean(),
  experience: z.number().int(),
  referralPrice: z.number().int(),
});
export type Mentor = z.infer<typeof mentorSchema>;

/** A mentor of the list, with how reliably they answer and hold sessions (computed in the list's one statement). */
export const mentorListItemSchema = mentorSchema.extend({ reliability: reliabilitySchema });
export type MentorListItem = z.infer<typeof mentorListItemSchema>;

export const mentorListResponseSchema = z.object({
  mentors: z.array(mentorListItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  facets: z.object({ focusAreas: z.array(z.string()), expertise: z.array(z.string()), companies: z.array(z.string()) }),
});
export type MentorListResponse = z.infer<typeof mentorListResponseSchema>;

const percentOrNa = z.union([z.number().int().min(0).max(100), z.literal('N/A')]);
export const mentorReviewsSchema = z.object({
  subjectKnowledge: percentOrNa,
  inspirational: percentOrNa,
  problemSolving: percentOrNa,
  communication: percentOrNa,
  extraMile: percentOrNa,
});
export type MentorReviews = z.infer<typeof mentorReviewsSchema>;

export const slotSchema = z.object({
  /** UTC ISO instant, the value to send as scheduledTime. */
  scheduledTime: z.string(),
  /** "09:00 am" (IST). */
  time: z.string(),
  available: z.boolean(),
});
export const slotDaySchema = z.object({
  /** YYYY-MM-DD (IST). */
  date: z.string(),
  day: z.string(),
  label: z.string(),
  slots: z.array(slotSchema),
});
export type SlotDay = z.infer<typeof slotDaySchema>;

/** The signed-in mentor's slots of the coming week (today and six more IST days), free or not. */
export const freeWeekResponseSchema = z.object({ days: z.array(slotDaySchema), free: z.number().int() });
export type FreeWeekResponse = z.infer<typeof freeWeekResponseSchema>;

export const mentorDetailSchema = mentorListItemSchema.extend({
  programme: z.string(),
  email: z.string().nullable(),
  languages: z.array(z.string()),
  reviews: mentorReviewsSchema,
  /** Completed sessions, and the distinct students among them: both counted from the same bookings. */
  successfulCalls: z.number().int(),
  totalMentees: z.number().int(),
  slotDays: z.array(slotDaySchema),
  /** How long a session with this mentor lasts (30 or 60 minutes): a booking takes it. */
  sessionMinutes: z.number().int(),
});
export type MentorDetail = z.infer<typeof mentorDetailSchema>;

export const mentorIdParamsSchema = z.object({ userId: z.string() });

const optionalAnswer = z.string().trim().max(2000).optional().default('');
const documentUrl = z.string().trim().max(300).nullish();

/** The spec's booking payload (community §3), checked on the server. */
export const bookingRequestSchema = z.object({
  mentorId: z.string(),
  scheduledTime: z.iso.datetime({ offset: true, error: BOOKING_MESSAGES.invalidDate }),
  sessionType: z.enum([SESSION_TYPE, REFERRAL_SESSION_TYPE]).default(SESSION_TYPE),
  /** The mentor's session length decides; a client may send it (the spec's 60 by default). */
  duration: z.literal(SESSION_LENGTHS).optional(),
  chatEnabled: z.boolean().default(true),
  agenda: z.string({ error: BOOKING_MESSAGES.agendaRequired }).trim().min(1, BOOKING_MESSAGES.agendaRequired).max(2000),
  learningGoals: optionalAnswer,
  specificAdvice: optionalAnswer,
  previousSteps: optionalAnswer,
  challenges: optionalAnswer,
  resumeUrl: documentUrl,
  documentUrl,
});
export type BookingRequest = z.input<typeof bookingRequestSchema>;

/** Stars and the five "REVIEWS BY MENTEE" dimensions, 1 to 5 each. */
const score = z.number().int().min(1).max(5);
export const reviewRequestSchema = z.object({
  rating: score,
  subjectKnowledge: score,
  inspirational: score,
  problemSolving: score,
  communication: score,
  extraMile: score,
  comment: z.string().trim().max(1000).optional().default(''),
});
export type ReviewRequest = z.input<typeof reviewRequestSchema>;
export const bookingReviewSchema = reviewRequestSchema.extend({ comment: z.string(), createdAt: z.string() });
export type BookingReview = z.infer<typeof bookingReviewSchema>;

const person = z.object({ id: z.string(), name: z.string(), profilePictureUrl: z.string().nullable() });

export const bookingSchema = z.object({
  id: z.string(),
  mentorId: z.string(),
  studentId: z.string(),
  mentor: person.extend({ headline: z.string(), company: z.string() }),
  student: person,
  scheduledTime: z.string(),
  /** The time as people read it: "Thu, 05 Jun 2025, 10:00 am IST". */
  scheduledTimeIst: z.string(),
  status: z.enum(BOOKING_STATUSES),
  sessionType: z.string(),
  duration: z.number().int(),
  chatEnabled: z.boolean(),
  agenda: z.string(),
  learningGoals: z.string(),
  specificAdvice: z.string(),
  previousSteps: z.string(),
  challenges: z.string(),
  resumeUrl: z.string().nullable(),
  documentUrl: z.string().nullable(),
  reason: z.string().nullable(),
  /** Who attended (decided 10 minutes after the start); null before then and for sessions that did not go ahead. */
  attendanceOutcome: z.enum(ATTENDANCE_OUTCOMES).nullable(),
  /**
   * An external-link session's answers to "did it take place?", from 10 minutes after its start (each side answers
   * for itself); null for room sessions and before then.
   */
  tookPlace: z.object({ student: z.boolean().nullable(), mentor: z.boolean().nullable() }).nullable(),
  /** The student's rating, once given (completed sessions only). */
  review: bookingReviewSchema.nullable(),
  /** Another start proposed by one side of a confirmed session, until the other side answers (issue 31.5). */
  proposal: z.object({ scheduledTime: z.string(), scheduledTimeIst: z.string(), proposedBy: z.enum(['mentor', 'student']) }).nullable(),
  /** Cancelled less than 3 hours before its start. */
  lateCancellation: z.boolean(),
  createdAt: z.string(),
});
export type Booking = z.infer<typeof bookingSchema>;

/**
 * Whether a completed session may be rated: one recorded as held, or with no record yet where the student vouches for
 * it (a session before rooms has no record; one over an external link counts once the student said it took place, so a
 * mentor who never answers the question cannot keep a student from rating).
 */
export function isReviewable(booking: Pick<Booking, 'attendanceOutcome' | 'tookPlace'>): boolean {
  if (booking.attendanceOutcome !== null) return booking.attendanceOutcome === 'held';
  return booking.tookPlace === null || booking.tookPlace.student === true;
}

/**
 * Who may propose another start, until 3 hours before the session: either side of a confirmed session (moving it),
 * and the mentor of a request still pending (answering it with another time, as Calendly's and Topmate's hosts do).
 */
export function canProposeTime(booking: Pick<Booking, 'status' | 'scheduledTime'>, as: 'mentor' | 'student', now = Date.now()): boolean {
  const open = booking.status === 'confirmed' || (booking.status === 'pending' && as === 'mentor');
  return open && new Date(booking.scheduledTime).getTime() - now >= RESCHEDULE_CUTOFF_MINUTES * 60_000;
}

/** POST /api/user-mentors/bookings/:id/reschedule: a free start of the mentor's, as offered by the slots. */
export const rescheduleBodySchema = z.strictObject({
  scheduledTime: z.iso.datetime({ offset: true, error: BOOKING_MESSAGES.invalidDate }),
});
/** POST /api/user-mentors/bookings/:id/reschedule/answer: the other side's answer, or the proposer's withdrawal. */
export const rescheduleAnswerSchema = z.strictObject({ answer: z.enum(['accept', 'decline', 'withdraw']) });

export const bookingResponseSchema = z.object({ message: z.string(), booking: bookingSchema });
export type BookingResponse = z.infer<typeof bookingResponseSchema>;

export const bookingListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
  as: z.enum(['mentor', 'student']).optional(),
  status: z.enum(BOOKING_STATUSES).optional(),
});
export const bookingListResponseSchema = z.object({
  bookings: z.array(bookingSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type BookingListResponse = z.infer<typeof bookingListResponseSchema>;

export const bookingIdParamsSchema = z.object({ id: z.string() });
export const bookingReasonSchema = z.object({ reason: z.string().trim().max(1000).optional().default('') });

export const uploadDocumentResponseSchema = z.object({ resumeUrl: z.string().nullable(), documentUrl: z.string().nullable() });
export type UploadDocumentResponse = z.infer<typeof uploadDocumentResponseSchema>;
export const documentIdParamsSchema = z.object({ id: z.string() });

/* ------------------------------------------- Referrals (platform-core §2.8–2.9) ------------------------------------------- */

/** A mentor as a referrer: the list fields plus where they refer to and how many sessions they held. */
export const referralMentorSchema = mentorSchema.extend({
  /** "Refer to": the companies, the mentor's own company by default. */
  referTo: z.array(z.string()),
  /** Completed sessions with students ("number of sessions"). */
  sessions: z.number().int(),
  acceptsReferrals: z.boolean(),
});
export type ReferralMentor = z.infer<typeof referralMentorSchema>;

export const referralMentorListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
  search: z.string().trim().max(200).optional(),
  company: z.string().trim().max(200).optional(),
});
export type ReferralMentorListQuery = z.input<typeof referralMentorListQuerySchema>;
export const referralMentorListResponseSchema = z.object({
  mentors: z.array(referralMentorSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  companies: z.array(z.string()),
});
export type ReferralMentorListResponse = z.infer<typeof referralMentorListResponseSchema>;

const companyName = z.string().trim().min(1).max(120);
export const referralSettingsSchema = z.object({
  referralPrice: z.number().int().min(0).max(REFERRAL_PRICE_MAX),
  companies: z.array(companyName).min(1, REFERRAL_MESSAGES.companiesRequired).max(REFERRAL_COMPANIES_MAX),
  acceptsReferrals: z.boolean(),
});
export type ReferralSettings = z.infer<typeof referralSettingsSchema>;

export const referralRequestBodySchema = z.object({
  company: companyName,
  targetRole: z.string({ error: REFERRAL_MESSAGES.roleRequired }).trim().min(1, REFERRAL_MESSAGES.roleRequired).max(200),
  jobLink: z
    .union([z.literal(''), z.url({ protocol: /^https?$/ }).max(500)])
    .optional()
    .default(''),
  note: z.string().trim().max(2000).optional().default(''),
  answers: z
    .array(z.string().trim().min(1, REFERRAL_MESSAGES.answersRequired).max(2000))
    .length(REFERRAL_QUESTIONS.length, REFERRAL_MESSAGES.answersRequired),
  resumeUrl: z.string().trim().max(300).nullish(),
});
export type ReferralRequestBody = z.input<typeof referralRequestBodySchema>;

export const referralRequestSchema = z.object({
  id: z.string(),
  mentor: person.extend({ headline: z.string(), company: z.string() }),
  student: person,
  company: z.string(),
  targetRole: z.string(),
  jobLink: z.string(),
  note: z.string(),
  /** The questions and the student's answers, in order. */
  assessment: z.array(z.object({ question: z.string(), answer: z.string() })),
  resumeUrl: z.string().nullable(),
  price: z.number().int(),
  status: z.enum(REFERRAL_STATUSES),
  mentorNote: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ReferralRequest = z.infer<typeof referralRequestSchema>;

export const referralListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
  as: z.enum(['mentor', 'student']).optional(),
  status: z.enum(REFERRAL_STATUSES).optional(),
});
export const referralListResponseSchema = z.object({
  requests: z.array(referralRequestSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type ReferralListResponse = z.infer<typeof referralListResponseSchema>;

export const referralStatusBodySchema = z.object({
  status: z.enum(['accepted', 'declined', 'referred']),
  note: z.string().trim().max(1000).optional().default(''),
});
export type ReferralStatusBody = z.input<typeof referralStatusBodySchema>;
