import {
  BookOpen,
  Briefcase,
  CalendarDays,
  Compass,
  GraduationCap,
  HeartHandshake,
  Laptop,
  Rocket,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
import type { WaitlistFeature } from '../../../shared/contracts/waitlist.js';

export interface Teaser {
  feature: WaitlistFeature;
  name: string;
  /** The compact page's subtitle, verbatim (community §2.2). */
  subtitle: string;
  /** What the feature will be (community §1). */
  description: string;
  icon: LucideIcon;
  /** Where 'Read Guidelines' leads. */
  guidelines: string;
  /** Two colours of the page's illustration. */
  colors: [string, string];
  /** The full page of the feature, when it has one. */
  fullPage?: string;
}

const COMMUNITY_GUIDELINES = '/Terms#guidelines';

/** Every teaser page's texts, in one place. */
export const TEASERS: Record<WaitlistFeature, Teaser> = {
  internzone: {
    feature: 'internzone',
    name: 'Internzone',
    subtitle: 'Internships to boost your skills and resume',
    description:
      'Internships from startups, companies, NGOs and student ventures, matched to your skills, with remote-friendly roles so you can work from anywhere.',
    icon: Compass,
    guidelines: COMMUNITY_GUIDELINES,
    colors: ['#6366f1', '#22d3ee'],
    fullPage: '/Internzonecomingsoon',
  },
  events: {
    feature: 'events',
    name: 'Events',
    subtitle: 'Events of the Universities',
    description: 'University and industry fests, webinars and competitions in one place, with certificates and badges for taking part.',
    icon: CalendarDays,
    guidelines: COMMUNITY_GUIDELINES,
    colors: ['#f97316', '#facc15'],
    fullPage: '/EventsComingSoon',
  },
  community: {
    feature: 'community',
    name: 'Community',
    subtitle: 'College Life, Shared and Supported',
    description: 'Interest forums, study groups and tools for group projects: find your people and get things done together.',
    icon: UsersRound,
    guidelines: COMMUNITY_GUIDELINES,
    colors: ['#10b981', '#84cc16'],
    fullPage: '/CommunityComingSoon',
  },
  mentorship: {
    feature: 'mentorship',
    name: 'Mentorship',
    subtitle: 'Advice from those who have faced it',
    description: 'Guidance from mentors and experts who have been in your place: career paths, interviews and the choices in between.',
    icon: GraduationCap,
    guidelines: COMMUNITY_GUIDELINES,
    colors: ['#8b5cf6', '#ec4899'],
    fullPage: '/MentorshipComingSoon',
  },
  humanlib: {
    feature: 'humanlib',
    name: 'Human Library',
    subtitle: 'Connect with unknown student',
    description: 'Talk anonymously with a random fellow student, peer to peer, and be heard without being judged.',
    icon: HeartHandshake,
    guidelines: '/HumanLibGuidelines',
    colors: ['#ec4899', '#f472b6'],
  },
  freelancing: {
    feature: 'freelancing',
    name: 'Freelancing',
    subtitle: 'Opportunities to upscale & Earn',
    description: 'Earn on real projects from clients, with no middlemen taking a cut, and build a portfolio while you study.',
    icon: Laptop,
    guidelines: COMMUNITY_GUIDELINES,
    colors: ['#0ea5e9', '#6366f1'],
  },
  skillup: {
    feature: 'skillup',
    name: 'Skill Up',
    subtitle: 'Courses to enhance your skills',
    description: 'Short, practical courses you can finish in under a month, taught by people who use the skills at work.',
    icon: Rocket,
    guidelines: COMMUNITY_GUIDELINES,
    colors: ['#f43f5e', '#f97316'],
  },
  eduvalt: {
    feature: 'eduvalt',
    name: 'EDU-Valt',
    subtitle: 'Get best Study Material at lowest cost',
    description: 'Notes, question papers and study material from top students, at the lowest cost.',
    icon: BookOpen,
    guidelines: COMMUNITY_GUIDELINES,
    colors: ['#14b8a6', '#0ea5e9'],
  },
  guiednest: {
    feature: 'guiednest',
    name: 'Guiednest',
    subtitle: 'Advice from those who have faced it',
    description: 'Mentors and experts giving guidance, and referring skilled students to the companies they know.',
    icon: HeartHandshake,
    guidelines: COMMUNITY_GUIDELINES,
    colors: ['#a855f7', '#6366f1'],
  },
  careerzone: {
    feature: 'careerzone',
    name: 'Career Zone',
    subtitle: 'Internships to boost your skills and resume',
    description: 'Jobs and internships picked for your skills and interests, with one-tap applications and status updates.',
    icon: Briefcase,
    guidelines: COMMUNITY_GUIDELINES,
    colors: ['#2563eb', '#22c55e'],
  },
};

/** The teasers with a full page (community §2.1), for the "More coming soon" list. */
export const TEASER_LIST = Object.values(TEASERS);
