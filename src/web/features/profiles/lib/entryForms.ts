import {
  educationInputSchema,
  experienceInputSchema,
  type EducationInput,
  type ExperienceInput,
} from '../../../../shared/contracts/profiles.js';
import { rangeProblem, readYear } from './editors';

/*
 * The education and experience forms: what the inputs hold (text as typed) and how it becomes an
 * entry the server accepts, with a sentence per field when it does not.
 */

export type Errors = Record<string, string | undefined>;

/** The first message per field of a failed zod check. */
export function errorsFrom(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '_');
    errors[key] ??= issue.message;
  }
  return errors;
}

export interface EducationDraft {
  institution: string;
  degree: string;
  fieldOfStudy: string;
  startYear: string;
  endYear: string;
  current: boolean;
  grade: string;
  description: string;
}

export const toEducationDraft = (entry?: EducationInput): EducationDraft => ({
  institution: entry?.institution ?? '',
  degree: entry?.degree ?? '',
  fieldOfStudy: entry?.fieldOfStudy ?? '',
  startYear: entry?.startYear ? String(entry.startYear) : '',
  endYear: entry?.endYear ? String(entry.endYear) : '',
  current: entry?.current ?? false,
  grade: entry?.grade ?? '',
  description: entry?.description ?? '',
});

/** Checks an education form; answers the entry or the sentences per field. */
export function readEducationDraft(draft: EducationDraft): { entry: EducationInput } | { errors: Errors } {
  const start = readYear(draft.startYear);
  const end = draft.current ? { value: null } : readYear(draft.endYear);
  const errors: Errors = {};
  if (start.error) errors.startYear = start.error;
  if (end.error) errors.endYear = end.error;
  const range = rangeProblem(start.value, end.value);
  if (range) errors.endYear = range;
  const parsed = educationInputSchema.safeParse({
    institution: draft.institution,
    degree: draft.degree,
    fieldOfStudy: draft.fieldOfStudy,
    startYear: start.value,
    endYear: end.value,
    current: draft.current,
    grade: draft.grade,
    description: draft.description,
  });
  if (!parsed.success) Object.assign(errors, { ...errorsFrom(parsed.error.issues), ...errors });
  if (Object.keys(errors).length > 0 || !parsed.success) return { errors };
  return { entry: parsed.data };
}

export interface ExperienceDraft {
  title: string;
  company: string;
  employmentType: string;
  location: string;
  startDate: string;
  endDate: string;
  current: boolean;
  description: string;
}

export const EMPLOYMENT_TYPES = ['Internship', 'Full-time', 'Part-time', 'Freelance', 'Project', 'Volunteer'] as const;

export const toExperienceDraft = (entry?: ExperienceInput): ExperienceDraft => ({
  title: entry?.title ?? '',
  company: entry?.company ?? '',
  employmentType: entry?.employmentType ?? '',
  location: entry?.location ?? '',
  startDate: entry?.startDate ?? '',
  endDate: entry?.endDate ?? '',
  current: entry?.current ?? false,
  description: entry?.description ?? '',
});

export function readExperienceDraft(draft: ExperienceDraft): { entry: ExperienceInput } | { errors: Errors } {
  const errors: Errors = {};
  const endDate = draft.current ? null : draft.endDate || null;
  const range = rangeProblem(draft.startDate || null, endDate);
  if (range) errors.endDate = range;
  const parsed = experienceInputSchema.safeParse({
    title: draft.title,
    company: draft.company,
    employmentType: draft.employmentType,
    location: draft.location,
    startDate: draft.startDate || null,
    endDate,
    current: draft.current,
    description: draft.description,
  });
  if (!parsed.success) Object.assign(errors, { ...errorsFrom(parsed.error.issues), ...errors });
  if (Object.keys(errors).length > 0 || !parsed.success) return { errors };
  return { entry: parsed.data };
}
