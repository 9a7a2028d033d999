import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushPayload } from '../../../shared/contracts/notifications.js';
import { notifications, profiles, queuedJobs, users } from '../../db/schema/index.js';
import { startAuthHarness, type AuthHarness } from '../../test/auth-helpers.js';
import { call, createJob, createUser, type TestUser } from '../../test/careers-helpers.js';
import { browserKeys, decryptPush, startPushService } from '../../test/push-service.js';
import { JOB_MATCH_BATCH, JOB_MATCH_JOB } from './careers.job-match.js';

let h: AuthHarness;
let service: Awaited<ReturnType<typeof startPushService>>;
let admin: TestUser;

beforeAll(async () => {
  service = await startPushService();
  // The queue is driven by the test (runDue); a push leaves as soon as its job runs.
  h = await startAuthHarness({ JOB_QUEUE_ENABLED: 'false', PUSH_DELAY_SECONDS: '0' });
  admin = await createUser(h, 'admin');
}, 300_000);
afterAll(async () => {
  await h?.close();
  await service?.close();
});

/** The skills of the student's profile, as onboarding or the profile page store them. */
const setSkills = (user: TestUser, skills: string[]) =>
  h.app.db.insert(profiles).values({ userId: user.id, skills }).onConflictDoUpdate({ target: profiles.userId, set: { skills } });
const matchesOf = (userId: string, jobId: string) =>
  h.app.db
    .select()
    .from(notifications)
    .where(
      and(eq(notifications.userId, userId), eq(notifications.type, 'job_match'), eq(notifications.link, `/CareerZoneDetails/${jobId}`)),
    );

describe('new jobs matching my skills (issue 35.1)', () => {
  it('tells the students whose skills the job lists, by the channels each chose, once, and nobody else', async () => {
    const [pythonista, lowerCase, javaOnly, mentor, leaving] = await Promise.all([
      createUser(h, 'student', 'pythonista'),
      createUser(h, 'student', 'lowercase'),
      createUser(h, 'student', 'java'),
      createUser(h, 'mentor', 'mentor'),
      createUser(h, 'student', 'leaving'),
    ]);
    await Promise.all([
      setSkills(pythonista, ['Python', 'Django']),
      setSkills(lowerCase, ['sql']),
      setSkills(javaOnly, ['Java']),
      setSkills(mentor, ['Python']),
      setSkills(leaving, ['Python']),
    ]);
    await h.app.db
      .update(users)
      .set({ deletionDueAt: new Date(Date.now() + 86_400_000) })
      .where(eq(users.id, leaving.id));
    // The one who asked for them gets jobs by mail and push too (in the app only by default).
    const chose = await call(h.app, 'PUT', '/api/notifications/preferences', {
      token: pythonista.token,
      body: { channels: { jobs: { email: true, push: true } } },
    });
    expect(chose.statusCode, chose.body).toBe(200);
    const keys = browserKeys();
    const endpoint = service.endpoint();
    const subscribed = await h.app.inject({
      method: 'POST',
      url: '/api/notifications/push/devices',
      headers: { authorization: `Bearer ${pythonista.token}` },
      payload: keys.json(endpoint),
    });
    expect(subscribed.statusCode, subscribed.body).toBe(201);

    const mailsBefore = h.mail.mails.length;
    const job = await createJob(h.app, admin.token, { title: 'Data Engineer', companyName: 'Kaveri Analytics', skills: ['Python', 'SQL'] });
    // Posted: the fan-out waits on the queue, so the operator's request did not tell anyone itself.
    expect(await matchesOf(pythonista.id, job.id)).toHaveLength(0);
    await h.app.jobs.runDue();

    const [told] = await matchesOf(pythonista.id, job.id);
    expect(told).toMatchObject({
      senderName: 'Kaveri Analytics',
      message: 'New job matching your skills: Data Engineer at Kaveri Analytics.',
    });
    expect(await matchesOf(lowerCase.id, job.id)).toHaveLength(1);
    for (const untold of [javaOnly, mentor, leaving]) expect(await matchesOf(untold.id, job.id)).toHaveLength(0);

    // By mail to the one who chose mail, and nobody else.
    const mail = await h.mail.waitFor(pythonista.email, mailsBefore);
    expect(mail.subject).toContain('Data Engineer');
    expect(h.mail.mails.slice(mailsBefore).filter((received) => received.to.includes(lowerCase.email))).toEqual([]);
    // By push, decrypted as the device would, with the link to the job.
    const [push] = service.to(endpoint);
    expect(push, 'a push reached the device').toBeDefined();
    expect(JSON.parse(decryptPush(push!.body, keys)) as PushPayload).toMatchObject({
      title: 'Kaveri Analytics',
      url: `/CareerZoneDetails/${job.id}`,
      type: 'job_match',
    });

    // Run again (another instance, a restart): nobody is told twice.
    await h.app.jobs.runDue();
    expect(await matchesOf(pythonista.id, job.id)).toHaveLength(1);
  });

  it('works through many matching students in batches, each told once, and tells nobody of a job closed before its turn', async () => {
    const skill = `Skill${randomUUID().slice(0, 8)}`;
    const count = JOB_MATCH_BATCH + 7;
    const students = Array.from({ length: count }, () => randomUUID());
    await h.app.db.insert(users).values(
      students.map((id) => ({
        id,
        email: `many-${id.slice(0, 12)}@example.test`,
        emailVerifiedAt: new Date(),
        role: 'student' as const,
      })),
    );
    await h.app.db.insert(profiles).values(students.map((userId) => ({ userId, skills: [skill] })));

    const job = await createJob(h.app, admin.token, { title: 'Batch Role', skills: [skill] });
    await h.app.jobs.runDue();
    const told = await h.app.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(and(eq(notifications.type, 'job_match'), eq(notifications.link, `/CareerZoneDetails/${job.id}`)));
    expect(told).toHaveLength(count);
    expect(new Set(told.map((row) => row.userId))).toEqual(new Set(students));
    const runs = await h.app.db.select({ key: queuedJobs.key }).from(queuedJobs).where(eq(queuedJobs.kind, JOB_MATCH_JOB));
    expect(runs.filter((run) => run.key.startsWith(job.id))).toHaveLength(2);

    const closed = await createJob(h.app, admin.token, { title: 'Closed At Once', skills: [skill] });
    const closing = await call(h.app, 'POST', `/api/admin/jobs/${closed.id}/close`, { token: admin.token });
    expect(closing.statusCode, closing.body).toBe(200);
    await h.app.jobs.runDue();
    expect(await h.app.db.$count(notifications, eq(notifications.link, `/CareerZoneDetails/${closed.id}`))).toBe(0);
  });
});
