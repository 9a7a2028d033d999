import { sql } from 'drizzle-orm';
import { bigint, boolean, customType, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Raw bytes (a passkey's public key): bytea, read and written as a Uint8Array. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  // node-postgres sends a Buffer as bytea; PGlite takes it as the Uint8Array it is.
  toDriver: (value) => Buffer.from(value),
  fromDriver: (value) => new Uint8Array(value),
});

export const userRole = pgEnum('user_role', ['student', 'mentor', 'admin']);
export const otpPurpose = pgEnum('otp_purpose', ['verify_email', 'reset_password']);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    phone: text('phone'),
    username: text('username'),
    passwordHash: text('password_hash'),
    role: userRole('role').notNull().default('student'),
    googleSub: text('google_sub'),
    /** The authenticator secret of two-step sign-in, encrypted (platform/totp.ts); set once confirmed with a first code. */
    totpSecret: text('totp_secret'),
    /** A secret shown for scanning and not yet confirmed with a code, encrypted likewise. */
    totpPendingSecret: text('totp_pending_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /**
     * The last 30-second time step whose code was accepted for this user (sign-in, turning on or off): a code of that
     * step or an earlier one is refused, so a code seen over someone's shoulder or intercepted cannot be used again.
     */
    totpLastStep: integer('totp_last_step'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    profileCompletedAt: timestamp('profile_completed_at', { withTimezone: true }),
    /**
     * Set when the owner asked to delete the account (issue 36.4): the deletion job runs at this time unless a sign-in
     * before then cleared it. Null for every account not waiting to be deleted.
     */
    deletionDueAt: timestamp('deletion_due_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(sql`lower(${table.email})`),
    uniqueIndex('users_phone_unique').on(table.phone),
    uniqueIndex('users_username_unique').on(sql`lower(${table.username})`),
    uniqueIndex('users_google_sub_unique').on(table.googleSub),
  ],
);

/** One sign-in on one device; revoking it ends every refresh token it issued. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rememberMe: boolean('remember_me').notNull().default(false),
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    /**
     * The sign-in itself proved two factors (a passkey: something held, unlocked by something known or a biometric), so
     * the session counts as two-step whether or not the account has an authenticator app.
     */
    multiFactor: boolean('multi_factor').notNull().default(false),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/** Refresh tokens are stored as SHA-256 hashes; a used one stays so that its reuse is detected. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('refresh_tokens_hash_unique').on(table.tokenHash), index('refresh_tokens_session_idx').on(table.sessionId)],
);

/** One live code per user and purpose; the code itself is kept only as a hash. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: otpPurpose('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('otp_codes_user_purpose_unique').on(table.userId, table.purpose)],
);

/** Two-step sign-in's single-use recovery codes, kept only as keyed hashes; a used one is marked, not removed. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('recovery_codes_user_hash_unique').on(table.userId, table.codeHash)],
);

/**
 * Passkeys (WebAuthn credentials) a user added in settings; each one alone signs its owner in. The credential id is
 * the authenticator's (base64url), the public key its COSE encoding; the counter detects a cloned authenticator.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    credentialId: text('credential_id').notNull(),
    publicKey: bytea('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    /** How the browser can reach the authenticator ('internal', 'usb', 'hybrid'...), as it told at registration. */
    transports: text('transports').array().notNull().default(sql`'{}'::text[]`),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('passkeys_credential_id_unique').on(table.credentialId), index('passkeys_user_idx').on(table.userId)],
);
