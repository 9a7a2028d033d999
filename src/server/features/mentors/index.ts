import type { Db } from '../../db/client.js';
import { createMentorsRepository } from './mentors.repository.js';

export { mentorsRoutes } from './mentors.routes.js';
export type { BookingRow } from './mentors.repository.js';
export { seedMentorship } from './mentors.seed.js';
export { addSessionEvent, roomPath } from './mentors.mails.js';

/** What profiles show of a mentor's sessions: the distinct students of completed ones, counted as the mentor page counts calls. */
export function createMentorStats(db: Db) {
  const repo = createMentorsRepository(db);
  return { totalMentees: async (mentorId: string) => (await repo.mentorshipTotals(mentorId)).mentees };
}

/** The private storage keys of a user's booking and referral documents: removed with their account. */
export function mentorshipFilesReader(db: Db) {
  const repo = createMentorsRepository(db);
  return (userId: string): Promise<string[]> => repo.documentKeysOf(userId);
}

/** A booking with its two parties' names, as the session rooms read it. */
export function createBookingReader(db: Db) {
  const repo = createMentorsRepository(db);
  return { findBooking: (id: string) => repo.findBooking(id) };
}
export { alternativeMentorsFinder } from './mentors.alternatives.js';
