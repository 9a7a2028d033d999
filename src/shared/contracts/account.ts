import { z } from 'zod';
import { ACCOUNT_MESSAGES as A, MESSAGES } from '../messages.js';
import { newPasswordSchema, secondFactorCodeSchema, sessionResponseSchema } from './auth.js';

/*
 * Account settings (/SelfSetting): password change, the active sessions list and account deletion.
 * The server knows the caller from the access token; a session id in a path is only ever one of the
 * caller's own.
 */

/** POST /api/auth/changePassword */
export const changePasswordRequestSchema = z
  .object({
    currentPassword: z.string({ error: A.currentPasswordRequired }).min(1, A.currentPasswordRequired).max(128),
    newPassword: newPasswordSchema,
    confirmPassword: z.string({ error: MESSAGES.passwordsDoNotMatch }).max(128),
  })
  .refine((value) => value.newPassword === value.confirmPassword, { message: MESSAGES.passwordsDoNotMatch, path: ['confirmPassword'] })
  .refine((value) => value.newPassword !== value.currentPassword, { message: A.newPasswordSameAsCurrent, path: ['newPassword'] });
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

/** One signed-in device of the caller. */
export const sessionInfoSchema = z.object({
  id: z.uuid(),
  /** "Chrome on Windows" (read from the user agent). */
  device: z.string(),
  deviceKind: z.enum(['desktop', 'mobile', 'tablet', 'unknown']),
  userAgent: z.string().nullable(),
  ipAddress: z.string().nullable(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  rememberMe: z.boolean(),
  /** The session of the device asking ("This device"). */
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

/** GET /api/auth/sessions: the caller's live sessions, the current one first, then by last use. */
export const sessionListResponseSchema = z.object({
  sessions: z.array(sessionInfoSchema),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
});
export type SessionListResponse = z.infer<typeof sessionListResponseSchema>;

/** Any text: an id that is not one of the caller's live sessions (or not an id at all) is a 404. */
export const sessionParamsSchema = z.object({ id: z.string().max(100) });

/** DELETE /api/auth/sessions (every session but this one) */
export const endSessionsResponseSchema = z.object({ message: z.string(), ended: z.number().int() });
export type EndSessionsResponse = z.infer<typeof endSessionsResponseSchema>;

/** DELETE /api/auth/account */
export const deleteAccountRequestSchema = z.object({
  password: z.string({ error: A.deletePasswordRequired }).min(1, A.deletePasswordRequired).max(128),
});
export type DeleteAccountRequest = z.input<typeof deleteAccountRequestSchema>;
/** The account is deleted at `deletionDueAt` (7 days on) unless its owner signs in before then. */
export const deleteAccountResponseSchema = z.object({ message: z.string(), deletionDueAt: z.iso.datetime() });
export type DeleteAccountResponse = z.infer<typeof deleteAccountResponseSchema>;

/*
 * Two-step sign-in with an authenticator app (TOTP): set up from settings, required for operators.
 */

/** GET /api/auth/twoFactor */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** Recovery codes not used yet. */
  recoveryCodesLeft: z.number().int(),
  /** The caller must have it on (operators, before the console opens). */
  required: z.boolean(),
  /** This session was signed in with a passkey, which is two steps in one: it opens the console without the app. */
  passkeySession: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** POST /api/auth/twoFactor/setup: a new secret to scan; it counts only once confirmed with a code. */
export const twoFactorSetupResponseSchema = z.object({
  /** The secret in base32, for typing into an app that cannot scan. */
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The QR code of otpauthUrl, drawn on the server: a data: URL of an SVG image. */
  qrCode: z.string(),
});
export type TwoFactorSetupResponse = z.infer<typeof twoFactorSetupResponseSchema>;

/** POST /api/auth/twoFactor/enable */
export const twoFactorEnableRequestSchema = z.object({
  code: z
    .string({ error: A.twoFactorCodeRequired })
    .trim()
    .regex(/^\d{6}$/, A.twoFactorCodeRequired),
});
export type TwoFactorEnableRequest = z.input<typeof twoFactorEnableRequestSchema>;
/** A fresh access token for this device (other devices are signed out) and the recovery codes, shown this once. */
export const twoFactorEnableResponseSchema = sessionResponseSchema.extend({ message: z.string(), recoveryCodes: z.array(z.string()) });
export type TwoFactorEnableResponse = z.infer<typeof twoFactorEnableResponseSchema>;

/** POST /api/auth/twoFactor/disable: the password (when the account has one) and a code. */
export const twoFactorDisableRequestSchema = z.object({
  password: z.string().max(128).default(''),
  code: secondFactorCodeSchema,
});
export type TwoFactorDisableRequest = z.input<typeof twoFactorDisableRequestSchema>;
export const twoFactorDisableResponseSchema = sessionResponseSchema.extend({ message: z.string() });
export type TwoFactorDisableResponse = z.infer<typeof twoFactorDisableResponseSchema>;

/*
 * "Download my data" (issue 36.3): one zip of everything the product holds about the caller, prepared in the
 * background, downloadable by the caller for 24 hours; one a day.
 */

/** 'failed': the background job gave up; the caller may ask again at once. */
export const DATA_EXPORT_STATUSES = ['preparing', 'ready', 'expired', 'failed'] as const;

export const dataExportSchema = z.object({
  id: z.uuid(),
  status: z.enum(DATA_EXPORT_STATUSES),
  requestedAt: z.iso.datetime(),
  readyAt: z.iso.datetime().nullable(),
  /** Until when the zip can be downloaded; it is removed then. */
  expiresAt: z.iso.datetime().nullable(),
  bytes: z.number().int().nullable(),
  /** When the caller may ask for the next one. */
  nextAllowedAt: z.iso.datetime(),
});
export type DataExport = z.infer<typeof dataExportSchema>;

/** GET /api/account/data-exports/latest: the caller's latest export, null before the first. */
export const latestDataExportResponseSchema = z.object({ export: dataExportSchema.nullable() });
export type LatestDataExportResponse = z.infer<typeof latestDataExportResponseSchema>;

/** POST /api/account/data-exports (202) */
export const startDataExportResponseSchema = z.object({ message: z.string(), export: dataExportSchema });
export type StartDataExportResponse = z.infer<typeof startDataExportResponseSchema>;

/** Any text: an id that is not one of the caller's downloadable exports (or not an id at all) is a 404. */
export const dataExportParamsSchema = z.object({ id: z.string().max(100) });
