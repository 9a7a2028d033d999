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
/** How long an account asked to be deleted waits before it goes; signing in within it cancels the deletion (issue 36.4). */
export const ACCOUNT_DELETION_GRACE_DAYS = 7;
/** A session without "Remember Me" still has a server-side end, even if the browser stays open. */
export const BROWSER_SESSION_HOURS = 24;

export const MOBILE_BREAKPOINT_PX = 768;

export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;

export const USER_ROLES = ['student', 'mentor', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Profiles and mentor setup (platform-core §5, §9). */
export const GENDER_OPTIONS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDER_OPTIONS)[number];
/** Interests and skills: at least 2 and at most 5 of each. */
export const PROFILE_TAGS_MIN = 2;
export const PROFILE_TAGS_MAX = 5;
export const PROFILE_TAG_MAX_LENGTH = 60;
export const COURSE_MIN_LENGTH = 2;
export const SEMESTER_DEFAULT = 1;
export const SEMESTER_MAX = 12;
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;
/** Photos: longest side at most 500 px, JPEG quality 0.7 (70 on the server's 1-100 scale). */
export const PHOTO_MAX_SIDE_PX = 500;
export const PHOTO_JPEG_QUALITY = 0.7;
/** Largest file accepted before re-encoding (decoded bytes). */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** Body limit of the JSON calls that carry a photo as a data URL (base64 adds a third). */
export const PHOTO_JSON_BODY_LIMIT_BYTES = 15 * 1024 * 1024;
/** The spec's profile-completion payload carries a fixed placeholder password; the server never uses it. */
export const PROFILE_PLACEHOLDER_PASSWORD = 'placeholder-not-used';
export const ABOUT_PREVIEW_LENGTH = 100;
export const MENTOR_TAGS_MIN = 1;
export const MENTOR_TAGS_MAX = 10;
/** Referral price in rupees, default rating shown in lists and default years of experience. */
export const DEFAULT_REFERRAL_PRICE = 10_000;
export const DEFAULT_MENTOR_RATING = 4.8;
export const DEFAULT_EXPERIENCE_YEARS = 1;
/** Reverse geocoding from the wizard's "Track Location" (client time-out). */
export const GEOCODER_TIMEOUT_MS = 10_000;

/**
 * How a tab's live socket comes back after its connection drops (an instance that died, a network change): the first
 * try after 250–750 ms, so a socket is back on a surviving instance well within 2 s (issue 34.2), spread out so that a
 * dead instance's sockets do not all land on the survivors in the same instant.
 */
export const APP_SOCKET_RECONNECT = { reconnectionDelay: 500, reconnectionDelayMax: 5_000, randomizationFactor: 0.5 } as const;
