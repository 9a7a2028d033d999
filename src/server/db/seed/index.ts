import type { FastifyInstance } from 'fastify';
import { seedAccounts, demoAccounts } from './accounts.js';
import { seedCareers } from './careers.js';
import { seedConnections } from './connections.js';
import { seedMessages } from './messages.js';
import { seedMentorship } from './mentors.js';
import { seedNotifications } from './notifications.js';
import { seedProfiles } from './profiles.js';

export { demoAccounts };

/** Demo data goes only into a database without users, so a real database is never touched. */
export async function seedDatabase(app: FastifyInstance): Promise<void> {
  await seedAccounts(app);
  await seedProfiles(app);
  await seedCareers(app);
  await seedMentorship(app);
  await seedConnections(app);
  // After the connections: conversations are between connected people.
  await seedMessages(app);
  await seedNotifications(app);
}
