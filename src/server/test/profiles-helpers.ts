import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { expect } from 'vitest';
import { PROFILE_PLACEHOLDER_PASSWORD } from '../../shared/constants.js';
import type { CompleteProfileRequest, MentorProfileRequest } from '../../shared/contracts/profiles.js';
import { post, signUpAndVerify, uniqueEmail, type AuthHarness, type Response, type VerifiedUser } from './auth-helpers.js';

/** A real photo: a coloured PNG of the given size, with EXIF metadata that must not survive. */
export async function photoPng(width = 900, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 79, g: 70, b: 229 } } })
    .png()
    .withExif({ IFD0: { Copyright: 'secret-camera-owner', Artist: 'Test' } })
    .toBuffer();
}

export const dataUrl = (bytes: Buffer, type = 'image/jpeg') => `data:${type};base64,${bytes.toString('base64')}`;

let cachedPhoto: string | undefined;
/** A photo as the wizard sends it (a JPEG data URL). */
export async function photoDataUrl(): Promise<string> {
  cachedPhoto ??= dataUrl(
    await sharp(await photoPng(400, 300))
      .jpeg({ quality: 70 })
      .toBuffer(),
  );
  return cachedPhoto;
}

/** A 10-digit phone that no other test uses. */
export const uniquePhone = () => `9${String(Number.parseInt(randomBytes(4).toString('hex'), 16) % 1_000_000_000).padStart(9, '0')}`;
export const uniqueUsername = (label = 'student') => `${label}_${randomBytes(4).toString('hex')}`;

/** The spec's profile-completion payload (platform-core §3), valid unless overridden. */
export async function completionPayload(email: string, overrides: Partial<Record<keyof CompleteProfileRequest, unknown>> = {}) {
  const username = uniqueUsername();
  return {
    email,
    username,
    firstName: username,
    lastName: '',
    password: PROFILE_PLACEHOLDER_PASSWORD,
    Semester: 3,
    location: 'Pune, India',
    college: 'College of Engineering, Pune',
    headline: [''],
    Gender: 'female',
    Skills: ['Python', 'SQL'],
    Interests: ['Machine Learning', 'Chess'],
    About: '',
    degree: 'B.Tech CSE',
    workorProject: `Semester 3 | Phone ${uniquePhone()}`,
    startYear: null,
    endYear: null,
    profilePictureBase64: await photoDataUrl(),
    ...overrides,
  };
}

export const completeProfile = (h: Pick<AuthHarness, 'app'>, token: string, body: unknown): Promise<Response> =>
  post(h.app, '/api/auth/completeProfile', body, { headers: { authorization: `Bearer ${token}` } });

export interface CompletedStudent extends VerifiedUser {
  accessToken: string;
  username: string;
  phone: string;
}

/** Sign-up, OTP and profile completion: a student with a complete profile and a signed-in session. */
export async function completedStudent(h: Pick<AuthHarness, 'app' | 'mail'>, label = 'student'): Promise<CompletedStudent> {
  const user = await signUpAndVerify(h, uniqueEmail(label));
  const phone = uniquePhone();
  const body = await completionPayload(user.email, { workorProject: `Semester 3 | Phone ${phone}` });
  const res = await completeProfile(h, user.tempToken, body);
  expect(res.statusCode, res.body).toBe(200);
  return { ...user, accessToken: (res.json() as { accessToken: string }).accessToken, username: body.username as string, phone };
}

/** The mentor setup's four steps as one payload, valid unless overridden. */
export async function mentorPayload(overrides: Partial<Record<keyof MentorProfileRequest, unknown>> = {}) {
  return {
    fullName: 'Meera Krishnan',
    headline: 'Senior Software Engineer',
    about: '9 years building payments systems; I help students prepare for backend interviews.',
    company: 'Saffron Pay',
    program: 'Backend Engineering Mentorship',
    linkedinUrl: 'https://www.linkedin.com/in/meera-krishnan',
    functionalFocusArea: ['Backend Engineering', 'System Design'],
    areaOfExpertise: ['Mock Interviews', 'Resume Review'],
    profilePictureBase64: await photoDataUrl(),
    ...overrides,
  };
}

export const authHeader = (token: string) => ({ authorization: `Bearer ${token}` });
