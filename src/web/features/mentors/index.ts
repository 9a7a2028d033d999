import { lazyPage } from '../../lib/lazyPage';

/** Public face of the mentors feature. Pages load on demand (route-level code splitting). */
export { MentorHome } from './components/MentorHome';
export { TopMentorCarousel, TopMentorsFrame } from './components/TopMentorCarousel';
export { TOP_MENTORS_FRAME_QUERY } from './api/mentors';
export { mentorKeys } from './api/keys';
export { DocumentButton } from './components/DocumentButton';

export const MentorListPage = lazyPage(() => import('./pages/MentorListPage'));
/** /MentorSection's stand-in while the session check runs, from the page's own module. */
export const MentorListFrame = lazyPage(() => import('./pages/MentorListPage').then((module) => ({ default: module.MentorListFrame })));
export const MentorDescPage = lazyPage(() => import('./pages/MentorDescPage'));
export const TopMentorPage = lazyPage(() => import('./pages/TopMentorPage'));
export const MySessionsPage = lazyPage(() => import('./pages/SessionsPages').then((module) => ({ default: module.MySessionsPage })));
export const MentorRequestsPage = lazyPage(() =>
  import('./pages/SessionsPages').then((module) => ({ default: module.MentorRequestsPage })),
);
export const GetReferralPage = lazyPage(() => import('./pages/GetReferralPage'));
export const ReferralShowAllPage = lazyPage(() => import('./pages/ReferralShowAllPage'));
export const AssessmentPage = lazyPage(() => import('./pages/AssessmentPage'));
export const SchedulePage = lazyPage(() => import('./pages/SchedulePage'));
export const MentorAvailabilityPage = lazyPage(() => import('./pages/MentorAvailabilityPage'));
export const MentorReferralsPage = lazyPage(() => import('./pages/MentorReferralsPage'));
