import { z } from 'zod';
import { OTP_LENGTH, PASSWORD_MIN_LENGTH, PHONE_LENGTH, USER_ROLES } from '../constants.js';
import { ACCOUNT_MESSAGES, MESSAGES } from '../messages.js';

export const emailSchema = z
  .string({ error: 'Email is required.' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required.')
  .max(254, 'Email is too long.')
  .pipe(z.email('Please enter a valid email address.'));

export const newPasswordSchema = z
  .string({ error: MESSAGES.passwordTooShort })
  .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort)
  .max(128, 'Password must be at most 128 characters long.');

export const otpSchema = z
  .string({ error: MESSAGES.otpInvalid })
  .trim()
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), `The OTP must be ${OTP_LENGTH} digits.`);

export const userRoleSchema = z.enum(USER_ROLES);
export type UserRoleName = z.infer<typeof userRoleSchema>;

export const authUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  username: z.string().nullable(),
  role: userRoleSchema,
  profileCompleted: z.boolean(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

/** POST /auth/register */
export const registerRequestSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  role: z.enum(['student', 'mentor']).default('student'),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;
export const registerResponseSchema = z.object({
  message: z.string(),
  email: z.string(),
  resendAfterSeconds: z.number().int(),
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

/** POST /auth/verifyOtp */
export const verifyOtpRequestSchema = z.object({ email: emailSchema, otp: otpSchema });
export type VerifyOtpRequest = z.input<typeof verifyOtpRequestSchema>;
export const verifyOtpResponseSchema = z.object({
  message: z.string(),
  tempToken: z.string(),
  user: authUserSchema,
});
export type VerifyOtpResponse = z.infer<typeof verifyOtpResponseSchema>;

/** POST /auth/resendOtp */
export const resendOtpRequestSchema = z.object({
  email: z.string({ error: MESSAGES.resendEmailRequired }).trim().min(1, MESSAGES.resendEmailRequired).pipe(emailSchema),
});
export type ResendOtpRequest = z.input<typeof resendOtpRequestSchema>;
export const resendOtpResponseSchema = registerResponseSchema;

/** The login identifier is an email or a 10-digit phone number. */
export const loginIdentifierSchema = z
  .string({ error: MESSAGES.loginMissingFields })
  .trim()
  .min(1, MESSAGES.loginMissingFields)
  .max(254)
  .refine(
    (value) => new RegExp(`^\\d{${PHONE_LENGTH}}$`).test(value) || z.email().safeParse(value).success,
    'Enter a valid email or a 10-digit phone number.',
  );

/** POST /auth/login */
export const loginRequestSchema = z.object({
  email: loginIdentifierSchema,
  password: z.string({ error: MESSAGES.loginMissingFields }).min(1, MESSAGES.loginMissingFields).max(128),
  rememberMe: z.boolean().default(false),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** Answer of login, Google sign-in, refresh and profile completion: a signed-in session. */
export const sessionResponseSchema = z.object({
  accessToken: z.string(),
  expiresIn: z.number().int(),
  user: authUserSchema,
  /** True when this sign-in cancelled the deletion the account's owner had asked for (within its 7 days). */
  deletionCancelled: z.boolean().optional(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** Answer of login and Google sign-in when the account has two-step sign-in on: the password was right, a code is next. */
export const twoFactorChallengeSchema = z.object({
  twoFactorRequired: z.literal(true),
  /** Names the sign-in waiting for its code (5 minutes); sent back with the code to /auth/twoFactor/verify. */
  challengeToken: z.string(),
  message: z.string(),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;
export const signInResponseSchema = z.union([sessionResponseSchema, twoFactorChallengeSchema]);
export type SignInResponse = z.infer<typeof signInResponseSchema>;
export const isTwoFactorChallenge = (response: SignInResponse): response is TwoFactorChallenge => 'twoFactorRequired' in response;

/** A code from the authenticator app (6 digits) or one of the recovery codes. */
export const secondFactorCodeSchema = z
  .string({ error: ACCOUNT_MESSAGES.twoFactorCodeRequired })
  .trim()
  .min(6, ACCOUNT_MESSAGES.twoFactorCodeRequired)
  .max(32, ACCOUNT_MESSAGES.twoFactorCodeRequired);

/** POST /auth/twoFactor/verify: the second step of a sign-in. */
export const twoFactorVerifyRequestSchema = z.object({
  challengeToken: z
    .string({ error: ACCOUNT_MESSAGES.twoFactorChallengeExpired })
    .min(1, ACCOUNT_MESSAGES.twoFactorChallengeExpired)
    .max(4096),
  code: secondFactorCodeSchema,
});
export type TwoFactorVerifyRequest = z.input<typeof twoFactorVerifyRequestSchema>;

/** POST /auth/google */
export const googleLoginRequestSchema = z.object({
  credential: z.string({ error: MESSAGES.googleLoginFailed }).min(1, MESSAGES.googleLoginFailed).max(8192),
  rememberMe: z.boolean().default(false),
  role: z.enum(['student', 'mentor']).default('student'),
});
export type GoogleLoginRequest = z.input<typeof googleLoginRequestSchema>;

/** POST /auth/forgotPassword */
export const forgotPasswordRequestSchema = z.object({ email: emailSchema });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordRequestSchema>;

/** POST /auth/resetPassword */
export const resetPasswordRequestSchema = z.object({
  email: emailSchema,
  otp: otpSchema,
  password: newPasswordSchema,
});
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;
