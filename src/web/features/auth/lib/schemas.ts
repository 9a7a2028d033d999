import { z } from 'zod';
import { emailSchema, newPasswordSchema, otpSchema } from '../../../../shared/contracts/auth.js';
import { MESSAGES } from '../../../../shared/messages.js';

export { loginRequestSchema as loginFormSchema } from '../../../../shared/contracts/auth.js';

const passwordPair = {
  password: newPasswordSchema,
  confirmPassword: z.string(),
};

function passwordsMatch(value: { password: string; confirmPassword: string }): boolean {
  return value.password === value.confirmPassword;
}

/** Sign-up step 1: email, password, confirm password (spec §5 "Signup"). */
export const signupFormSchema = z
  .object({ email: emailSchema, ...passwordPair })
  .refine(passwordsMatch, { message: MESSAGES.passwordsDoNotMatch, path: ['confirmPassword'] });
export type SignupFormInput = z.input<typeof signupFormSchema>;

/** Forgot password, step 2: the new password twice (the code is checked by its own boxes). */
export const newPasswordFormSchema = z
  .object(passwordPair)
  .refine(passwordsMatch, { message: MESSAGES.passwordsDoNotMatch, path: ['confirmPassword'] });
export type NewPasswordFormInput = z.input<typeof newPasswordFormSchema>;

export const forgotEmailFormSchema = z.object({ email: emailSchema });
export type ForgotEmailFormInput = z.input<typeof forgotEmailFormSchema>;

/** The OTP boxes' value: the sentence of the shared contract when it is not six digits. */
export function otpError(code: string): string | undefined {
  const result = otpSchema.safeParse(code);
  return result.success ? undefined : (result.error.issues[0]?.message ?? MESSAGES.otpInvalid);
}
