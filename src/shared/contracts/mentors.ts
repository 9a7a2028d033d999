import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../constants.js';

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
  notCancellable: 'This session can no longer be cancelled.',
  documentInvalid: 'The attached document was not found. Please upload it again.',
  documentNotFound: 'Document not found.',
  documentType: 'Please upload a PDF, DOC or DOCX file.',
  documentTooLarge: 'The file is too large. Please choose one under 10 MB.',
  documentMissing: 'Please choose a resume or another document to upload.',
  bookSuccessTitle: 'Successful',
  bookSuccess: 'You have successfully applied for the opportunity',
  bookFailed: 'Failed to book appointment. Please try again.',
  uploadFailed: 'Failed to upload documents.',
  loadMentorsFailed: 'Failed to load mentors. Please try again.',
  loadMentorFailed: 'Failed to load mentor details. Please try again.',
  noMentorData: 'No mentor data available.',
  reviewOnlyCompleted: 'Only a completed session can be reviewed.',
  alreadyReviewed: 'You have already rated this session.',
  reviewSaved: 'Thank you! Your rating was saved.',
  availabilitySaved: 'Your weekly slots were saved.',
} as const;

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

/** The days a student can book: the next 3 IST days starting tomorrow. */
export function bookableDays(now: Date = new Date()): string[] {
  return Array.from({ length: SLOT_DAYS_OFFERED }, (_, index) => istDayAfter(now, index + 1));
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

/* ------------------------------------------------- Schemas -------------------------------------------------- */

const weekdayKey = z.enum(['0', '1', '2', '3', '4', '5', '6']);
const slotMinute = z
  .number()
  .int()
  .min(0)
  .max(24 * 60 - 30)
  .refine((minute) => minute % 30 === 0, 'Slots start on the hour or half hour.');
export const weeklyAvailabilitySchema = z.partialRecord(weekdayKey, z.array(slotMinute).max(48));
export type WeeklyAvailabilityInput = z.infer<typeof weeklyAvailabilitySchema>;
export const availabilityResponseSchema = z.object({ weekly: z.record(z.string(), z.array(z.number())), isDefault: z.boolean() });
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

export const mentorListResponseSchema = z.object({
  mentors: z.array(mentorSchema),
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

export const mentorDetailSchema = mentorSchema.extend({
  programme: z.string(),
  email: z.string().nullable(),
  languages: z.array(z.string()),
  reviews: mentorReviewsSchema,
  /** Completed sessions, and the distinct students among them: both counted from the same bookings. */
  successfulCalls: z.number().int(),
  totalMentees: z.number().int(),
  slotDays: z.array(slotDaySchema),
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
  duration: z.literal(SESSION_DURATION_MINUTES).default(SESSION_DURATION_MINUTES),
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

export const BOOKING_STATUSES = ['pending', 'confirmed', 'declined', 'cancelled', 'completed'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

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
export const REVIEW_DIMENSIONS = [
  ['subjectKnowledge', 'Subject Knowledge'],
  ['inspirational', 'Inspirational'],
  ['problemSolving', 'Problem Solving'],
  ['communication', 'Communication'],
  ['extraMile', 'Goes the Extra Mile'],
] as const satisfies readonly (readonly [keyof MentorReviews, string])[];

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
  /** The student's rating, once given (completed sessions only). */
  review: bookingReviewSchema.nullable(),
  createdAt: z.string(),
});
export type Booking = z.infer<typeof bookingSchema>;

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

/** Which statuses a request may move to from each status (the mentor decides). */
export const REFERRAL_TRANSITIONS: Record<ReferralStatus, readonly ReferralStatus[]> = {
  pending: ['accepted', 'declined', 'referred'],
  accepted: ['referred', 'declined'],
  declined: [],
  referred: [],
};
