import type { z } from 'zod';
import { DEFAULT_MENTOR_RATING } from '../../../shared/constants.js';
import { uuidSchema } from '../../../shared/contracts/common.js';
import {
  BOOKING_MESSAGES,
  bookableDays,
  DEFAULT_SLOT_MINUTES,
  DOCUMENT_PATH_PATTERN,
  documentPath,
  experienceYears,
  formatIst,
  istDayAfter,
  istParts,
  istToUtc,
  type Booking,
  type BookingListResponse,
  type bookingListQuerySchema,
  type bookingRequestSchema,
  type BookingResponse,
  type Mentor,
  type MentorDetail,
  type MentorListItem,
  type OwnReliabilityResponse,
  type MentorListResponse,
  type mentorListQuerySchema,
  type MentorReviews,
  type reviewRequestSchema,
  type SlotDay,
  type FreeWeekResponse,
  type AvailabilityResponse,
  type availabilitySettingsSchema,
  HORIZON_MAX_DAYS,
  HOURS_END_MINUTE,
  canProposeTime,
  RESCHEDULE_CUTOFF_MINUTES,
  isReviewable,
} from '../../../shared/contracts/mentors.js';
import { exclusionViolation, isUniqueViolation, sqlState } from '../../db/errors.js';
import type { WeeklyAvailability } from '../../db/schema/index.js';
import type { RequestAuth } from '../../platform/auth.js';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../platform/errors.js';
import { createNotification, type Notifier, type NotificationRow } from '../notifications/index.js';
import { type createBookingPauseCheck, scheduleAttendanceCheck } from '../sessions/index.js';
import { confirmationAsked } from '../../../shared/contracts/sessions.js';
import type { BookingJobs } from './mentors.jobs.js';
import { bookingMail, roomPath } from './mentors.mails.js';
import {
  DEFAULT_RULES,
  heldWindowStart,
  horizonEnd,
  isFree,
  NEXT_SLOT_HORIZON_DAYS,
  nextFreeSlot,
  nextFreeSlotText,
  offeredDays,
  slotCards,
  slotsOn,
  startsOn,
  type HeldSession,
  type SlotRules,
} from './mentors.slots.js';
import type { BookingRow, MentorRow, MentorsRepository } from './mentors.repository.js';
import { ownReliability } from './mentors.reliability.js';

type Tx = Parameters<Parameters<MentorsRepository['transaction']>[0]>[0];

const isUuid = (value: string) => uuidSchema.safeParse(value).success;
const iso = (date: Date) => date.toISOString();

/** Lower-cased search words (at least two characters). */
export function searchTerms(text: string | undefined): string[] {
  if (!text) return [];
  const words = text
    .toLowerCase()
    .split(/[\s,;]+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}+#]+|[^\p{L}\p{N}+#]+$/gu, ''))
    .filter((word) => word.length >= 2);
  return [...new Set(words)].slice(0, 8);
}

const linkedinId = (url: string) => {
  if (!url) return null;
  const match = /linkedin\.com\/in\/([^/?#]+)/i.exec(url);
  return match ? decodeURIComponent(match[1]!) : url;
};

type ListQuery = z.output<typeof mentorListQuerySchema>;
type BookingBody = z.output<typeof bookingRequestSchema>;
type BookingListQuery = z.output<typeof bookingListQuerySchema>;
type ReviewBody = z.output<typeof reviewRequestSchema>;
type AvailabilitySettings = z.output<typeof availabilitySettingsSchema>;

export function createMentorsService(deps: {
  repo: MentorsRepository;
  /** Notifications, with their mail, go out through it once their change has committed. */
  notifier: Notifier;
  /** The booking's timed jobs (reminders, expiry), scheduled and cancelled in the transaction of each change. */
  bookingJobs: BookingJobs;
  publicUrl: string;
  now?: () => Date;
  /** Refuses a booking while the student (or the mentor) is paused for repeated no-shows (sessions feature). */
  bookingPause?: ReturnType<typeof createBookingPauseCheck>;
}) {
  const { repo, notifier, bookingJobs } = deps;
  const clock = deps.now ?? (() => new Date());

  /** The next free slot of each mentor within the horizon: their weekly slots minus the live bookings. */
  async function nextFreeSlots(mentorIds: string[], now: Date): Promise<Map<string, Date>> {
    const availability = await repo.availabilityOf(mentorIds);
    const held = new Map<string, HeldSession[]>();
    for (const row of await repo.heldSlots(mentorIds, heldWindowStart(istToUtc(istParts(now).date, 0)), horizonEnd(now))) {
      const sessions = held.get(row.mentorId) ?? [];
      sessions.push(row);
      held.set(row.mentorId, sessions);
    }
    const result = new Map<string, Date>();
    for (const mentorId of mentorIds) {
      const next = nextFreeSlot(availability.get(mentorId) ?? DEFAULT_RULES, held.get(mentorId) ?? [], now);
      if (next) result.set(mentorId, next);
    }
    return result;
  }

  function toMentor(row: MentorRow, next: Date | undefined, now: Date): Mentor {
    return {
      id: row.userId,
      userId: row.userId,
      fullName: row.fullName,
      username: row.username,
      headline: row.headline,
      company: row.company,
      bio: row.about,
      about: row.about,
      rating: row.totalReviews > 0 && row.rating !== null ? row.rating : DEFAULT_MENTOR_RATING,
      totalReviews: row.totalReviews,
      linkedinId: linkedinId(row.linkedinUrl),
      profilePictureUrl: row.profilePictureUrl,
      functionalFocusArea: row.functionalFocusArea,
      areaOfExpertise: row.areaOfExpertise,
      availability: next ? nextFreeSlotText(next, now) : null,
      nextFreeSlot: next ? iso(next) : null,
      availableToday: next !== undefined && istParts(next).date === istParts(now).date,
      experience: experienceYears(row.about, row.yearsOfExperience),
      referralPrice: row.referralPrice,
    };
  }

  /** The mentor's rules: what they saved, else the spec's defaults. */
  async function rulesOf(mentorId: string, executor?: Tx): Promise<SlotRules> {
    return (await repo.availabilityOf([mentorId], executor)).get(mentorId) ?? DEFAULT_RULES;
  }

  /** Each slot of the given IST days (the bookable days by default), free when still ahead and isFree. */
  async function slotDays(mentorId: string, now: Date, days?: string[], executor?: Tx): Promise<SlotDay[]> {
    const rules = await rulesOf(mentorId, executor);
    const shown = days ?? offeredDays(rules, now);
    const held = await repo.heldSlots(
      [mentorId],
      heldWindowStart(istToUtc(shown[0]!, 0)),
      istToUtc(shown[shown.length - 1]!, 24 * 60 + rules.bufferMinutes),
      executor,
    );
    return slotCards(rules, held, now, shown);
  }

  async function requireMentor(userId: string): Promise<MentorRow> {
    const row = isUuid(userId) ? await repo.findMentor(userId) : undefined;
    if (!row) throw notFound(BOOKING_MESSAGES.mentorNotFound, 'MENTOR_NOT_FOUND');
    return row;
  }

  const studentName = (row: BookingRow) =>
    [row.studentFirstName, row.studentLastName].filter(Boolean).join(' ').trim() || row.studentUsername || row.studentEmail.split('@')[0]!;
  const mentorName = (row: BookingRow) => row.mentorName || row.mentorUsername || row.mentorEmail.split('@')[0]!;

  function toBooking(row: BookingRow): Booking {
    return {
      id: row.id,
      mentorId: row.mentorId,
      studentId: row.studentId,
      mentor: {
        id: row.mentorId,
        name: mentorName(row),
        profilePictureUrl: row.mentorPhoto,
        headline: row.mentorHeadline ?? '',
        company: row.mentorCompany ?? '',
      },
      student: { id: row.studentId, name: studentName(row), profilePictureUrl: row.studentPhoto },
      scheduledTime: iso(row.scheduledAt),
      scheduledTimeIst: formatIst(row.scheduledAt),
      status: row.status,
      sessionType: row.sessionType,
      duration: row.duration,
      chatEnabled: row.chatEnabled,
      agenda: row.agenda,
      learningGoals: row.learningGoals,
      specificAdvice: row.specificAdvice,
      previousSteps: row.previousSteps,
      challenges: row.challenges,
      resumeUrl: row.resumeDocumentId ? documentPath(row.resumeDocumentId) : null,
      documentUrl: row.otherDocumentId ? documentPath(row.otherDocumentId) : null,
      reason: row.reason,
      attendanceOutcome: row.attendanceOutcome,
      tookPlace: confirmationAsked(row, clock()) ? { student: row.studentTookPlace, mentor: row.mentorTookPlace } : null,
      review: row.review ? { ...row.review, createdAt: iso(row.review.createdAt) } : null,
      proposal: row.proposedStart
        ? {
            scheduledTime: iso(row.proposedStart),
            scheduledTimeIst: formatIst(row.proposedStart),
            proposedBy: row.proposedBy === row.mentorId ? 'mentor' : 'student',
          }
        : null,
      lateCancellation: row.lateCancellation,
      createdAt: iso(row.createdAt),
    };
  }

  /** The booking and which side the caller is on; anyone else is refused. */
  async function partyOf(id: string, auth: RequestAuth): Promise<{ row: BookingRow; byMentor: boolean }> {
    const row = await requireBooking(id);
    const byMentor = row.mentorId === auth.userId;
    if (!byMentor && row.studentId !== auth.userId) throw forbidden(BOOKING_MESSAGES.notYourBooking, 'NOT_YOUR_BOOKING');
    return { row, byMentor };
  }

  /**
   * A start the mentor offers now: on a bookable day, on a slot of that day, and free (`ownStart`, the session being
   * moved, does not count as taken).
   */
  async function assertOfferedStart(mentorId: string, at: Date, now: Date, ownStart?: Date) {
    if (Number.isNaN(at.getTime())) throw badRequest(BOOKING_MESSAGES.invalidDate, 'INVALID_DATE');
    if (at <= now) throw badRequest(BOOKING_MESSAGES.pastSlot, 'SLOT_IN_PAST');
    const parts = istParts(at);
    const rules = await rulesOf(mentorId);
    const onOfferedDay = offeredDays(rules, now).includes(parts.date);
    const isSlot = at.getUTCSeconds() === 0 && at.getUTCMilliseconds() === 0 && startsOn(rules, parts.date).includes(parts.minute);
    if (!onOfferedDay || !isSlot) throw badRequest(BOOKING_MESSAGES.invalidDate, 'INVALID_DATE');
    const held = (
      await repo.heldSlots([mentorId], heldWindowStart(at), new Date(at.getTime() + (rules.sessionMinutes + rules.bufferMinutes) * 60_000))
    ).filter((session) => !(session.confirmed && ownStart && session.at === ownStart.getTime()));
    if (!isFree(at.getTime(), rules.sessionMinutes, held, rules.bufferMinutes)) throw conflict(BOOKING_MESSAGES.slotTaken, 'SLOT_TAKEN');
    return rules;
  }

  async function requireBooking(id: string): Promise<BookingRow> {
    const row = isUuid(id) ? await repo.findBooking(id) : undefined;
    if (!row) throw notFound(BOOKING_MESSAGES.bookingNotFound, 'BOOKING_NOT_FOUND');
    return row;
  }

  /** A document named in a booking must be one the student uploaded. */
  async function ownDocument(url: string | null | undefined, studentId: string): Promise<string | null> {
    if (!url) return null;
    const id = DOCUMENT_PATH_PATTERN.exec(url)?.[1];
    const doc = id && isUuid(id) ? await repo.findDocument(id) : undefined;
    if (!doc || doc.ownerId !== studentId) throw badRequest(BOOKING_MESSAGES.documentInvalid, 'DOCUMENT_INVALID');
    return doc.id;
  }

  /** A booking's mail: its time, a link, and a calendar file when the session goes on (or off) a calendar. */
  function mail(subject: string, sentence: string, row: BookingRow, link: string, calendar?: { cancelled?: boolean }) {
    const roomUrl = new URL(roomPath(row.id), deps.publicUrl).toString();
    return bookingMail({
      subject,
      sentence,
      bookingId: row.id,
      start: row.scheduledAt,
      minutes: row.duration,
      url: new URL(link, deps.publicUrl).toString(),
      ...(row.status === 'confirmed' ? { roomUrl } : {}),
      ...(calendar
        ? {
            calendar: {
              summary: `Mentorship session: ${mentorName(row)} and ${studentName(row)}`,
              sequence: row.calendarSequence,
              roomUrl,
              cancelled: calendar.cancelled,
            },
          }
        : {}),
    });
  }

  /**
   * The side that made the change gets the calendar file too (the mentor who accepted, whoever cancelled), so both
   * calendars hold the session or drop it; by mail only, as they chose for bookings. Off the request, like `notify`.
   */
  function calendarToActor(row: BookingRow, actorId: string, subject: string, sentence: string, link: string, cancelled: boolean) {
    const to = actorId === row.mentorId ? row.mentorEmail : row.studentEmail;
    void notifier
      .mailTo({ kind: 'bookings', to, userId: actorId, message: mail(subject, sentence, row, link, { cancelled }) })
      .catch(() => undefined /* the other side's mail and the calendar feed still carry the change */);
  }

  interface Confirmed {
    notice: NotificationRow;
    declined: { id: string; sentence: string; notice: NotificationRow }[];
  }

  /**
   * A pending request becomes a confirmed session at `row.scheduledAt`, in the caller's transaction: the mentor's
   * accept, or the student's accept of the time the mentor proposed instead. Its reminders and attendance check, the
   * notice given, and every pending request it now overlaps declined, each student told why with the mentor's next
   * free times. Null when the request is no longer pending.
   */
  async function confirmRequest(tx: Tx, row: BookingRow, notice: Parameters<typeof createNotification>[1]): Promise<Confirmed | null> {
    // Accepts of one mentor take turns, so each declines what the one before left pending without a deadlock.
    if (!(await repo.tryLockMentorDecisions(tx, row.mentorId))) throw conflict(BOOKING_MESSAGES.decisionBusy, 'DECISION_IN_PROGRESS');
    if (!(await repo.transition(tx, row.id, ['pending'], 'confirmed'))) return null;
    // Accepted at its own time, a time the mentor had proposed instead is moot.
    if (row.proposedStart) await repo.dropProposal(tx, row.id);
    await bookingJobs.confirmed(tx, row, clock());
    // Ten minutes after the start, the room's attendance decides whether the session was held (sessions feature).
    await scheduleAttendanceCheck(tx, row.id, row.scheduledAt);
    const created = await createNotification(tx, notice);
    const overlapReason = `${mentorName(row)} confirmed another session at this time.`;
    const rules = await rulesOf(row.mentorId, tx);
    const overlapped = await repo.declineOverlappingPending(tx, row.id, rules.bufferMinutes, overlapReason);
    if (overlapped.length === 0) return { notice: created, declined: [] };
    const free = (await slotDays(row.mentorId, clock(), undefined, tx))
      .flatMap((day) => day.slots.filter((slot) => slot.available))
      .slice(0, 3)
      .map((slot) => formatIst(slot.scheduledTime));
    const declined = [];
    for (const other of overlapped) {
      await bookingJobs.ended(tx, other.id);
      const sentence = `${mentorName(row)} declined your session request for ${formatIst(other.scheduledAt)}: ${overlapReason} ${
        free.length > 0 ? `Their next free times: ${free.join('; ')}.` : 'They have no free time left in the coming days.'
      }`;
      declined.push({
        id: other.id,
        sentence,
        notice: await createNotification(tx, {
          userId: other.studentId,
          senderId: row.mentorId,
          senderName: mentorName(row),
          type: 'booking_declined',
          message: sentence,
          link: `/MentorDescPage/${row.mentorId}`,
        }),
      });
    }
    return { notice: created, declined };
  }

  /** After the commit: each student whose request a confirmation overlapped is told, live and by mail. */
  async function announceOverlapsDeclined(mentorId: string, declined: Confirmed['declined']) {
    for (const item of declined) {
      const other = await repo.findBooking(item.id);
      if (other) {
        await notifier.notify([item.notice], {
          mail: mail('Your session request was declined', item.sentence, other, `/MentorDescPage/${mentorId}`),
        });
      }
    }
  }

  /** A confirmation that would overlap another session of the mentor or the student, as the answer that says so. */
  function rethrowOverlap(error: unknown): never {
    const overlap = exclusionViolation(error);
    if (overlap) {
      throw overlap.constraint === 'bookings_student_no_overlap'
        ? conflict(BOOKING_MESSAGES.studentOverlap, 'STUDENT_OVERLAP')
        : conflict(BOOKING_MESSAGES.mentorOverlap, 'SESSION_OVERLAP');
    }
    // Two mentors accepting overlapping requests of one student at once: PostgreSQL ends one of them.
    if (sqlState(error) === '40P01') throw conflict(BOOKING_MESSAGES.studentOverlap, 'STUDENT_OVERLAP');
    throw error;
  }

  /**
   * The student's answer to the time the mentor proposed for their pending request: accepting confirms the request at
   * that time (as the mentor's accept would, in one transaction); declining leaves it waiting at its own time.
   */
  async function answerRequestProposal(row: BookingRow, proposed: Date, answer: 'accept' | 'decline'): Promise<Booking> {
    const sentence =
      answer === 'accept'
        ? `${studentName(row)} accepted the time you proposed: the session on ${formatIst(proposed)} is confirmed.`
        : `${studentName(row)} declined the time you proposed; the request for ${formatIst(row.scheduledAt)} still waits for your answer.`;
    const notice = {
      userId: row.mentorId,
      senderId: row.studentId,
      senderName: studentName(row),
      type: answer === 'accept' ? 'booking_accepted' : 'booking_rescheduled',
      message: sentence,
      link: '/MentorRequests',
    } as const;
    const done = await repo
      .transaction(async (tx): Promise<Confirmed | null> => {
        if (answer === 'decline') {
          await repo.dropProposal(tx, row.id);
          return { notice: await createNotification(tx, notice), declined: [] };
        }
        if (!(await repo.moveToProposal(tx, row.id, proposed, 'pending'))) return null;
        return confirmRequest(tx, { ...row, scheduledAt: proposed }, notice);
      })
      .catch(rethrowOverlap);
    if (!done) throw conflict(BOOKING_MESSAGES.rescheduleNone, 'NO_PROPOSAL');
    const after = (await repo.findBooking(row.id)) ?? row;
    await notifier.notify([done.notice], {
      mail: mail(
        answer === 'accept' ? 'Your session is confirmed' : 'Your proposed time was declined',
        sentence,
        after,
        '/MentorRequests',
        answer === 'accept' ? {} : undefined,
      ),
    });
    if (answer === 'accept') {
      calendarToActor(
        after,
        row.studentId,
        'Session confirmed: your calendar invitation',
        `You accepted ${mentorName(row)}'s proposed time: your session on ${formatIst(proposed)} is confirmed.`,
        '/MySessions',
        false,
      );
    }
    await announceOverlapsDeclined(row.mentorId, done.declined);
    return toBooking(after);
  }

  return {
    /** Mentors as the list shows them, with their next free slot. */
    async toMentors(rows: MentorRow[]): Promise<Mentor[]> {
      const now = clock();
      const next = await nextFreeSlots(
        rows.map((row) => row.userId),
        now,
      );
      return rows.map((row) => toMentor(row, next.get(row.userId), now));
    },

    ownDocument,

    async listMentors(query: ListQuery): Promise<MentorListResponse> {
      const now = clock();
      const today = istParts(now);
      const { rows, total } = await repo.listMentors(
        {
          terms: searchTerms(query.search),
          focusAreas: query.focusArea,
          expertise: query.expertise,
          company: query.company || undefined,
          availableToday: query.availableToday
            ? { dayStart: istToUtc(today.date, 0), today: today.date, weekday: today.weekday, now, defaults: DEFAULT_SLOT_MINUTES }
            : undefined,
          answersQuickly: query.answersQuickly,
          sort: query.sort,
        },
        { limit: query.limit, offset: (query.page - 1) * query.limit },
        { from: istToUtc(today.date, 0), to: horizonEnd(now) },
      );
      return {
        mentors: rows.map(({ mentor, rules, held, reliability }): MentorListItem => ({
          ...toMentor(mentor, nextFreeSlot(rules, held, now) ?? undefined, now),
          reliability,
        })),
        total,
        page: query.page,
        limit: query.limit,
        facets: await repo.facets(),
      };
    },

    /**
     * One statement: the mentor with their week, the held slots of both windows (the next free slot's horizon and
     * the bookable days), the review averages and the session totals; the slots are worked out here from those.
     */
    async getMentor(userId: string, viewer: RequestAuth | null): Promise<MentorDetail> {
      const now = clock();
      // The window covers the longest horizon a mentor may set, as the rules are read in the same statement.
      const longest = bookableDays(now, HORIZON_MAX_DAYS);
      const from = heldWindowStart(istToUtc(istParts(now).date, 0));
      const to = new Date(Math.max(horizonEnd(now).getTime(), istToUtc(longest[longest.length - 1]!, 25 * 60).getTime()));
      const detail = isUuid(userId) ? await repo.mentorDetail(userId, from, to) : undefined;
      if (!detail) throw notFound(BOOKING_MESSAGES.mentorNotFound, 'MENTOR_NOT_FOUND');
      const { mentor: row, rules, reviews: averages, totals, reliability } = detail;
      // Sessions outside either window overlap no slot of it, so one list serves both.
      const held = detail.held;
      const next = nextFreeSlot(rules, held, now) ?? undefined;
      const percent = (value: number | null | undefined): number | 'N/A' =>
        value === null || value === undefined ? 'N/A' : Math.round((value / 5) * 100);
      const reviews: MentorReviews = {
        subjectKnowledge: percent(averages?.subjectKnowledge),
        inspirational: percent(averages?.inspirational),
        problemSolving: percent(averages?.problemSolving),
        communication: percent(averages?.communication),
        extraMile: percent(averages?.extraMile),
      };
      return {
        ...toMentor(row, next, now),
        reliability,
        programme: row.program,
        email: row.emailPublic || viewer?.userId === row.userId ? row.email : null,
        languages: row.languages,
        reviews,
        successfulCalls: totals.calls,
        totalMentees: totals.mentees,
        slotDays: slotCards(rules, held, now, offeredDays(rules, now)),
        sessionMinutes: rules.sessionMinutes,
      };
    },

    async getAvailability(mentorId: string): Promise<AvailabilityResponse> {
      const saved = (await repo.availabilityOf([mentorId])).get(mentorId);
      const rules = saved ?? DEFAULT_RULES;
      const full: Record<string, number[]> = {};
      for (let day = 0; day < 7; day += 1) full[String(day)] = slotsOn(rules.weekly, day);
      return {
        weekly: full,
        isDefault: !saved,
        sessionMinutes: rules.sessionMinutes,
        bufferMinutes: rules.bufferMinutes,
        datesOff: [...rules.datesOff],
        horizonDays: rules.horizonDays,
      };
    },

    /** The mentor's own coming week: today and the next six IST days, with how many slots are still free. */
    async freeWeek(mentorId: string): Promise<FreeWeekResponse> {
      const now = clock();
      const days = await slotDays(
        mentorId,
        now,
        Array.from({ length: NEXT_SLOT_HORIZON_DAYS }, (_, offset) => istDayAfter(now, offset)),
      );
      return { days, free: days.reduce((sum, day) => sum + day.slots.filter((slot) => slot.available).length, 0) };
    },

    /** The mentor's own figures, the same as students see, with the requests and sessions that lowered them. */
    ownReliability(mentorId: string): Promise<OwnReliabilityResponse> {
      return ownReliability(repo.db, mentorId);
    },

    /** Saves the week and whichever rules were sent; a rule left out keeps what was saved (the defaults at first). */
    async setAvailability(auth: RequestAuth, settings: AvailabilitySettings): Promise<AvailabilityResponse> {
      await requireMentor(auth.userId);
      const before = await rulesOf(auth.userId);
      const clean: WeeklyAvailability = {};
      for (const [day, minutes] of Object.entries(settings.weekly)) {
        clean[day as keyof WeeklyAvailability] = [...new Set(minutes ?? [])].sort((a, b) => a - b);
      }
      const sessionMinutes = settings.sessionMinutes ?? before.sessionMinutes;
      if (Object.values(clean).some((minutes) => minutes.some((minute) => minute + sessionMinutes > HOURS_END_MINUTE))) {
        throw badRequest(BOOKING_MESSAGES.hoursRange, 'HOURS_OUT_OF_RANGE');
      }
      await repo.saveAvailability(auth.userId, {
        weekly: clean,
        sessionMinutes,
        bufferMinutes: settings.bufferMinutes ?? before.bufferMinutes,
        datesOff: [...new Set(settings.datesOff ?? before.datesOff)].sort(),
        horizonDays: settings.horizonDays ?? before.horizonDays,
      });
      return this.getAvailability(auth.userId);
    },

    async book(mentorUserId: string, body: BookingBody, auth: RequestAuth): Promise<BookingResponse> {
      if (auth.role !== 'student') throw forbidden(BOOKING_MESSAGES.studentsOnly, 'STUDENTS_ONLY');
      if (body.mentorId !== mentorUserId) throw badRequest(BOOKING_MESSAGES.mentorMismatch, 'MENTOR_MISMATCH');
      const mentor = await requireMentor(mentorUserId);
      if (mentor.userId === auth.userId) throw badRequest(BOOKING_MESSAGES.ownBooking, 'OWN_BOOKING');
      await deps.bookingPause?.(auth.userId, mentor.userId);
      const at = new Date(body.scheduledTime);
      // A start a confirmed session overlaps (or comes within the buffer of) is not offered; the mentor could not
      // accept it (bookings_mentor_no_overlap). The session lasts as long as the mentor's sessions do.
      const rules = await assertOfferedStart(mentor.userId, at, clock());
      const duration = rules.sessionMinutes;
      if (await repo.studentHasConfirmedOverlap(auth.userId, at, duration)) {
        throw conflict(BOOKING_MESSAGES.ownOverlap, 'SESSION_OVERLAP');
      }
      const resumeId = await ownDocument(body.resumeUrl, auth.userId);
      const otherId = await ownDocument(body.documentUrl, auth.userId);

      // The booking and the mentor's notification are stored together: one exists exactly when the other does.
      let created: { row: BookingRow; requested: NotificationRow; note: NotificationRow | null };
      try {
        created = await repo.transaction(async (tx) => {
          const id = await repo.insertBooking(
            {
              mentorId: mentor.userId,
              studentId: auth.userId,
              scheduledAt: at,
              sessionType: body.sessionType,
              duration,
              chatEnabled: body.chatEnabled,
              agenda: body.agenda,
              learningGoals: body.learningGoals,
              specificAdvice: body.specificAdvice,
              previousSteps: body.previousSteps,
              challenges: body.challenges,
              resumeDocumentId: resumeId,
              otherDocumentId: otherId,
            },
            tx,
          );
          const row = (await repo.findBooking(id, tx))!;
          await bookingJobs.requested(tx, row);
          const requested = await createNotification(tx, {
            userId: row.mentorId,
            senderId: row.studentId,
            senderName: studentName(row),
            type: 'booking_requested',
            message: `${studentName(row)} requested a session on ${formatIst(row.scheduledAt)}.`,
            link: '/MentorRequests',
          });
          // The first booking after a missed session gets one kind note (issue 31.4).
          const missed = await repo.missedBeforeRebooking(tx, auth.userId, row.id);
          const note = missed
            ? await createNotification(tx, {
                userId: auth.userId,
                senderName: 'Mentorship sessions',
                type: 'session_attendance',
                message: `Good to see you booking again. Your session${missed.mentorName ? ` with ${missed.mentorName}` : ''} on ${formatIst(missed.scheduledAt)} was missed; if a time stops working for you, move or cancel it at least 3 hours ahead, so your mentor can give that hour to someone else.`,
                link: '/MySessions',
              })
            : null;
          return { row, requested, note };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(BOOKING_MESSAGES.slotTaken, 'SLOT_TAKEN');
        throw error;
      }
      const { row, requested, note } = created;
      if (note) await notifier.notify([note]);
      await notifier.notify([requested], {
        mail: mail('New session request', `${studentName(row)} requested a mentorship session: "${row.agenda}".`, row, '/MentorRequests'),
      });
      return { message: BOOKING_MESSAGES.bookSuccess, booking: toBooking(row) };
    },

    async listBookings(auth: RequestAuth, query: BookingListQuery): Promise<BookingListResponse> {
      const as = query.as ?? (auth.role === 'mentor' ? 'mentor' : 'student');
      const { rows, total } = await repo.listBookings(auth.userId, as, query.status, {
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      });
      return { bookings: rows.map(toBooking), total, page: query.page, limit: query.limit };
    },

    async getBooking(id: string, auth: RequestAuth): Promise<Booking> {
      const row = await requireBooking(id);
      if (row.studentId !== auth.userId && row.mentorId !== auth.userId)
        throw forbidden(BOOKING_MESSAGES.notYourBooking, 'NOT_YOUR_BOOKING');
      return toBooking(row);
    },

    async decide(id: string, auth: RequestAuth, decision: 'accept' | 'decline', reason: string): Promise<Booking> {
      const row = await requireBooking(id);
      if (row.mentorId !== auth.userId) throw forbidden(BOOKING_MESSAGES.notYourBooking, 'NOT_YOUR_BOOKING');
      const sentence =
        decision === 'accept'
          ? `${mentorName(row)} accepted your session request for ${formatIst(row.scheduledAt)}.`
          : `${mentorName(row)} declined your session request for ${formatIst(row.scheduledAt)}${reason ? `: ${reason}` : '.'}`;
      const notice = {
        userId: row.studentId,
        senderId: row.mentorId,
        senderName: mentorName(row),
        type: decision === 'accept' ? 'booking_accepted' : 'booking_declined',
        message: sentence,
        link: '/MySessions',
      } as const;
      const decided = await repo
        .transaction(async (tx): Promise<Confirmed | null> => {
          if (decision === 'accept') return confirmRequest(tx, row, notice);
          if (!(await repo.transition(tx, row.id, ['pending'], 'declined', { reason: reason || null }))) return null;
          await bookingJobs.ended(tx, row.id);
          return { notice: await createNotification(tx, notice), declined: [] };
        })
        .catch(rethrowOverlap);
      if (!decided) throw conflict(BOOKING_MESSAGES.notPending, 'NOT_PENDING');
      // As it is now: confirmed, with the calendar SEQUENCE the change gave it.
      const after = (await repo.findBooking(row.id)) ?? row;
      await notifier.notify([decided.notice], {
        mail: mail(
          decision === 'accept' ? 'Your session is confirmed' : 'Your session request was declined',
          sentence,
          after,
          '/MySessions',
          decision === 'accept' ? {} : undefined,
        ),
      });
      if (decision === 'accept') {
        calendarToActor(
          after,
          row.mentorId,
          'Session confirmed: your calendar invitation',
          `You accepted ${studentName(row)}'s session request for ${formatIst(row.scheduledAt)}.`,
          '/MentorRequests',
          false,
        );
      }
      await announceOverlapsDeclined(row.mentorId, decided.declined);
      return toBooking(after);
    },

    async cancel(id: string, auth: RequestAuth, reason: string): Promise<Booking> {
      const row = await requireBooking(id);
      const byMentor = row.mentorId === auth.userId;
      if (!byMentor && row.studentId !== auth.userId) throw forbidden(BOOKING_MESSAGES.notYourBooking, 'NOT_YOUR_BOOKING');
      const actor = byMentor ? mentorName(row) : studentName(row);
      const sentence = `${actor} cancelled the session on ${formatIst(row.scheduledAt)}${reason ? `: ${reason}` : '.'}`;
      const wasConfirmed = row.status === 'confirmed';
      // A confirmed session cancelled within 3 hours of its start left the other side no time to plan: counted as late.
      const late = wasConfirmed && row.scheduledAt.getTime() - clock().getTime() < RESCHEDULE_CUTOFF_MINUTES * 60_000;
      const cancelled = await repo.transaction(async (tx) => {
        const ok = await repo.transition(tx, row.id, ['pending', 'confirmed'], 'cancelled', {
          reason: reason || null,
          cancelledBy: auth.userId,
          lateCancellation: late,
        });
        if (!ok) return null;
        await bookingJobs.ended(tx, row.id);
        return createNotification(tx, {
          userId: byMentor ? row.studentId : row.mentorId,
          senderId: auth.userId,
          senderName: actor,
          type: 'booking_cancelled',
          message: sentence,
          link: byMentor ? '/MySessions' : '/MentorRequests',
        });
      });
      if (!cancelled) throw conflict(BOOKING_MESSAGES.notCancellable, 'NOT_CANCELLABLE');
      const after = (await repo.findBooking(row.id)) ?? row;
      await notifier.notify([cancelled], {
        mail: mail(
          'A session was cancelled',
          sentence,
          after,
          byMentor ? '/MySessions' : '/MentorRequests',
          wasConfirmed ? { cancelled: true } : undefined,
        ),
      });
      if (wasConfirmed) {
        calendarToActor(
          after,
          auth.userId,
          'You cancelled a session',
          `You cancelled the session on ${formatIst(row.scheduledAt)}.`,
          byMentor ? '/MentorRequests' : '/MySessions',
          true,
        );
      }
      return toBooking(after);
    },

    /**
     * Either side of a confirmed session proposes another start among the mentor's free slots, until 3 hours before
     * the session (issue 31.5); the session keeps its time until the other side accepts. The mentor of a pending
     * request may answer it the same way (issue 37.1 counts that as an answer); the student accepts, which confirms
     * it at that time, or declines, and the request waits at its own time. A new proposal replaces one still waiting.
     */
    async proposeReschedule(id: string, auth: RequestAuth, scheduledTime: string): Promise<Booking> {
      const { row, byMentor } = await partyOf(id, auth);
      const now = clock();
      const as = byMentor ? 'mentor' : 'student';
      const status = row.status;
      if (status !== 'confirmed' && status !== 'pending') throw conflict(BOOKING_MESSAGES.rescheduleNotConfirmed, 'NOT_CONFIRMED');
      if (status === 'pending' && !byMentor) throw conflict(BOOKING_MESSAGES.proposeOnlyMentor, 'MENTOR_ANSWERS_REQUESTS');
      if (!canProposeTime({ status, scheduledTime: row.scheduledAt.toISOString() }, as, now.getTime())) {
        throw conflict(BOOKING_MESSAGES.rescheduleTooLate, 'TOO_LATE_TO_MOVE');
      }
      const at = new Date(scheduledTime);
      if (at.getTime() === row.scheduledAt.getTime()) throw badRequest(BOOKING_MESSAGES.rescheduleSameTime, 'SAME_TIME');
      await assertOfferedStart(row.mentorId, at, now, row.scheduledAt);
      const actor = byMentor ? mentorName(row) : studentName(row);
      const sentence =
        status === 'pending'
          ? `${actor} cannot make ${formatIst(row.scheduledAt)} and proposed ${formatIst(at)} instead. Accept or decline it on your sessions page.`
          : `${actor} proposed moving your session of ${formatIst(row.scheduledAt)} to ${formatIst(at)}. Accept or decline it on your sessions page.`;
      const link = byMentor ? '/MySessions' : '/MentorRequests';
      const notice = await repo.transaction(async (tx) => {
        if (!(await repo.propose(tx, row.id, at, auth.userId, status))) return null;
        return createNotification(tx, {
          userId: byMentor ? row.studentId : row.mentorId,
          senderId: auth.userId,
          senderName: actor,
          type: 'booking_rescheduled',
          message: sentence,
          link,
        });
      });
      if (!notice) throw conflict(BOOKING_MESSAGES.rescheduleNotConfirmed, 'NOT_CONFIRMED');
      await notifier.notify([notice], { mail: mail('A new time was proposed for your session', sentence, row, link) });
      return toBooking((await repo.findBooking(row.id)) ?? row);
    },

    /**
     * The other side accepts or declines a proposed start; the proposer may withdraw it. Accepting moves the session,
     * its reminders and its calendar event (a new SEQUENCE) in one transaction; the overlap constraints still hold.
     */
    async answerReschedule(id: string, auth: RequestAuth, answer: 'accept' | 'decline' | 'withdraw'): Promise<Booking> {
      const { row, byMentor } = await partyOf(id, auth);
      const proposed = row.proposedStart;
      if ((row.status !== 'confirmed' && row.status !== 'pending') || !proposed || !row.proposedBy) {
        throw conflict(BOOKING_MESSAGES.rescheduleNone, 'NO_PROPOSAL');
      }
      const own = row.proposedBy === auth.userId;
      if (own !== (answer === 'withdraw')) throw forbidden(BOOKING_MESSAGES.rescheduleOwnProposal, 'NOT_YOUR_ANSWER');
      if (answer === 'withdraw') {
        await repo.transaction((tx) => repo.dropProposal(tx, row.id));
        return toBooking((await repo.findBooking(row.id)) ?? row);
      }
      if (row.status === 'pending') return answerRequestProposal(row, proposed, answer);
      const actor = byMentor ? mentorName(row) : studentName(row);
      const sentence =
        answer === 'accept'
          ? `${actor} accepted the new time: your session moved from ${formatIst(row.scheduledAt)} to ${formatIst(proposed)}.`
          : `${actor} declined moving the session; it stays on ${formatIst(row.scheduledAt)}.`;
      const link = byMentor ? '/MySessions' : '/MentorRequests';
      let notice: NotificationRow | null;
      try {
        notice = await repo.transaction(async (tx) => {
          if (answer === 'accept') {
            if (!(await repo.moveToProposal(tx, row.id, proposed))) return null;
            await bookingJobs.confirmed(tx, { id: row.id, scheduledAt: proposed });
            await scheduleAttendanceCheck(tx, row.id, proposed);
          } else await repo.dropProposal(tx, row.id);
          return createNotification(tx, {
            userId: row.proposedBy!,
            senderId: auth.userId,
            senderName: actor,
            type: 'booking_rescheduled',
            message: sentence,
            link,
          });
        });
      } catch (error) {
        const overlap = exclusionViolation(error);
        if (overlap || isUniqueViolation(error)) {
          throw conflict(
            overlap?.constraint === 'bookings_student_no_overlap' ? BOOKING_MESSAGES.studentOverlap : BOOKING_MESSAGES.slotTaken,
            'SLOT_TAKEN',
          );
        }
        throw error;
      }
      if (!notice) throw conflict(BOOKING_MESSAGES.rescheduleNone, 'NO_PROPOSAL');
      const after = (await repo.findBooking(row.id)) ?? row;
      // Accepted: both calendars take the moved event (the proposer's by the notification's mail, the other's here).
      await notifier.notify([notice], {
        mail: mail(
          answer === 'accept' ? 'Your session was moved' : 'Your proposed time was declined',
          sentence,
          after,
          link,
          answer === 'accept' ? {} : undefined,
        ),
      });
      if (answer === 'accept') {
        calendarToActor(
          after,
          auth.userId,
          'Session moved: your calendar invitation',
          sentence,
          byMentor ? '/MentorRequests' : '/MySessions',
          false,
        );
      }
      return toBooking(after);
    },

    /** The student of a completed session rates it once; the mentor's rating and review count follow. */
    async review(id: string, auth: RequestAuth, body: ReviewBody): Promise<Booking> {
      const row = await requireBooking(id);
      if (row.studentId !== auth.userId) throw forbidden(BOOKING_MESSAGES.notYourBooking, 'NOT_YOUR_BOOKING');
      if (row.status !== 'completed') throw conflict(BOOKING_MESSAGES.reviewOnlyCompleted, 'NOT_COMPLETED');
      const tookPlace = row.meetingUrl ? { student: row.studentTookPlace, mentor: row.mentorTookPlace } : null;
      if (!isReviewable({ attendanceOutcome: row.attendanceOutcome, tookPlace })) {
        throw row.attendanceOutcome === null
          ? conflict(BOOKING_MESSAGES.reviewAfterTookPlace, 'TOOK_PLACE_UNANSWERED')
          : conflict(BOOKING_MESSAGES.reviewOnlyHeld, 'NOT_HELD');
      }
      const saved = await repo.insertReview({ bookingId: row.id, mentorId: row.mentorId, ...body });
      if (!saved) throw conflict(BOOKING_MESSAGES.alreadyReviewed, 'ALREADY_REVIEWED');
      return toBooking((await repo.findBooking(row.id))!);
    },

    /**
     * A document's bytes for its owner, the mentor of a booking that carries it, or an operator when it is the
     * resume of a job application.
     */
    async documentFor(id: string, auth: RequestAuth) {
      const doc = isUuid(id) ? await repo.findDocument(id) : undefined;
      if (!doc) throw notFound(BOOKING_MESSAGES.documentNotFound, 'DOCUMENT_NOT_FOUND');
      const allowed =
        doc.ownerId === auth.userId ||
        (auth.role === 'admin' && (await repo.isDocumentOfApplication(doc.id))) ||
        (await repo.isDocumentOfMentor(doc.id, auth.userId));
      if (!allowed) {
        throw forbidden(BOOKING_MESSAGES.notYourBooking, 'NOT_YOUR_DOCUMENT');
      }
      return doc;
    },
  };
}

export type MentorsService = ReturnType<typeof createMentorsService>;

/** What a document's first bytes say it is; null for anything else. */
export function sniffDocument(bytes: Buffer): { extension: 'pdf' | 'doc' | 'docx'; contentType: string } | null {
  if (bytes.length >= 5 && bytes.subarray(0, 5).toString('latin1') === '%PDF-') return { extension: 'pdf', contentType: 'application/pdf' };
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))) {
    return { extension: 'doc', contentType: 'application/msword' };
  }
  if (bytes.length >= 4 && bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])) && bytes.includes('word/', 0, 'latin1')) {
    return { extension: 'docx', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' };
  }
  return null;
}

export const documentTypeError = () => new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', BOOKING_MESSAGES.documentType);
export const documentSizeError = () => new AppError(413, 'PAYLOAD_TOO_LARGE', BOOKING_MESSAGES.documentTooLarge);
