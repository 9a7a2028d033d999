import { lazy } from 'react';

/** Public face of the career zone. Pages load on demand (route-level code splitting). */
export { ApplicationStatusBadge, applicationStatusLabel, Badge, ClosingBadge } from './components/Badges';
export { JobLogo } from './components/JobLogo';
export { ErrorState, EmptyState } from './components/ListStates';
export { careerKeys } from './api/keys';
export { closingState, jobTypeLabel, locationLabel, payLabel, postedLabel } from './lib/jobs';

export const CareerListPage = lazy(() => import('./pages/CareerListPage'));
export const CareerLandingPage = lazy(() => import('./pages/CareerLandingPage'));
export const JobDetailsPage = lazy(() => import('./pages/JobDetailsPage'));
export const MyApplicationsPage = lazy(() => import('./pages/MyApplicationsPage'));
export const SavedJobsPage = lazy(() => import('./pages/SavedJobsPage'));
export const ForYouViewAllPage = lazy(() => import('./pages/ViewAllPages').then((module) => ({ default: module.ForYouViewAllPage })));
export const InternshipsViewAllPage = lazy(() =>
  import('./pages/ViewAllPages').then((module) => ({ default: module.InternshipsViewAllPage })),
);
export const JobsViewAllPage = lazy(() => import('./pages/ViewAllPages').then((module) => ({ default: module.JobsViewAllPage })));
