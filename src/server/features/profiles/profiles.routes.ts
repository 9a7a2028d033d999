import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PHOTO_JSON_BODY_LIMIT_BYTES } from '../../../shared/constants.js';
import { errorBodySchema, paginationQuerySchema } from '../../../shared/contracts/common.js';
import {
  completeProfileRequestSchema,
  completeProfileResponseSchema,
  phoneCheckRequestSchema,
  phoneCheckResponseSchema,
  mentorProfileRequestSchema,
  mentorProfileSaveResponseSchema,
  mentorProfileSchema,
  mentorProfileUpdateRequestSchema,
  profileQuerySchema,
  suggestionsResponseSchema,
  UPDATE_PROFILE_MULTIPART,
  updateProfileRequestSchema,
  userProfileSchema,
} from '../../../shared/contracts/profiles.js';
import { PROFILE_SERVER_MESSAGES as S } from '../../../shared/messages.js';
import { currentUser } from '../../platform/auth.js';
import { AppError, badRequest } from '../../platform/errors.js';
import { readMultipart } from '../../platform/multipart.js';
import { cachedJsonOf, readerKey, cachedReads } from '../../platform/read-cache.js';
import { startSessionFor } from '../auth/index.js';
import { createProfilesRepository } from './profiles.repository.js';
import { createProfilesService, type MentorStats, type ProfileNetwork } from './profiles.service.js';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  413: errorBodySchema,
  415: errorBodySchema,
  429: errorBodySchema,
};
const bearer = [{ bearer: [] }];
/** What a member's profile page is read from: the person, their education and experience, the network around them. */
const PROFILE_READ_TABLES = [
  'users',
  'profiles',
  'profile_education',
  'profile_experience',
  'mentor_profiles',
  'connections',
  'connection_requests',
  'user_blocks',
];
const profileJson = cachedJsonOf(userProfileSchema);

declare module 'fastify' {
  interface FastifyRequest {
    /** The `profilePicture` file of a multipart profile update, read before validation. */
    profilePictureFile?: Buffer;
  }
}

const LIST_FIELDS = new Set<string>(UPDATE_PROFILE_MULTIPART.lists);
const NUMBER_FIELDS = new Set<string>(UPDATE_PROFILE_MULTIPART.numbers);
const BOOLEAN_FIELDS = new Set<string>(UPDATE_PROFILE_MULTIPART.booleans);
const JSON_FIELDS = new Set<string>(UPDATE_PROFILE_MULTIPART.json);

/** A form field's text as the JSON value the update schema expects. */
function fieldValue(name: string, text: string): unknown {
  if (NUMBER_FIELDS.has(name)) {
    if (text === '' || text === 'null') return null;
    return /^-?\d+$/.test(text.trim()) ? Number(text) : text;
  }
  if (BOOLEAN_FIELDS.has(name)) return text === 'true' || text === '1';
  if (JSON_FIELDS.has(name) || (LIST_FIELDS.has(name) && text.trim().startsWith('['))) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw badRequest(`The field ${name} is not valid JSON.`, 'VALIDATION_FAILED', { [name]: ['Not valid JSON.'] });
    }
  }
  return text;
}

/**
 * Reads a multipart profile update into the same shape as the JSON one: text fields become the body
 * (repeated list fields collect into a list) and the `profilePicture` file is kept aside.
 */
async function readMultipartUpdate(request: FastifyRequest): Promise<void> {
  const body: Record<string, unknown> = {};
  await readMultipart(
    request,
    {
      fileTooLarge: () => new AppError(413, 'PAYLOAD_TOO_LARGE', S.photoTooLarge),
      tooManyParts: () => badRequest(S.tooLong, 'TOO_MANY_PARTS'),
    },
    async (part) => {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === 'profilePicture') request.profilePictureFile = data;
        return;
      }
      const text = typeof part.value === 'string' ? part.value : String(part.value);
      if (LIST_FIELDS.has(part.fieldname) && !text.trim().startsWith('[')) {
        const list = Array.isArray(body[part.fieldname]) ? (body[part.fieldname] as unknown[]) : [];
        body[part.fieldname] = [...list, text];
      } else {
        body[part.fieldname] = fieldValue(part.fieldname, text);
      }
    },
  );
  request.body = body;
}

/**
 * Profiles: the student profile completion (under /api/auth), the mentor setup and the profile read
 * and update calls (under /api/users). Registered under /api.
 */
export const profilesRoutes: FastifyPluginAsyncZod<{ network?: ProfileNetwork; mentorStats?: MentorStats }> = async (app, options) => {
  const sendCached = cachedReads(app.readCache);
  const repo = createProfilesRepository(app.db);
  const service = createProfilesService({
    repo,
    storage: app.storage,
    counters: app.counters,
    ...(options.network ? { network: options.network } : {}),
    ...(options.mentorStats ? { mentorStats: options.mentorStats } : {}),
  });

  app.post(
    '/auth/completeProfile',
    {
      onRequest: app.authenticateOnboarding,
      bodyLimit: PHOTO_JSON_BODY_LIMIT_BYTES,
      schema: {
        tags: ['profiles'],
        summary:
          'Profile completion after OTP (spec payload). Authorized by the onboarding tempToken or an access token; answers the user and a signed-in session (refresh cookie set). The placeholder password is ignored.',
        security: bearer,
        body: completeProfileRequestSchema,
        response: { 200: completeProfileResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await service.completeProfile(currentUser(request), request.body);
      const session = await startSessionFor(app, request, reply, user);
      return { message: S.completed, ...session };
    },
  );

  app.post(
    '/auth/phone-check',
    {
      onRequest: app.authenticateOnboarding,
      config: { rateLimit: { max: app.config.rateLimits.authPerIpPer15Min, timeWindow: '15 minutes' } },
      schema: {
        tags: ['profiles'],
        summary:
          "Whether a phone number is free, for the wizard's step 2 (onboarding tempToken or access token). Limited per account and per address.",
        security: bearer,
        body: phoneCheckRequestSchema,
        response: { 200: phoneCheckResponseSchema, ...errors },
      },
    },
    async (request) => service.checkPhone(currentUser(request), request.body.phone),
  );

  app.post(
    '/users/mentorProfile',
    {
      onRequest: app.authenticateOnboarding,
      bodyLimit: PHOTO_JSON_BODY_LIMIT_BYTES,
      schema: {
        tags: ['profiles'],
        summary: 'Mentor profile setup (mentors only). Answers a signed-in session like profile completion.',
        security: bearer,
        body: mentorProfileRequestSchema,
        response: { 200: mentorProfileSaveResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await service.saveMentorProfile(currentUser(request), request.body);
      const session = await startSessionFor(app, request, reply, user);
      return { message: S.completed, ...session };
    },
  );

  app.get(
    '/users/mentorProfile',
    {
      onRequest: app.identify,
      schema: {
        tags: ['profiles'],
        summary: "A mentor's profile; the caller's own when userId is left out.",
        querystring: profileQuerySchema,
        response: { 200: mentorProfileSchema, ...errors },
      },
    },
    async (request) => service.getMentorProfile(request.auth, request.query.userId),
  );

  app.patch(
    '/users/mentorProfile',
    {
      onRequest: app.authenticate,
      bodyLimit: PHOTO_JSON_BODY_LIMIT_BYTES,
      schema: {
        tags: ['profiles'],
        summary:
          "Updates the calling mentor's own profile (mentors only; only the fields sent change; the photo is optional). Answers the profile as GET gives it.",
        security: bearer,
        body: mentorProfileUpdateRequestSchema,
        response: { 200: mentorProfileSchema, ...errors },
      },
    },
    async (request) => service.updateMentorProfile(currentUser(request), request.body),
  );

  app.get(
    '/users/suggestions',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['profiles'],
        summary:
          "Students to meet (never the caller): the caller's college and course first, then the college, then the course, then everyone else. Paginated. Skills only where the person shows their details to the caller.",
        security: bearer,
        querystring: paginationQuerySchema,
        response: { 200: suggestionsResponseSchema, ...errors },
      },
    },
    async (request) => service.suggestions(currentUser(request), request.query.page, request.query.limit),
  );

  app.get(
    '/users/profile',
    {
      onRequest: app.identify,
      schema: {
        tags: ['profiles'],
        summary: "A user's profile; the caller's own when userId is left out. Email, phone and settings only for the owner.",
        querystring: profileQuerySchema,
        response: { 200: userProfileSchema, ...errors },
      },
    },
    async (request, reply) => {
      return sendCached(
        request,
        reply,
        { key: `profiles.read|${readerKey(request)}|${request.query.userId ?? ''}`, tables: PROFILE_READ_TABLES },
        async () => profileJson(await service.getProfile(request.auth, request.query.userId)),
      );
    },
  );

  app.patch(
    '/users/profile',
    {
      onRequest: app.authenticate,
      bodyLimit: PHOTO_JSON_BODY_LIMIT_BYTES,
      config: { openapi: { files: { profilePicture: { description: 'The new profile photo (an image, re-encoded).' } } } },
      preValidation: async (request) => {
        if (request.isMultipart()) await readMultipartUpdate(request);
      },
      schema: {
        tags: ['profiles'],
        summary:
          "Updates the caller's own profile: JSON, or multipart/form-data with a `profilePicture` file and the other fields as text. A userId other than the caller's is 403.",
        security: bearer,
        consumes: ['application/json', 'multipart/form-data'],
        body: updateProfileRequestSchema,
        response: { 200: userProfileSchema, ...errors },
      },
    },
    async (request) => service.updateProfile(currentUser(request), request.body, request.profilePictureFile),
  );
};
