import { lazy } from 'react';

/** Public face of the mentors feature. Pages load on demand (route-level code splitting). */
export { MentorHome } from './components/MentorHome';
export { TopMentorCarousel } from './components/TopMentorCarousel';
export { mentorKeys } from './api/keys';

export const MentorListPage = lazy(() => import('./pages/MentorListPage'));
export const MentorDescPage = lazy(() => import('./pages/MentorDescPage'));
export const TopMentorPage = lazy(() => import('./pages/TopMentorPage'));
export const MySessionsPage = lazy(() => import('./pages/SessionsPages').then((module) => ({ default: module.MySessionsPage })));
export const MentorRequestsPage = lazy(() => import('./pages/SessionsPages').then((module) => ({ default: module.MentorRequestsPage })));
export const GetReferralPage = lazy(() => import('./pages/GetReferralPage'));
export const ReferralShowAllPage = lazy(() => import('./pages/ReferralShowAllPage'));
export const AssessmentPage = lazy(() => import('./pages/AssessmentPage'));
export const SchedulePage = lazy(() => import('./pages/SchedulePage'));
export const MentorAvailabilityPage = lazy(() => import('./pages/MentorAvailabilityPage'));
export const MentorReferralsPage = lazy(() => import('./pages/MentorReferralsPage'));
