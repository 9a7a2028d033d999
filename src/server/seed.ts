import type { FastifyInstance } from 'fastify';
import { demoAccounts, seedAccounts } from './features/auth/index.js';
import { seedBlogs } from './features/blogs/index.js';
import { seedBooks } from './features/books/index.js';
import { seedCareers } from './features/careers/index.js';
import { seedConnections } from './features/connections/index.js';
import { seedEvents } from './features/events/index.js';
import { seedHelpTickets } from './features/help/index.js';
import { seedHumanlib } from './features/humanlib/index.js';
import { seedMentorship } from './features/mentors/index.js';
import { seedMessages } from './features/messages/index.js';
import { seedProfiles } from './features/profiles/index.js';
import { seedDisputedSession, seedSessionRoom } from './features/sessions/index.js';
import { seedWaitlists } from './features/waitlist/index.js';

export { demoAccounts };

/**
 * Each feature's demo data, in the order they depend on each other: accounts first, profiles before
 * anything that shows a person, connections before the conversations between connected people.
 * A new feature adds its seed function to this list.
 */
export const SEEDS: readonly ((app: FastifyInstance) => Promise<void>)[] = [
  seedAccounts,
  seedProfiles,
  seedCareers,
  seedMentorship,
  seedConnections,
  seedMessages,
  seedBlogs,
  seedBooks,
  seedEvents,
  seedWaitlists,
  seedHelpTickets,
  seedHumanlib,
  seedSessionRoom,
  seedDisputedSession,
];

/** Demo data goes only into a database without users (each seed checks), so a real database is never touched. */
export async function seedDatabase(app: FastifyInstance): Promise<void> {
  for (const seed of SEEDS) await seed(app);
}
