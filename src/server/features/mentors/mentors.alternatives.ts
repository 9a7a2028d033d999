import { formatIst } from '../../../shared/contracts/mentors.js';
import type { Tx } from '../../db/client.js';
import type { Db } from '../../db/client.js';
import { createMentorsRepository, type MentorsRepository } from './mentors.repository.js';
import { DEFAULT_RULES, heldWindowStart, horizonEnd, nextFreeSlot } from './mentors.slots.js';

/** How many mentors are offered instead of one who did not answer or did not come, and how far ahead their free time. */
const ALTERNATIVES = 3;
const ALTERNATIVES_HORIZON_DAYS = 7;

/**
 * Up to three other mentors of the same expertise with a free slot this week, each as "Name (free <IST time>, <link>)":
 * offered to a student whose request expired (issue 37.2) or whose mentor did not come (issue 31.4). Read through the
 * job's transaction.
 */
export async function alternativeMentors(
  repo: MentorsRepository,
  tx: Tx,
  mentorId: string,
  publicUrl: string,
  now = new Date(),
): Promise<string[]> {
  const candidates = await repo.mentorsLike(mentorId, 20, tx);
  const ids = candidates.map((candidate) => candidate.userId);
  const [availability, held] = await Promise.all([
    repo.availabilityOf(ids, tx),
    repo.heldSlots(ids, heldWindowStart(now), horizonEnd(now, ALTERNATIVES_HORIZON_DAYS), tx),
  ]);
  const offers: string[] = [];
  for (const candidate of candidates) {
    const next = nextFreeSlot(
      availability.get(candidate.userId) ?? DEFAULT_RULES,
      held.filter((session) => session.mentorId === candidate.userId),
      now,
      ALTERNATIVES_HORIZON_DAYS,
    );
    if (next)
      offers.push(
        `${candidate.fullName} (free ${formatIst(next)}, ${new URL(`/MentorDescPage/${candidate.userId}`, publicUrl).toString()})`,
      );
    if (offers.length === ALTERNATIVES) break;
  }
  return offers;
}

/** The same, for another feature's job (the sessions' attendance check): mentors offered by id, in the job's transaction. */
export function alternativeMentorsFinder(db: Db, publicUrl: string) {
  const repo = createMentorsRepository(db);
  return (tx: Tx, mentorId: string) => alternativeMentors(repo, tx, mentorId, publicUrl);
}
