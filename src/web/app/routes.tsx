import type { ReactElement } from 'react';
import { matchPath, Route, Routes, useLocation } from 'react-router';
import { AdminApplicantsPage, AdminJobsPage, EditJobPage, NewJobPage } from '../features/admin';
import {
  AdminModerationPage,
  BlogDescriptionPage,
  BlogDetailsPage,
  BlogEditorPage,
  BlogFeedPage,
  BlogRulesPage,
  MyBlogsPage,
  UserBlogPage,
} from '../features/blogs';
import {
  ForgotPasswordPage,
  LoginPage,
  PublicOnly,
  RequireAuth,
  RequireTwoFactor,
  SessionGate,
  SettingsPage,
  SignupPage,
} from '../features/auth';
import {
  CareerLandingPage,
  CareerListFrame,
  CareerListPage,
  ForYouViewAllPage,
  InternshipsViewAllPage,
  JobDetailsPage,
  JobsViewAllPage,
  MyApplicationsPage,
  SavedJobsPage,
} from '../features/careers';
import { AdminBooksPage, BooksPage, EduValtPage, EduValtRulesPage, ResourcesPage } from '../features/books';
import { CollabsPage, ManageConnectionsPage, NetworkPage, OtherProfilePage } from '../features/connections';
import { AppShell, AppShellFrame, DashboardFrame, DashboardPage, OptionalShell } from '../features/dashboard';
import { DevMailPage } from '../features/devmail';
import { AdminEventsPage, EventDescriptionPage, EventNewsPage } from '../features/events';
import { AdminTicketsPage, HelpFormPage } from '../features/help';
import { AdminHumanLibraryPage, HumanLibHomePage, HumanLibRulesPage } from '../features/humanlib';
import {
  AssessmentPage,
  GetReferralPage,
  MentorAvailabilityPage,
  MentorDescPage,
  MentorListFrame,
  MentorListPage,
  MentorReferralsPage,
  MentorRequestsPage,
  MySessionsPage,
  ReferralShowAllPage,
  SchedulePage,
  TopMentorPage,
} from '../features/mentors';
import { ConversationPage, MessagesInboxPage, MessagesWidgetPage } from '../features/messages';
import { AdminNeedsActionPage, SessionRoomPage } from '../features/sessions';
import { MailUnsubscribePage, NotificationsPage } from '../features/notifications';
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
import {
  CorsDebugPage,
  FreelancingSectionPage,
  GuiednestPage,
  InternshipSectionPage,
  MobileMenuPage,
  ModernSkillsPage,
  PrivacyPolicyPage,
  TermsPage,
} from '../features/site';
import { AdminLaunchesPage, AdminWaitlistsPage, ComingSoonFullPage, CompactComingSoonPage, UnsubscribePage } from '../features/waitlist';
import type { LazyPage } from '../lib/lazyPage';
import { LoadingScreen } from '../components/ui';
import NotFoundPage from './pages/NotFoundPage';

/**
 * The spec's whole route table (platform-core §2.1, platform-community §2), in one place.
 *
 * - public: login, sign-up and password pages; a signed-in visitor goes to /view.
 * - account: needs a session; a visitor without one goes to /.
 * - open: anyone; shown inside the app shell when signed in.
 *
 * Every route of both spec tables is a real page; an unknown path gets the designed 404.
 */

/** Login, sign-up and password pages (core §2.2–2.5): a signed-in visitor goes to /view. */
const PUBLIC_ROUTES = [
  { path: '/', element: <LoginPage /> },
  { path: '/home', element: <LoginPage /> },
  { path: '/MentorLogin', element: <LoginPage variant="mentor" /> },
  { path: '/signup', element: <SignupPage /> },
  { path: '/MentorSignup', element: <SignupPage variant="mentor" /> },
  { path: '/ForgotPassword', element: <ForgotPasswordPage /> },
] as const;

/** The signed-in home. */
const HOME_ROUTE = { path: '/view', element: <DashboardPage />, frame: <DashboardFrame /> } as const;

/** Career Zone (platform-core §2.11–2.14), plus "My applications" and "Saved jobs". Signed-in students. */
const CAREER_ROUTES = [
  { path: '/CarrerZone', element: <CareerListPage />, frame: <CareerListFrame /> },
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
  { path: '/MentorSection', element: <MentorListPage withCarousel />, frame: <MentorListFrame /> },
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
  { path: '/sessions/:bookingId/room', element: <SessionRoomPage /> },
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

/** Blogs (core §2.15, community §2.14): rules, a user's blog, the editor, "Your Blog" and the feed. Signed-in users. */
const BLOG_ROUTES = [
  { path: '/blog', element: <BlogRulesPage /> },
  { path: '/blog/:userId', element: <UserBlogPage /> },
  { path: '/blogcreate/:userId', element: <BlogEditorPage /> },
  { path: '/add-post', element: <BlogEditorPage /> },
  { path: '/BlogPage/:userId', element: <MyBlogsPage /> },
  { path: '/libblog', element: <BlogFeedPage /> },
] as const;

/** A shared link to a post opens for anyone: a visitor reads public posts (the server decides), inside the shell when signed in. */
const OPEN_BLOG_ROUTES = [
  { path: '/BlogDetails/:id', element: <BlogDetailsPage /> },
  { path: '/blog-description/:id', element: <BlogDescriptionPage /> },
] as const;

/**
 * EDU-VALT (community §2.6, §2.7, core §2.1). The shelf is open so that a visitor without a session reads
 * 'Please log in to view books.' there; the hub, EDU-VALT and its rules page need a session.
 */
const BOOKS_OPEN_ROUTES = [
  { path: '/books', element: <BooksPage /> },
  { path: '/newbook', element: <BooksPage /> },
] as const;
const BOOKS_ROUTES = [
  { path: '/Resources', element: <ResourcesPage /> },
  { path: '/EduValt', element: <EduValtPage /> },
  { path: '/EduValtRules', element: <EduValtRulesPage /> },
] as const;

/**
 * Teasers, marketing, help, legal and diagnostics (community §2.1–2.5, §2.12, §2.13; core §2.1, §2.16): open to
 * everyone. Which path shows which teaser is decided here: the four full pages and /coming-soon (Internzone's, the
 * first of them), and the compact ones. Each counts down to its feature's stored launch date, or leads to it once live.
 */
const COMMUNITY_ROUTES = [
  { path: '/coming-soon', element: <ComingSoonFullPage feature="internzone" /> },
  { path: '/Internzonecomingsoon', element: <ComingSoonFullPage feature="internzone" /> },
  { path: '/EventsComingSoon', element: <ComingSoonFullPage feature="events" /> },
  { path: '/CommunityComingSoon', element: <ComingSoonFullPage feature="community" /> },
  { path: '/MentorshipComingSoon', element: <ComingSoonFullPage feature="mentorship" /> },
  { path: '/NewHumanLib', element: <CompactComingSoonPage feature="humanlib" /> },
  { path: '/freelancingcomingsoon', element: <CompactComingSoonPage feature="freelancing" /> },
  { path: '/NewFreelancing', element: <CompactComingSoonPage feature="freelancing" /> },
  { path: '/Skillupcomingsoon', element: <CompactComingSoonPage feature="skillup" /> },
  { path: '/NewSkillUp', element: <CompactComingSoonPage feature="skillup" /> },
  { path: '/NewEduValt', element: <CompactComingSoonPage feature="eduvalt" /> },
  { path: '/Guiednestcomingsoon', element: <CompactComingSoonPage feature="guiednest" /> },
  { path: '/NewGuiednest', element: <CompactComingSoonPage feature="guiednest" /> },
  { path: '/NewCareerZone', element: <CompactComingSoonPage feature="careerzone" /> },
  { path: '/NewEvents', element: <CompactComingSoonPage feature="events" /> },
  { path: '/NewCommunity', element: <CompactComingSoonPage feature="community" /> },
  { path: '/waitlist/unsubscribe', element: <UnsubscribePage /> },
  { path: '/unsubscribe', element: <MailUnsubscribePage /> },
  { path: '/FreelancingSection', element: <FreelancingSectionPage /> },
  { path: '/InternshipSection', element: <InternshipSectionPage /> },
  { path: '/ModernSkills', element: <ModernSkillsPage /> },
  { path: '/helpform', element: <HelpFormPage /> },
  { path: '/PrivacyPolicy', element: <PrivacyPolicyPage /> },
  { path: '/Terms', element: <TermsPage /> },
  { path: '/cors-debug', element: <CorsDebugPage /> },
] as const;

/** Events, Guiednest and the mobile menu (community §2, core §2.1): signed-in users. `/EventDescription` takes ?id=. */
const COMMUNITY_ACCOUNT_ROUTES = [
  { path: '/EventNews', element: <EventNewsPage /> },
  { path: '/EventDescription', element: <EventDescriptionPage /> },
  { path: '/EventDescription/:id', element: <EventDescriptionPage /> },
  { path: '/Guiednest', element: <GuiednestPage /> },
  { path: '/Mobile', element: <MobileMenuPage /> },
  { path: '/MobileNav', element: <MobileMenuPage /> },
] as const;

/** The operator console: admins only (the server refuses everyone else too). */
const ADMIN_ROUTES = [
  { path: '/admin', element: <AdminJobsPage /> },
  { path: '/admin/events', element: <AdminEventsPage /> },
  { path: '/admin/waitlists', element: <AdminWaitlistsPage /> },
  { path: '/admin/launches', element: <AdminLaunchesPage /> },
  { path: '/admin/tickets', element: <AdminTicketsPage /> },
  { path: '/admin/sessions', element: <AdminNeedsActionPage /> },
  { path: '/admin/jobs/new', element: <NewJobPage /> },
  { path: '/admin/jobs/:id', element: <AdminApplicantsPage /> },
  { path: '/admin/jobs/:id/edit', element: <EditJobPage /> },
  { path: '/admin/moderation', element: <AdminModerationPage /> },
  { path: '/admin/books', element: <AdminBooksPage /> },
] as const;

/** Human Library (core §1, community §2.7): the rules with "I ACCEPT", and the three-phase home with the chat. */
const HUMANLIB_ROUTES = [
  { path: '/HumanLib', element: <HumanLibRulesPage /> },
  { path: '/HumanLibGuidelines', element: <HumanLibRulesPage /> },
  { path: '/HumanLibhomepage', element: <HumanLibHomePage /> },
] as const;

/** The Human Library's operator page: reports, crisis first, and suspensions. */
const HUMANLIB_ADMIN_ROUTES = [{ path: '/admin/human-library', element: <AdminHumanLibraryPage /> }] as const;

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

export function AppRoutes() {
  return (
    <Routes>
      {/* The local mailbox works without the session check. */}
      <Route path="/dev/mail" element={<DevMailPage />} />

      <Route element={<SessionGate pending={<PendingPage />} />}>
        <Route element={<PublicOnly />}>
          {PUBLIC_ROUTES.map((route) => (
            <Route key={route.path} path={route.path} element={route.element} />
          ))}
        </Route>

        <Route element={<RequireAuth />}>
          <Route element={<AppShell />}>
            <Route path={HOME_ROUTE.path} element={HOME_ROUTE.element} />
            {PROFILE_ROUTES.map((route) => (
              <Route key={route.path} path={route.path} element={route.element} />
            ))}
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
            {BLOG_ROUTES.map((route) => (
              <Route key={route.path} path={route.path} element={route.element} />
            ))}
            {BOOKS_ROUTES.map((route) => (
              <Route key={route.path} path={route.path} element={route.element} />
            ))}
            {COMMUNITY_ACCOUNT_ROUTES.map((route) => (
              <Route key={route.path} path={route.path} element={route.element} />
            ))}
            {HUMANLIB_ROUTES.map((route) => (
              <Route key={route.path} path={route.path} element={route.element} />
            ))}
            <Route element={<RequireAuth roles={['admin']} />}>
              <Route element={<RequireTwoFactor />}>
                {HUMANLIB_ADMIN_ROUTES.map((route) => (
                  <Route key={route.path} path={route.path} element={route.element} />
                ))}
                {ADMIN_ROUTES.map((route) => (
                  <Route key={route.path} path={route.path} element={route.element} />
                ))}
              </Route>
            </Route>
          </Route>
        </Route>

        <Route element={<OptionalShell bare />}>
          <Route path="/AfterOtpSection1" element={<ProfileWizardPage />} />
          <Route path="/MentorAfterOtpSection" element={<MentorSetupPage />} />
        </Route>

        <Route element={<OptionalShell />}>
          {OPEN_BLOG_ROUTES.map((route) => (
            <Route key={route.path} path={route.path} element={route.element} />
          ))}
          {BOOKS_OPEN_ROUTES.map((route) => (
            <Route key={route.path} path={route.path} element={route.element} />
          ))}
          {COMMUNITY_ROUTES.map((route) => (
            <Route key={route.path} path={route.path} element={route.element} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  );
}

/**
 * The pages a visitor sees the same for everyone: drawn at build time (scripts/build/prerender.ts) and sent
 * as HTML, so they paint before the app's code has arrived. The unsubscribe page (its token) and the CORS
 * diagnostic (the browser's own origin) depend on the request, so they are drawn in the browser.
 */
const DRAWN_IN_THE_BROWSER = new Set(['/waitlist/unsubscribe', '/unsubscribe', '/cors-debug']);
export const PRERENDERED_PATHS: readonly string[] = [
  ...PUBLIC_ROUTES.map((route) => route.path),
  ...COMMUNITY_ROUTES.map((route) => route.path).filter((path) => !DRAWN_IN_THE_BROWSER.has(path)),
];

/** The pages drawn inside the app shell: the shell's code is fetched with theirs. */
const SHELL_PAGES = [
  HOME_ROUTE,
  ...PROFILE_ROUTES,
  ...CAREER_ROUTES,
  ...MENTOR_ROUTES,
  ...LIVE_ROUTES,
  ...NETWORK_ROUTES,
  ...BLOG_ROUTES,
  ...BOOKS_ROUTES,
  ...COMMUNITY_ACCOUNT_ROUTES,
  ...HUMANLIB_ROUTES,
  ...HUMANLIB_ADMIN_ROUTES,
  ...ADMIN_ROUTES,
];
const OTHER_PAGES = [...PUBLIC_ROUTES, ...OPEN_BLOG_ROUTES, ...BOOKS_OPEN_ROUTES, ...COMMUNITY_ROUTES];

const shellPageAt = (pathname: string) => SHELL_PAGES.find((route) => matchPath(route.path, pathname));
/** A page's own stand-in while the session check runs, where it has one (the list's banner); else a spinner. */
const frameOf = (route: (typeof SHELL_PAGES)[number]): ReactElement | undefined => ('frame' in route ? route.frame : undefined);

/**
 * What shows while the session check runs (SessionGate): on a page of the shell, the shell's frame with the page's
 * stand-in, as the build drew it into that page's HTML (scripts/build/prerender.ts); elsewhere the loading screen.
 */
export function PendingPage() {
  const route = shellPageAt(useLocation().pathname);
  if (!route) return <LoadingScreen />;
  return <AppShellFrame>{frameOf(route)}</AppShellFrame>;
}

const preloadOf = (element: ReactElement) => (element.type as Partial<LazyPage<never>>).preload?.() ?? Promise.resolve();

/**
 * Fetches the code of the page at `pathname` (and, for someone signed in, of the app shell) without waiting for
 * the render that would ask for it: a prerendered page hydrates in one pass, and a signed-in page's code
 * arrives alongside the session check instead of after it.
 */
export function preloadPage(pathname: string, signedIn: boolean): Promise<unknown> {
  const inShell = shellPageAt(pathname);
  const page = inShell ?? OTHER_PAGES.find((route) => matchPath(route.path, pathname));
  const frame = inShell ? frameOf(inShell) : undefined;
  const shell = signedIn && page ? [AppShell.preload(), AppShellFrame.preload(), ...(frame ? [preloadOf(frame)] : [])] : [];
  return Promise.all([...shell, ...(page ? [preloadOf(page.element)] : [])]);
}

/**
 * Each page drawn in the app shell with the loaders of its code and the shell's: the build names those chunks in
 * the HTML a signed-in browser gets for the page (scripts/build/prerender.ts), so they download with the app's
 * entry instead of after it has run.
 */
export const SHELL_PAGE_CODE: readonly { path: string; loads: readonly (() => Promise<unknown>)[] }[] = SHELL_PAGES.map((route) => ({
  path: route.path,
  loads: [AppShell.load, (route.element.type as LazyPage<never>).load],
}));

/** Every path of the table, for tests and checks. */
export const ROUTE_PATHS: readonly string[] = [
  ...PUBLIC_ROUTES.map((route) => route.path),
  HOME_ROUTE.path,
  '/AfterOtpSection1',
  '/MentorAfterOtpSection',
  '/dev/mail',
  ...CAREER_ROUTES.map((route) => route.path),
  ...MENTOR_ROUTES.map((route) => route.path),
  ...LIVE_ROUTES.map((route) => route.path),
  ...NETWORK_ROUTES.map((route) => route.path),
  ...BLOG_ROUTES.map((route) => route.path),
  ...OPEN_BLOG_ROUTES.map((route) => route.path),
  ...BOOKS_OPEN_ROUTES.map((route) => route.path),
  ...BOOKS_ROUTES.map((route) => route.path),
  ...COMMUNITY_ROUTES.map((route) => route.path),
  ...COMMUNITY_ACCOUNT_ROUTES.map((route) => route.path),
  ...PROFILE_ROUTES.map((route) => route.path),
  ...ADMIN_ROUTES.map((route) => route.path),
  ...HUMANLIB_ROUTES.map((route) => route.path),
  ...HUMANLIB_ADMIN_ROUTES.map((route) => route.path),
];
