import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  mentorIdParamsSchema,
  referralListQuerySchema,
  referralListResponseSchema,
  referralMentorListQuerySchema,
  referralMentorListResponseSchema,
  referralMentorSchema,
  referralRequestBodySchema,
  referralRequestSchema,
  referralSettingsSchema,
  referralStatusBodySchema,
  bookingIdParamsSchema,
} from '../../../shared/contracts/mentors.js';
import { currentUser } from '../../platform/auth.js';
import { BEARER, routeGuards, STANDARD_ERRORS } from '../../platform/route-schemas.js';
import type { MentorsService } from './mentors.service.js';
import { createReferralsRepository } from './referrals.repository.js';
import { createReferralsService } from './referrals.service.js';

const errors = STANDARD_ERRORS;

/** Referrals (platform-core §2.8–2.9): registered by the mentors routes, under /api. */
export const referralsRoutes: FastifyPluginAsyncZod<{ mentors: MentorsService }> = async (app, options) => {
  const service = createReferralsService({
    repo: createReferralsRepository(app.db),
    mentors: options.mentors,
    notifier: app.notifier,
  });
  const { identified, signedIn, mentorOnly } = routeGuards(app);

  app.get(
    '/user-mentors/referrals/mentors',
    {
      ...identified,
      schema: {
        tags: ['referrals'],
        summary: 'Mentors who take referral requests: price, "Refer to" companies, sessions; search and company filter.',
        querystring: referralMentorListQuerySchema,
        response: { 200: referralMentorListResponseSchema, ...errors },
      },
    },
    async (request) => service.listMentors(request.query),
  );

  app.get(
    '/user-mentors/referrals/mentors/:userId',
    {
      ...identified,
      schema: {
        tags: ['referrals'],
        summary: 'One mentor as a referrer.',
        params: mentorIdParamsSchema,
        response: { 200: referralMentorSchema, ...errors },
      },
    },
    async (request) => service.getMentor(request.params.userId),
  );

  app.post(
    '/user-mentors/referrals/mentors/:userId/request',
    {
      ...signedIn,
      schema: {
        tags: ['referrals'],
        summary: 'A student asks the mentor for a referral with the assessment answers, target role, job link, note and resume.',
        security: BEARER,
        params: mentorIdParamsSchema,
        body: referralRequestBodySchema,
        response: { 201: referralRequestSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await service.request(request.params.userId, request.body, currentUser(request))),
  );

  app.get(
    '/user-mentors/referral-settings',
    {
      ...mentorOnly,
      schema: {
        tags: ['referrals'],
        summary: "The signed-in mentor's referral price, companies and whether requests are open.",
        security: BEARER,
        response: { 200: referralSettingsSchema, ...errors },
      },
    },
    async (request) => service.getSettings(currentUser(request).userId),
  );

  app.put(
    '/user-mentors/referral-settings',
    {
      ...mentorOnly,
      schema: {
        tags: ['referrals'],
        summary: 'Save the referral price (rupees), the companies the mentor refers to, and whether requests are open.',
        security: BEARER,
        body: referralSettingsSchema,
        response: { 200: referralSettingsSchema, ...errors },
      },
    },
    async (request) => service.saveSettings(currentUser(request), request.body),
  );

  app.get(
    '/user-mentors/referrals',
    {
      ...signedIn,
      schema: {
        tags: ['referrals'],
        summary: "A mentor's incoming referral requests, or (as=student) the signed-in student's own.",
        security: BEARER,
        querystring: referralListQuerySchema,
        response: { 200: referralListResponseSchema, ...errors },
      },
    },
    async (request) => service.list(currentUser(request), request.query),
  );

  app.get(
    '/user-mentors/referrals/:id',
    {
      ...signedIn,
      schema: {
        tags: ['referrals'],
        summary: "One referral request of the caller's, as student or as mentor.",
        security: BEARER,
        params: bookingIdParamsSchema,
        response: { 200: referralRequestSchema, ...errors },
      },
    },
    async (request) => service.get(request.params.id, currentUser(request)),
  );

  app.post(
    '/user-mentors/referrals/:id/status',
    {
      ...signedIn,
      schema: {
        tags: ['referrals'],
        summary: "The request's mentor accepts, declines or marks it referred; the student gets a notification.",
        security: BEARER,
        params: bookingIdParamsSchema,
        body: referralStatusBodySchema,
        response: { 200: referralRequestSchema, ...errors },
      },
    },
    async (request) => service.setStatus(request.params.id, currentUser(request), request.body),
  );
};
