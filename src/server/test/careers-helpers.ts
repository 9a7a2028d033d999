import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { AdminJob, CreateJobRequest } from '../../shared/contracts/careers.js';
import { users } from '../db/schema/index.js';
import { enrolTwoFactor, loginAs, signUpAndVerify, uniqueEmail, type App, type AuthHarness, type Response } from './auth-helpers.js';

export interface TestUser {
  id: string;
  email: string;
  token: string;
}

/**
 * A user made through the real sign-up (register, emailed code, verify) and login. Operators have no
 * sign-up of their own, so an admin is a verified account promoted in the database before it logs in; it then
 * turns on two-step sign-in (the console's API needs it) and uses the access token that says so.
 */
export async function createUser(
  h: Pick<AuthHarness, 'app' | 'mail'>,
  role: 'student' | 'mentor' | 'admin' = 'student',
  label: string = role,
): Promise<TestUser> {
  const user = await signUpAndVerify(h, uniqueEmail(label), undefined, role === 'mentor' ? 'mentor' : 'student');
  if (role === 'admin') await h.app.db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
  const session = await loginAs(h.app, user.email, user.password);
  const token = role === 'admin' ? (await enrolTwoFactor(h.app, session.accessToken)).accessToken : session.accessToken;
  return { id: user.id, email: user.email, token };
}

/** A request to the API as `token` (or as a visitor); bodies are JSON. */
export function call(
  app: App,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  options: { token?: string | undefined; body?: unknown } = {},
): Promise<Response> {
  return app.inject({
    method,
    url,
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
}

/** A valid job for the operator console, with whatever the test overrides. */
export function jobInput(overrides: Partial<CreateJobRequest> = {}): CreateJobRequest {
  return {
    title: 'Software Engineer',
    companyName: 'Acme Widgets',
    jobType: 'full-time',
    location: 'Pune',
    salaryMin: 600_000,
    salaryMax: 900_000,
    description: '<p>Build things.</p>',
    companyAbout: '<p>We make widgets.</p>',
    skills: ['TypeScript'],
    hr: { name: 'Asha Rao', position: 'Recruiter' },
    ...overrides,
  };
}

/** Posts a job through POST /api/admin/jobs and answers it. */
export async function createJob(app: App, adminToken: string, overrides: Partial<CreateJobRequest> = {}): Promise<AdminJob> {
  const res = await call(app, 'POST', '/api/admin/jobs', { token: adminToken, body: jobInput(overrides) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as AdminJob;
}
