/** Business constants of the spec (platform-core §9, platform-community §9). */
export const OTP_LENGTH = 6;
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
export const RESEND_OTP_LOCK_SECONDS = 30;
export const PASSWORD_MIN_LENGTH = 6;
export const PHONE_LENGTH = 10;
export const MINIMUM_AGE = 18;

export const REQUEST_TIMEOUT_MS = 30_000;
export const PROFILE_COMPLETION_TIMEOUT_MS = 60_000;
export const PROFILE_REDIRECT_DELAY_MS = 100;

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const ONBOARDING_TOKEN_TTL_SECONDS = 60 * 60;
export const REMEMBER_ME_DAYS = 30;
/** A session without "Remember Me" still has a server-side end, even if the browser stays open. */
export const BROWSER_SESSION_HOURS = 24;

export const MOBILE_BREAKPOINT_PX = 768;

export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;

export const USER_ROLES = ['student', 'mentor', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/**
 * Launch dates of the teaser pages. The spec fixes 22 June 2025 00:00 local time; it has passed,
 * so countdowns show zeros.
 */
export const LAUNCH_DATE = '2025-06-22T00:00:00';
