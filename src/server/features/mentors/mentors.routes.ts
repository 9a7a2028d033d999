import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  availabilityResponseSchema,
  BOOKING_MESSAGES,
  bookingIdParamsSchema,
  bookingListQuerySchema,
  bookingListResponseSchema,
  bookingReasonSchema,
  bookingRequestSchema,
  bookingResponseSchema,
  bookingSchema,
  documentIdParamsSchema,
  documentPath,
  freeWeekResponseSchema,
  MENTORSHIP_DOCUMENT_MAX_BYTES,
  mentorDetailSchema,
  mentorIdParamsSchema,
  mentorListQuerySchema,
  mentorListResponseSchema,
  ownReliabilityResponseSchema,
  reviewRequestSchema,
  rescheduleAnswerSchema,
  rescheduleBodySchema,
  uploadDocumentResponseSchema,
  availabilitySettingsSchema,
} from '../../../shared/contracts/mentors.js';
import { currentUser } from '../../platform/auth.js';
import { BEARER, errorResponses, PRESIGNED_REDIRECT, routeGuards } from '../../platform/route-schemas.js';
import { badRequest, forbidden } from '../../platform/errors.js';
import { readMultipart } from '../../platform/multipart.js';
import { cachedJsonOf, readerKey, cachedReads } from '../../platform/read-cache.js';
import { createBookingJobs } from './mentors.jobs.js';
import { createMentorsRepository } from './mentors.repository.js';
import { createMentorsService, documentSizeError, documentTypeError, sniffDocument } from './mentors.service.js';
import { createBookingPauseCheck } from '../sessions/index.js';
import { referralsRoutes } from './referrals.routes.js';
import { registerReliabilityRefresh } from './mentors.reliability.js';

const errors = errorResponses(400, 401, 403, 404, 409, 413, 415, 429);

/** What the mentor list and a mentor's page are read from: a write to any of them may change one. */
const MENTOR_READ_TABLES = [
  'users',
  'mentor_profiles',
  'mentor_availability',
  'bookings',
  'booking_reviews',
  'mentor_referral_settings',
  'mentor_reliability',
];
/**
 * Both also follow the clock, but only where a slot starts or a session ends (slots start on the hour or half hour,
 * sessions last an hour; IST's offset keeps those on UTC's quarter hours): kept until the next quarter hour at most.
 */
const QUARTER_HOUR_MS = 15 * 60_000;
const untilNextQuarterHour = () => QUARTER_HOUR_MS - (Date.now() % QUARTER_HOUR_MS);
const mentorListJson = cachedJsonOf(mentorListResponseSchema);
const mentorDetailJson = cachedJsonOf(mentorDetailSchema);

/**
 * Mentors (platform-core §2.6–2.9, §3; community §2.8, §3–§5, §7) and the mentor's side of a booking.
 * Registered under /api.
 */
export const mentorsRoutes: FastifyPluginAsyncZod = async (app) => {
  const sendCached = cachedReads(app.readCache);
  const repo = createMentorsRepository(app.db, { figures: app.config.listFigures });
  // Reliability follows the clock (a request counts once 24 hours old): every mentor's again every few minutes.
  const startReliabilityRefresh = registerReliabilityRefresh(app.jobs);
  if (app.config.jobQueue.enabled) app.addHook('onReady', () => startReliabilityRefresh(app.db));
  // Registers the reminder and expiry handlers with this instance's job runner.
  const bookingJobs = createBookingJobs({ jobs: app.jobs, repo, notifier: app.notifier, publicUrl: app.config.publicUrl });
  const service = createMentorsService({
    repo,
    notifier: app.notifier,
    bookingJobs,
    publicUrl: app.config.publicUrl,
    bookingPause: createBookingPauseCheck(app.db),
  });
  // Booking documents are private: kept in the private store, handed out only after the access check below.
  const documents = app.privateStorage;
  const { identified: visitorOrUser, signedIn, mentorOnly } = routeGuards(app);

  app.get(
    '/user-mentors/mentors',
    {
      ...visitorOrUser,
      schema: {
        tags: ['mentors'],
        summary: 'Mentors: typo-tolerant search, focus area, expertise, company and "available today" filters, pagination.',
        querystring: mentorListQuerySchema,
        response: { 200: mentorListResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      return sendCached(
        request,
        reply,
        { key: `mentors.list|${JSON.stringify(request.query)}`, tables: MENTOR_READ_TABLES, maxAgeMs: untilNextQuarterHour() },
        async () => mentorListJson(await service.listMentors(request.query)),
      );
    },
  );

  app.get(
    '/user-mentors/mentors/:userId',
    {
      ...visitorOrUser,
      schema: {
        tags: ['mentors'],
        summary: "A mentor's details, review percentages and free slots for the next 3 days starting tomorrow (IST).",
        params: mentorIdParamsSchema,
        response: { 200: mentorDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      return sendCached(
        request,
        reply,
        {
          key: `mentors.detail|${readerKey(request)}|${request.params.userId}`,
          tables: MENTOR_READ_TABLES,
          maxAgeMs: untilNextQuarterHour(),
        },
        async () => mentorDetailJson(await service.getMentor(request.params.userId, request.auth)),
      );
    },
  );

  app.get(
    '/user-mentors/availability',
    {
      ...signedIn,
      schema: {
        tags: ['mentors'],
        summary: "The signed-in mentor's weekly slots (IST).",
        security: BEARER,
        response: { 200: availabilityResponseSchema, ...errors },
      },
    },
    async (request) => service.getAvailability(currentUser(request).userId),
  );

  app.get(
    '/user-mentors/availability/week',
    {
      ...mentorOnly,
      schema: {
        tags: ['mentors'],
        summary: "The signed-in mentor's slots from today through the next six IST days, each free or held, and how many are free.",
        security: BEARER,
        response: { 200: freeWeekResponseSchema, ...errors },
      },
    },
    async (request) => service.freeWeek(currentUser(request).userId),
  );

  app.get(
    '/user-mentors/reliability',
    {
      ...mentorOnly,
      schema: {
        tags: ['mentors'],
        summary: "The signed-in mentor's reliability figures (as students see them) and the requests and sessions that lowered them.",
        security: BEARER,
        response: { 200: ownReliabilityResponseSchema, ...errors },
      },
    },
    async (request) => service.ownReliability(currentUser(request).userId),
  );

  app.put(
    '/user-mentors/availability',
    {
      ...mentorOnly,
      schema: {
        tags: ['mentors'],
        summary:
          'Replace the weekly slots (IST weekday ("0" Sunday) -> start minutes, 09:00 to 22:00) and set the session length, buffer, dates off and booking horizon.',
        security: BEARER,
        body: availabilitySettingsSchema,
        response: { 200: availabilityResponseSchema, ...errors },
      },
    },
    async (request) => service.setAvailability(currentUser(request), request.body),
  );

  app.post(
    '/user-mentors/mentors/:userId/book',
    {
      ...signedIn,
      schema: {
        tags: ['mentors'],
        summary: 'Request a slot (students). 400 "Invalid date selected" off the offered slots; 409 when the slot is taken.',
        security: BEARER,
        params: mentorIdParamsSchema,
        body: bookingRequestSchema,
        response: { 201: bookingResponseSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await service.book(request.params.userId, request.body, currentUser(request))),
  );

  app.get(
    '/user-mentors/bookings',
    {
      ...signedIn,
      schema: {
        tags: ['mentors'],
        summary: "A mentor's incoming requests, or (as=student) the signed-in student's own sessions.",
        security: BEARER,
        querystring: bookingListQuerySchema,
        response: { 200: bookingListResponseSchema, ...errors },
      },
    },
    async (request) => service.listBookings(currentUser(request), request.query),
  );

  app.get(
    '/user-mentors/bookings/:id',
    {
      ...signedIn,
      schema: {
        tags: ['mentors'],
        summary: "One booking of the caller's, as student or as mentor.",
        security: BEARER,
        params: bookingIdParamsSchema,
        response: { 200: bookingSchema, ...errors },
      },
    },
    async (request) => service.getBooking(request.params.id, currentUser(request)),
  );

  for (const action of ['accept', 'decline'] as const) {
    app.post(
      `/user-mentors/bookings/:id/${action}`,
      {
        ...signedIn,
        schema: {
          tags: ['mentors'],
          summary: `The booking's mentor ${action}s a pending request; the student gets a notification and an email.`,
          security: BEARER,
          params: bookingIdParamsSchema,
          body: bookingReasonSchema.optional(),
          response: { 200: bookingSchema, ...errors },
        },
      },
      async (request) => service.decide(request.params.id, currentUser(request), action, request.body?.reason ?? ''),
    );
  }

  app.post(
    '/user-mentors/bookings/:id/cancel',
    {
      ...signedIn,
      schema: {
        tags: ['mentors'],
        summary: 'Either party cancels a pending or confirmed session, with a reason.',
        security: BEARER,
        params: bookingIdParamsSchema,
        body: bookingReasonSchema.optional(),
        response: { 200: bookingSchema, ...errors },
      },
    },
    async (request) => service.cancel(request.params.id, currentUser(request), request.body?.reason ?? ''),
  );

  app.post(
    '/user-mentors/bookings/:id/reschedule',
    {
      ...signedIn,
      schema: {
        tags: ['mentors'],
        summary: 'Either party of a confirmed session proposes another free start of the mentor’s, until 3 hours before it.',
        security: BEARER,
        params: bookingIdParamsSchema,
        body: rescheduleBodySchema,
        response: { 200: bookingSchema, ...errors },
      },
    },
    async (request) => service.proposeReschedule(request.params.id, currentUser(request), request.body.scheduledTime),
  );

  app.post(
    '/user-mentors/bookings/:id/reschedule/answer',
    {
      ...signedIn,
      schema: {
        tags: ['mentors'],
        summary: 'The other party accepts (the session moves) or declines a proposed start; the proposer may withdraw it.',
        security: BEARER,
        params: bookingIdParamsSchema,
        body: rescheduleAnswerSchema,
        response: { 200: bookingSchema, ...errors },
      },
    },
    async (request) => service.answerReschedule(request.params.id, currentUser(request), request.body.answer),
  );

  app.post(
    '/user-mentors/bookings/:id/review',
    {
      ...signedIn,
      schema: {
        tags: ['mentors'],
        summary: 'The student rates a completed session once: stars, the five review dimensions and a comment.',
        security: BEARER,
        params: bookingIdParamsSchema,
        body: reviewRequestSchema,
        response: { 200: bookingSchema, ...errors },
      },
    },
    async (request) => service.review(request.params.id, currentUser(request), request.body),
  );

  await app.register(referralsRoutes, { mentors: service });

  app.post(
    '/user/mentorship/upload-document',
    {
      ...signedIn,
      config: {
        openapi: {
          files: {
            resume: { description: 'A résumé: PDF, DOC or DOCX, at most 10 MB (this or otherDocument, or both).' },
            otherDocument: { description: 'Another document: PDF, DOC or DOCX, at most 10 MB.' },
          },
        },
      },
      schema: {
        tags: ['mentors'],
        summary: 'Multipart fields resume and otherDocument (PDF, DOC or DOCX by content, 10 MB each) -> private document URLs.',
        security: BEARER,
        consumes: ['multipart/form-data'],
        response: { 200: uploadDocumentResponseSchema, ...errors },
      },
    },
    async (request) => {
      const auth = currentUser(request);
      if (auth.role !== 'student') throw forbidden(BOOKING_MESSAGES.studentsOnly, 'STUDENTS_ONLY');
      if (!request.isMultipart()) throw badRequest(BOOKING_MESSAGES.documentMissing, 'DOCUMENT_MISSING');
      const files: { field: 'resume' | 'otherDocument'; name: string; bytes: Buffer }[] = [];
      await readMultipart(
        request,
        { limits: { fileSize: MENTORSHIP_DOCUMENT_MAX_BYTES, files: 2 }, fileTooLarge: documentSizeError },
        async (part) => {
          if (part.type !== 'file') return;
          const bytes = await part.toBuffer();
          if (part.fieldname === 'resume' || part.fieldname === 'otherDocument') {
            files.push({ field: part.fieldname, name: part.filename.slice(0, 200), bytes });
          }
        },
      );
      if (files.length === 0) throw badRequest(BOOKING_MESSAGES.documentMissing, 'DOCUMENT_MISSING');
      const checked = files.map((file) => {
        const kind = sniffDocument(file.bytes);
        if (!kind) throw documentTypeError();
        return { ...file, kind };
      });
      const result: { resumeUrl: string | null; documentUrl: string | null } = { resumeUrl: null, documentUrl: null };
      for (const file of checked) {
        const stored = await documents.put('mentorship', file.bytes, {
          extension: file.kind.extension,
          contentType: file.kind.contentType,
        });
        const id = await repo.insertDocument({
          ownerId: auth.userId,
          storageKey: stored.key,
          fileName: file.name || `document.${file.kind.extension}`,
          contentType: file.kind.contentType,
          bytes: stored.bytes,
        });
        if (file.field === 'resume') result.resumeUrl = documentPath(id);
        else result.documentUrl = documentPath(id);
      }
      return result;
    },
  );

  app.get(
    '/user/mentorship/documents/:id',
    {
      ...signedIn,
      config: {
        openapi: {
          media: {
            200: {
              types: ['application/pdf', 'application/msword', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
              format: 'binary',
              description: 'The document, as uploaded.',
            },
          },
        },
      },
      schema: {
        tags: ['mentors'],
        summary:
          "A private document, for the student who uploaded it, the mentor of a booking that carries it, and operators when it is a job application's resume.",
        security: BEARER,
        params: documentIdParamsSchema,
        response: { 200: z.any(), 302: PRESIGNED_REDIRECT, ...errors },
      },
    },
    async (request, reply) => {
      const doc = await service.documentFor(request.params.id, currentUser(request));
      return documents.send(reply, doc.storageKey, doc);
    },
  );
};
