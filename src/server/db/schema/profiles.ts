import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, numeric, pgEnum, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { GENDER_OPTIONS } from '../../../shared/constants.js';
import type { PrivacySettings } from '../../../shared/contracts/profiles.js';
import { users } from './auth.js';

export const gender = pgEnum('gender', GENDER_OPTIONS);

const textList = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

/**
 * A student's profile (platform-core §3 "Profile completion payload", community §3 "User profile").
 * Username and phone live on `users` (unique there; the phone is also a login identifier).
 */
export const profiles = pgTable(
  'profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    gender: gender('gender'),
    location: text('location').notNull().default(''),
    college: text('college').notNull().default(''),
    semester: integer('semester'),
    /** The course. */
    degree: text('degree').notNull().default(''),
    headline: textList('headline'),
    about: text('about').notNull().default(''),
    /** The spec's `workorProject`: semester and phone in one text. */
    workOrProject: text('work_or_project').notNull().default(''),
    startYear: integer('start_year'),
    endYear: integer('end_year'),
    /** A path under /uploads (or the store's public address); never a third-party address. */
    profilePictureUrl: text('profile_picture_url'),
    skills: textList('skills'),
    interests: textList('interests'),
    privacy: jsonb('privacy')
      .$type<PrivacySettings>()
      .notNull()
      .default(sql`'{"profileDetails":"everyone","connections":"everyone","blogs":"everyone"}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('profiles_college_trgm').using('gin', sql`lower(${table.college}) gin_trgm_ops`),
    index('profiles_skills_gin').using('gin', table.skills),
  ],
);

/** Education entries of a profile, in the owner's order. */
export const profileEducation = pgTable(
  'profile_education',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
    institution: text('institution').notNull(),
    degree: text('degree').notNull().default(''),
    fieldOfStudy: text('field_of_study').notNull().default(''),
    startYear: integer('start_year'),
    endYear: integer('end_year'),
    current: boolean('current').notNull().default(false),
    grade: text('grade').notNull().default(''),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('profile_education_user_idx').on(table.userId, table.position)],
);

/** Work, internship and project entries of a profile, in the owner's order. Dates are "YYYY-MM". */
export const profileExperience = pgTable(
  'profile_experience',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
    title: text('title').notNull(),
    company: text('company').notNull().default(''),
    employmentType: text('employment_type').notNull().default(''),
    location: text('location').notNull().default(''),
    startDate: text('start_date'),
    endDate: text('end_date'),
    current: boolean('current').notNull().default(false),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('profile_experience_user_idx').on(table.userId, table.position)],
);

/** A mentor's profile (platform-core §2.5, §3 "Mentor"; community §3 "Mentor"). */
export const mentorProfiles = pgTable(
  'mentor_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    headline: text('headline').notNull().default(''),
    about: text('about').notNull().default(''),
    company: text('company').notNull().default(''),
    program: text('program').notNull().default(''),
    linkedinUrl: text('linkedin_url').notNull().default(''),
    functionalFocusArea: textList('functional_focus_area'),
    areaOfExpertise: textList('area_of_expertise'),
    profilePictureUrl: text('profile_picture_url'),
    /** Read from the first number of `about` when the mentor saves; null when there is none. */
    yearsOfExperience: integer('years_of_experience'),
    /** Rupees. */
    referralPrice: integer('referral_price').notNull().default(10000),
    /** Average of reviews, 0.0 to 5.0; null until the first review. */
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }),
    totalReviews: integer('total_reviews').notNull().default(0),
    languages: textList('languages'),
    emailPublic: boolean('email_public').notNull().default(false),
    /**
     * Name, headline, company, focus areas and expertise in lower case, for the typo-tolerant mentor search.
     * Written by a trigger (migration 0012) on every insert and update, never by the app.
     */
    searchText: text('search_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /*
     * The mentor's kept reliability figures that the list sorts and filters by (mentor_reliability's, copied by a
     * trigger there, drizzle/0046): "Answers quickly" (a response rate of QUICK_ANSWER_RATE % or more), then the median
     * answer time and the rate; "Most sessions held", then the completion rate. A sorted page is then read off an index
     * instead of joining and sorting every mentor. Defaults: a new mentor.
     */
    figuresQuick: boolean('figures_quick').notNull().default(false),
    figuresMedianMinutes: integer('figures_median_minutes'),
    figuresResponseRate: integer('figures_response_rate'),
    figuresSessionsHeld: integer('figures_sessions_held').notNull().default(0),
    figuresCompletionRate: integer('figures_completion_rate'),
  },
  (table) => [
    index('mentor_profiles_search_trgm').using('gin', sql`${table.searchText} gin_trgm_ops`),
    index('mentor_profiles_full_name_trgm').using('gin', sql`lower(${table.fullName}) gin_trgm_ops`),
    index('mentor_profiles_company_trgm').using('gin', sql`lower(${table.company}) gin_trgm_ops`),
    // The mentor list's order (best rated first, 4.8 where unrated): the first page is read from the index.
    index('mentor_profiles_rank_idx').on(sql`coalesce(${table.rating}, 4.8) desc`, sql`${table.totalReviews} desc`, table.fullName),
    // The two sorts by the figures, each then in the list's own order.
    index('mentor_profiles_quick_idx').on(
      sql`${table.figuresQuick} desc`,
      sql`${table.figuresMedianMinutes} asc nulls last`,
      sql`${table.figuresResponseRate} desc nulls last`,
      sql`coalesce(${table.rating}, 4.8) desc`,
      sql`${table.totalReviews} desc`,
      table.fullName,
    ),
    index('mentor_profiles_sessions_idx').on(
      sql`${table.figuresSessionsHeld} desc`,
      sql`${table.figuresCompletionRate} desc nulls last`,
      sql`coalesce(${table.rating}, 4.8) desc`,
      sql`${table.totalReviews} desc`,
      table.fullName,
    ),
  ],
);
