import { lazyPage } from '../../lib/lazyPage';

/** Public face of the career zone. Pages load on demand (route-level code splitting). */
export { ApplicationStatusBadge, applicationStatusLabel, Badge, ClosingBadge } from './components/Badges';
export { JobLogo } from './components/JobLogo';
export { ErrorState, EmptyState } from './components/ListStates';
export { careerKeys } from './api/keys';
export { closingState, jobTypeLabel, locationLabel, payLabel, postedLabel } from './lib/jobs';

export const CareerListPage = lazyPage(() => import('./pages/CareerListPage'));
/** /CarrerZone's stand-in while the session check runs, from the page's own module. */
export const CareerListFrame = lazyPage(() => import('./pages/CareerListPage').then((module) => ({ default: module.CareerListFrame })));
export const CareerLandingPage = lazyPage(() => import('./pages/CareerLandingPage'));
export const JobDetailsPage = lazyPage(() => import('./pages/JobDetailsPage'));
export const MyApplicationsPage = lazyPage(() => import('./pages/MyApplicationsPage'));
export const SavedJobsPage = lazyPage(() => import('./pages/SavedJobsPage'));
export const ForYouViewAllPage = lazyPage(() => import('./pages/ViewAllPages').then((module) => ({ default: module.ForYouViewAllPage })));
export const InternshipsViewAllPage = lazyPage(() =>
  import('./pages/ViewAllPages').then((module) => ({ default: module.InternshipsViewAllPage })),
);
export const JobsViewAllPage = lazyPage(() => import('./pages/ViewAllPages').then((module) => ({ default: module.JobsViewAllPage })));
