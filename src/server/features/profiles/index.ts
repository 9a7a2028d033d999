import type { Db } from '../../db/client.js';
import { createProfilesRepository } from './profiles.repository.js';

/** Public face of the profiles feature for the app and other features. */
export { profilesRoutes } from './profiles.routes.js';
export { seedProfiles } from './profiles.seed.js';
export { noMentorStats, noNetwork, type MentorStats, type ProfileNetwork } from './profiles.service.js';

/** What a student's profile says about them (skills, interests, course), for features that rank by it. */
export function profileSignalsReader(db: Db) {
  const repo = createProfilesRepository(db);
  return async (userId: string): Promise<{ skills: string[]; interests: string[]; course: string | null }> => {
    const profile = await repo.findProfile(userId);
    return { skills: profile?.skills ?? [], interests: profile?.interests ?? [], course: profile?.degree || null };
  };
}

/** The files a user owns in this feature (profile and mentor photos), for account deletion. */
export function profileFilesReader(db: Db) {
  const repo = createProfilesRepository(db);
  return (userId: string): Promise<string[]> => repo.photosOf(userId);
}
