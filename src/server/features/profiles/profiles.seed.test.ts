import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mentorProfiles, profiles, users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';

describe('seed: demo profiles and mentors', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO: 'true' });
  });
  afterAll(() => t.close());

  const demoStudentToken = async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'demo.student@example.com', password: t.app.config.demoPassword },
    });
    expect(login.statusCode, login.body).toBe(200);
    return login.json<{ accessToken: string }>().accessToken;
  };

  it('gives every demo account a completed profile with a stored photo', async () => {
    const [student] = await t.app.db.select().from(users).where(eq(users.email, 'demo.student@example.com'));
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/users/profile?userId=${student!.id}`,
      headers: { authorization: `Bearer ${await demoStudentToken()}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const profile = res.json();
    expect(profile).toMatchObject({ name: 'Aarav Sharma', college: 'Delhi Technological University', profileCompleted: true });
    expect(profile.Skills.length).toBeGreaterThanOrEqual(2);
    expect(profile.education.length).toBe(2);
    const photo = await t.app.inject({ method: 'GET', url: profile.profilePictureUrl });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    const [demoMentor] = await t.app.db.select().from(users).where(eq(users.email, 'demo.mentor@example.com'));
    const mentor = await t.app.inject({ method: 'GET', url: `/api/users/mentorProfile?userId=${demoMentor!.id}` });
    expect(mentor.json()).toMatchObject({ fullName: 'Priya Nair', company: 'Google', email: 'demo.mentor@example.com' });
  });

  it('seeds at least 25 complete mentors with varied companies, focus areas and expertise', async () => {
    const rows = await t.app.db.select().from(mentorProfiles);
    expect(rows.length).toBeGreaterThanOrEqual(25);
    expect(new Set(rows.map((row) => row.company)).size).toBeGreaterThanOrEqual(20);
    for (const row of rows) {
      expect(row.about).toMatch(/^\d+ years/);
      expect(row.yearsOfExperience).toBe(Number.parseInt(row.about, 10));
      expect(row.functionalFocusArea.length).toBeGreaterThanOrEqual(1);
      expect(row.areaOfExpertise.length).toBeGreaterThanOrEqual(1);
      expect(row.profilePictureUrl).toMatch(/^\/uploads\/mentors\//);
    }
    const [mentorUsers] = await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.role, 'mentor'));
    expect(mentorUsers!.n).toBe(rows.length);
  });

  it('seeds other students, so the demo student has classmates to meet', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/users/suggestions',
      headers: { authorization: `Bearer ${await demoStudentToken()}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.total).toBeGreaterThanOrEqual(6);
    expect(body.people[0]).toMatchObject({ college: 'Delhi Technological University', degree: 'B.Tech CSE', match: 'college_and_course' });
    expect(body.people.filter((person: { match: string }) => person.match === 'college_and_course').length).toBeGreaterThanOrEqual(2);
    for (const person of body.people) expect(person.profilePictureUrl).toMatch(/^\/uploads\/profiles\//);
  });

  it('runs once: a second seed adds nothing', async () => {
    const { seedDatabase } = await import('../../seed.js');
    const before = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(profiles);
    await seedDatabase(t.app);
    const after = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(profiles);
    expect(after[0]!.n).toBe(before[0]!.n);
  });
});
