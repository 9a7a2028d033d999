import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { UserRoleName } from '../../../shared/contracts/auth.js';
import {
  DEFAULT_PRIVACY,
  phoneFromWorkOrProject,
  yearsFromAbout,
  type CompleteProfileInput,
  type MentorProfile,
  type MentorProfileInput,
  type MentorProfileUpdateInput,
  type SuggestedPerson,
  type SuggestionMatch,
  type SuggestionsResponse,
  type UpdateProfileInput,
  type UserProfile,
} from '../../../shared/contracts/profiles.js';
import { PROFILE_SERVER_MESSAGES as S } from '../../../shared/messages.js';
import type { RequestAuth } from '../../platform/auth.js';
import type { CounterStore } from '../../platform/rate-limit.js';
import { conflict, forbidden, notFound, tooManyRequests, unauthorized, type AppError } from '../../platform/errors.js';
import { decodeDataUrl, saveImage, type FileStorage, type ImageMessages } from '../../platform/storage.js';
import type { MentorProfileValues, ProfilesRepository, ProfileValues, ProfileViewRow, UserRow } from './profiles.repository.js';
import { uniqueViolation } from '../../db/errors.js';

export const PHOTO_FOLDER = 'profiles';
export const MENTOR_PHOTO_FOLDER = 'mentors';

const IMAGE_MESSAGES: ImageMessages = {
  notImage: S.photoNotImage,
  tooLarge: S.photoTooLarge,
  tooManyPixels: S.photoTooManyPixels,
};

/**
 * What the network (connections) feature tells profiles: the counts shown as Connections and Collabs,
 * whether two users are connected (for "connections only" privacy and the network lock), a few of a
 * person's collaborators, and who "people you may know" leaves out. Without it, nobody is connected.
 *
 * The profile page's parts are SQL expressions, so the profile read composes them into its one statement:
 * a page is one round trip whatever the network holds.
 */
/** A user's id in SQL the network builds: a value, or a placeholder of a statement prepared once. */
export type UserIdValue = string | Placeholder;

export interface ProfileNetwork {
  /** A scalar subquery: json `{ connections, collaborators }`, the user's two counts. */
  countsSql(userId: UserIdValue): SQL;
  /** A boolean expression: the two users are connected. */
  connectedSql(userIdA: UserIdValue, userIdB: UserIdValue): SQL;
  /** A scalar subquery: a json array of the user's newest collaborators (at most `limit`) as a profile lists them. */
  collaboratorsSql(userId: UserIdValue, limit: number): SQL;
  areConnected(userIdA: string, userIdB: string): Promise<boolean>;
  /**
   * A subquery of one uuid column: the people suggestions must not offer the viewer (connections,
   * pending requests either way, blocks either way). SQL, so the suggestions query excludes them itself.
   */
  excludedFromSuggestions(viewerId: string): SQL | null;
}

export const noNetwork: ProfileNetwork = {
  countsSql: () => sql`null::json`,
  connectedSql: () => sql`false`,
  collaboratorsSql: () => sql`'[]'::json`,
  areConnected: async () => false,
  excludedFromSuggestions: () => null,
};

/** How many collaborators a profile page lists. */
export const PROFILE_COLLABORATORS_SHOWN = 6;

/**
 * What the mentorship (bookings) feature tells profiles: how many distinct students a mentor has had.
 * Until bookings exist, none.
 */
export interface MentorStats {
  totalMentees(mentorId: string): Promise<number>;
}

export const noMentorStats: MentorStats = { totalMentees: async () => 0 };

const MATCH_BY_SCORE: Record<number, SuggestionMatch> = { 3: 'college_and_course', 2: 'college', 1: 'course', 0: 'other' };

/** A photo to store: raw file bytes (multipart) or a data URL (JSON). */
export type PhotoInput = { kind: 'file'; data: Buffer } | { kind: 'dataUrl'; value: string };

function conflictFor(error: unknown): AppError | null {
  const violation = uniqueViolation(error);
  if (!violation) return null;
  if (violation.constraint.includes('phone')) return conflict(S.phoneTaken, 'PHONE_TAKEN');
  return conflict(S.usernameTaken, 'USERNAME_TAKEN');
}

/** Phone checks per account in 15 minutes: enough for typos, too few to walk through numbers to find accounts. */
const PHONE_CHECKS_PER_WINDOW = 20;
const PHONE_CHECK_WINDOW_SECONDS = 15 * 60;

export function createProfilesService(deps: {
  repo: ProfilesRepository;
  storage: FileStorage;
  counters?: CounterStore;
  network?: ProfileNetwork;
  mentorStats?: MentorStats;
}) {
  const { repo, storage } = deps;
  const network = deps.network ?? noNetwork;
  const mentorStats = deps.mentorStats ?? noMentorStats;
  // The profile read for each kind of reader, built once (see readProfile).
  const profileOwner = sql.placeholder('userId');
  const reader = sql.placeholder('viewerId');
  const profileParts = {
    counts: network.countsSql(profileOwner),
    collaborators: network.collaboratorsSql(profileOwner, PROFILE_COLLABORATORS_SHOWN),
  };
  const readerConnected = network.connectedSql(reader, profileOwner);
  const profileViewFor = {
    visitor: repo.prepareProfileView('profiles_view_visitor', { ...profileParts, connected: sql`false`, unlocked: sql`false` }),
    owner: repo.prepareProfileView('profiles_view_owner', { ...profileParts, connected: sql`false`, unlocked: sql`true` }),
    member: repo.prepareProfileView('profiles_view_member', { ...profileParts, connected: readerConnected, unlocked: readerConnected }),
  };

  async function requireUser(userId: string): Promise<UserRow> {
    const user = await repo.findUser(userId);
    if (!user) throw unauthorized();
    return user;
  }

  async function assertUnique(userId: string, changes: { username?: string | undefined; phone?: string | undefined }) {
    if (changes.username && (await repo.usernameHolder(changes.username, userId))) throw conflict(S.usernameTaken, 'USERNAME_TAKEN');
    if (changes.phone && (await repo.phoneHolder(changes.phone, userId))) throw conflict(S.phoneTaken, 'PHONE_TAKEN');
  }

  async function storePhoto(folder: string, photo: PhotoInput): Promise<string> {
    const bytes = photo.kind === 'file' ? photo.data : decodeDataUrl(photo.value, IMAGE_MESSAGES);
    const stored = await saveImage(storage, folder, bytes, IMAGE_MESSAGES);
    return stored.url;
  }

  /**
   * Runs a write that stores a new photo: the photo is removed again when the write fails, and the
   * photo it replaced is removed once the write has succeeded.
   */
  async function withPhoto<T>(newUrl: string | null, previousUrl: string | null | undefined, write: () => Promise<T>): Promise<T> {
    let result: T;
    try {
      result = await write();
    } catch (error) {
      if (newUrl) await storage.remove(newUrl).catch(() => {});
      throw conflictFor(error) ?? error;
    }
    if (newUrl && previousUrl && previousUrl !== newUrl) await storage.remove(previousUrl).catch(() => {});
    return result;
  }

  /**
   * `networkArea` is null when the Collabs and Skills area is locked (community §2.9): the viewer is neither
   * the owner nor connected, and then Skills, Interests and collaborators are not sent at all.
   */
  function toProfile(
    view: ProfileViewRow,
    viewer: RequestAuth | null,
    counts: UserProfile['_count'],
    hideDetails: boolean,
    networkArea: { collaborators: UserProfile['collaborators'] } | null,
  ): UserProfile {
    const { user, profile, mentor } = view;
    const isOwner = viewer?.userId === user.id;
    const mentorNames = mentor?.fullName.trim().split(/\s+/) ?? [];
    const firstName = profile?.firstName || mentorNames[0] || user.username || '';
    const lastName = profile ? profile.lastName : mentorNames.slice(1).join(' ');
    const name = [firstName, lastName].filter(Boolean).join(' ') || user.username || '';
    const headline = profile?.headline.length ? profile.headline : mentor?.headline ? [mentor.headline] : [];
    const result: UserProfile = {
      id: user.id,
      firstName,
      name,
      lastName,
      username: user.username,
      role: user.role,
      headline,
      college: profile?.college ?? '',
      degree: profile?.degree ?? '',
      about: hideDetails ? '' : profile?.about || mentor?.about || '',
      location: hideDetails ? '' : (profile?.location ?? ''),
      gender: hideDetails ? null : (profile?.gender ?? null),
      semester: hideDetails ? null : (profile?.semester ?? null),
      profilePictureUrl: profile?.profilePictureUrl ?? mentor?.profilePictureUrl ?? null,
      Skills: hideDetails || !networkArea ? [] : (profile?.skills ?? []),
      Interests: hideDetails || !networkArea ? [] : (profile?.interests ?? []),
      education: hideDetails ? [] : view.education,
      experience: hideDetails ? [] : view.experience,
      startYear: hideDetails ? null : (profile?.startYear ?? null),
      endYear: hideDetails ? null : (profile?.endYear ?? null),
      _count: counts,
      profileCompleted: user.profileCompletedAt !== null,
      isOwner,
      detailsHidden: hideDetails,
      networkLocked: !networkArea,
      collaborators: networkArea?.collaborators ?? [],
    };
    if (isOwner) {
      result.email = user.email;
      result.phone = user.phone;
      result.workorProject = profile?.workOrProject ?? '';
      result.privacy = { ...DEFAULT_PRIVACY, ...(profile?.privacy ?? {}) };
    }
    return result;
  }

  /**
   * One statement: the profile with its lists, whether the viewer is connected, the counts, and the collaborators
   * (read only when the viewer may see them: the owner or a connection).
   */
  async function readProfile(viewer: RequestAuth | null, userId: string): Promise<UserProfile> {
    const isOwner = viewer?.userId === userId;
    let read = profileViewFor.member;
    if (viewer === null) read = profileViewFor.visitor;
    else if (isOwner) read = profileViewFor.owner;
    const view = await read(userId, viewer?.userId ?? null);
    // A sign-up that never verified its email is not a member yet.
    if (!view || !view.user.emailVerifiedAt) throw notFound(S.profileNotFound, 'PROFILE_NOT_FOUND');
    const audience = view.profile?.privacy?.profileDetails ?? 'everyone';
    const hideDetails = !isOwner && audience !== 'everyone' && (audience === 'only_me' || !view.connected);
    const unlocked = isOwner || view.connected;
    const counts = { connections1: view.counts.connections, connections2: view.counts.collaborators };
    return toProfile(view, viewer, counts, hideDetails, unlocked ? { collaborators: view.collaborators } : null);
  }

  const isRole = (role: UserRoleName, ...allowed: UserRoleName[]) => allowed.includes(role);

  /** A mentor's profile as students see it (and the mentor's own). */
  async function readMentorProfile(viewer: RequestAuth | null, userId: string | undefined): Promise<MentorProfile> {
    const target = userId ?? viewer?.userId;
    if (!target) throw unauthorized();
    const found = await repo.findMentorProfile(target);
    if (!found) throw notFound(S.mentorProfileNotFound, 'MENTOR_PROFILE_NOT_FOUND');
    const { mentor, user } = found;
    const isOwner = viewer?.userId === user.id;
    const [education, totalMentees] = await Promise.all([repo.listEducation(user.id), mentorStats.totalMentees(user.id)]);
    return {
      id: user.id,
      fullName: mentor.fullName,
      username: user.username,
      headline: mentor.headline,
      about: mentor.about,
      company: mentor.company,
      program: mentor.program,
      linkedinUrl: mentor.linkedinUrl,
      functionalFocusArea: mentor.functionalFocusArea,
      areaOfExpertise: mentor.areaOfExpertise,
      profilePictureUrl: mentor.profilePictureUrl,
      yearsOfExperience: mentor.yearsOfExperience,
      referralPrice: mentor.referralPrice,
      rating: mentor.rating,
      totalReviews: mentor.totalReviews,
      languages: mentor.languages,
      ...(isOwner || mentor.emailPublic ? { email: user.email } : {}),
      isOwner,
      education: education.map((entry) => ({
        id: entry.id,
        institution: entry.institution,
        degree: entry.degree,
        fieldOfStudy: entry.fieldOfStudy,
        startYear: entry.startYear,
        endYear: entry.endYear,
        current: entry.current,
        grade: entry.grade,
        description: entry.description,
      })),
      totalMentees,
    };
  }

  return {
    /** POST /api/auth/phone-check: whether another account holds this phone (the wizard's step 2), counted per account. */
    async checkPhone(auth: RequestAuth, phone: string): Promise<{ available: boolean; message: string }> {
      if (deps.counters) {
        const limit = await deps.counters.hit(`phone-check:${auth.userId}`, PHONE_CHECKS_PER_WINDOW, PHONE_CHECK_WINDOW_SECONDS);
        if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds);
      }
      const holder = await repo.phoneHolder(phone, auth.userId);
      return holder ? { available: false, message: S.phoneTaken } : { available: true, message: S.phoneFree };
    },

    /**
     * POST /api/auth/completeProfile. One transaction writes the username, the phone, the completion
     * time and the profile. The payload's placeholder password is never read.
     */
    async completeProfile(auth: RequestAuth, input: CompleteProfileInput): Promise<UserRow> {
      const user = await requireUser(auth.userId);
      if (isRole(user.role, 'mentor')) throw forbidden(S.studentsOnly, 'STUDENTS_ONLY');
      if (user.email.toLowerCase() !== input.email.toLowerCase()) throw forbidden(S.emailMismatch, 'EMAIL_MISMATCH');
      const phone = phoneFromWorkOrProject(input.workorProject);
      await assertUnique(user.id, { username: input.username, phone });
      const previous = await repo.findProfile(user.id);
      const pictureUrl = await storePhoto(PHOTO_FOLDER, { kind: 'dataUrl', value: input.profilePictureBase64 });

      return withPhoto(pictureUrl, previous?.profilePictureUrl, () =>
        repo.transaction(async (tx) => {
          const updated = await repo.updateUser(
            user.id,
            { username: input.username, phone, profileCompletedAt: user.profileCompletedAt ?? new Date() },
            tx,
          );
          await repo.upsertProfile(
            user.id,
            {
              firstName: input.firstName || input.username,
              lastName: input.lastName,
              gender: input.Gender,
              location: input.location,
              college: input.college,
              semester: input.Semester,
              degree: input.degree,
              headline: input.headline.filter((line) => line.length > 0),
              about: input.About,
              workOrProject: input.workorProject.trim(),
              startYear: input.startYear,
              endYear: input.endYear,
              profilePictureUrl: pictureUrl,
              skills: input.Skills,
              interests: input.Interests,
            },
            tx,
          );
          // The college and course typed in the wizard start the education list.
          if ((await repo.countEducation(user.id, tx)) === 0) {
            await repo.addEducation(
              user.id,
              { institution: input.college, degree: input.degree, startYear: input.startYear, endYear: input.endYear, current: true },
              tx,
            );
          }
          return updated;
        }),
      );
    },

    /** POST /api/users/mentorProfile: the mentor setup's four steps, saved. */
    async saveMentorProfile(auth: RequestAuth, input: MentorProfileInput): Promise<UserRow> {
      const user = await requireUser(auth.userId);
      if (!isRole(user.role, 'mentor')) throw forbidden(S.mentorsOnly, 'MENTORS_ONLY');
      const previous = await repo.findMentorProfile(user.id);
      const pictureUrl = await storePhoto(MENTOR_PHOTO_FOLDER, { kind: 'dataUrl', value: input.profilePictureBase64 });
      return withPhoto(pictureUrl, previous?.mentor.profilePictureUrl, () =>
        repo.transaction(async (tx) => {
          await repo.upsertMentorProfile(
            user.id,
            {
              fullName: input.fullName,
              headline: input.headline,
              about: input.about,
              company: input.company,
              program: input.program,
              linkedinUrl: input.linkedinUrl,
              functionalFocusArea: input.functionalFocusArea,
              areaOfExpertise: input.areaOfExpertise,
              profilePictureUrl: pictureUrl,
              yearsOfExperience: yearsFromAbout(input.about),
            },
            tx,
          );
          return repo.updateUser(user.id, { profileCompletedAt: user.profileCompletedAt ?? new Date() }, tx);
        }),
      );
    },

    /** GET /api/users/profile: anyone's public profile; email, phone and settings only for its owner. */
    async getProfile(viewer: RequestAuth | null, userId: string | undefined): Promise<UserProfile> {
      const target = userId ?? viewer?.userId;
      if (!target) throw unauthorized();
      return readProfile(viewer, target);
    },

    /** PATCH /api/users/profile: the caller's own profile only. */
    async updateProfile(auth: RequestAuth, input: UpdateProfileInput, file?: Buffer): Promise<UserProfile> {
      if (input.userId && input.userId !== auth.userId) throw forbidden(S.notYourProfile, 'NOT_YOUR_PROFILE');
      const user = await requireUser(auth.userId);
      await assertUnique(user.id, { username: input.username, phone: input.phone });
      const previous = await repo.findProfile(user.id);

      const changes: ProfileValues = {};
      if (input.firstName !== undefined) changes.firstName = input.firstName;
      if (input.lastName !== undefined) changes.lastName = input.lastName;
      if (input.headline !== undefined) changes.headline = input.headline.filter((line) => line.length > 0);
      if (input.about !== undefined) changes.about = input.about;
      if (input.location !== undefined) changes.location = input.location;
      if (input.college !== undefined) changes.college = input.college;
      if (input.degree !== undefined) changes.degree = input.degree;
      if (input.semester !== undefined) changes.semester = input.semester;
      if (input.gender !== undefined) changes.gender = input.gender;
      if (input.Skills !== undefined) changes.skills = input.Skills;
      if (input.Interests !== undefined) changes.interests = input.Interests;
      if (input.workorProject !== undefined) changes.workOrProject = input.workorProject;
      if (input.startYear !== undefined) changes.startYear = input.startYear;
      if (input.endYear !== undefined) changes.endYear = input.endYear;
      if (input.privacy !== undefined) changes.privacy = { ...DEFAULT_PRIVACY, ...(previous?.privacy ?? {}), ...input.privacy };

      let pictureUrl: string | null = null;
      if (file) pictureUrl = await storePhoto(PHOTO_FOLDER, { kind: 'file', data: file });
      else if (input.profilePictureBase64)
        pictureUrl = await storePhoto(PHOTO_FOLDER, { kind: 'dataUrl', value: input.profilePictureBase64 });
      if (pictureUrl) changes.profilePictureUrl = pictureUrl;
      else if (input.removeProfilePicture) changes.profilePictureUrl = null;

      await withPhoto(pictureUrl, previous?.profilePictureUrl, () =>
        repo.transaction(async (tx) => {
          const userChanges: { username?: string; phone?: string } = {};
          if (input.username !== undefined) userChanges.username = input.username;
          if (input.phone !== undefined) userChanges.phone = input.phone;
          if (Object.keys(userChanges).length > 0) await repo.updateUser(user.id, userChanges, tx);
          if (Object.keys(changes).length > 0 || !previous) {
            // A first save creates the row; the user's name starts as their username.
            await repo.upsertProfile(user.id, previous ? changes : { firstName: user.username ?? '', ...changes }, tx);
          }
          if (input.education !== undefined) await repo.replaceEducation(user.id, input.education, tx);
          if (input.experience !== undefined) await repo.replaceExperience(user.id, input.experience, tx);
        }),
      );
      if (!pictureUrl && input.removeProfilePicture && previous?.profilePictureUrl) {
        await storage.remove(previous.profilePictureUrl).catch(() => {});
      }
      return readProfile(auth, user.id);
    },

    /** GET /api/users/mentorProfile: a mentor's profile as students see it (and the mentor's own). */
    getMentorProfile: readMentorProfile,

    /**
     * PATCH /api/users/mentorProfile: the mentor's own page. Only the fields sent change; a new photo
     * is optional. Students and admins are refused, and so is a mentor who never finished the setup.
     */
    async updateMentorProfile(auth: RequestAuth, input: MentorProfileUpdateInput): Promise<MentorProfile> {
      if (input.userId && input.userId !== auth.userId) throw forbidden(S.notYourProfile, 'NOT_YOUR_PROFILE');
      const user = await requireUser(auth.userId);
      if (!isRole(user.role, 'mentor')) throw forbidden(S.mentorsOnly, 'MENTORS_ONLY');
      const previous = await repo.findMentorProfile(user.id);
      if (!previous) throw notFound(S.mentorSetupFirst, 'MENTOR_PROFILE_NOT_FOUND');

      const changes: Partial<MentorProfileValues> = {};
      if (input.fullName !== undefined) changes.fullName = input.fullName;
      if (input.headline !== undefined) changes.headline = input.headline;
      if (input.about !== undefined) {
        changes.about = input.about;
        changes.yearsOfExperience = yearsFromAbout(input.about);
      }
      if (input.company !== undefined) changes.company = input.company;
      if (input.program !== undefined) changes.program = input.program;
      if (input.linkedinUrl !== undefined) changes.linkedinUrl = input.linkedinUrl;
      if (input.functionalFocusArea !== undefined) changes.functionalFocusArea = input.functionalFocusArea;
      if (input.areaOfExpertise !== undefined) changes.areaOfExpertise = input.areaOfExpertise;
      const pictureUrl = input.profilePictureBase64
        ? await storePhoto(MENTOR_PHOTO_FOLDER, { kind: 'dataUrl', value: input.profilePictureBase64 })
        : null;
      if (pictureUrl) changes.profilePictureUrl = pictureUrl;

      await withPhoto(pictureUrl, previous.mentor.profilePictureUrl, () =>
        repo.transaction(async (tx) => {
          if (Object.keys(changes).length > 0) await repo.updateMentorProfile(user.id, changes, tx);
          if (input.education !== undefined) await repo.replaceEducation(user.id, input.education, tx);
        }),
      );
      return readMentorProfile(auth, user.id);
    },

    /**
     * GET /api/users/suggestions: students to meet, the viewer's college and course first. Skills show
     * only where the person lets the viewer see their details.
     */
    async suggestions(auth: RequestAuth, page: number, limit: number): Promise<SuggestionsResponse> {
      const own = await repo.findProfile(auth.userId);
      const basis = { college: own?.college ?? '', degree: own?.degree ?? '' };
      const { rows, total } = await repo.suggestions(auth.userId, basis, page, limit, network.excludedFromSuggestions(auth.userId));
      const people: SuggestedPerson[] = await Promise.all(
        rows.map(async (row) => {
          const hidden =
            row.audience === 'only_me' || (row.audience === 'connections' && !(await network.areConnected(auth.userId, row.id)));
          const name = [row.firstName, row.lastName].filter(Boolean).join(' ') || row.username || '';
          return {
            id: row.id,
            name,
            username: row.username,
            headline: row.headline[0] ?? '',
            college: row.college,
            degree: row.degree,
            profilePictureUrl: row.profilePictureUrl,
            skills: hidden ? [] : row.skills,
            detailsHidden: hidden,
            match: MATCH_BY_SCORE[row.score] ?? 'other',
          };
        }),
      );
      return { people, page, limit, total, basis };
    },
  };
}

export type ProfilesService = ReturnType<typeof createProfilesService>;
