import { and, asc, eq, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { mentorProfiles, profileEducation, profileExperience, profiles, users } from '../../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;
export type ProfileRow = typeof profiles.$inferSelect;
export type ProfileValues = Partial<Omit<typeof profiles.$inferInsert, 'userId' | 'createdAt'>>;
export type MentorProfileRow = typeof mentorProfiles.$inferSelect;
export type MentorProfileValues = Omit<typeof mentorProfiles.$inferInsert, 'userId' | 'createdAt' | 'updatedAt'>;
export type EducationValues = Omit<typeof profileEducation.$inferInsert, 'id' | 'userId' | 'position' | 'createdAt'>;
export type ExperienceValues = Omit<typeof profileExperience.$inferInsert, 'id' | 'userId' | 'position' | 'createdAt'>;
export type EducationRow = typeof profileEducation.$inferSelect;

/** One person of the suggestions list, with how well they match the viewer (2 college, 1 course). */
export interface SuggestionRow {
  id: string;
  username: string | null;
  firstName: string;
  lastName: string;
  headline: string[];
  college: string;
  degree: string;
  profilePictureUrl: string | null;
  skills: string[];
  audience: string;
  score: number;
}
type Executor = Db | Tx;

/** Everything a profile page shows, read in one round trip. */
export interface ProfileViewRow {
  user: UserRow;
  profile: ProfileRow | null;
  mentor: Pick<MentorProfileRow, 'fullName' | 'headline' | 'about' | 'profilePictureUrl'> | null;
  education: (typeof profileEducation.$inferSelect)[];
  experience: (typeof profileExperience.$inferSelect)[];
  /** The viewer is connected to the user. */
  connected: boolean;
  counts: { connections: number; collaborators: number };
  /** Empty unless `unlocked` held. */
  collaborators: { id: string; username: string | null; name: string; headline: string; profilePictureUrl: string | null }[];
}

/** The network's parts of a profile page, as SQL the profile read puts in its statement (see ProfileNetwork). */
export interface ProfileViewNetwork {
  /** Boolean: the viewer is connected to the user. */
  connected: SQL;
  /** Boolean: the viewer may see the collaborators (the owner, or `connected`). */
  unlocked: SQL;
  /** json `{ connections, collaborators }`. */
  counts: SQL;
  /** json array of collaborators. */
  collaborators: SQL;
}

const byUsername = (username: string) => sql`lower(${users.username}) = ${username.toLowerCase()}`;

export function createProfilesRepository(db: Db) {
  return {
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    async findUser(id: string, executor: Executor = db): Promise<UserRow | undefined> {
      const [row] = await executor.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    /** Another user already holding this username (case-insensitive), if any. */
    async usernameHolder(username: string, exceptUserId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(byUsername(username), ne(users.id, exceptUserId)))
        .limit(1);
      return row?.id;
    },

    async phoneHolder(phone: string, exceptUserId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.phone, phone), ne(users.id, exceptUserId)))
        .limit(1);
      return row?.id;
    },

    async updateUser(
      id: string,
      values: Partial<Pick<typeof users.$inferInsert, 'username' | 'phone' | 'profileCompletedAt'>>,
      executor: Executor = db,
    ) {
      const [row] = await executor
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row!;
    },

    async findProfile(userId: string, executor: Executor = db): Promise<ProfileRow | undefined> {
      const [row] = await executor.select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
      return row;
    },

    /** Creates the profile row or changes the given columns of it. */
    async upsertProfile(userId: string, values: ProfileValues, executor: Executor = db): Promise<ProfileRow> {
      const now = new Date();
      const [row] = await executor
        .insert(profiles)
        .values({ ...values, userId, updatedAt: now })
        .onConflictDoUpdate({ target: profiles.userId, set: { ...values, updatedAt: now } })
        .returning();
      return row!;
    },

    async countEducation(userId: string, executor: Executor = db): Promise<number> {
      const [row] = await executor
        .select({ n: sql<number>`count(*)::int` })
        .from(profileEducation)
        .where(eq(profileEducation.userId, userId));
      return row?.n ?? 0;
    },

    /** Replaces the whole education list, keeping the given order. */
    async replaceEducation(userId: string, entries: EducationValues[], executor: Executor = db) {
      await executor.delete(profileEducation).where(eq(profileEducation.userId, userId));
      if (entries.length > 0) {
        await executor.insert(profileEducation).values(entries.map((entry, position) => ({ ...entry, userId, position })));
      }
    },

    async addEducation(userId: string, entry: EducationValues, executor: Executor = db) {
      await executor.insert(profileEducation).values({ ...entry, userId, position: 0 });
    },

    async replaceExperience(userId: string, entries: ExperienceValues[], executor: Executor = db) {
      await executor.delete(profileExperience).where(eq(profileExperience.userId, userId));
      if (entries.length > 0) {
        await executor.insert(profileExperience).values(entries.map((entry, position) => ({ ...entry, userId, position })));
      }
    },

    /**
     * A user with their profile, the mentor fields a profile falls back on, the education and experience lists
     * and the network's parts (connected, counts, collaborators when unlocked): one query, so a profile page
     * costs one round trip. Built once for one kind of reader (`network` names the user as the placeholder
     * `userId` and the reader as `viewerId`) and prepared: the answer is `read(userId, viewerId)`.
     */
    prepareProfileView(name: string, network: ProfileViewNetwork) {
      const prepared = db
        .select({
          user: users,
          profile: profiles,
          mentorFullName: mentorProfiles.fullName,
          mentorHeadline: mentorProfiles.headline,
          mentorAbout: mentorProfiles.about,
          mentorPicture: mentorProfiles.profilePictureUrl,
          education: sql<unknown[]>`coalesce((
            select json_agg(json_build_object(
              'id', e.id, 'institution', e.institution, 'degree', e.degree, 'fieldOfStudy', e.field_of_study,
              'startYear', e.start_year, 'endYear', e.end_year, 'current', e.current, 'grade', e.grade,
              'description', e.description) order by e.position, e.created_at)
            from ${profileEducation} e where e.user_id = ${users.id}), '[]'::json)`,
          experience: sql<unknown[]>`coalesce((
            select json_agg(json_build_object(
              'id', x.id, 'title', x.title, 'company', x.company, 'employmentType', x.employment_type,
              'location', x.location, 'startDate', x.start_date, 'endDate', x.end_date, 'current', x.current,
              'description', x.description) order by x.position, x.created_at)
            from ${profileExperience} x where x.user_id = ${users.id}), '[]'::json)`,
          connected: sql<boolean>`${network.connected}`,
          counts: sql<unknown>`${network.counts}`,
          collaborators: sql<unknown>`case when ${network.unlocked} then ${network.collaborators} else '[]'::json end`,
        })
        .from(users)
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .leftJoin(mentorProfiles, eq(mentorProfiles.userId, users.id))
        .where(eq(users.id, sql.placeholder('userId')))
        .limit(1)
        .prepare(name);
      return async (userId: string, viewerId: string | null): Promise<ProfileViewRow | undefined> => {
        const [row] = await prepared.execute({ userId, viewerId });
        if (!row) return undefined;
        // node-postgres parses json columns itself; PGlite may hand over text.
        const json = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);
        const list = <T>(value: unknown): T[] => (json(value) as T[] | null) ?? [];
        const counts = json(row.counts) as { connections?: number | string; collaborators?: number | string } | null;
        return {
          user: row.user,
          profile: row.profile,
          mentor:
            row.mentorFullName === null
              ? null
              : {
                  fullName: row.mentorFullName,
                  headline: row.mentorHeadline ?? '',
                  about: row.mentorAbout ?? '',
                  profilePictureUrl: row.mentorPicture,
                },
          education: list(row.education),
          experience: list(row.experience),
          connected: row.connected === true,
          counts: { connections: Number(counts?.connections ?? 0), collaborators: Number(counts?.collaborators ?? 0) },
          collaborators: list(row.collaborators),
        };
      };
    },

    /** The addresses of the files a user owns here (profile and mentor photos). */
    async photosOf(userId: string): Promise<string[]> {
      const [row] = await db
        .select({ profile: profiles.profilePictureUrl, mentor: mentorProfiles.profilePictureUrl })
        .from(users)
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .leftJoin(mentorProfiles, eq(mentorProfiles.userId, users.id))
        .where(eq(users.id, userId))
        .limit(1);
      return [row?.profile, row?.mentor].filter((url): url is string => typeof url === 'string' && url.length > 0);
    },

    async listEducation(userId: string): Promise<EducationRow[]> {
      return db
        .select()
        .from(profileEducation)
        .where(eq(profileEducation.userId, userId))
        .orderBy(asc(profileEducation.position), asc(profileEducation.createdAt));
    },

    /**
     * Students with a completed profile, other than the viewer: the same college and course first, then
     * the same college, then the same course, then everyone else, most recently updated first.
     */
    async suggestions(viewerId: string, basis: { college: string; degree: string }, page: number, limit: number, excluded: SQL | null) {
      const college = basis.college.trim().toLowerCase();
      const degree = basis.degree.trim().toLowerCase();
      const score = sql<number>`(case when ${college} <> '' and lower(trim(${profiles.college})) = ${college} then 2 else 0 end
        + case when ${degree} <> '' and lower(trim(${profiles.degree})) = ${degree} then 1 else 0 end)`;
      const candidates = and(
        ne(users.id, viewerId),
        eq(users.role, 'student'),
        isNotNull(users.emailVerifiedAt),
        isNotNull(users.profileCompletedAt),
        // One uncorrelated subquery: PostgreSQL hashes it once instead of probing it per candidate.
        excluded ? sql`${users.id} not in ${excluded}` : undefined,
      );
      const rows = await db
        .select({
          id: users.id,
          username: users.username,
          firstName: profiles.firstName,
          lastName: profiles.lastName,
          headline: profiles.headline,
          college: profiles.college,
          degree: profiles.degree,
          profilePictureUrl: profiles.profilePictureUrl,
          skills: profiles.skills,
          audience: sql<string>`coalesce(${profiles.privacy} ->> 'profileDetails', 'everyone')`,
          score: score.mapWith(Number),
          total: sql<number>`count(*) over ()`.mapWith(Number),
        })
        .from(users)
        .innerJoin(profiles, eq(profiles.userId, users.id))
        .where(candidates)
        .orderBy(sql`${score} desc`, sql`${profiles.updatedAt} desc`, asc(users.id))
        .limit(limit)
        .offset((page - 1) * limit);
      let total = rows[0]?.total ?? 0;
      if (rows.length === 0 && page > 1) {
        const [count] = await db
          .select({ n: sql<number>`count(*)::int` })
          .from(users)
          .innerJoin(profiles, eq(profiles.userId, users.id))
          .where(candidates);
        total = count?.n ?? 0;
      }
      return { rows: rows as (SuggestionRow & { total: number })[], total };
    },

    /** Changes the given columns of a mentor profile; answers nothing when the mentor has none. */
    async updateMentorProfile(userId: string, values: Partial<MentorProfileValues>, executor: Executor = db) {
      const [row] = await executor
        .update(mentorProfiles)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(mentorProfiles.userId, userId))
        .returning();
      return row;
    },

    async findMentorProfile(userId: string): Promise<{ mentor: MentorProfileRow; user: UserRow } | undefined> {
      const [row] = await db
        .select({ mentor: mentorProfiles, user: users })
        .from(mentorProfiles)
        .innerJoin(users, eq(users.id, mentorProfiles.userId))
        .where(eq(mentorProfiles.userId, userId))
        .limit(1);
      return row;
    },

    async upsertMentorProfile(userId: string, values: MentorProfileValues, executor: Executor = db): Promise<MentorProfileRow> {
      const now = new Date();
      const [row] = await executor
        .insert(mentorProfiles)
        .values({ ...values, userId, updatedAt: now })
        .onConflictDoUpdate({ target: mentorProfiles.userId, set: { ...values, updatedAt: now } })
        .returning();
      return row!;
    },
  };
}

export type ProfilesRepository = ReturnType<typeof createProfilesRepository>;
