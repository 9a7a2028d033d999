import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES, PROFILE_SERVER_MESSAGES } from '../../../shared/messages.js';
import { users } from '../../db/schema/index.js';
import { expectError, signUpAndVerify, startAuthHarness, uniqueEmail, type AuthHarness } from '../../test/auth-helpers.js';
import {
  authHeader,
  completedStudent,
  completeProfile,
  completionPayload,
  photoDataUrl,
  photoPng,
  type CompletedStudent,
} from '../../test/profiles-helpers.js';

const PRIVATE_FIELDS = ['email', 'phone', 'workorProject', 'privacy'];

/** A multipart/form-data body built by hand, as a browser's FormData sends it. */
function multipart(fields: Record<string, string | string[]>, file?: { name: string; filename: string; type: string; data: Buffer }) {
  const boundary = `----campus${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${item}\r\n`));
    }
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('profiles: GET and PATCH /api/users/profile, and who may see and change what', () => {
  let h: AuthHarness;
  let a: CompletedStudent;
  let b: CompletedStudent;
  beforeAll(async () => {
    h = await startAuthHarness();
    a = await completedStudent(h, 'alice');
    b = await completedStudent(h, 'bob');
  });
  afterAll(() => h.close());

  const getProfile = (token: string | null, userId?: string) =>
    h.app.inject({
      method: 'GET',
      url: `/api/users/profile${userId ? `?userId=${userId}` : ''}`,
      headers: token ? authHeader(token) : {},
    });
  const patch = (token: string | null, payload: Record<string, unknown>) =>
    h.app.inject({ method: 'PATCH', url: '/api/users/profile', payload, headers: token ? authHeader(token) : {} });

  it('the owner reads their profile with the spec fields, email and phone', async () => {
    const res = await getProfile(a.accessToken);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      id: a.id,
      firstName: a.username,
      name: a.username,
      lastName: '',
      username: a.username,
      role: 'student',
      headline: [],
      college: 'College of Engineering, Pune',
      degree: 'B.Tech CSE',
      about: '',
      location: 'Pune, India',
      gender: 'female',
      semester: 3,
      profilePictureUrl: expect.stringMatching(/^\/uploads\/profiles\/.+\.jpg$/),
      Skills: ['Python', 'SQL'],
      Interests: ['Machine Learning', 'Chess'],
      education: [
        {
          id: expect.any(String),
          institution: 'College of Engineering, Pune',
          degree: 'B.Tech CSE',
          fieldOfStudy: '',
          startYear: null,
          endYear: null,
          current: true,
          grade: '',
          description: '',
        },
      ],
      experience: [],
      startYear: null,
      endYear: null,
      _count: { connections1: 0, connections2: 0 },
      profileCompleted: true,
      isOwner: true,
      detailsHidden: false,
      networkLocked: false,
      collaborators: [],
      email: a.email,
      phone: a.phone,
      workorProject: `Semester 3 | Phone ${a.phone}`,
      privacy: { profileDetails: 'everyone', connections: 'everyone', blogs: 'everyone' },
    });
  });

  it('private fields are absent from another user’s view, and from a visitor’s', async () => {
    for (const token of [b.accessToken, null]) {
      const res = await getProfile(token, a.id);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      // Not connected: the Collabs and Skills area is locked, so Skills and Interests are not sent either.
      expect(body).toMatchObject({ id: a.id, username: a.username, Skills: [], Interests: [], networkLocked: true, isOwner: false });
      for (const field of PRIVATE_FIELDS) expect(body).not.toHaveProperty(field);
      expect(res.body).not.toContain(a.email);
      expect(res.body).not.toContain(a.phone);
    }
  });

  it('an unknown id is a JSON 404; a malformed one a 400; no id and no token a 401', async () => {
    expectError(await getProfile(b.accessToken, '00000000-0000-4000-8000-000000000000'), 404, {
      message: PROFILE_SERVER_MESSAGES.profileNotFound,
    });
    expectError(await getProfile(b.accessToken, 'not-a-uuid'), 400);
    expectError(await getProfile(null), 401);
  });

  it('PATCH (JSON) changes only the caller’s own profile', async () => {
    const res = await patch(a.accessToken, {
      about: 'Final-year student who loves data.',
      firstName: 'Alice',
      lastName: 'Rao',
      Skills: ['Python', 'SQL', 'Power BI'],
      headline: ['Aspiring data analyst'],
      experience: [{ title: 'Data Intern', company: 'Kaveri Analytics', startDate: '2025-05', endDate: '2025-07' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Alice Rao',
      about: 'Final-year student who loves data.',
      Skills: ['Python', 'SQL', 'Power BI'],
      headline: ['Aspiring data analyst'],
      experience: [{ title: 'Data Intern', company: 'Kaveri Analytics', startDate: '2025-05', endDate: '2025-07', current: false }],
    });
    // B's profile is untouched.
    expect((await getProfile(b.accessToken)).json()).toMatchObject({ about: '', Skills: ['Python', 'SQL'] });
  });

  it('user B cannot change A’s profile through any route or field', async () => {
    const before = (await getProfile(a.accessToken)).json();

    // A userId of someone else in the body is refused outright.
    expectError(await patch(b.accessToken, { userId: a.id, about: 'hacked' }), 403, { message: PROFILE_SERVER_MESSAGES.notYourProfile });
    // Fields naming another user (id, role, email) are not part of the update: B only changes B.
    const sneaky = await patch(b.accessToken, { id: a.id, role: 'admin', email: a.email, about: 'Bob here' });
    expect(sneaky.statusCode, sneaky.body).toBe(200);
    expect(sneaky.json()).toMatchObject({ id: b.id, role: 'student', email: b.email, about: 'Bob here' });
    // A's username or phone cannot be taken over.
    expectError(await patch(b.accessToken, { username: a.username }), 409, { message: PROFILE_SERVER_MESSAGES.usernameTaken });
    expectError(await patch(b.accessToken, { phone: a.phone }), 409, { message: PROFILE_SERVER_MESSAGES.phoneTaken });
    // Profile completion with B's token and A's email is refused.
    expectError(await completeProfile(h, b.accessToken, await completionPayload(a.email)), 403);
    // The multipart form takes the same rule.
    const form = multipart({ userId: a.id, about: 'hacked' });
    const res = await h.app.inject({
      method: 'PATCH',
      url: '/api/users/profile',
      payload: form.payload,
      headers: { ...authHeader(b.accessToken), 'content-type': form.contentType },
    });
    expectError(res, 403);
    // Without a token nothing changes at all.
    expectError(await patch(null, { about: 'anonymous' }), 401);

    expect((await getProfile(a.accessToken)).json()).toEqual(before);
  });

  it('PATCH validates with the wizard’s rules', async () => {
    expectError(await patch(a.accessToken, { phone: '98765' }), 400, { message: PROFILE_MESSAGES.invalidPhone });
    expectError(await patch(a.accessToken, { degree: 'B' }), 400, { message: PROFILE_MESSAGES.courseTooShort });
    expectError(await patch(a.accessToken, { Interests: ['Chess'] }), 400, { message: PROFILE_MESSAGES.tagsCount });
    expectError(await patch(a.accessToken, { gender: 'robot' }), 400, { message: PROFILE_SERVER_MESSAGES.genderInvalid });
  });

  it('PATCH (multipart) stores a new photo, serves it and removes the old one', async () => {
    const student = await completedStudent(h, 'photo');
    const oldUrl = (await getProfile(student.accessToken)).json().profilePictureUrl as string;
    const form = multipart(
      { college: 'IIT Madras', semester: '6', Skills: ['Go', 'Rust'], privacy: JSON.stringify({ blogs: 'connections' }) },
      { name: 'profilePicture', filename: 'me.png', type: 'image/png', data: await photoPng(300, 800) },
    );
    const res = await h.app.inject({
      method: 'PATCH',
      url: '/api/users/profile',
      payload: form.payload,
      headers: { ...authHeader(student.accessToken), 'content-type': form.contentType },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ college: 'IIT Madras', semester: 6, Skills: ['Go', 'Rust'] });
    expect(body.privacy).toEqual({ profileDetails: 'everyone', connections: 'everyone', blogs: 'connections' });
    expect(body.profilePictureUrl).not.toBe(oldUrl);
    const served = await h.app.inject({ method: 'GET', url: body.profilePictureUrl });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 188, 500]);
    expect(existsSync(path.join(h.app.config.dataDir, oldUrl))).toBe(false);
    expect((await h.app.inject({ method: 'GET', url: oldUrl })).statusCode).toBe(404);
  });

  it('PATCH (multipart) with a text file as the picture is a 415', async () => {
    const form = multipart({}, { name: 'profilePicture', filename: 'notes.jpg', type: 'image/jpeg', data: Buffer.from('plain text') });
    const res = await h.app.inject({
      method: 'PATCH',
      url: '/api/users/profile',
      payload: form.payload,
      headers: { ...authHeader(b.accessToken), 'content-type': form.contentType },
    });
    expectError(res, 415, { message: PROFILE_SERVER_MESSAGES.photoNotImage });
  });

  it('PATCH (JSON) takes a data URL photo too', async () => {
    const res = await patch(b.accessToken, { profilePictureBase64: await photoDataUrl() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().profilePictureUrl).toMatch(/^\/uploads\/profiles\//);
  });

  it('"only me" privacy hides the details from everyone else', async () => {
    const student = await completedStudent(h, 'private');
    expect((await patch(student.accessToken, { privacy: { profileDetails: 'only_me' }, about: 'secret about' })).statusCode).toBe(200);
    const seen = (await getProfile(b.accessToken, student.id)).json();
    expect(seen).toMatchObject({ detailsHidden: true, about: '', Skills: [], Interests: [], education: [], location: '' });
    expect(seen.username).toBe(student.username);
    const own = (await getProfile(student.accessToken)).json();
    expect(own).toMatchObject({ detailsHidden: false, about: 'secret about', Skills: ['Python', 'SQL'] });
  });

  it('an unverified sign-up has no profile to show; a verified one without a profile shows empty fields', async () => {
    const pendingEmail = uniqueEmail('pending');
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: pendingEmail, password: 'secret-pass-1' },
    });
    expect(res.statusCode).toBe(200);
    const [pending] = await h.app.db.select({ id: users.id }).from(users).where(eq(users.email, pendingEmail));
    expectError(await getProfile(b.accessToken, pending!.id), 404);

    const verified = await signUpAndVerify(h, uniqueEmail('fresh'));
    const fresh = await getProfile(b.accessToken, verified.id);
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json()).toMatchObject({ profileCompleted: false, Skills: [], username: null, profilePictureUrl: null });
  });
});
