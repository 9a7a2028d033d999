import { Route, Routes } from 'react-router';
import type { UserRoleName } from '../../shared/contracts/auth.js';
import { AdminApplicantsPage, AdminJobsPage, EditJobPage, NewJobPage } from '../features/admin';
import { ForgotPasswordPage, LoginPage, PublicOnly, RequireAuth, SessionGate, SettingsPage, SignupPage } from '../features/auth';
import {
  CareerLandingPage,
  CareerListPage,
  ForYouViewAllPage,
  InternshipsViewAllPage,
  JobDetailsPage,
  JobsViewAllPage,
  MyApplicationsPage,
  SavedJobsPage,
} from '../features/careers';
import { OnItsWayPage } from '../features/comingsoon';
import { CollabsPage, ManageConnectionsPage, NetworkPage, OtherProfilePage } from '../features/connections';
import { AppShell, DashboardPage, OptionalShell } from '../features/dashboard';
import { DevMailPage } from '../features/devmail';
import {
  AssessmentPage,
  GetReferralPage,
  MentorAvailabilityPage,
  MentorDescPage,
  MentorListPage,
  MentorReferralsPage,
  MentorRequestsPage,
  MySessionsPage,
  ReferralShowAllPage,
  SchedulePage,
  TopMentorPage,
} from '../features/mentors';
import { ConversationPage, MessagesInboxPage, MessagesWidgetPage } from '../features/messages';
import { NotificationsPage } from '../features/notifications';
import {
  AboutExperiencePage,
  EducationPage,
  InterestsPage,
  MentorSetupPage,
  PersonalInfoUpdatePage,
  PrivacyPage,
  ProfileEditSectionPage,
  ProfileWizardPage,
  SelfMentorPage,
  SelfProfilePage,
  SkillsPage,
  UploadPhotoPage,
} from '../features/profiles';
import NotFoundPage from './pages/NotFoundPage';

/**
 * The spec's whole route table (platform-core §2.1, platform-community §2), in one place.
 *
 * - public: login, sign-up and password pages; a signed-in visitor goes to /view.
 * - account: needs a session; a visitor without one goes to /.
 * - open: anyone; shown inside the app shell when signed in.
 *
 * Screens that are not built yet render the "on its way" page. When a feature lands, replace its
 * `PLANNED` entry with a real <Route> below.
 */
type Access = 'account' | 'open';

interface PlannedRoute {
  path: string;
  title: string;
  description?: string;
  access: Access;
  /** A teaser page of a feature that has not launched (shows "Coming Soon"). */
  comingSoon?: boolean;
  roles?: readonly UserRoleName[];
}

const PLANNED: PlannedRoute[] = [
  // Profile and settings: the profile, editors, privacy, people and settings pages are built (PROFILE_ROUTES below).
  // Network: profiles of others, connections and collaborations are built (NETWORK_ROUTES below).
  { path: '/Mobile', title: 'Menu', description: 'Everything on Campus, one tap away.', access: 'account' },
  { path: '/MobileNav', title: 'Menu', description: 'Everything on Campus, one tap away.', access: 'account' },
  { path: '/add-post', title: 'New post', description: 'Share an update with your network.', access: 'account' },

  // Blogs
  { path: '/blog', title: 'Blog guidelines', description: 'What you can post, and how we keep it kind.', access: 'account' },
  { path: '/blog/:userId', title: 'Blog guidelines', description: 'What you can post, and how we keep it kind.', access: 'account' },
  { path: '/blogcreate/:userId', title: 'Write a blog', description: 'Public, private or friends-only: your call.', access: 'account' },
  { path: '/BlogPage/:userId', title: 'Your Blog', description: 'Everything you have written.', access: 'account' },
  { path: '/BlogDetails/:id', title: 'Blog', description: 'Read, and manage your post.', access: 'account' },
  { path: '/blog-description/:id', title: 'Blog', description: 'A story from a fellow student.', access: 'account' },
  { path: '/libblog', title: 'Blogs', description: 'Stories from students across India.', access: 'account' },

  // Human Library
  { path: '/HumanLib', title: 'Human Library', description: 'Talk anonymously, without being judged.', access: 'account' },
  { path: '/HumanLibhomepage', title: 'Human Library', description: 'Your Feelings Do Matter Without being Judged', access: 'account' },
  {
    path: '/HumanLibGuidelines',
    title: 'Human Library guidelines',
    description: 'No sharing of personal contact details. Skip or block any match.',
    access: 'account',
  },
  { path: '/NewHumanLib', title: 'Human Library', description: 'Connect with unknown student', access: 'open', comingSoon: true },

  // E-books, EDU-Valt, Guiednest
  { path: '/Resources', title: 'Resources', description: 'Notes, guides and e-books.', access: 'account' },
  { path: '/books', title: 'E-books', description: 'All you need at one place to be successful in your Student Life.', access: 'account' },
  {
    path: '/newbook',
    title: 'E-books',
    description: 'All you need at one place to be successful in your Student Life.',
    access: 'account',
  },
  { path: '/EduValt', title: 'EDU-Valt', description: 'Get best Study Material at lowest cost', access: 'account' },
  { path: '/NewEduValt', title: 'EDU-Valt', description: 'Get best Study Material at lowest cost', access: 'open', comingSoon: true },
  { path: '/Guiednest', title: 'Guiednest', description: 'Advice from those who have faced it', access: 'account' },
  { path: '/NewGuiednest', title: 'Guiednest', description: 'Advice from those who have faced it', access: 'open', comingSoon: true },

  // Events and community
  { path: '/EventNews', title: 'Event news', description: 'Fests, webinars and competitions near you.', access: 'account' },
  { path: '/EventDescription', title: 'Event', description: 'Everything about one event.', access: 'account' },
  { path: '/NewEvents', title: 'Events', description: 'Events of the Universities', access: 'open', comingSoon: true },
  { path: '/NewCommunity', title: 'Community', description: 'College Life, Shared and Supported', access: 'open', comingSoon: true },

  // Teasers (waitlist pages)
  { path: '/coming-soon', title: 'Coming soon', description: 'Something new is on its way to Campus.', access: 'open', comingSoon: true },
  {
    path: '/freelancingcomingsoon',
    title: 'Freelancing',
    description: 'Opportunities to upscale & Earn',
    access: 'open',
    comingSoon: true,
  },
  { path: '/Skillupcomingsoon', title: 'Skill Up', description: 'Courses to enhance your skills', access: 'open', comingSoon: true },
  {
    path: '/Guiednestcomingsoon',
    title: 'Guiednest',
    description: 'Advice from those who have faced it',
    access: 'open',
    comingSoon: true,
  },
  {
    path: '/Internzonecomingsoon',
    title: 'Internzone',
    description: 'Internships from startups, companies, NGOs and student ventures, matched to your skills.',
    access: 'open',
    comingSoon: true,
  },
  {
    path: '/EventsComingSoon',
    title: 'Events',
    description: 'University and industry fests, webinars and competitions, with certificates and badges.',
    access: 'open',
    comingSoon: true,
  },
  {
    path: '/CommunityComingSoon',
    title: 'Community',
    description: 'Interest forums, study groups and tools for group projects.',
    access: 'open',
    comingSoon: true,
  },
  {
    path: '/MentorshipComingSoon',
    title: 'Mentorship',
    description: 'Guidance from mentors who have been in your place.',
    access: 'open',
    comingSoon: true,
  },

  // Static marketing pages
  { path: '/FreelancingSection', title: 'Freelancing', description: 'Earn on projects, with no middlemen.', access: 'open' },
  { path: '/NewFreelancing', title: 'Freelancing', description: 'Opportunities to upscale & Earn', access: 'open', comingSoon: true },
  { path: '/InternshipSection', title: 'Internships', description: 'Latest internships in frontend, UI/UX and backend.', access: 'open' },
  { path: '/ModernSkills', title: 'Your Modern Online College Skills', description: 'Short, practical courses.', access: 'open' },
  { path: '/NewSkillUp', title: 'Skill Up', description: 'Courses to enhance your skills', access: 'open', comingSoon: true },

  // Help and legal
  { path: '/helpform', title: 'Help', description: 'Tell us what went wrong and we will get back to you.', access: 'open' },
  { path: '/PrivacyPolicy', title: 'Privacy Policy', description: 'How we look after your data.', access: 'open' },
  { path: '/Terms', title: 'Terms & Conditions', description: 'Campus is for enrolled college students aged 18 or over.', access: 'open' },
  { path: '/cors-debug', title: 'Connection check', description: 'Diagnostics for the connection to the server.', access: 'open' },

  // Career Zone: the listing, landing, details, view-all, applications and saved pages are built
  // (CAREER_ROUTES below); /NewCareerZone stays the teaser of the coming-soon pages (community §2.2).
  {
    path: '/NewCareerZone',
    title: 'Career Zone',
    description: 'Internships to boost your skills and resume',
    access: 'open',
    comingSoon: true,
  },
];

/** Career Zone (platform-core §2.11–2.14), plus "My applications" and "Saved jobs". Signed-in students. */
const CAREER_ROUTES = [
  { path: '/CarrerZone', element: <CareerListPage /> },
  { path: '/CarrerZonelandingPage', element: <CareerLandingPage /> },
  { path: '/CareerZoneDetails', element: <JobDetailsPage /> },
  { path: '/CareerZoneDetails/:jobId', element: <JobDetailsPage /> },
  { path: '/CareerZoneForYouviewAll', element: <ForYouViewAllPage /> },
  { path: '/CareerZoneInternshipviewAll', element: <InternshipsViewAllPage /> },
  { path: '/CareerZoneJobviewAll', element: <JobsViewAllPage /> },
  { path: '/CareerZoneApplications', element: <MyApplicationsPage /> },
  { path: '/CareerZoneSaved', element: <SavedJobsPage /> },
] as const;

/**
 * Mentors and referrals (platform-core §2.6–2.9, community §2.8), both sides of a booking or a referral
 * request, and the mentor's weekly slots. Signed-in users.
 */
const MENTOR_ROUTES = [
  { path: '/MentorSection', element: <MentorListPage withCarousel /> },
  { path: '/MentorSectionShowAll', element: <MentorListPage /> },
  { path: '/TopMentorCard', element: <TopMentorPage /> },
  { path: '/MentorDescPage/:userId', element: <MentorDescPage /> },
  { path: '/MySessions', element: <MySessionsPage /> },
  { path: '/MentorRequests', element: <MentorRequestsPage /> },
  { path: '/MentorAvailability', element: <MentorAvailabilityPage /> },
  { path: '/GetRfereral', element: <GetReferralPage /> },
  { path: '/GetReferalShowAll', element: <ReferralShowAllPage /> },
  { path: '/assessment/:id', element: <AssessmentPage /> },
  { path: '/schedule/:id', element: <SchedulePage /> },
  { path: '/MentorReferrals', element: <MentorReferralsPage /> },
] as const;

/** Network (community §2.9, §2.10, core §2.1): other students' profiles, requests, connections and collaborations. */
const NETWORK_ROUTES = [
  { path: '/AfterConnecting', element: <OtherProfilePage /> },
  { path: '/AfterConnecting/:userId', element: <OtherProfilePage /> },
  { path: '/NetworkPage', element: <NetworkPage /> },
  { path: '/SelfConnectionPage', element: <ManageConnectionsPage /> },
  { path: '/collabs', element: <CollabsPage /> },
] as const;

/** Notifications and messages (community §2.11, core §2.1); `messageId` is the conversation's id. */
const LIVE_ROUTES = [
  { path: '/MobileNotification', element: <NotificationsPage /> },
  { path: '/MessageMobileInbox', element: <MessagesInboxPage /> },
  { path: '/MessageFinalClass2/:messageId', element: <ConversationPage /> },
  { path: '/messages-widget', element: <MessagesWidgetPage /> },
] as const;

/** The operator console: admins only (the server refuses everyone else too). */
const ADMIN_ROUTES = [
  { path: '/admin', element: <AdminJobsPage /> },
  { path: '/admin/jobs/new', element: <NewJobPage /> },
  { path: '/admin/jobs/:id', element: <AdminApplicantsPage /> },
  { path: '/admin/jobs/:id/edit', element: <EditJobPage /> },
] as const;

function planned(route: PlannedRoute) {
  return (
    <Route
      key={route.path}
      path={route.path}
      element={
        <>
          <title>{`${route.title} · Campus`}</title>
          <OnItsWayPage
            title={route.title}
            {...(route.description ? { description: route.description } : {})}
            comingSoon={route.comingSoon ?? false}
          />
        </>
      }
    />
  );
}

/**
 * Profiles and settings (platform-core §2.1 profile routes, §2.10): the signed-in user's profile, its
 * owner-only editors (someone else's id gets the "not allowed" page), privacy, people, settings and
 * the mentor's own page.
 */
const PROFILE_ROUTES = [
  { path: '/self-profile', element: <SelfProfilePage /> },
  { path: '/SelfSetting', element: <SettingsPage /> },
  { path: '/ProfileEditSection/:userId', element: <ProfileEditSectionPage /> },
  { path: '/PersonalInfoUpdate/:userId', element: <PersonalInfoUpdatePage /> },
  { path: '/skills/:userId', element: <SkillsPage /> },
  { path: '/interests/:userId', element: <InterestsPage /> },
  { path: '/education/:userId', element: <EducationPage /> },
  { path: '/AboutAndExperience/:userId', element: <AboutExperiencePage /> },
  { path: '/about/:userId', element: <AboutExperiencePage /> },
  { path: '/uploadsection/:userId', element: <UploadPhotoPage /> },
  { path: '/DesFollowerMiddleSectionPrivacy', element: <PrivacyPage /> },
  { path: '/DesFollowerMiddleSectionPrivacy/:userId', element: <PrivacyPage /> },
  { path: '/collab/:userId', element: <CollabsPage /> },
  { path: '/follower-section', element: <NetworkPage /> },
  { path: '/SelfMentorSectionPage', element: <SelfMentorPage /> },
];

const accountRoutes = PLANNED.filter((route) => route.access === 'account' && !route.roles);
const adminRoutes = PLANNED.filter((route) => route.roles?.includes('admin'));
const openRoutes = PLANNED.filter((route) => route.access === 'open');

export function AppRoutes() {
  return (
    <Routes>
      {/* The local mailbox works without the session check. */}
      <Route path="/dev/mail" element={<DevMailPage />} />

      <Route element={<SessionGate />}>
        <Route element={<PublicOnly />}>
          <Route path="/" element={<LoginPage />} />
          <Route path="/home" element={<LoginPage />} />
          <Route path="/MentorLogin" element={<LoginPage variant="mentor" />} />
          <Route path="/signup" element={<SignupPage />} />
          <Route path="/MentorSignup" element={<SignupPage variant="mentor" />} />
          <Route path="/ForgotPassword" element={<ForgotPasswordPage />} />
        </Route>

        <Route element={<RequireAuth />}>
          <Route element={<AppShell />}>
            <Route path="/view" element={<DashboardPage />} />
            {PROFILE_ROUTES.map((route) => (
              <Route key={route.path} path={route.path} element={route.element} />
            ))}
            {accountRoutes.map(planned)}
            {CAREER_ROUTES.map((route) => (
              <Route key={route.path} path={route.path} element={route.element} />
            ))}
            {MENTOR_ROUTES.map((route) => (
              <Route key={route.path} path={route.path} element={route.element} />
            ))}
            {LIVE_ROUTES.map((route) => (
              <Route key={route.path} path={route.path} element={route.element} />
            ))}
            {NETWORK_ROUTES.map((route) => (
              <Route key={route.path} path={route.path} element={route.element} />
            ))}
            <Route element={<RequireAuth roles={['admin']} />}>
              {adminRoutes.map(planned)}
              {ADMIN_ROUTES.map((route) => (
                <Route key={route.path} path={route.path} element={route.element} />
              ))}
            </Route>
          </Route>
        </Route>

        <Route element={<OptionalShell bare />}>
          <Route path="/AfterOtpSection1" element={<ProfileWizardPage />} />
          <Route path="/MentorAfterOtpSection" element={<MentorSetupPage />} />
        </Route>

        <Route element={<OptionalShell />}>
          {openRoutes.map(planned)}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  );
}

/** Every path of the table, for tests and checks. */
export const ROUTE_PATHS: readonly string[] = [
  '/',
  '/home',
  '/MentorLogin',
  '/signup',
  '/MentorSignup',
  '/ForgotPassword',
  '/view',
  '/AfterOtpSection1',
  '/MentorAfterOtpSection',
  '/dev/mail',
  ...PLANNED.map((route) => route.path),
  ...CAREER_ROUTES.map((route) => route.path),
  ...MENTOR_ROUTES.map((route) => route.path),
  ...LIVE_ROUTES.map((route) => route.path),
  ...NETWORK_ROUTES.map((route) => route.path),
  ...PROFILE_ROUTES.map((route) => route.path),
  ...ADMIN_ROUTES.map((route) => route.path),
];
