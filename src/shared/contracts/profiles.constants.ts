import { SEMESTER_DEFAULT } from '../constants.js';
import type { PrivacySettings } from './profiles.js';

/**
 * Plain constants and pure helpers of profiles, without zod: the profile pages and editors read these without
 * evaluating every schema of profiles.ts. profiles.ts re-exports all of them.
 */

// ---------- Pure helpers (shared by the wizard and the server) ----------

/** Spec §3: the semester is the integer read from the digits of the input, default 1. */
export function semesterFromInput(text: string | number | null | undefined): number {
  if (typeof text === 'number') return Number.isInteger(text) && text >= 1 ? text : SEMESTER_DEFAULT;
  const digits = (text ?? '').replace(/\D/g, '');
  const value = digits ? Number.parseInt(digits, 10) : NaN;
  return Number.isFinite(value) && value >= 1 ? value : SEMESTER_DEFAULT;
}

/** Spec §5: non-digits are stripped from the phone while typing. */
export const digitsOnly = (text: string) => text.replace(/\D/g, '');

/** The payload's `workorProject`: one text combining semester and phone (spec §3). */
export function formatWorkOrProject(semester: number, phone: string): string {
  return `Semester ${semester} | Phone ${phone}`;
}

/** Reads the phone number back from `workorProject`: every digit that is not part of the semester. */
export function phoneFromWorkOrProject(text: string): string {
  return digitsOnly(text.replace(/\bsem(?:ester)?\.?\s*[:#-]?\s*\d+/gi, ' '));
}

/** Case-insensitive duplicates in a list of tags. */
export const hasDuplicates = (list: readonly string[]) => new Set(list.map((item) => item.trim().toLowerCase())).size !== list.length;

/** A LinkedIn profile address: https://linkedin.com/in/... or https://www.linkedin.com/in/... */
export const LINKEDIN_URL_PATTERN = /^https:\/\/(www\.)?linkedin\.com\/in\/[A-Za-z0-9%_-]{2,100}\/?(\?.*)?$/;

/** The first number in a mentor's about text is read as years of experience (spec §3). */
export function yearsFromAbout(about: string | null | undefined): number | null {
  const match = /\d+/.exec(about ?? '');
  if (!match) return null;
  const value = Number.parseInt(match[0], 10);
  return value >= 0 && value <= 70 ? value : null;
}

/** The photo travels as a data URL (`data:image/jpeg;base64,...`); the server decides from the bytes whether it is an image. */
export const DATA_URL_PATTERN = /^data:[\w.+-]+\/[\w.+-]+;base64,/;

// ---------- Privacy, profile updates and suggestions ----------

export const PRIVACY_AUDIENCES = ['everyone', 'connections', 'only_me'] as const;
/** Where the owner has not chosen, everyone sees everything. */
export const DEFAULT_PRIVACY: PrivacySettings = { profileDetails: 'everyone', connections: 'everyone', blogs: 'everyone' };

/** Multipart field names whose values are lists, numbers, booleans or JSON (text in a form). */
export const UPDATE_PROFILE_MULTIPART = {
  lists: ['headline', 'Skills', 'Interests'],
  numbers: ['semester', 'startYear', 'endYear'],
  booleans: ['removeProfilePicture'],
  json: ['education', 'experience', 'privacy'],
} as const;

/** How a suggested person relates to the viewer. */
export const SUGGESTION_MATCHES = ['college_and_course', 'college', 'course', 'other'] as const;
