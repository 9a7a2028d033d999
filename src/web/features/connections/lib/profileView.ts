import { CONNECTION_MESSAGES } from '../../../../shared/contracts/connections.constants.js';
import type { UserProfile } from '../../../../shared/contracts/profiles.js';

/** Community §9: the About preview length. */
export const ABOUT_PREVIEW_LENGTH = 100;

/** The About text as shown: cut at 100 characters (with an ellipsis) unless expanded; `truncated` says whether the toggle is needed. */
export function aboutPreview(about: string, expanded: boolean): { text: string; truncated: boolean } {
  const text = about.trim();
  if (!text) return { text: CONNECTION_MESSAGES.noAbout, truncated: false };
  if (text.length <= ABOUT_PREVIEW_LENGTH) return { text, truncated: false };
  return { text: expanded ? text : `${text.slice(0, ABOUT_PREVIEW_LENGTH).trimEnd()}...`, truncated: true };
}

export interface CollaboratorView {
  id: string | null;
  name: string;
  headline: string;
  profilePictureUrl: string | null;
}

/** What the other-user profile page draws, from a real profile or the placeholder sample. */
export interface ProfileView {
  id: string | null;
  name: string;
  username: string | null;
  headline: string;
  college: string;
  degree: string;
  location: string;
  about: string;
  profilePictureUrl: string | null;
  connections: number;
  collabs: number;
  skills: string[];
  interests: string[];
  collaborators: CollaboratorView[];
  education: string[];
  locked: boolean;
  /** The placeholder sample, shown after a failed load. */
  sample: boolean;
}

export function displayNameOf(profile: Pick<UserProfile, 'firstName' | 'name' | 'lastName' | 'username'>): string {
  const full = [profile.firstName || profile.name, profile.lastName].filter(Boolean).join(' ').trim();
  return full || profile.username || 'Student';
}

export function profileView(profile: UserProfile): ProfileView {
  return {
    id: profile.id,
    name: displayNameOf(profile),
    username: profile.username,
    headline: profile.headline.find((line) => line.trim() !== '') ?? '',
    college: profile.college,
    degree: profile.degree,
    location: profile.location,
    about: profile.about,
    profilePictureUrl: profile.profilePictureUrl,
    connections: profile._count.connections1,
    collabs: profile._count.connections2,
    skills: profile.networkLocked ? [] : profile.Skills,
    interests: profile.networkLocked ? [] : profile.Interests,
    collaborators: profile.networkLocked
      ? []
      : profile.collaborators.map((person) => ({
          id: person.id,
          name: person.name || person.username || 'Student',
          headline: person.headline,
          profilePictureUrl: person.profilePictureUrl,
        })),
    education: profile.education.map((entry) => [entry.degree, entry.institution].filter(Boolean).join(', ')),
    locked: profile.networkLocked,
    sample: false,
  };
}

/** Community §3 "fallback sample data": collabs, collaboratorName, education, paragraph and subCollabrators. */
export const FALLBACK_SAMPLE = {
  collabs: 4,
  collaboratorName: 'Sample Student',
  education: 'B.Tech Computer Science, Sample Institute of Technology',
  paragraph:
    'This is a sample profile shown because the real one could not be loaded. It stands in for a student who likes building projects with classmates.',
  subCollabrators: ['Project partner', 'Hackathon teammate', 'Study group member'],
} as const;

/** The placeholder profile drawn after a load failure: invented people only, so nothing is locked. */
export function fallbackProfileView(): ProfileView {
  return {
    id: null,
    name: FALLBACK_SAMPLE.collaboratorName,
    username: null,
    headline: '',
    college: 'Sample Institute of Technology',
    degree: 'B.Tech Computer Science',
    location: '',
    about: FALLBACK_SAMPLE.paragraph,
    profilePictureUrl: null,
    connections: 0,
    collabs: FALLBACK_SAMPLE.collabs,
    skills: [],
    interests: [],
    collaborators: FALLBACK_SAMPLE.subCollabrators.map((headline, index) => ({
      id: null,
      name: `Collaborator ${index + 1}`,
      headline,
      profilePictureUrl: null,
    })),
    education: [FALLBACK_SAMPLE.education],
    locked: false,
    sample: true,
  };
}

/** Community §8: the load failure's sentence plus " Using default data."; no user id has its own sentence. */
export function fallbackMessage(userId: string | undefined, failure: string): string {
  return userId ? `${failure}${CONNECTION_MESSAGES.usingDefault}` : CONNECTION_MESSAGES.noUserId;
}
