import { PROFILE_TAGS_MAX, PROFILE_TAGS_MIN } from '../../../../shared/constants.js';
import type {
  EducationEntry,
  EducationInput,
  ExperienceEntry,
  ExperienceInput,
  MentorPageDraft,
  MentorProfile,
  MentorProfileUpdateRequest,
  PrivacyAudience,
  SuggestionMatch,
  UserProfile,
} from '../../../../shared/contracts/profiles.js';
import { hasDuplicates } from '../../../../shared/contracts/profiles.constants.js';
import { PROFILE_MESSAGES, PROFILE_SERVER_MESSAGES } from '../../../../shared/messages.js';
import { countOf } from '../../../../shared/format.js';

// ---------- Lists edited in place (education, experience) ----------

export function replaceAt<T>(list: readonly T[], index: number, item: T): T[] {
  return list.map((current, at) => (at === index ? item : current));
}

export function removeAt<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, at) => at !== index);
}

/** Moves an item one place up (-1) or down (+1); out of range leaves the list as it is. */
export function moveBy<T>(list: readonly T[], index: number, offset: -1 | 1): T[] {
  const target = index + offset;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/** Saved entries as the PATCH body wants them (no ids: the server keeps the order it is given). */
export function educationInputs(entries: readonly (EducationEntry | EducationInput)[]): EducationInput[] {
  return entries.map((entry) => ({
    institution: entry.institution,
    degree: entry.degree ?? '',
    fieldOfStudy: entry.fieldOfStudy ?? '',
    startYear: entry.startYear ?? null,
    endYear: entry.current ? null : (entry.endYear ?? null),
    current: entry.current ?? false,
    grade: entry.grade ?? '',
    description: entry.description ?? '',
  }));
}

export function experienceInputs(entries: readonly (ExperienceEntry | ExperienceInput)[]): ExperienceInput[] {
  return entries.map((entry) => ({
    title: entry.title,
    company: entry.company ?? '',
    employmentType: entry.employmentType ?? '',
    location: entry.location ?? '',
    startDate: entry.startDate ?? null,
    endDate: entry.current ? null : (entry.endDate ?? null),
    current: entry.current ?? false,
    description: entry.description ?? '',
  }));
}

/** "2021 – 2025", "2023 – Present", "" */
export function yearsText(start: number | null | undefined, end: number | null | undefined, current: boolean | undefined): string {
  if (!start && !end) return current ? 'Present' : '';
  if (!start) return current ? 'Present' : String(end);
  return `${start} – ${current ? 'Present' : (end ?? '')}`.replace(/ – $/, '');
}

/** "May 2025" from "2025-05". */
export function monthText(value: string | null | undefined): string {
  if (!value) return '';
  const [year, month] = value.split('-').map(Number);
  if (!year || !month) return value;
  return new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
}

/** "May 2025 – Jul 2025", "Aug 2024 – Present". */
export function monthsText(start: string | null | undefined, end: string | null | undefined, current: boolean | undefined): string {
  return [monthText(start), current ? 'Present' : monthText(end)].filter(Boolean).join(' – ');
}

/** Education years from a form's text inputs; problems are sentences for the form. */
export function readYear(text: string): { value: number | null; error?: string } {
  const trimmed = text.trim();
  if (!trimmed) return { value: null };
  if (!/^\d{4}$/.test(trimmed)) return { value: null, error: PROFILE_SERVER_MESSAGES.yearInvalid };
  const value = Number(trimmed);
  if (value < 1950 || value > 2100) return { value: null, error: PROFILE_SERVER_MESSAGES.yearInvalid };
  return { value };
}

/** An end before the start is a mistake worth saying out loud. */
export function rangeProblem(start: number | string | null, end: number | string | null): string | null {
  if (start === null || end === null || start === '' || end === '') return null;
  return String(end) < String(start) ? 'The end cannot be before the start.' : null;
}

// ---------- Skills and interests (2 to 5, no duplicates) ----------

/** The sentence the skills or interests editor shows, or null when the list can be saved. */
export function tagListProblem(list: readonly string[], kind: 'skills' | 'interests'): string | null {
  if (list.length < PROFILE_TAGS_MIN) return `Please select at least ${PROFILE_TAGS_MIN} ${kind}.`;
  if (list.length > PROFILE_TAGS_MAX) return PROFILE_SERVER_MESSAGES.tagsTooMany;
  if (hasDuplicates(list)) return kind === 'skills' ? PROFILE_SERVER_MESSAGES.duplicateSkills : PROFILE_SERVER_MESSAGES.duplicateInterests;
  return null;
}

/** Same items in the same order, ignoring case and spaces around them. */
export function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, index) => item.trim().toLowerCase() === (b[index] ?? '').trim().toLowerCase());
}

// ---------- The hub: how complete is the profile ----------

export interface ProfileStep {
  key: 'photo' | 'headline' | 'about' | 'skills' | 'interests' | 'education' | 'experience' | 'location';
  label: string;
  done: boolean;
}

export function profileSteps(profile: UserProfile): ProfileStep[] {
  return [
    { key: 'photo', label: 'Add a photo', done: Boolean(profile.profilePictureUrl) },
    { key: 'headline', label: 'Write a headline', done: profile.headline.some((line) => line.trim().length > 0) },
    { key: 'about', label: 'Say a few words about you', done: profile.about.trim().length > 0 },
    { key: 'skills', label: `Add at least ${PROFILE_TAGS_MIN} skills`, done: profile.Skills.length >= PROFILE_TAGS_MIN },
    { key: 'interests', label: `Add at least ${PROFILE_TAGS_MIN} interests`, done: profile.Interests.length >= PROFILE_TAGS_MIN },
    { key: 'education', label: 'Add your education', done: profile.education.length > 0 },
    { key: 'experience', label: 'Add an experience or project', done: profile.experience.length > 0 },
    { key: 'location', label: 'Add your location', done: profile.location.trim().length > 0 },
  ];
}

/** Whole percent of the steps done. */
export function completeness(profile: UserProfile): number {
  const steps = profileSteps(profile);
  return Math.round((steps.filter((step) => step.done).length / steps.length) * 100);
}

export const countText = (count: number, one: string, many: string, none: string) =>
  count === 0 ? none : countOf(count, { one, other: many });

// ---------- Privacy ----------

export const PRIVACY_LABELS: Record<PrivacyAudience, { title: string; text: string }> = {
  everyone: { title: 'Everyone', text: 'Anyone on Campus.' },
  connections: { title: 'Connections', text: 'Only people you are connected with.' },
  only_me: { title: 'Only me', text: 'Nobody else.' },
};

// ---------- People you may know ----------

export const MATCH_LABELS: Record<SuggestionMatch, string | null> = {
  college_and_course: 'Same college and course',
  college: 'Same college',
  course: 'Same course',
  other: null,
};

// ---------- The mentor page ----------

export function mentorDraftFrom(profile: MentorProfile): MentorPageDraft {
  return {
    about: profile.about,
    functionalFocusArea: [...profile.functionalFocusArea],
    areaOfExpertise: [...profile.areaOfExpertise],
    education: educationInputs(profile.education),
  };
}

export function isMentorDraftDirty(draft: MentorPageDraft, saved: MentorProfile): boolean {
  return JSON.stringify(draft) !== JSON.stringify(mentorDraftFrom(saved));
}

/** Only what changed travels. */
export function mentorUpdateFrom(draft: MentorPageDraft, saved: MentorProfile): MentorProfileUpdateRequest {
  const base = mentorDraftFrom(saved);
  const body: MentorProfileUpdateRequest = {};
  if (draft.about.trim() !== base.about.trim()) body.about = draft.about.trim();
  if (!sameList(draft.functionalFocusArea, base.functionalFocusArea)) body.functionalFocusArea = draft.functionalFocusArea;
  if (!sameList(draft.areaOfExpertise, base.areaOfExpertise)) body.areaOfExpertise = draft.areaOfExpertise;
  if (JSON.stringify(draft.education) !== JSON.stringify(base.education)) body.education = educationInputs(draft.education);
  return body;
}

/** The sentence the mentor page shows before saving, or null. */
export function mentorDraftProblem(draft: MentorPageDraft): string | null {
  if (!draft.about.trim() || draft.functionalFocusArea.length === 0 || draft.areaOfExpertise.length === 0) {
    return PROFILE_MESSAGES.allFieldsRequired;
  }
  if (hasDuplicates(draft.functionalFocusArea) || hasDuplicates(draft.areaOfExpertise)) return PROFILE_SERVER_MESSAGES.duplicateTags;
  return null;
}

/** "9 yrs", "1 yr", "—" */
export function experienceStat(years: number | null): string {
  if (years === null) return '—';
  return countOf(years, { one: 'yr', other: 'yrs' });
}

// ---------- Photo upload ----------

/** The decoded size of a base64 data URL, in bytes. */
export function dataUrlBytes(dataUrl: string): number {
  const data = dataUrl.split(',')[1] ?? '';
  const padding = data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0;
  return Math.max(0, Math.floor((data.length * 3) / 4) - padding);
}

/** "42 KB", "1.2 MB". */
export function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Whole percent for a progress fraction, clamped to 0–100. */
export function percentOf(fraction: number): number {
  if (!Number.isFinite(fraction)) return 0;
  return Math.round(Math.min(1, Math.max(0, fraction)) * 100);
}
