import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES, PROFILE_SERVER_MESSAGES } from '../../../shared/messages.js';
import { mentorProfiles, users } from '../../db/schema/index.js';
import {
  expectError,
  post,
  refreshCookieOf,
  signUpAndVerify,
  startAuthHarness,
  TEST_PASSWORD,
  uniqueEmail,
  type AuthHarness,
} from '../../test/auth-helpers.js';
import { authHeader, completedStudent, mentorPayload } from '../../test/profiles-helpers.js';

describe('profiles: mentor setup (POST /api/users/mentorProfile) and the mentor profile read', () => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await startAuthHarness();
  });
  afterAll(() => h.close());

  const save = (token: string, body: unknown) => post(h.app, '/api/users/mentorProfile', body, { headers: authHeader(token) });
  const read = (token: string | null, userId?: string) =>
    h.app.inject({
      method: 'GET',
      url: `/api/users/mentorProfile${userId ? `?userId=${userId}` : ''}`,
      headers: token ? authHeader(token) : {},
    });

  it('saves the four steps with the onboarding token, signs the mentor in, and the profile is readable', async () => {
    const mentor = await signUpAndVerify(h, uniqueEmail('mentor'), TEST_PASSWORD, 'mentor');
    const res = await save(mentor.tempToken, await mentorPayload());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ accessToken: expect.any(String), user: { id: mentor.id, role: 'mentor', profileCompleted: true } });
    refreshCookieOf(res);

    const [row] = await h.app.db.select().from(mentorProfiles).where(eq(mentorProfiles.userId, mentor.id));
    expect(row).toMatchObject({ fullName: 'Meera Krishnan', yearsOfExperience: 9, referralPrice: 10000, totalReviews: 0 });
    const [user] = await h.app.db.select().from(users).where(eq(users.id, mentor.id));
    expect(user!.profileCompletedAt).not.toBeNull();

    // As students see it: no email unless the mentor made it public.
    const student = await completedStudent(h, 'reader');
    const seen = await read(student.accessToken, mentor.id);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json()).toEqual({
      id: mentor.id,
      fullName: 'Meera Krishnan',
      username: null,
      headline: 'Senior Software Engineer',
      about: '9 years building payments systems; I help students prepare for backend interviews.',
      company: 'Saffron Pay',
      program: 'Backend Engineering Mentorship',
      linkedinUrl: 'https://www.linkedin.com/in/meera-krishnan',
      functionalFocusArea: ['Backend Engineering', 'System Design'],
      areaOfExpertise: ['Mock Interviews', 'Resume Review'],
      profilePictureUrl: expect.stringMatching(/^\/uploads\/mentors\/[a-f0-9]{32}\.jpg$/),
      yearsOfExperience: 9,
      referralPrice: 10000,
      rating: null,
      totalReviews: 0,
      languages: [],
      isOwner: false,
      education: [],
      totalMentees: 0,
    });
    // The mentor sees their own, email included.
    const own = await read(res.json().accessToken);
    expect(own.json()).toMatchObject({ id: mentor.id, email: mentor.email, isOwner: true });
    // The general profile call shows the mentor's name, headline and photo.
    const profile = await h.app.inject({ method: 'GET', url: `/api/users/profile?userId=${mentor.id}` });
    expect(profile.json()).toMatchObject({
      firstName: 'Meera',
      lastName: 'Krishnan',
      name: 'Meera Krishnan',
      role: 'mentor',
      headline: ['Senior Software Engineer'],
      profilePictureUrl: row!.profilePictureUrl,
    });
  });

  it('refuses students (403) and callers without a token (401)', async () => {
    const student = await completedStudent(h, 'student');
    expectError(await save(student.accessToken, await mentorPayload()), 403, { message: PROFILE_SERVER_MESSAGES.mentorsOnly });
    const res = await h.app.inject({ method: 'POST', url: '/api/users/mentorProfile', payload: await mentorPayload() });
    expectError(res, 401);
  });

  it('checks every field with the setup’s messages', async () => {
    const mentor = await signUpAndVerify(h, uniqueEmail('checks'), TEST_PASSWORD, 'mentor');
    const cases: [Record<string, unknown>, number, string][] = [
      [{ fullName: '' }, 400, PROFILE_MESSAGES.allFieldsRequired],
      [{ company: '   ' }, 400, PROFILE_MESSAGES.allFieldsRequired],
      [{ linkedinUrl: 'https://example.com/in/meera' }, 400, PROFILE_MESSAGES.invalidLinkedin],
      [{ linkedinUrl: 'http://linkedin.com/in/meera' }, 400, PROFILE_MESSAGES.invalidLinkedin],
      [{ functionalFocusArea: [] }, 400, PROFILE_MESSAGES.allFieldsRequired],
      [{ areaOfExpertise: ['Resume Review', 'resume review'] }, 400, PROFILE_SERVER_MESSAGES.duplicateTags],
      [{ profilePictureBase64: '' }, 400, PROFILE_MESSAGES.mentorFieldsMissing],
      [
        { profilePictureBase64: `data:text/plain;base64,${Buffer.from('hello').toString('base64')}` },
        415,
        PROFILE_SERVER_MESSAGES.photoNotImage,
      ],
    ];
    for (const [overrides, status, message] of cases) {
      expectError(await save(mentor.tempToken, await mentorPayload(overrides)), status, { message });
    }
    const [row] = await h.app.db.select().from(mentorProfiles).where(eq(mentorProfiles.userId, mentor.id));
    expect(row).toBeUndefined();
    expect((await save(mentor.tempToken, await mentorPayload({ linkedinUrl: 'https://linkedin.com/in/meera-k/' }))).statusCode).toBe(200);
  });

  it('an unknown mentor is a 404', async () => {
    expectError(await read(null, '00000000-0000-4000-8000-000000000000'), 404, { message: PROFILE_SERVER_MESSAGES.mentorProfileNotFound });
  });
});
