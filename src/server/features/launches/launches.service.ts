import { LAUNCH_MESSAGES, LIVE_PATHS, type Launch, type LaunchStatus } from '../../../shared/contracts/launches.js';
import { WAITLIST_FEATURES, WAITLIST_FEATURE_NAMES, type WaitlistFeature } from '../../../shared/contracts/waitlist.constants.js';
import { badRequest } from '../../platform/errors.js';
import type { LaunchesRepository, LaunchRow } from './launches.repository.js';

function toLaunch(feature: WaitlistFeature, row: LaunchRow | undefined): Launch {
  // A feature whose row is missing is coming, with no date yet (the migration inserts every row).
  const status: LaunchStatus = row?.status === 'live' ? 'live' : 'coming';
  return {
    feature,
    name: WAITLIST_FEATURE_NAMES[feature],
    status,
    launchAt: row?.launchAt?.toISOString() ?? null,
    livePath: status === 'live' ? (LIVE_PATHS[feature] ?? null) : null,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

export function createLaunchesService({ repo }: { repo: LaunchesRepository }) {
  return {
    /** Every teaser feature, in the order of the waitlists. */
    async list(): Promise<Launch[]> {
      const rows = new Map((await repo.list()).map((row) => [row.feature, row]));
      return WAITLIST_FEATURES.map((feature) => toLaunch(feature, rows.get(feature)));
    },

    async save(feature: WaitlistFeature, body: { status: LaunchStatus; launchAt: string | null }, adminId: string): Promise<Launch> {
      if (body.status === 'live' && !LIVE_PATHS[feature]) throw badRequest(LAUNCH_MESSAGES.noPage, 'NO_LIVE_PAGE');
      if (body.status === 'coming' && !body.launchAt) {
        throw badRequest(LAUNCH_MESSAGES.dateRequired, 'BAD_REQUEST', { launchAt: [LAUNCH_MESSAGES.dateRequired] });
      }
      // A coming feature counts down to its date: one already past would count down from zero on every teaser.
      if (body.status === 'coming' && body.launchAt && new Date(body.launchAt).getTime() <= Date.now()) {
        throw badRequest(LAUNCH_MESSAGES.datePassed, 'BAD_REQUEST', { launchAt: [LAUNCH_MESSAGES.datePassed] });
      }
      const row = await repo.save({
        feature,
        status: body.status,
        // Live without a date: it went live now.
        launchAt: body.launchAt ? new Date(body.launchAt) : new Date(),
        updatedBy: adminId,
      });
      return toLaunch(feature, row);
    },
  };
}
