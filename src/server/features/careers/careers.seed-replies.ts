import type { Tx } from '../../db/client.js';
import { jobApplications } from '../../db/schema/index.js';
import type { ApplicationStatus } from '../../../shared/contracts/careers.js';

const DAY = 24 * 3600 * 1000;

/**
 * How a demo company answers: applications sent `sentDaysAgo(i)` days ago, answered `replyAfterDays(i)` days later
 * (null: never). An answer that would lie in the future leaves the application pending.
 */
interface ReplyHabit {
  company: string;
  applications: number;
  sentDaysAgo: (i: number) => number;
  replyAfterDays: (i: number) => number | null;
}

/**
 * A spread from very responsive to silent, so a newcomer sees every state: figures with "Actively reviewing",
 * plain figures, figures over the 90-day window, "Slow to reply" (late answers, and none at all), and "New on
 * Campus" for every company not named here.
 */
const HABITS: ReplyHabit[] = [
  // Answers almost everyone within a few days, and did so this week.
  { company: 'Nimbus Cloudworks', applications: 14, sentDaysAgo: (i) => 3 + i * 2, replyAfterDays: (i) => (i === 13 ? null : 1 + (i % 3)) },
  // Answers four in five in about five days.
  {
    company: 'Kaveri Analytics',
    applications: 12,
    sentDaysAgo: (i) => 18.5 + i,
    replyAfterDays: (i) => (i % 5 === 4 ? null : 4 + (i % 3)),
  },
  // Answers half of them, in about ten days.
  { company: 'Saffron Pay', applications: 11, sentDaysAgo: (i) => 15 + i, replyAfterDays: (i) => (i % 2 === 0 ? 9 + (i % 3) : null) },
  // Quiet lately: its ten applications came over three months, nearly all answered in three days.
  { company: 'Lotus Retail Tech', applications: 10, sentDaysAgo: (i) => 35 + i * 5, replyAfterDays: (i) => (i === 0 ? null : 3) },
  // Answers, but after three to four weeks.
  { company: 'Tandem Health', applications: 12, sentDaysAgo: (i) => 40 + i * 3, replyAfterDays: (i) => 23 + (i % 3) },
  // Never answers.
  { company: 'Dakshin Freight Systems', applications: 12, sentDaysAgo: (i) => 22 + i * 0.5, replyAfterDays: () => null },
  // Too few applications to judge: "New on Campus".
  { company: 'Zenith Motors India', applications: 4, sentDaysAgo: (i) => 5 + i * 3, replyAfterDays: () => 2 },
];

/**
 * The demo students' applications to the companies above, spread over their jobs (one per student and job), with the
 * times the figures are computed from. The demo student applies only through `seedCareers`' own picks.
 */
export async function seedEmployerReplies(
  tx: Tx,
  input: { jobsByCompany: Map<string, string[]>; studentIds: string[]; now: number },
): Promise<number> {
  const { jobsByCompany, studentIds, now } = input;
  if (studentIds.length === 0) return 0;
  const rows: (typeof jobApplications.$inferInsert)[] = [];
  for (const habit of HABITS) {
    const jobIds = jobsByCompany.get(habit.company) ?? [];
    const count = Math.min(habit.applications, jobIds.length * studentIds.length);
    for (let i = 0; i < count; i += 1) {
      const appliedAt = new Date(now - habit.sentDaysAgo(i) * DAY);
      const replyAfter = habit.replyAfterDays(i);
      const answeredAt = replyAfter === null ? null : new Date(appliedAt.getTime() + replyAfter * DAY);
      const answered = answeredAt !== null && answeredAt.getTime() < now;
      const status: ApplicationStatus = answered ? (i % 4 === 0 ? 'shortlisted' : i % 4 === 1 ? 'rejected' : 'reviewed') : 'pending';
      rows.push({
        jobId: jobIds[Math.floor(i / studentIds.length) % jobIds.length]!,
        userId: studentIds[i % studentIds.length]!,
        status,
        appliedAt,
        updatedAt: answered ? answeredAt : appliedAt,
        firstStatusChangeAt: answered ? answeredAt : null,
        lastStatusChangeAt: answered ? answeredAt : null,
      });
    }
  }
  if (rows.length > 0) await tx.insert(jobApplications).values(rows);
  return rows.length;
}
