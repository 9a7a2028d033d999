import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES, PROFILE_SERVER_MESSAGES } from '../../../shared/messages.js';
import { profileEducation, profiles, users } from '../../db/schema/index.js';
import {
  expectError,
  login,
  loginAs,
  refresh,
  refreshCookieOf,
  setCookie,
  signUpAndVerify,
  startAuthHarness,
  TEST_PASSWORD,
  uniqueEmail,
  type AuthHarness,
} from '../../test/auth-helpers.js';
import {
  authHeader,
  completedStudent,
  completeProfile,
  completionPayload,
  dataUrl,
  photoPng,
  uniquePhone,
} from '../../test/profiles-helpers.js';

describe('profiles: POST /api/auth/completeProfile', () => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await startAuthHarness();
  });
  afterAll(() => h.close());

  const userRow = async (id: string) => (await h.app.db.select().from(users).where(eq(users.id, id)))[0]!;
  const profileRow = async (id: string) => (await h.app.db.select().from(profiles).where(eq(profiles.userId, id)))[0];
  const uploadPath = (url: string) => path.join(h.app.config.dataDir, url.replace(/^\//, ''));

  it('accepts the spec payload with the onboarding token, writes user and profile, and signs the student in', async () => {
    const user = await signUpAndVerify(h, uniqueEmail('wizard'));
    const phone = uniquePhone();
    const body = await completionPayload(user.email, {
      Semester: 5,
      workorProject: `Semester 5 | Phone ${phone}`,
      profilePictureBase64: dataUrl(await photoPng(1200, 800), 'image/png'),
    });
    const res = await completeProfile(h, user.tempToken, body);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer).toEqual({
      message: PROFILE_SERVER_MESSAGES.completed,
      accessToken: expect.any(String),
      expiresIn: expect.any(Number),
      user: { id: user.id, email: user.email, username: body.username, role: 'student', profileCompleted: true },
    });
    // A signed-in session: the refresh cookie is set and renews the session.
    const cookie = setCookie(res);
    expect(cookie?.attributes.httponly).toBe(true);
    const renewed = await refresh(h.app, refreshCookieOf(res));
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json().user.profileCompleted).toBe(true);

    const row = await userRow(user.id);
    expect(row.username).toBe(body.username);
    expect(row.phone).toBe(phone);
    expect(row.profileCompletedAt).not.toBeNull();
    const profile = await profileRow(user.id);
    expect(profile).toMatchObject({
      firstName: body.username,
      lastName: '',
      gender: 'female',
      location: 'Pune, India',
      college: 'College of Engineering, Pune',
      semester: 5,
      degree: 'B.Tech CSE',
      headline: [],
      skills: ['Python', 'SQL'],
      interests: ['Machine Learning', 'Chess'],
      workOrProject: `Semester 5 | Phone ${phone}`,
      startYear: null,
      endYear: null,
    });
    const education = await h.app.db.select().from(profileEducation).where(eq(profileEducation.userId, user.id));
    expect(education).toMatchObject([{ institution: 'College of Engineering, Pune', degree: 'B.Tech CSE', current: true }]);

    // The photo was re-encoded: a JPEG with its longest side at 500 px, and no EXIF left.
    expect(profile!.profilePictureUrl).toMatch(/^\/uploads\/profiles\/[a-f0-9]{32}\.jpg$/);
    const stored = readFileSync(uploadPath(profile!.profilePictureUrl!));
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('jpeg');
    expect(Math.max(meta.width, meta.height)).toBe(500);
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('secret-camera-owner'))).toBe(false);

    // ...and the app serves it.
    const served = await h.app.inject({ method: 'GET', url: profile!.profilePictureUrl! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');

    // The new access token reads the profile back.
    const own = await h.app.inject({ method: 'GET', url: '/api/users/profile', headers: authHeader(answer.accessToken) });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ id: user.id, username: body.username, email: user.email, phone, Skills: ['Python', 'SQL'] });
  });

  it('never takes the placeholder password: the old password still logs in, the sent one does not', async () => {
    const user = await signUpAndVerify(h, uniqueEmail('placeholder'));
    const before = (await userRow(user.id)).passwordHash;
    const res = await completeProfile(h, user.tempToken, await completionPayload(user.email, { password: 'a-brand-new-password' }));
    expect(res.statusCode, res.body).toBe(200);
    expect((await userRow(user.id)).passwordHash).toBe(before);
    expect((await login(h.app, user.email, TEST_PASSWORD)).statusCode).toBe(200);
    expectError(await login(h.app, user.email, 'a-brand-new-password'), 401);
  });

  it('works with a normal access token too (the dashboard banner), keeping the caller’s session', async () => {
    const user = await signUpAndVerify(h, uniqueEmail('banner'));
    const session = await loginAs(h.app, user.email);
    const res = await completeProfile(h, session.accessToken, await completionPayload(user.email));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.profileCompleted).toBe(true);
    // No second session: the refresh cookie the browser holds stays valid.
    expect(setCookie(res)).toBeUndefined();
    expect((await refresh(h.app, session.refreshToken)).statusCode).toBe(200);
  });

  it('answers 401 without a token, with a forged one, and with a refresh token in its place', async () => {
    const user = await signUpAndVerify(h, uniqueEmail('notoken'));
    const body = await completionPayload(user.email);
    expectError(await h.app.inject({ method: 'POST', url: '/api/auth/completeProfile', payload: body }), 401);
    expectError(await completeProfile(h, 'not-a-token', body), 401);
    expectError(await completeProfile(h, `${user.tempToken}x`, body), 401);
    expect((await userRow(user.id)).profileCompletedAt).toBeNull();
  });

  describe('rejects each invalid field with a clear message and writes nothing', () => {
    let user: Awaited<ReturnType<typeof signUpAndVerify>>;
    beforeAll(async () => {
      user = await signUpAndVerify(h, uniqueEmail('invalid'));
    });

    const cases: { name: string; overrides: () => Promise<Record<string, unknown>>; status: number; message: string; field?: string }[] = [
      {
        name: 'a phone of 9 digits',
        overrides: async () => ({ workorProject: 'Semester 3 | Phone 987654321' }),
        status: 400,
        message: PROFILE_MESSAGES.invalidPhone,
        field: 'workorProject',
      },
      {
        name: '1 interest',
        overrides: async () => ({ Interests: ['Chess'] }),
        status: 400,
        message: PROFILE_MESSAGES.tagsCount,
        field: 'Interests',
      },
      {
        name: '6 interests',
        overrides: async () => ({ Interests: ['Chess', 'Music', 'Travel', 'Dance', 'Cricket', 'Poetry'] }),
        status: 400,
        message: PROFILE_SERVER_MESSAGES.tagsTooMany,
        field: 'Interests',
      },
      {
        name: '1 skill',
        overrides: async () => ({ Skills: ['Python'] }),
        status: 400,
        message: PROFILE_MESSAGES.tagsCount,
        field: 'Skills',
      },
      {
        name: 'duplicate skills (ignoring case)',
        overrides: async () => ({ Skills: ['Python', 'python', 'SQL'] }),
        status: 400,
        message: PROFILE_SERVER_MESSAGES.duplicateSkills,
        field: 'Skills',
      },
      {
        name: 'a 1-character course',
        overrides: async () => ({ degree: 'B' }),
        status: 400,
        message: PROFILE_MESSAGES.courseTooShort,
        field: 'degree',
      },
      {
        name: 'an empty college',
        overrides: async () => ({ college: '  ' }),
        status: 400,
        message: PROFILE_MESSAGES.requiredFieldsMissing,
        field: 'college',
      },
      {
        name: 'an unknown gender',
        overrides: async () => ({ Gender: 'robot' }),
        status: 400,
        message: PROFILE_SERVER_MESSAGES.genderInvalid,
        field: 'Gender',
      },
      {
        name: 'a semester of 0',
        overrides: async () => ({ Semester: 0 }),
        status: 400,
        message: PROFILE_SERVER_MESSAGES.semesterInvalid,
        field: 'Semester',
      },
      {
        name: 'no photo',
        overrides: async () => ({ profilePictureBase64: '' }),
        status: 400,
        message: PROFILE_MESSAGES.photoRequired,
        field: 'profilePictureBase64',
      },
      {
        name: 'a text file as the photo (declared as text)',
        overrides: async () => ({ profilePictureBase64: dataUrl(Buffer.from('just some notes, not a picture\n'), 'text/plain') }),
        status: 415,
        message: PROFILE_SERVER_MESSAGES.photoNotImage,
      },
      {
        name: 'a text file as the photo (declared as a JPEG)',
        overrides: async () => ({ profilePictureBase64: dataUrl(Buffer.from('just some notes, not a picture\n'), 'image/jpeg') }),
        status: 415,
        message: PROFILE_SERVER_MESSAGES.photoNotImage,
      },
      {
        name: 'an SVG as the photo',
        overrides: async () => ({
          profilePictureBase64: dataUrl(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'), 'image/svg+xml'),
        }),
        status: 415,
        message: PROFILE_SERVER_MESSAGES.photoNotImage,
      },
      {
        name: 'a photo over 10 MB inside a body under the limit',
        overrides: async () => ({ profilePictureBase64: dataUrl(Buffer.alloc(10.5 * 1024 * 1024, 7)) }),
        status: 413,
        message: PROFILE_SERVER_MESSAGES.photoTooLarge,
      },
    ];

    for (const testCase of cases) {
      it(`${testCase.name}: ${testCase.status}`, async () => {
        const res = await completeProfile(h, user.tempToken, await completionPayload(user.email, await testCase.overrides()));
        const body = expectError(res, testCase.status, { message: testCase.message });
        if (testCase.field) expect(body.fields?.[testCase.field]).toContain(testCase.message);
        const row = await userRow(user.id);
        expect(row.profileCompletedAt).toBeNull();
        expect(row.username).toBeNull();
        expect(await profileRow(user.id)).toBeUndefined();
      });
    }

    it('a 20 MB body: 413 before anything is read', async () => {
      const huge = await completionPayload(user.email, { profilePictureBase64: `data:image/jpeg;base64,${'A'.repeat(20 * 1024 * 1024)}` });
      expectError(await completeProfile(h, user.tempToken, huge), 413, { code: 'PAYLOAD_TOO_LARGE' });
      expect(await profileRow(user.id)).toBeUndefined();
    });

    it('an email other than the token’s: 403', async () => {
      const res = await completeProfile(h, user.tempToken, await completionPayload('someone.else@example.test'));
      expectError(res, 403, { message: PROFILE_SERVER_MESSAGES.emailMismatch });
    });
  });

  it('a taken username or phone is a 409 with a clear message, and no photo is left behind', async () => {
    const first = await completedStudent(h, 'taken');
    const user = await signUpAndVerify(h, uniqueEmail('second'));
    const photos = () => readdirSync(path.join(h.app.config.dataDir, 'uploads', 'profiles')).length;
    const before = photos();
    const byName = await completeProfile(
      h,
      user.tempToken,
      await completionPayload(user.email, { username: first.username.toUpperCase() }),
    );
    expectError(byName, 409, { message: PROFILE_SERVER_MESSAGES.usernameTaken });
    const byPhone = await completeProfile(
      h,
      user.tempToken,
      await completionPayload(user.email, { workorProject: `Semester 3 | Phone ${first.phone}` }),
    );
    expectError(byPhone, 409, { message: PROFILE_SERVER_MESSAGES.phoneTaken });
    expect(photos()).toBe(before);
  });

  it('step 2 asks whether the phone is free: taken by another account, free, its own; bad input, no token and too many are refused', async () => {
    const first = await completedStudent(h, 'holder');
    const user = await signUpAndVerify(h, uniqueEmail('checker'));
    const check = (phone: unknown, token: string | null = user.tempToken) =>
      h.app.inject({
        method: 'POST',
        url: '/api/auth/phone-check',
        headers: token ? { authorization: `Bearer ${token}` } : {},
        payload: { phone } as object,
      });
    const taken = await check(first.phone);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json()).toEqual({ available: false, message: PROFILE_SERVER_MESSAGES.phoneTaken });
    const free = await check(uniquePhone());
    expect(free.json()).toEqual({ available: true, message: PROFILE_SERVER_MESSAGES.phoneFree });
    // Its holder may keep it.
    const own = await h.app.inject({
      method: 'POST',
      url: '/api/auth/phone-check',
      headers: { authorization: `Bearer ${first.accessToken}` },
      payload: { phone: first.phone },
    });
    expect(own.json<{ available: boolean }>().available).toBe(true);
    expectError(await check('12345'), 400, { message: PROFILE_MESSAGES.invalidPhone });
    expectError(await check(first.phone, null), 401);
    // Counted per account: walking through numbers to find who holds them stops after 20 checks.
    const answers: number[] = [];
    for (let index = 0; index < 20; index += 1) answers.push((await check(uniquePhone())).statusCode);
    expect(answers.filter((status) => status === 429).length).toBeGreaterThan(0);
    expectError(await check(first.phone), 429);
  });

  it('mentors set up their profile elsewhere: 403', async () => {
    const mentor = await signUpAndVerify(h, uniqueEmail('mentor'), TEST_PASSWORD, 'mentor');
    const res = await completeProfile(h, mentor.tempToken, await completionPayload(mentor.email));
    expectError(res, 403, { message: PROFILE_SERVER_MESSAGES.studentsOnly });
  });

  it('completing again replaces the photo and removes the old file', async () => {
    const user = await signUpAndVerify(h, uniqueEmail('again'));
    const body = await completionPayload(user.email);
    expect((await completeProfile(h, user.tempToken, body)).statusCode).toBe(200);
    const firstUrl = (await profileRow(user.id))!.profilePictureUrl!;
    expect(existsSync(uploadPath(firstUrl))).toBe(true);
    const again = await completeProfile(h, user.tempToken, { ...body, college: 'IIT Bombay' });
    expect(again.statusCode, again.body).toBe(200);
    const profile = (await profileRow(user.id))!;
    expect(profile.college).toBe('IIT Bombay');
    expect(profile.profilePictureUrl).not.toBe(firstUrl);
    expect(existsSync(uploadPath(firstUrl))).toBe(false);
  });
});
