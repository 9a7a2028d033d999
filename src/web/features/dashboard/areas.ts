import {
  Bell,
  BookOpen,
  Briefcase,
  CalendarCheck,
  CalendarClock,
  CalendarDays,
  Compass,
  GraduationCap,
  Handshake,
  HeartHandshake,
  Inbox,
  Library,
  Laptop,
  Menu,
  MessagesSquare,
  Newspaper,
  PenLine,
  Rocket,
  Settings,
  UserRound,
  Users,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
import type { UserRoleName } from '../../../shared/contracts/auth.js';

export interface Area {
  key: string;
  label: string;
  description: string;
  icon: LucideIcon;
  /** Where the area lives; some routes carry the user's id. */
  href: (userId: string) => string;
  soon?: boolean;
}

/** Every feature area the dashboard links to (spec core §1, §2.1). */
export const AREAS: Area[] = [
  {
    key: 'career',
    label: 'Career Zone',
    description: 'Jobs and internships picked for you.',
    icon: Briefcase,
    href: () => '/CarrerZonelandingPage',
  },
  {
    key: 'mentors',
    label: 'Mentors',
    description: 'Book a call with someone who has been there.',
    icon: GraduationCap,
    href: () => '/MentorSection',
  },
  {
    key: 'referrals',
    label: 'Referrals',
    description: 'Get referred by mentors at top companies.',
    icon: Handshake,
    href: () => '/GetRfereral',
  },
  {
    key: 'blogs',
    label: 'Blogs',
    description: 'Write your story and read other students.',
    icon: Newspaper,
    href: () => '/libblog',
  },
  {
    key: 'myblog',
    label: 'My blog',
    description: 'Your posts, drafts included; write a new one.',
    icon: PenLine,
    href: (userId) => `/BlogPage/${userId}`,
  },
  { key: 'books', label: 'E-books', description: 'Notes and e-books, semester by semester.', icon: BookOpen, href: () => '/books' },
  {
    key: 'humanlib',
    label: 'Human Library',
    description: 'Talk anonymously, without being judged.',
    icon: HeartHandshake,
    href: () => '/HumanLibhomepage',
  },
  {
    key: 'eventnews',
    label: 'Events',
    description: 'Fests, webinars and competitions near you.',
    icon: CalendarDays,
    href: () => '/EventNews',
  },
  { key: 'network', label: 'Network', description: 'Your connections and collaborators.', icon: Users, href: () => '/NetworkPage' },
  {
    key: 'messages',
    label: 'Messages',
    description: 'Chats with your connections.',
    icon: MessagesSquare,
    href: () => '/MessageMobileInbox',
  },
  {
    key: 'notifications',
    label: 'Notifications',
    description: 'Requests, replies and updates.',
    icon: Bell,
    href: () => '/MobileNotification',
  },
  { key: 'profile', label: 'Profile', description: 'How others see you on Campus.', icon: UserRound, href: () => '/self-profile' },
  { key: 'settings', label: 'Settings', description: 'Account, privacy and preferences.', icon: Settings, href: () => '/SelfSetting' },
  { key: 'menu', label: 'Menu', description: 'Every section, your account and sign out.', icon: Menu, href: () => '/Mobile' },
];

/** Teaser areas, each with its spec subtitle (community §2.2) or description (§1). */
export const SOON_AREAS: Area[] = [
  {
    key: 'freelancing',
    label: 'Freelancing',
    description: 'Opportunities to upscale & Earn',
    icon: Laptop,
    href: () => '/freelancingcomingsoon',
    soon: true,
  },
  {
    key: 'skillup',
    label: 'Skill Up',
    description: 'Courses to enhance your skills',
    icon: Rocket,
    href: () => '/Skillupcomingsoon',
    soon: true,
  },
  {
    key: 'internzone',
    label: 'Internzone',
    description: 'Internships from startups, companies and NGOs',
    icon: Compass,
    href: () => '/Internzonecomingsoon',
    soon: true,
  },
  {
    key: 'events',
    label: 'Events',
    description: 'Events of the Universities',
    icon: CalendarDays,
    href: () => '/EventsComingSoon',
    soon: true,
  },
  {
    key: 'community',
    label: 'Community',
    description: 'College Life, Shared and Supported',
    icon: UsersRound,
    href: () => '/CommunityComingSoon',
    soon: true,
  },
  {
    key: 'guiednest',
    label: 'Guiednest',
    description: 'Advice from those who have faced it',
    icon: HeartHandshake,
    href: () => '/Guiednestcomingsoon',
    soon: true,
  },
  {
    key: 'eduvalt',
    label: 'EDU-Valt',
    description: 'Get best Study Material at lowest cost',
    icon: Library,
    href: () => '/NewEduValt',
    soon: true,
  },
];

/** The pages of a mentor's side of mentorship (spec community §2.8, core §2.10). */
export const MENTOR_AREAS: Area[] = [
  {
    key: 'requests',
    label: 'Requests',
    description: 'Session requests waiting for your answer.',
    icon: Inbox,
    href: () => '/MentorRequests',
  },
  {
    key: 'availability',
    label: 'Availability',
    description: 'The weekly slots students can book.',
    icon: CalendarClock,
    href: () => '/MentorAvailability',
  },
  {
    key: 'mentorReferrals',
    label: 'Referral requests',
    description: 'Students who asked you for a referral.',
    icon: Handshake,
    href: () => '/MentorReferrals',
  },
  {
    key: 'mentorPage',
    label: 'Your mentor page',
    description: 'How students see you.',
    icon: UserRound,
    href: () => '/SelfMentorSectionPage',
  },
];

/** A student's sessions with mentors: requests, upcoming, past and their ratings. */
const SESSIONS_AREA: Area = {
  key: 'sessions',
  label: 'My sessions',
  description: 'Your requests and sessions with mentors.',
  icon: CalendarCheck,
  href: () => '/MySessions',
};

function byKey(key: string): Area {
  const area = [...AREAS, ...SOON_AREAS, ...MENTOR_AREAS, SESSIONS_AREA].find((item) => item.key === key);
  if (!area) throw new Error(`Unknown area ${key}`);
  return area;
}

/** The desktop side navigation of each role: what that role opens most, first. */
const SIDE_NAV: Record<UserRoleName, Area[]> = {
  student: ['career', 'mentors', 'sessions', 'referrals', 'blogs', 'myblog', 'books', 'humanlib', 'eventnews', 'network', 'messages'].map(
    byKey,
  ),
  mentor: [
    'requests',
    'availability',
    'mentorReferrals',
    'mentorPage',
    'blogs',
    'myblog',
    'books',
    'humanlib',
    'eventnews',
    'network',
    'messages',
  ].map(byKey),
  admin: ['career', 'mentors', 'referrals', 'blogs', 'myblog', 'books', 'humanlib', 'eventnews', 'network', 'messages'].map(byKey),
};

/**
 * The mobile bottom navigation of each role (Home is added in front). Messages, notifications and the
 * account menu sit in the top bar on every screen, so the bar keeps room for the role's own pages.
 */
const BOTTOM_NAV: Record<UserRoleName, Area[]> = {
  student: ['sessions', 'career', 'network', 'menu'].map(byKey),
  mentor: ['requests', 'availability', 'mentorReferrals', 'menu'].map(byKey),
  admin: ['career', 'network', 'messages', 'menu'].map(byKey),
};

export const sideNavFor = (role: UserRoleName | undefined): Area[] => SIDE_NAV[role ?? 'student'];
export const bottomNavFor = (role: UserRoleName | undefined): Area[] => BOTTOM_NAV[role ?? 'student'];

/** The short label of an area in the mobile bottom bar, where a tab has about 70 px. */
export const BOTTOM_LABEL: Partial<Record<string, string>> = {
  career: 'Careers',
  sessions: 'Sessions',
  availability: 'Slots',
  mentorReferrals: 'Referrals',
  mentorPage: 'My page',
};

export function displayName(user: { username: string | null; email: string } | null | undefined): string {
  if (!user) return 'there';
  if (user.username && user.username.trim() !== '') return user.username;
  const local = user.email.split('@')[0] ?? '';
  return local === '' ? 'there' : local;
}

export const ROLE_LABEL: Record<string, string> = { student: 'Student', mentor: 'Mentor', admin: 'Operator' };
