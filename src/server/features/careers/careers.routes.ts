import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminJobListResponseSchema,
  adminJobSchema,
  adminJobsQuerySchema,
  applicantListResponseSchema,
  applicantSchema,
  applicantsQuerySchema,
  applicationIdParamsSchema,
  applicationListResponseSchema,
  applyRequestSchema,
  applyResponseSchema,
  companyLogoQuerySchema,
  createJobRequestSchema,
  forYouQuerySchema,
  forYouResponseSchema,
  jobIdParamsSchema,
  jobListResponseSchema,
  jobPageResponseSchema,
  jobLogoQuerySchema,
  listedJobSchema,
  listJobsQuerySchema,
  myApplicationsQuerySchema,
  myResumeResponseSchema,
  reopenJobRequestSchema,
  savedJobsQuerySchema,
  saveResponseSchema,
  updateApplicationRequestSchema,
  updateJobRequestSchema,
  withdrawResponseSchema,
} from '../../../shared/contracts/careers.js';
import { currentUser } from '../../platform/auth.js';
import { cachedJsonOf, readerKey, cachedReads } from '../../platform/read-cache.js';
import { BEARER, routeGuards, STANDARD_ERRORS } from '../../platform/route-schemas.js';
import { profileSignalsReader } from '../profiles/index.js';
import { createCareersRepository } from './careers.repository.js';
import { registerResponsivenessRefresh } from './careers.responsiveness.js';
import { registerJobMatch } from './careers.job-match.js';
import { createCareersService } from './careers.service.js';

const errors = STANDARD_ERRORS;

/**
 * Logo addresses are versioned (a new drawing or a job's edit changes them), so browsers keep the image.
 * Many students share one campus address, and a page shows a dozen logos: these routes are not rate limited.
 */
const sendImage = (reply: FastifyReply, image: { type: string; body: Buffer | string }) =>
  reply
    .header('content-type', image.type)
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .header('x-content-type-options', 'nosniff')
    .send(image.body);
const image = { 200: z.any().describe('The image (SVG, PNG, JPEG, WebP or GIF).'), ...errors };

/** What the job lists, a job and one's applications are read from (with the reader's applied and saved flags). */
const CAREER_READ_TABLES = ['jobs', 'job_applications', 'saved_jobs', 'employer_responsiveness'];
const jobPageJson = cachedJsonOf(jobPageResponseSchema);
const jobJson = cachedJsonOf(listedJobSchema);
const applicationsJson = cachedJsonOf(applicationListResponseSchema);

/** Jobs and internships (spec core §7 "/jobs" rows) and the operator console that posts them. Registered under /api. */
export const careersRoutes: FastifyPluginAsyncZod = async (app) => {
  const sendCached = cachedReads(app.readCache);
  const repo = createCareersRepository(app.db, { figures: app.config.listFigures });
  const service = createCareersService({
    repo,
    publicUrl: app.config.publicUrl,
    notifier: app.notifier,
    // "For You" ranks by the student's own profile: skills, interests and course.
    profileSignals: profileSignalsReader(app.db),
    cacheTtlMs: app.config.jobsCacheSeconds * 1000,
    soleWriter: app.database.kind === 'pglite',
    onTablesChanged: (listener) => app.readCache.onChanged(listener),
  });
  // Who may call is settled on request, before the body is read or validated.
  const { identified: visitorOrUser, signedIn } = routeGuards(app);
  const admin = { onRequest: [app.authenticate, app.requireRole('admin')] };
  // Whether a job is open also follows the clock: an answer is kept until the next open job closes at most. With the
  // job cache off (JOBS_CACHE_SECONDS=0), these reads are not kept either.
  // Employer figures follow the clock too: every company's are computed again on the queue every few minutes.
  const startResponsivenessRefresh = registerResponsivenessRefresh(app.jobs);
  registerJobMatch({ jobs: app.jobs, notifier: app.notifier });
  if (app.config.jobQueue.enabled) app.addHook('onReady', () => startResponsivenessRefresh(app.db));
  const keptForMs = async (query?: { postedWithin?: unknown }) => (app.config.jobsCacheSeconds > 0 ? service.staysTrueForMs(query) : 0);

  // ---- Students and visitors ----

  app.get(
    '/jobs',
    {
      ...visitorOrUser,
      schema: {
        tags: ['careers'],
        summary: 'Jobs and internships: search, filters, pagination. Signed-in readers also get applied and saved flags.',
        querystring: listJobsQuerySchema,
        response: { 200: jobPageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      return sendCached(
        request,
        reply,
        {
          key: `careers.jobs|${readerKey(request)}|${JSON.stringify(request.query)}`,
          tables: CAREER_READ_TABLES,
          maxAgeMs: await keptForMs(request.query),
        },
        async () => jobPageJson(await service.listJobs(request.query, request.auth)),
      );
    },
  );

  app.get(
    '/jobs/forYou',
    {
      ...signedIn,
      schema: {
        tags: ['careers'],
        summary: "Open jobs ranked by the student's skills, interests and course, then by recency.",
        security: BEARER,
        querystring: forYouQuerySchema,
        response: { 200: forYouResponseSchema, ...errors },
      },
    },
    async (request) => service.forYou(request.query, currentUser(request)),
  );

  app.get(
    '/jobs/user/applications',
    {
      ...signedIn,
      schema: {
        tags: ['careers'],
        summary: "The signed-in user's own applications.",
        security: BEARER,
        querystring: myApplicationsQuerySchema,
        response: { 200: applicationListResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const auth = currentUser(request);
      return sendCached(
        request,
        reply,
        {
          key: `careers.applications|${readerKey(request)}|${JSON.stringify(request.query)}`,
          tables: CAREER_READ_TABLES,
          maxAgeMs: await keptForMs(),
        },
        async () => applicationsJson(await service.myApplications(auth, request.query)),
      );
    },
  );

  app.post(
    '/jobs/user/applications/:id/withdraw',
    {
      ...signedIn,
      schema: {
        tags: ['careers'],
        summary:
          "Withdraws the caller's own application while it is still pending; they may apply again. Another's application answers 404.",
        security: BEARER,
        params: applicationIdParamsSchema,
        response: { 200: withdrawResponseSchema, ...errors },
      },
    },
    async (request) => service.withdraw(request.params.id, currentUser(request)),
  );

  app.get(
    '/jobs/user/saved',
    {
      ...signedIn,
      schema: {
        tags: ['careers'],
        summary: "The signed-in user's saved jobs, newest save first.",
        security: BEARER,
        querystring: savedJobsQuerySchema,
        response: { 200: jobListResponseSchema, ...errors },
      },
    },
    async (request) => service.savedJobs(currentUser(request), request.query),
  );

  app.get(
    '/jobs/logo',
    {
      config: { rateLimit: false, openapi: { media: { 200: { types: ['image/svg+xml'], format: 'binary' } } } },
      schema: { tags: ['careers'], summary: "A company's initials logo (SVG).", querystring: companyLogoQuerySchema, response: image },
    },
    async (request, reply) => sendImage(reply, service.drawnLogo(request.query.company)),
  );

  app.get(
    '/jobs/:id/logo',
    {
      config: {
        rateLimit: false,
        openapi: { media: { 200: { types: ['image/svg+xml', 'image/png', 'image/jpeg', 'image/webp', 'image/gif'], format: 'binary' } } },
      },
      schema: {
        tags: ['careers'],
        summary: "A job's logo: the image its operator uploaded, or its company's initials.",
        params: jobIdParamsSchema,
        querystring: jobLogoQuerySchema,
        response: image,
      },
    },
    async (request, reply) => sendImage(reply, await service.jobLogo(request.params.id)),
  );

  app.get(
    '/jobs/:id',
    {
      ...visitorOrUser,
      schema: {
        tags: ['careers'],
        summary: 'One job with its rich texts; signed-in readers also get applied and saved flags.',
        params: jobIdParamsSchema,
        response: { 200: listedJobSchema, ...errors },
      },
    },
    async (request, reply) => {
      return sendCached(
        request,
        reply,
        { key: `careers.job|${readerKey(request)}|${request.params.id}`, tables: CAREER_READ_TABLES, maxAgeMs: await keptForMs() },
        async () => jobJson(await service.getJob(request.params.id, request.auth)),
      );
    },
  );

  app.post(
    '/jobs/:id/apply',
    {
      ...signedIn,
      schema: {
        tags: ['careers'],
        summary:
          'Apply (students only), optionally with one of their uploaded documents as resume and a cover note. Applying twice answers 409 "Already Applied".',
        security: BEARER,
        params: jobIdParamsSchema,
        body: applyRequestSchema,
        response: { 201: applyResponseSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await service.apply(request.params.id, currentUser(request), request.body)),
  );

  app.get(
    '/user/resume',
    {
      ...signedIn,
      schema: {
        tags: ['careers'],
        summary: 'The resume the student attached last (its document id, file name and upload time), or null.',
        security: BEARER,
        response: { 200: myResumeResponseSchema, ...errors },
      },
    },
    async (request) => service.myResume(currentUser(request)),
  );

  app.post(
    '/jobs/:id/save',
    {
      ...signedIn,
      schema: {
        tags: ['careers'],
        summary: "Saves a job to the caller's list (idempotent).",
        security: BEARER,
        params: jobIdParamsSchema,
        response: { 200: saveResponseSchema, ...errors },
      },
    },
    async (request) => service.save(request.params.id, currentUser(request)),
  );

  app.delete(
    '/jobs/:id/save',
    {
      ...signedIn,
      schema: {
        tags: ['careers'],
        summary: "Removes a job from the caller's saved list (idempotent).",
        security: BEARER,
        params: jobIdParamsSchema,
        response: { 200: saveResponseSchema, ...errors },
      },
    },
    async (request) => service.unsave(request.params.id, currentUser(request)),
  );

  // ---- Operator console (admin role) ----

  app.get(
    '/admin/jobs',
    {
      ...admin,
      schema: {
        tags: ['careers-admin'],
        summary: 'Every job, open or closed, with applicant counts and per-status totals.',
        security: BEARER,
        querystring: adminJobsQuerySchema,
        response: { 200: adminJobListResponseSchema, ...errors },
      },
    },
    async (request) => service.adminJobs(request.query),
  );

  app.post(
    '/admin/jobs',
    {
      ...admin,
      schema: {
        tags: ['careers-admin'],
        summary: 'Posts a new job.',
        security: BEARER,
        body: createJobRequestSchema,
        response: { 201: adminJobSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await service.createJob(request.body, currentUser(request))),
  );

  app.get(
    '/admin/jobs/:id',
    {
      ...admin,
      schema: {
        tags: ['careers-admin'],
        summary: 'One job as stored, open or closed, with the numbers the edit form needs.',
        security: BEARER,
        params: jobIdParamsSchema,
        response: { 200: adminJobSchema, ...errors },
      },
    },
    async (request) => service.adminJob(request.params.id),
  );

  app.patch(
    '/admin/jobs/:id',
    {
      ...admin,
      schema: {
        tags: ['careers-admin'],
        summary: 'Edits a job; only the fields sent change.',
        security: BEARER,
        params: jobIdParamsSchema,
        body: updateJobRequestSchema,
        response: { 200: adminJobSchema, ...errors },
      },
    },
    async (request) => service.updateJob(request.params.id, request.body),
  );

  app.post(
    '/admin/jobs/:id/close',
    {
      ...admin,
      schema: {
        tags: ['careers-admin'],
        summary: 'Closes a job to new applications.',
        security: BEARER,
        params: jobIdParamsSchema,
        response: { 200: adminJobSchema, ...errors },
      },
    },
    async (request) => service.closeJob(request.params.id),
  );

  app.post(
    '/admin/jobs/:id/reopen',
    {
      ...admin,
      schema: {
        tags: ['careers-admin'],
        summary: 'Reopens a closed job, with a new closing date when given.',
        security: BEARER,
        params: jobIdParamsSchema,
        body: reopenJobRequestSchema,
        response: { 200: adminJobSchema, ...errors },
      },
    },
    async (request) => service.reopenJob(request.params.id, request.body),
  );

  app.get(
    '/admin/jobs/:id/applications',
    {
      ...admin,
      schema: {
        tags: ['careers-admin'],
        summary: 'The applications to a job, a page at a time, with the count per status.',
        security: BEARER,
        params: jobIdParamsSchema,
        querystring: applicantsQuerySchema,
        response: { 200: applicantListResponseSchema, ...errors },
      },
    },
    async (request) => service.applicants(request.params.id, request.query),
  );

  app.patch(
    '/admin/applications/:id',
    {
      ...admin,
      schema: {
        tags: ['careers-admin'],
        summary: 'Move an application to a status; the student is notified and emailed.',
        security: BEARER,
        params: applicationIdParamsSchema,
        body: updateApplicationRequestSchema,
        response: { 200: applicantSchema, ...errors },
      },
    },
    async (request) => service.setApplicationStatus(request.params.id, request.body.status, currentUser(request)),
  );
};
