import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MentorProfile, SuggestionsResponse } from '../../../shared/contracts/profiles.js';
import { PROFILE_MESSAGES, PROFILE_SERVER_MESSAGES } from '../../../shared/messages.js';
import { mentorProfiles, users } from '../../db/schema/index.js';
import {
  expectError,
  loginAs,
  post,
  signUpAndVerify,
  startAuthHarness,
  TEST_PASSWORD,
  uniqueEmail,
  type AuthHarness,
} from '../../test/auth-helpers.js';
import {
  authHeader,
  completeProfile,
  completionPayload,
  mentorPayload,
  photoDataUrl,
  uniquePhone,
  type CompletedStudent,
} from '../../test/profiles-helpers.js';

describe('profiles: suggestions (GET /api/users/suggestions) and the mentor page (PATCH /api/users/mentorProfile)', () => {
  let h: AuthHarness;
  beforeAll(async () => {
    h = await startAuthHarness();
  });
  afterAll(() => h.close());

  /** A student with a completed profile at the given college and course. */
  async function student(label: string, college: string, degree: string, skills = ['Python', 'SQL']): Promise<CompletedStudent> {
    const user = await signUpAndVerify(h, uniqueEmail(label));
    const phone = uniquePhone();
    const body = await completionPayload(user.email, { college, degree, Skills: skills, workorProject: `Semester 3 | Phone ${phone}` });
    const res = await completeProfile(h, user.tempToken, body);
    expect(res.statusCode, res.body).toBe(200);
    return { ...user, accessToken: (res.json() as { accessToken: string }).accessToken, username: body.username as string, phone };
  }

  async function mentor(label: string) {
    const user = await signUpAndVerify(h, uniqueEmail(label), TEST_PASSWORD, 'mentor');
    const res = await post(h.app, '/api/users/mentorProfile', await mentorPayload(), { headers: authHeader(user.tempToken) });
    expect(res.statusCode, res.body).toBe(200);
    return { ...user, accessToken: (res.json() as { accessToken: string }).accessToken };
  }

  describe('GET /api/users/suggestions', () => {
    const college = `Test Institute ${Date.now()}`;
    let viewer: CompletedStudent;
    let classmate: CompletedStudent;
    let sameCollege: CompletedStudent;
    let sameCourse: CompletedStudent;
    let stranger: CompletedStudent;
    beforeAll(async () => {
      viewer = await student('viewer', college, 'B.Tech CSE');
      classmate = await student('classmate', `  ${college.toUpperCase()} `, 'b.tech cse', ['React', 'Node.js']);
      sameCollege = await student('samecollege', college, 'BBA');
      sameCourse = await student('samecourse', 'Another College', 'B.Tech CSE');
      stranger = await student('stranger', 'Another College', 'MBBS');
      // Neither a mentor nor an unfinished sign-up is suggested.
      await mentor('mentor');
      await signUpAndVerify(h, uniqueEmail('unfinished'));
    });

    const suggestions = (token: string | null, query = '') =>
      h.app.inject({ method: 'GET', url: `/api/users/suggestions${query}`, headers: token ? authHeader(token) : {} });

    it('ranks the same college and course first, then college, then course, then everyone else; never the caller', async () => {
      const res = await suggestions(viewer.accessToken, '?limit=100');
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as SuggestionsResponse;
      expect(body.basis).toEqual({ college, degree: 'B.Tech CSE' });
      const ids = body.people.map((person) => person.id);
      expect(ids).not.toContain(viewer.id);
      expect(ids.slice(0, 3)).toEqual([classmate.id, sameCollege.id, sameCourse.id]);
      expect(ids).toContain(stranger.id);
      expect(body.total).toBe(body.people.length);
      expect(body.people.map((person) => person.match).slice(0, 3)).toEqual(['college_and_course', 'college', 'course']);
      expect(body.people.find((person) => person.id === stranger.id)!.match).toBe('other');
      const first = body.people[0]!;
      expect(first).toEqual({
        id: classmate.id,
        name: classmate.username,
        username: classmate.username,
        headline: '',
        college: `${college.toUpperCase()}`,
        degree: 'b.tech cse',
        profilePictureUrl: expect.stringMatching(/^\/uploads\/profiles\//),
        skills: ['React', 'Node.js'],
        detailsHidden: false,
        match: 'college_and_course',
      });
      // Nothing private travels: no email, no phone.
      expect(res.body).not.toContain(classmate.email);
      expect(res.body).not.toContain(classmate.phone);
      for (const person of body.people) expect((person as { role?: string }).role).toBeUndefined();
    });

    it('is paginated on the server', async () => {
      const page1 = (await suggestions(viewer.accessToken, '?page=1&limit=2')).json() as SuggestionsResponse;
      const page2 = (await suggestions(viewer.accessToken, '?page=2&limit=2')).json() as SuggestionsResponse;
      expect(page1).toMatchObject({ page: 1, limit: 2 });
      expect(page1.people.map((person) => person.id)).toEqual([classmate.id, sameCollege.id]);
      expect(page2.people[0]!.id).toBe(sameCourse.id);
      expect(page2.total).toBe(page1.total);
      const far = (await suggestions(viewer.accessToken, '?page=999&limit=2')).json() as SuggestionsResponse;
      expect(far).toMatchObject({ people: [], total: page1.total });
      expectError(await suggestions(viewer.accessToken, '?limit=500'), 400);
    });

    it('hides skills of people who show their details only to themselves or their connections', async () => {
      for (const audience of ['only_me', 'connections'] as const) {
        const patched = await h.app.inject({
          method: 'PATCH',
          url: '/api/users/profile',
          payload: { privacy: { profileDetails: audience } },
          headers: authHeader(classmate.accessToken),
        });
        expect(patched.statusCode, patched.body).toBe(200);
        const body = (await suggestions(viewer.accessToken)).json() as SuggestionsResponse;
        expect(body.people[0]).toMatchObject({ id: classmate.id, skills: [], detailsHidden: true, match: 'college_and_course' });
        expect(JSON.stringify(body.people[0])).not.toContain('React');
      }
      await h.app.inject({
        method: 'PATCH',
        url: '/api/users/profile',
        payload: { privacy: { profileDetails: 'everyone' } },
        headers: authHeader(classmate.accessToken),
      });
      const body = (await suggestions(viewer.accessToken)).json() as SuggestionsResponse;
      expect(body.people[0]).toMatchObject({ skills: ['React', 'Node.js'], detailsHidden: false });
    });

    it('works for a caller without a profile (a mentor sees students), and needs a token', async () => {
      const someone = await mentor('looker');
      const body = (await suggestions(someone.accessToken, '?limit=100')).json() as SuggestionsResponse;
      expect(body.basis).toEqual({ college: '', degree: '' });
      expect(body.people.map((person) => person.id)).toEqual(expect.arrayContaining([viewer.id, classmate.id, stranger.id]));
      expect(new Set(body.people.map((person) => person.match))).toEqual(new Set(['other']));
      expectError(await suggestions(null), 401);
    });
  });

  describe('PATCH /api/users/mentorProfile', () => {
    const patch = (token: string | null, payload: Record<string, unknown>) =>
      h.app.inject({ method: 'PATCH', url: '/api/users/mentorProfile', payload, headers: token ? authHeader(token) : {} });
    const read = (token: string | null, userId?: string) =>
      h.app.inject({
        method: 'GET',
        url: `/api/users/mentorProfile${userId ? `?userId=${userId}` : ''}`,
        headers: token ? authHeader(token) : {},
      });

    it('changes only the fields sent, keeps the photo when none is sent, and reads years from the about text', async () => {
      const m = await mentor('editor');
      const before = (await read(m.accessToken)).json() as MentorProfile;
      expect(before).toMatchObject({ yearsOfExperience: 9, totalReviews: 0, totalMentees: 0, education: [] });
      const res = await patch(m.accessToken, {
        about: '12 years in fintech. I review resumes and run mock interviews.',
        functionalFocusArea: ['Backend Engineering', 'Data Engineering', 'System Design'],
        areaOfExpertise: ['Mock Interviews'],
        education: [
          { institution: 'IIT Madras', degree: 'B.Tech', fieldOfStudy: 'Computer Science', startYear: 2008, endYear: 2012 },
          { institution: 'IIM Bangalore', degree: 'MBA', startYear: 2014, endYear: 2016 },
        ],
      });
      expect(res.statusCode, res.body).toBe(200);
      const after = res.json() as MentorProfile;
      expect(after).toMatchObject({
        fullName: before.fullName,
        headline: before.headline,
        company: before.company,
        about: '12 years in fintech. I review resumes and run mock interviews.',
        yearsOfExperience: 12,
        functionalFocusArea: ['Backend Engineering', 'Data Engineering', 'System Design'],
        areaOfExpertise: ['Mock Interviews'],
        profilePictureUrl: before.profilePictureUrl,
        isOwner: true,
        email: m.email,
        totalMentees: 0,
      });
      expect(after.education.map((entry) => [entry.institution, entry.degree, entry.startYear, entry.endYear])).toEqual([
        ['IIT Madras', 'B.Tech', 2008, 2012],
        ['IIM Bangalore', 'MBA', 2014, 2016],
      ]);
      // Students see the saved page, education included, without the email.
      const reader = await student('reader', 'Somewhere', 'BBA');
      const seen = (await read(reader.accessToken, m.id)).json() as MentorProfile;
      expect(seen).toMatchObject({
        about: after.about,
        education: [{ institution: 'IIT Madras' }, { institution: 'IIM Bangalore' }],
        isOwner: false,
      });
      expect(seen.email).toBeUndefined();
    });

    it('a new photo replaces the old one, which is removed', async () => {
      const m = await mentor('photo');
      const before = (await read(m.accessToken)).json() as MentorProfile;
      const res = await patch(m.accessToken, { profilePictureBase64: await photoDataUrl() });
      expect(res.statusCode, res.body).toBe(200);
      const after = res.json() as MentorProfile;
      expect(after.profilePictureUrl).toMatch(/^\/uploads\/mentors\/[a-f0-9]{32}\.jpg$/);
      expect(after.profilePictureUrl).not.toBe(before.profilePictureUrl);
      expect(existsSync(path.join(h.app.config.dataDir, before.profilePictureUrl!))).toBe(false);
      expect(existsSync(path.join(h.app.config.dataDir, after.profilePictureUrl!))).toBe(true);
    });

    it('checks fields with the setup’s messages', async () => {
      const m = await mentor('rules');
      const cases: [Record<string, unknown>, string][] = [
        [{ about: '   ' }, PROFILE_MESSAGES.allFieldsRequired],
        [{ linkedinUrl: 'https://example.com/in/someone' }, PROFILE_MESSAGES.invalidLinkedin],
        [{ functionalFocusArea: [] }, PROFILE_MESSAGES.allFieldsRequired],
        [{ areaOfExpertise: ['Mock Interviews', 'mock interviews'] }, PROFILE_SERVER_MESSAGES.duplicateTags],
        [{ areaOfExpertise: Array.from({ length: 11 }, (_, i) => `Topic ${i}`) }, PROFILE_SERVER_MESSAGES.mentorTagsTooMany],
        [{ education: [{ institution: '' }] }, PROFILE_MESSAGES.requiredFieldsMissing],
      ];
      for (const [payload, message] of cases) expectError(await patch(m.accessToken, payload), 400, { message });
      expectError(
        await patch(m.accessToken, { profilePictureBase64: `data:text/plain;base64,${Buffer.from('hi').toString('base64')}` }),
        415,
      );
    });

    it('user B cannot edit user A’s mentor profile: their own call changes only their own, another id is 403', async () => {
      const a = await mentor('mentora');
      const b = await mentor('mentorb');
      const aBefore = (await read(a.accessToken)).json() as MentorProfile;
      expectError(await patch(b.accessToken, { userId: a.id, about: 'Hijacked: 1 year.' }), 403, {
        message: PROFILE_SERVER_MESSAGES.notYourProfile,
      });
      const own = await patch(b.accessToken, { userId: b.id, about: '3 years of B.' });
      expect(own.statusCode, own.body).toBe(200);
      expect((own.json() as MentorProfile).id).toBe(b.id);
      const aAfter = (await read(a.accessToken)).json() as MentorProfile;
      expect(aAfter.about).toBe(aBefore.about);
      const [row] = await h.app.db.select().from(mentorProfiles).where(eq(mentorProfiles.userId, a.id));
      expect(row!.about).toBe(aBefore.about);
    });

    it('refuses students and callers without a token; a mentor who never finished the setup is told to', async () => {
      const s = await student('notmentor', 'Anywhere', 'BBA');
      expectError(await patch(s.accessToken, { about: '5 years' }), 403, { message: PROFILE_SERVER_MESSAGES.mentorsOnly });
      expectError(await patch(null, { about: '5 years' }), 401);
      const fresh = await signUpAndVerify(h, uniqueEmail('fresh'), TEST_PASSWORD, 'mentor');
      const { accessToken } = await loginAs(h.app, fresh.email);
      expectError(await patch(accessToken, { about: '5 years' }), 404, { message: PROFILE_SERVER_MESSAGES.mentorSetupFirst });
      const [user] = await h.app.db.select().from(users).where(eq(users.id, fresh.id));
      expect(user!.role).toBe('mentor');
    });
  });
});
