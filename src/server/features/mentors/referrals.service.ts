import type { z } from 'zod';
import { uuidSchema } from '../../../shared/contracts/common.js';
import {
  BOOKING_MESSAGES,
  documentPath,
  REFERRAL_MESSAGES,
  REFERRAL_QUESTIONS,
  REFERRAL_TRANSITIONS,
  type ReferralListResponse,
  type referralListQuerySchema,
  type ReferralMentor,
  type ReferralMentorListResponse,
  type referralMentorListQuerySchema,
  type ReferralRequest,
  type referralRequestBodySchema,
  type ReferralSettings,
  type referralStatusBodySchema,
} from '../../../shared/contracts/mentors.js';
import type { RequestAuth } from '../../platform/auth.js';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.js';
import { createNotification, type Notifier } from '../notifications/index.js';
import type { MentorsService } from './mentors.service.js';
import { searchTerms } from './mentors.service.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { ReferralMentorRow, ReferralRow, ReferralsRepository } from './referrals.repository.js';

const isUuid = (value: string) => uuidSchema.safeParse(value).success;

type MentorListQuery = z.output<typeof referralMentorListQuerySchema>;
type RequestBody = z.output<typeof referralRequestBodySchema>;
type ListQuery = z.output<typeof referralListQuerySchema>;
type StatusBody = z.output<typeof referralStatusBodySchema>;

const studentName = (row: ReferralRow) =>
  [row.studentFirstName, row.studentLastName].filter(Boolean).join(' ').trim() || row.studentUsername || row.studentEmail.split('@')[0]!;
const mentorName = (row: ReferralRow) => row.mentorName || row.mentorUsername || row.mentorEmail.split('@')[0]!;

function toRequest(row: ReferralRow): ReferralRequest {
  return {
    id: row.id,
    mentor: {
      id: row.mentorId,
      name: mentorName(row),
      profilePictureUrl: row.mentorPhoto,
      headline: row.mentorHeadline ?? '',
      company: row.mentorCompany ?? '',
    },
    student: { id: row.studentId, name: studentName(row), profilePictureUrl: row.studentPhoto },
    company: row.company,
    targetRole: row.targetRole,
    jobLink: row.jobLink,
    note: row.note,
    assessment: REFERRAL_QUESTIONS.map((question, index) => ({ question, answer: row.answers[index] ?? '' })),
    resumeUrl: row.resumeDocumentId ? documentPath(row.resumeDocumentId) : null,
    price: row.price,
    status: row.status,
    mentorNote: row.mentorNote,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What the student reads when the mentor moves a request. */
function statusSentence(row: ReferralRow, to: StatusBody['status'], note: string): string {
  const who = mentorName(row);
  const tail = note ? `: ${note}` : '.';
  if (to === 'accepted') return `${who} accepted your referral request for ${row.targetRole} at ${row.company}${tail}`;
  if (to === 'referred') return `${who} referred you for ${row.targetRole} at ${row.company}${tail}`;
  return `${who} declined your referral request for ${row.targetRole} at ${row.company}${tail}`;
}

/** Referrals (platform-core §2.8–2.9): mentors as referrers, their settings, and students' requests. */
export function createReferralsService(deps: { repo: ReferralsRepository; mentors: MentorsService; notifier: Notifier }) {
  const { repo, mentors } = deps;

  async function toReferralMentors(rows: ReferralMentorRow[]): Promise<ReferralMentor[]> {
    const listed = await mentors.toMentors(rows);
    return listed.map((mentor, index) => ({
      ...mentor,
      referTo: rows[index]!.referTo,
      sessions: rows[index]!.sessions,
      acceptsReferrals: rows[index]!.acceptsReferrals,
    }));
  }

  async function requireMentor(userId: string): Promise<ReferralMentorRow> {
    const row = isUuid(userId) ? await repo.findMentor(userId) : undefined;
    if (!row) throw notFound(BOOKING_MESSAGES.mentorNotFound, 'MENTOR_NOT_FOUND');
    return row;
  }

  async function requireRequest(id: string): Promise<ReferralRow> {
    const row = isUuid(id) ? await repo.findRequest(id) : undefined;
    if (!row) throw notFound(REFERRAL_MESSAGES.requestNotFound, 'REFERRAL_NOT_FOUND');
    return row;
  }

  return {
    async listMentors(query: MentorListQuery): Promise<ReferralMentorListResponse> {
      const { rows, total } = await repo.listMentors(
        { terms: searchTerms(query.search), company: query.company || undefined },
        { limit: query.limit, offset: (query.page - 1) * query.limit },
      );
      return {
        mentors: await toReferralMentors(rows),
        total,
        page: query.page,
        limit: query.limit,
        companies: await repo.companies(),
      };
    },

    async getMentor(userId: string): Promise<ReferralMentor> {
      const [mentor] = await toReferralMentors([await requireMentor(userId)]);
      return mentor!;
    },

    async getSettings(mentorId: string): Promise<ReferralSettings> {
      const row = await requireMentor(mentorId);
      return { referralPrice: row.referralPrice, companies: row.referTo, acceptsReferrals: row.acceptsReferrals };
    },

    async saveSettings(auth: RequestAuth, settings: ReferralSettings): Promise<ReferralSettings> {
      await requireMentor(auth.userId);
      // Case-insensitive duplicates collapse to their first spelling.
      const companies = settings.companies.filter(
        (name, index) => settings.companies.findIndex((other) => other.toLowerCase() === name.toLowerCase()) === index,
      );
      await repo.saveSettings(auth.userId, { ...settings, companies });
      return this.getSettings(auth.userId);
    },

    /** A student asks a mentor for a referral; the mentor hears of it in the same transaction. */
    async request(mentorUserId: string, body: RequestBody, auth: RequestAuth): Promise<ReferralRequest> {
      if (auth.role !== 'student') throw forbidden(BOOKING_MESSAGES.studentsOnly, 'STUDENTS_ONLY');
      const mentor = await requireMentor(mentorUserId);
      if (!mentor.acceptsReferrals) throw conflict(REFERRAL_MESSAGES.notAccepting, 'NOT_ACCEPTING_REFERRALS');
      const company = mentor.referTo.find((name) => name.toLowerCase() === body.company.toLowerCase());
      if (!company) throw badRequest(REFERRAL_MESSAGES.companyNotOffered, 'COMPANY_NOT_OFFERED');
      const resumeId = await mentors.ownDocument(body.resumeUrl, auth.userId);
      let created: { id: string; notification: Awaited<ReturnType<typeof createNotification>> };
      try {
        created = await repo.transaction(async (tx) => {
          const id = await repo.insertRequest(tx, {
            mentorId: mentor.userId,
            studentId: auth.userId,
            company,
            targetRole: body.targetRole,
            jobLink: body.jobLink,
            note: body.note,
            answers: body.answers,
            resumeDocumentId: resumeId,
            price: mentor.referralPrice,
          });
          const row = (await repo.findRequest(id, tx))!;
          const notification = await createNotification(tx, {
            userId: mentor.userId,
            senderId: auth.userId,
            senderName: studentName(row),
            type: 'referral_requested',
            message: `${studentName(row)} asked you for a referral for ${row.targetRole} at ${company}.`,
            link: '/MentorReferrals',
          });
          return { id, notification };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(REFERRAL_MESSAGES.alreadyRequested, 'REFERRAL_EXISTS');
        throw error;
      }
      await deps.notifier.notify([created.notification]);
      return toRequest((await repo.findRequest(created.id))!);
    },

    async list(auth: RequestAuth, query: ListQuery): Promise<ReferralListResponse> {
      const as = query.as ?? (auth.role === 'mentor' ? 'mentor' : 'student');
      const { rows, total } = await repo.listRequests(auth.userId, as, query.status, {
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      });
      return { requests: rows.map(toRequest), total, page: query.page, limit: query.limit };
    },

    async get(id: string, auth: RequestAuth): Promise<ReferralRequest> {
      const row = await requireRequest(id);
      if (row.studentId !== auth.userId && row.mentorId !== auth.userId) {
        throw forbidden(REFERRAL_MESSAGES.notYourRequest, 'NOT_YOUR_REFERRAL');
      }
      return toRequest(row);
    },

    /** The request's mentor moves it (pending -> accepted/declined/referred, accepted -> referred/declined). */
    async setStatus(id: string, auth: RequestAuth, body: StatusBody): Promise<ReferralRequest> {
      const row = await requireRequest(id);
      if (row.mentorId !== auth.userId) throw forbidden(REFERRAL_MESSAGES.notYourRequest, 'NOT_YOUR_REFERRAL');
      const from = (Object.keys(REFERRAL_TRANSITIONS) as (keyof typeof REFERRAL_TRANSITIONS)[]).filter((status) =>
        REFERRAL_TRANSITIONS[status].includes(body.status),
      );
      const notification = await repo.transaction(async (tx) => {
        if (!(await repo.transition(tx, row.id, from, body.status, body.note || null))) return null;
        return createNotification(tx, {
          userId: row.studentId,
          senderId: row.mentorId,
          senderName: mentorName(row),
          type: 'referral_status',
          message: statusSentence(row, body.status, body.note),
          link: '/GetRfereral',
        });
      });
      if (!notification) throw conflict(REFERRAL_MESSAGES.badTransition, 'BAD_REFERRAL_TRANSITION');
      await deps.notifier.notify([notification]);
      return toRequest((await repo.findRequest(row.id))!);
    },
  };
}
