import { OTP_TTL_MINUTES } from '../../../shared/constants.js';

const wrap = (
  title: string,
  body: string,
  code: string,
) => `<!doctype html><html><body style="font-family:Arial,sans-serif;background:#f5f7fb;padding:24px">
<div style="max-width:480px;margin:auto;background:#fff;border-radius:12px;padding:24px">
<h1 style="font-size:20px;color:#1e1b4b">${title}</h1><p style="color:#334155">${body}</p>
<p style="font-size:32px;letter-spacing:8px;font-weight:bold;color:#4f46e5">${code}</p>
<p style="color:#64748b;font-size:13px">The code expires in ${OTP_TTL_MINUTES} minutes. If you did not ask for it, ignore this email.</p>
</div></body></html>`;

export const otpMail = (code: string) => ({
  subject: `Your Campus verification code is ${code}`,
  text: `Welcome to Campus!\n\nYour verification code is ${code}. It expires in ${OTP_TTL_MINUTES} minutes.\n\nIf you did not sign up, ignore this email.`,
  html: wrap('Verify your email', 'Welcome to Campus! Enter this code to verify your email:', code),
});

export const resetMail = (code: string) => ({
  subject: `Your Campus password reset code is ${code}`,
  text: `We received a request to reset your Campus password.\n\nYour code is ${code}. It expires in ${OTP_TTL_MINUTES} minutes.\n\nIf you did not ask for this, ignore this email; your password stays the same.`,
  html: wrap('Reset your password', 'Enter this code to choose a new password:', code),
});
