import {
  Bell,
  BookOpen,
  Briefcase,
  CalendarDays,
  Compass,
  GraduationCap,
  Handshake,
  HeartHandshake,
  Library,
  Laptop,
  MessagesSquare,
  PenLine,
  Rocket,
  Settings,
  UserRound,
  Users,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';

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

function byKey(key: string): Area {
  const area = [...AREAS, ...SOON_AREAS].find((item) => item.key === key);
  if (!area) throw new Error(`Unknown area ${key}`);
  return area;
}

/** The desktop side navigation: main areas first. */
export const SIDE_NAV: Area[] = ['career', 'mentors', 'referrals', 'blogs', 'books', 'humanlib', 'network', 'messages'].map(byKey);

/** The mobile bottom navigation (Home is added in front). */
export const BOTTOM_NAV: Area[] = ['network', 'career', 'messages', 'profile'].map(byKey);

export function displayName(user: { username: string | null; email: string } | null | undefined): string {
  if (!user) return 'there';
  if (user.username && user.username.trim() !== '') return user.username;
  const local = user.email.split('@')[0] ?? '';
  return local === '' ? 'there' : local;
}

export const ROLE_LABEL: Record<string, string> = { student: 'Student', mentor: 'Mentor', admin: 'Operator' };
