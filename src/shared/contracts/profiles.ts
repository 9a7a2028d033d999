import { z } from 'zod';
import {
  COURSE_MIN_LENGTH,
  GENDER_OPTIONS,
  MENTOR_TAGS_MAX,
  MENTOR_TAGS_MIN,
  PHONE_LENGTH,
  PROFILE_TAG_MAX_LENGTH,
  PROFILE_TAGS_MAX,
  PROFILE_TAGS_MIN,
  SEMESTER_MAX,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from '../constants.js';
import { PROFILE_MESSAGES as M, PROFILE_SERVER_MESSAGES as S } from '../messages.js';
import { emailSchema, sessionResponseSchema, userRoleSchema } from './auth.js';
import {
  DATA_URL_PATTERN,
  digitsOnly,
  formatWorkOrProject,
  hasDuplicates,
  LINKEDIN_URL_PATTERN,
  phoneFromWorkOrProject,
  PRIVACY_AUDIENCES,
  semesterFromInput,
  SUGGESTION_MATCHES,
} from './profiles.constants.js';

/*
 * Profiles: the student profile-completion payload (platform-core §3), the mentor profile (§2.5), the
 * profile read and update calls (§7 /users/profile) and the wizard's per-step form schemas. The same
 * field schemas check the browser's forms and the server's requests, so both say the same sentences.
 */

export * from './profiles.constants.js';

// ---------- Field schemas ----------

const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, { error: message, abort: true }).max(max, { error: S.tooLong });

const optionalText = (max: number) => z.string().trim().max(max, { error: S.tooLong });

export const usernameSchema = z
  .string({ error: M.allFieldsRequired })
  .trim()
  .min(1, { error: M.allFieldsRequired, abort: true })
  .regex(new RegExp(`^[A-Za-z0-9._]{${USERNAME_MIN_LENGTH},${USERNAME_MAX_LENGTH}}$`), S.usernameInvalid);

export const genderSchema = z.enum(GENDER_OPTIONS, {
  error: (issue) => (issue.input === undefined || issue.input === '' || issue.input === null ? M.allFieldsRequired : S.genderInvalid),
});

export const locationSchema = requiredText(M.allFieldsRequired, 120);
export const collegeSchema = requiredText(M.requiredFieldsMissing, 150);

/** The course (payload field `degree`): required, at least 2 characters. */
export const courseSchema = z
  .string({ error: M.requiredFieldsMissing })
  .trim()
  .min(1, { error: M.requiredFieldsMissing, abort: true })
  .min(COURSE_MIN_LENGTH, { error: M.courseTooShort, abort: true })
  .max(100, { error: S.tooLong });

export const phoneSchema = z
  .string({ error: M.requiredFieldsMissing })
  .trim()
  .min(1, { error: M.requiredFieldsMissing, abort: true })
  .regex(new RegExp(`^\\d{${PHONE_LENGTH}}$`), M.invalidPhone);

export const semesterSchema = z
  .number({ error: S.semesterInvalid })
  .int({ error: S.semesterInvalid })
  .min(1, { error: S.semesterInvalid })
  .max(SEMESTER_MAX, { error: S.semesterInvalid });

export const yearSchema = z
  .number({ error: S.yearInvalid })
  .int({ error: S.yearInvalid })
  .min(1950, S.yearInvalid)
  .max(2100, S.yearInvalid);

const tagSchema = z.string().trim().min(1, M.tagsCount).max(PROFILE_TAG_MAX_LENGTH, { error: S.tooLong });

/** Interests or skills: 2 to 5, no duplicates (spec §5). */
export const profileTagsSchema = (duplicateMessage: string) =>
  z
    .array(tagSchema, { error: M.tagsCount })
    .min(PROFILE_TAGS_MIN, M.tagsCount)
    .max(PROFILE_TAGS_MAX, S.tagsTooMany)
    .refine((list) => !hasDuplicates(list), duplicateMessage);

export const skillsSchema = profileTagsSchema(S.duplicateSkills);
export const interestsSchema = profileTagsSchema(S.duplicateInterests);

export const headlineSchema = z.array(z.string().trim().max(120, { error: S.tooLong })).max(5);

export const photoDataUrlSchema = (missingMessage: string) =>
  z.string({ error: missingMessage }).min(1, { error: missingMessage, abort: true }).regex(DATA_URL_PATTERN, S.photoNotImage);

export const linkedinUrlSchema = z
  .string({ error: M.allFieldsRequired })
  .trim()
  .min(1, { error: M.allFieldsRequired, abort: true })
  .regex(LINKEDIN_URL_PATTERN, M.invalidLinkedin);

const mentorTagsSchema = z
  .array(z.string().trim().min(1, M.allFieldsRequired).max(PROFILE_TAG_MAX_LENGTH, { error: S.tooLong }), { error: M.allFieldsRequired })
  .min(MENTOR_TAGS_MIN, M.allFieldsRequired)
  .max(MENTOR_TAGS_MAX, S.mentorTagsTooMany)
  .refine((list) => !hasDuplicates(list), S.duplicateTags);

// ---------- Education and experience entries ----------

export const educationInputSchema = z.object({
  institution: requiredText(M.requiredFieldsMissing, 150),
  degree: optionalText(100).default(''),
  fieldOfStudy: optionalText(100).default(''),
  startYear: yearSchema.nullable().default(null),
  endYear: yearSchema.nullable().default(null),
  current: z.boolean().default(false),
  grade: optionalText(40).default(''),
  description: optionalText(1000).default(''),
});
export type EducationInput = z.input<typeof educationInputSchema>;
export const educationEntrySchema = educationInputSchema.extend({ id: z.uuid() });
export type EducationEntry = z.infer<typeof educationEntrySchema>;

const yearMonthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Use the form YYYY-MM.');
export const experienceInputSchema = z.object({
  title: requiredText(M.requiredFieldsMissing, 100),
  company: optionalText(100).default(''),
  employmentType: optionalText(40).default(''),
  location: optionalText(100).default(''),
  startDate: yearMonthSchema.nullable().default(null),
  endDate: yearMonthSchema.nullable().default(null),
  current: z.boolean().default(false),
  description: optionalText(2000).default(''),
});
export type ExperienceInput = z.input<typeof experienceInputSchema>;
export const experienceEntrySchema = experienceInputSchema.extend({ id: z.uuid() });
export type ExperienceEntry = z.infer<typeof experienceEntrySchema>;

// ---------- POST /api/auth/completeProfile (spec §3 "Profile completion payload") ----------

export const completeProfileRequestSchema = z.object({
  email: emailSchema,
  username: usernameSchema,
  /** Same as the username in the spec's client. */
  firstName: optionalText(60).default(''),
  lastName: optionalText(60).default(''),
  /** A fixed placeholder the spec's client sends. Never read: it does not change the password. */
  password: z.string().max(200).optional(),
  Semester: semesterSchema,
  location: locationSchema,
  college: collegeSchema,
  headline: headlineSchema.default(['']),
  Gender: genderSchema,
  Skills: skillsSchema,
  Interests: interestsSchema,
  About: optionalText(2000).default(''),
  /** The course. */
  degree: courseSchema,
  /** Semester and phone in one text; the server reads the 10-digit phone from it. */
  workorProject: z
    .string({ error: M.requiredFieldsMissing })
    .max(500, { error: S.tooLong })
    .refine((text) => new RegExp(`^\\d{${PHONE_LENGTH}}$`).test(phoneFromWorkOrProject(text)), M.invalidPhone),
  startYear: yearSchema.nullable().default(null),
  endYear: yearSchema.nullable().default(null),
  profilePictureBase64: photoDataUrlSchema(M.photoRequired),
});
export type CompleteProfileRequest = z.input<typeof completeProfileRequestSchema>;

/** The wizard's step 2 asks whether its phone number is free before going on, not only at Finish. */
export const phoneCheckRequestSchema = z.object({
  phone: z.string({ error: M.invalidPhone }).regex(new RegExp(`^\\d{${PHONE_LENGTH}}$`), M.invalidPhone),
});
export type PhoneCheckRequest = z.infer<typeof phoneCheckRequestSchema>;
export const phoneCheckResponseSchema = z.object({ available: z.boolean(), message: z.string() });
export type PhoneCheckResponse = z.infer<typeof phoneCheckResponseSchema>;
export type CompleteProfileInput = z.output<typeof completeProfileRequestSchema>;

/** The spec reads `user.{id, email, username}`; the answer is also a signed-in session (refresh cookie set). */
export const completeProfileResponseSchema = sessionResponseSchema.extend({ message: z.string() });
export type CompleteProfileResponse = z.infer<typeof completeProfileResponseSchema>;

// ---------- POST /api/users/mentorProfile (spec §2.5, "Mentor profile being built") ----------

export const mentorProfileRequestSchema = z.object({
  fullName: requiredText(M.allFieldsRequired, 100),
  headline: requiredText(M.allFieldsRequired, 150),
  about: requiredText(M.allFieldsRequired, 3000),
  company: requiredText(M.allFieldsRequired, 100),
  program: requiredText(M.allFieldsRequired, 100),
  linkedinUrl: linkedinUrlSchema,
  functionalFocusArea: mentorTagsSchema,
  areaOfExpertise: mentorTagsSchema,
  profilePictureBase64: photoDataUrlSchema(M.mentorFieldsMissing),
});
export type MentorProfileRequest = z.input<typeof mentorProfileRequestSchema>;
export type MentorProfileInput = z.output<typeof mentorProfileRequestSchema>;
export const mentorProfileSaveResponseSchema = completeProfileResponseSchema;
export type MentorProfileSaveResponse = z.infer<typeof mentorProfileSaveResponseSchema>;

/** The mentor setup's steps 1 to 3 and the fields each one checks. */
export const MENTOR_STEP_FIELDS = [
  ['fullName', 'headline', 'about'],
  ['company', 'program', 'linkedinUrl'],
  ['functionalFocusArea', 'areaOfExpertise'],
  ['profilePictureBase64'],
] as const satisfies readonly (readonly (keyof MentorProfileInput)[])[];

/** GET /api/users/mentorProfile?userId= */
export const mentorProfileSchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  username: z.string().nullable(),
  headline: z.string(),
  about: z.string(),
  company: z.string(),
  program: z.string(),
  linkedinUrl: z.string(),
  functionalFocusArea: z.array(z.string()),
  areaOfExpertise: z.array(z.string()),
  profilePictureUrl: z.string().nullable(),
  yearsOfExperience: z.number().int().nullable(),
  referralPrice: z.number().int(),
  rating: z.number().nullable(),
  totalReviews: z.number().int(),
  languages: z.array(z.string()),
  /** Only when the mentor made it public, or to the mentor. */
  email: z.string().optional(),
  isOwner: z.boolean(),
  /** The mentor's education entries, in their order. */
  education: z.array(educationEntrySchema),
  /** Distinct students who have booked the mentor (0 until bookings exist). */
  totalMentees: z.number().int(),
});
export type MentorProfile = z.infer<typeof mentorProfileSchema>;

// ---------- GET and PATCH /api/users/profile ----------

export const privacyAudienceSchema = z.enum(PRIVACY_AUDIENCES);
export type PrivacyAudience = z.infer<typeof privacyAudienceSchema>;
/** Who sees my profile details, my connections and my blogs. */
export const privacySettingsSchema = z.object({
  profileDetails: privacyAudienceSchema,
  connections: privacyAudienceSchema,
  blogs: privacyAudienceSchema,
});
export type PrivacySettings = z.infer<typeof privacySettingsSchema>;

export const profileQuerySchema = z.object({ userId: z.uuid('The user id is not valid.').optional() });

export const userProfileSchema = z.object({
  id: z.uuid(),
  /** The spec's screens read `firstName` or `name`. */
  firstName: z.string(),
  name: z.string(),
  lastName: z.string(),
  username: z.string().nullable(),
  role: userRoleSchema,
  headline: z.array(z.string()),
  college: z.string(),
  degree: z.string(),
  about: z.string(),
  location: z.string(),
  gender: z.enum(GENDER_OPTIONS).nullable(),
  semester: z.number().int().nullable(),
  profilePictureUrl: z.string().nullable(),
  Skills: z.array(z.string()),
  Interests: z.array(z.string()),
  education: z.array(educationEntrySchema),
  experience: z.array(experienceEntrySchema),
  startYear: z.number().int().nullable(),
  endYear: z.number().int().nullable(),
  _count: z.object({ connections1: z.number().int(), connections2: z.number().int() }),
  profileCompleted: z.boolean(),
  isOwner: z.boolean(),
  /** Only some details are shown when the owner limits who sees them. */
  detailsHidden: z.boolean(),
  /**
   * The Collabs and Skills area is for connections (community §2.9): true when the viewer is neither the
   * owner nor connected, and then Skills, Interests and collaborators are not sent at all.
   */
  networkLocked: z.boolean(),
  /** A few of the person's collaborators (empty when networkLocked). */
  collaborators: z.array(
    z.object({
      id: z.uuid(),
      username: z.string().nullable(),
      name: z.string(),
      headline: z.string(),
      profilePictureUrl: z.string().nullable(),
    }),
  ),
  // Owner only:
  email: z.string().optional(),
  phone: z.string().nullable().optional(),
  workorProject: z.string().optional(),
  privacy: privacySettingsSchema.optional(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** PATCH /api/users/profile: every field optional; JSON, or multipart with a `profilePicture` file. */
export const updateProfileRequestSchema = z.object({
  /** Accepted only when it is the caller's own id (the spec's client sends it); anything else is 403. */
  userId: z.uuid().optional(),
  username: usernameSchema.optional(),
  firstName: optionalText(60).optional(),
  lastName: optionalText(60).optional(),
  headline: headlineSchema.optional(),
  about: optionalText(2000).optional(),
  location: optionalText(120).optional(),
  college: optionalText(150).optional(),
  degree: courseSchema.optional(),
  semester: semesterSchema.nullable().optional(),
  gender: genderSchema.nullable().optional(),
  phone: phoneSchema.optional(),
  Skills: skillsSchema.optional(),
  Interests: interestsSchema.optional(),
  workorProject: optionalText(500).optional(),
  startYear: yearSchema.nullable().optional(),
  endYear: yearSchema.nullable().optional(),
  education: z.array(educationInputSchema).max(10).optional(),
  experience: z.array(experienceInputSchema).max(20).optional(),
  privacy: privacySettingsSchema.partial().optional(),
  /** A new photo as a data URL (JSON calls); multipart calls send the file as `profilePicture`. */
  profilePictureBase64: photoDataUrlSchema(M.photoRequired).optional(),
  /** true removes the photo. */
  removeProfilePicture: z.boolean().optional(),
});
export type UpdateProfileRequest = z.input<typeof updateProfileRequestSchema>;
export type UpdateProfileInput = z.output<typeof updateProfileRequestSchema>;

// ---------- The student wizard's form (spec §2.4a, §5) ----------

/** What the wizard's inputs hold: text as typed, lists as chosen, the photo as a resized JPEG data URL. */
export const profileWizardFormSchema = z.object({
  username: usernameSchema,
  gender: z.string().trim().min(1, { error: M.allFieldsRequired, abort: true }).pipe(genderSchema),
  location: locationSchema,
  college: collegeSchema,
  semester: z
    .string()
    .trim()
    .min(1, { error: M.requiredFieldsMissing, abort: true })
    .regex(/\d/, M.requiredFieldsMissing)
    .refine((text) => semesterFromInput(text) <= SEMESTER_MAX, S.semesterInvalid),
  course: courseSchema,
  phone: phoneSchema,
  interests: interestsSchema,
  skills: skillsSchema,
  photo: photoDataUrlSchema(M.photoRequired),
});
export type ProfileWizardForm = z.input<typeof profileWizardFormSchema>;

export const WIZARD_STEP_FIELDS = [
  ['username', 'gender', 'location'],
  ['college', 'semester', 'course', 'phone'],
  ['interests', 'skills'],
  ['photo'],
] as const satisfies readonly (readonly (keyof ProfileWizardForm)[])[];

/** The step's one message (spec §5): a missing field gives the step's "required" sentence first. */
export const WIZARD_STEP_REQUIRED_MESSAGE = [M.allFieldsRequired, M.requiredFieldsMissing, M.tagsCount, M.photoRequired] as const;

/** Builds the spec's payload from the wizard's values. */
export function toCompleteProfilePayload(values: ProfileWizardForm, email: string, placeholderPassword: string): CompleteProfileRequest {
  const semester = semesterFromInput(values.semester);
  const username = values.username.trim();
  return {
    email,
    username,
    firstName: username,
    lastName: '',
    password: placeholderPassword,
    Semester: semester,
    location: values.location.trim(),
    college: values.college.trim(),
    headline: [''],
    Gender: values.gender as CompleteProfileRequest['Gender'],
    Skills: values.skills.map((skill) => skill.trim()),
    Interests: values.interests.map((interest) => interest.trim()),
    About: '',
    degree: values.course.trim(),
    workorProject: formatWorkOrProject(semester, digitsOnly(values.phone)),
    startYear: null,
    endYear: null,
    profilePictureBase64: values.photo,
  };
}

// ---------- The personal-information editor (/PersonalInfoUpdate/{userId}) ----------

const optionalTags = (duplicateMessage: string) =>
  z
    .array(tagSchema)
    .max(PROFILE_TAGS_MAX, S.tagsTooMany)
    .refine((list) => list.length === 0 || list.length >= PROFILE_TAGS_MIN, M.tagsCount)
    .refine((list) => !hasDuplicates(list), duplicateMessage);

/** The editor's inputs: text as typed. Empty optional fields are left as they are on the server. */
export const personalInfoFormSchema = z.object({
  firstName: requiredText(M.requiredFieldsMissing, 60),
  lastName: optionalText(60),
  username: usernameSchema,
  gender: z.union([z.literal(''), genderSchema]),
  location: optionalText(120),
  college: optionalText(150),
  semester: z
    .string()
    .trim()
    .refine((text) => text === '' || (/\d/.test(text) && semesterFromInput(text) <= SEMESTER_MAX), S.semesterInvalid),
  course: z
    .string()
    .trim()
    .max(100, { error: S.tooLong })
    .refine((text) => text === '' || text.length >= COURSE_MIN_LENGTH, M.courseTooShort),
  phone: z
    .string()
    .trim()
    .refine((text) => text === '' || new RegExp(`^\\d{${PHONE_LENGTH}}$`).test(text), M.invalidPhone),
  headline: optionalText(120),
  about: optionalText(2000),
  skills: optionalTags(S.duplicateSkills),
  interests: optionalTags(S.duplicateInterests),
});
export type PersonalInfoForm = z.input<typeof personalInfoFormSchema>;

/** The editor's values as a PATCH body. */
export function toUpdateProfileRequest(values: PersonalInfoForm): UpdateProfileRequest {
  const body: UpdateProfileRequest = {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    username: values.username.trim(),
    location: values.location.trim(),
    college: values.college.trim(),
    headline: values.headline.trim() ? [values.headline.trim()] : [],
    about: values.about.trim(),
  };
  if (values.gender) body.gender = values.gender as UpdateProfileRequest['gender'];
  if (values.semester.trim()) body.semester = semesterFromInput(values.semester);
  if (values.course.trim()) body.degree = values.course.trim();
  if (values.phone.trim()) body.phone = digitsOnly(values.phone);
  if (values.skills.length > 0) body.Skills = values.skills.map((skill) => skill.trim());
  if (values.interests.length > 0) body.Interests = values.interests.map((interest) => interest.trim());
  return body;
}

/** The editor's starting values from a profile the owner reads. */
export function personalInfoFromProfile(profile: UserProfile): PersonalInfoForm {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    username: profile.username ?? '',
    gender: profile.gender ?? '',
    location: profile.location,
    college: profile.college,
    semester: profile.semester ? String(profile.semester) : '',
    course: profile.degree,
    phone: profile.phone ?? '',
    headline: profile.headline[0] ?? '',
    about: profile.about,
    skills: profile.Skills,
    interests: profile.Interests,
  };
}

// ---------- PATCH /api/users/mentorProfile (the mentor's own page, /SelfMentorSectionPage) ----------

/** Every field optional; the same rules as the setup. The photo is optional here. */
export const mentorProfileUpdateRequestSchema = z.object({
  /** Accepted only when it is the caller's own id; anything else is 403. */
  userId: z.uuid().optional(),
  fullName: requiredText(M.allFieldsRequired, 100).optional(),
  headline: requiredText(M.allFieldsRequired, 150).optional(),
  about: requiredText(M.allFieldsRequired, 3000).optional(),
  company: requiredText(M.allFieldsRequired, 100).optional(),
  program: requiredText(M.allFieldsRequired, 100).optional(),
  linkedinUrl: linkedinUrlSchema.optional(),
  functionalFocusArea: mentorTagsSchema.optional(),
  areaOfExpertise: mentorTagsSchema.optional(),
  education: z.array(educationInputSchema).max(10).optional(),
  profilePictureBase64: photoDataUrlSchema(M.photoRequired).optional(),
});
export type MentorProfileUpdateRequest = z.input<typeof mentorProfileUpdateRequestSchema>;
export type MentorProfileUpdateInput = z.output<typeof mentorProfileUpdateRequestSchema>;

/** The editable part of the mentor page, as the page holds it. */
export interface MentorPageDraft {
  about: string;
  functionalFocusArea: string[];
  areaOfExpertise: string[];
  education: EducationInput[];
}

// ---------- GET /api/users/suggestions (/follower-section) ----------

export const suggestionMatchSchema = z.enum(SUGGESTION_MATCHES);
export type SuggestionMatch = z.infer<typeof suggestionMatchSchema>;

export const suggestedPersonSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  username: z.string().nullable(),
  headline: z.string(),
  college: z.string(),
  degree: z.string(),
  profilePictureUrl: z.string().nullable(),
  /** Empty when the person shows their details only to connections or only to themselves. */
  skills: z.array(z.string()),
  detailsHidden: z.boolean(),
  match: suggestionMatchSchema,
});
export type SuggestedPerson = z.infer<typeof suggestedPersonSchema>;

export const suggestionsResponseSchema = z.object({
  people: z.array(suggestedPersonSchema),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  /** The viewer's own college and course the ranking used (empty when they have none). */
  basis: z.object({ college: z.string(), degree: z.string() }),
});
export type SuggestionsResponse = z.infer<typeof suggestionsResponseSchema>;
