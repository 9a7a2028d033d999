import { and, asc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { jobs as jobPosts, profiles, users } from '../../db/schema/index.js';
import { scheduleJob, type JobQueue } from '../../platform/jobs.js';
import { createNotificationsFor, type Notifier } from '../notifications/index.js';

/**
 * "New jobs matching my skills" (issue 35.1): a job the operator posts is announced to every student whose profile
 * lists one of its skills, through the notifier (in the app, and by mail and push where the student chose them).
 * The fan-out runs on the job queue in batches, each its own transaction that schedules the next, so 10,000 matching
 * students never make one long transaction, and it runs once on any number of instances, across restarts.
 */
export const JOB_MATCH_JOB = 'careers.job-match';
/** Students told per transaction. */
export const JOB_MATCH_BATCH = 200;

interface JobMatchPayload {
  jobId: string;
  /** The last student told by the batch before: students are taken in id order. */
  after: string | null;
}

/** The job's fan-out, in the transaction that posts it: it exists exactly when the job does. */
export function scheduleJobMatch(executor: Db | Tx, jobId: string): Promise<void> {
  const payload: JobMatchPayload = { jobId, after: null };
  return scheduleJob(executor, { kind: JOB_MATCH_JOB, key: jobId, runAt: new Date(), payload, keepExisting: true });
}

/** A skill as the job lists it, and as students often type it: all lower case, or with a capital first letter. */
function spellings(skills: readonly string[]): string[] {
  const out = new Set<string>();
  for (const skill of skills) {
    out.add(skill);
    out.add(skill.toLowerCase());
    out.add(skill.charAt(0).toUpperCase() + skill.slice(1).toLowerCase());
  }
  return [...out];
}

export function registerJobMatch(deps: { jobs: JobQueue; notifier: Notifier }): void {
  const { jobs, notifier } = deps;
  jobs.register<JobMatchPayload>(JOB_MATCH_JOB, async ({ job, payload, tx, afterCommit }) => {
    const [posted] = await tx
      .select({
        id: jobPosts.id,
        title: jobPosts.title,
        companyName: jobPosts.companyName,
        status: jobPosts.status,
        skills: jobPosts.skills,
      })
      .from(jobPosts)
      .where(eq(jobPosts.id, payload.jobId));
    // Closed or deleted before its turn came: nobody is told of a job they cannot apply to.
    if (!posted || posted.status !== 'open' || posted.skills.length === 0) return;
    const wanted = spellings(posted.skills);
    // Read through profiles_skills_gin (array overlap) and the users' primary key, in id order from the last batch's end.
    const receivers = await tx
      .select({ id: users.id })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(
        and(
          sql`${profiles.skills} && array[${sql.join(
            wanted.map((skill) => sql`${skill}`),
            sql`, `,
          )}]::text[]`,
          eq(users.role, 'student'),
          isNotNull(users.emailVerifiedAt),
          // An account waiting to be deleted hears nothing new.
          isNull(users.deletionDueAt),
          payload.after ? gt(users.id, payload.after) : undefined,
        ),
      )
      .orderBy(asc(users.id))
      .limit(JOB_MATCH_BATCH);
    if (receivers.length === 0) return;
    const rows = await createNotificationsFor(
      tx,
      receivers.map((receiver) => receiver.id),
      {
        senderName: posted.companyName,
        type: 'job_match',
        message: `New job matching your skills: ${posted.title} at ${posted.companyName}.`,
        link: `/CareerZoneDetails/${posted.id}`,
      },
    );
    afterCommit(await notifier.notifyInJob({ tx, job }, rows));
    if (receivers.length === JOB_MATCH_BATCH) {
      const after = receivers.at(-1)!.id;
      const next: JobMatchPayload = { jobId: posted.id, after };
      await jobs.schedule(tx, { kind: JOB_MATCH_JOB, key: `${posted.id}:${after}`, runAt: new Date(), payload: next });
    }
  });
}
