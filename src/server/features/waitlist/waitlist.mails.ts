import { WAITLIST_FEATURE_NAMES, type WaitlistFeature } from '../../../shared/contracts/waitlist.js';
import type { MailMessage } from '../../platform/mail.js';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** One layout for every waitlist mail: a heading, paragraphs, and the unsubscribe link at the foot. */
function waitlistMail(input: { to: string; subject: string; paragraphs: string[]; unsubscribeUrl: string }): MailMessage {
  const text = `${input.paragraphs.join('\n\n')}\n\nTo leave this waitlist, open: ${input.unsubscribeUrl}`;
  const body = input.paragraphs.map((paragraph) => `<p style="color:#334155;white-space:pre-line">${escapeHtml(paragraph)}</p>`).join('');
  return {
    to: input.to,
    subject: input.subject,
    text,
    html: `<!doctype html><html><body style="font-family:Arial,sans-serif;background:#f5f7fb;padding:24px">
<div style="max-width:480px;margin:auto;background:#fff;border-radius:12px;padding:24px">
<h1 style="font-size:20px;color:#1e1b4b">${escapeHtml(input.subject)}</h1>${body}
<p style="font-size:12px;color:#64748b"><a href="${escapeHtml(input.unsubscribeUrl)}" style="color:#4f46e5">Unsubscribe</a> from this waitlist.</p>
</div></body></html>`,
  };
}

export function confirmationMail(input: { to: string; feature: WaitlistFeature; unsubscribeUrl: string }): MailMessage {
  const name = WAITLIST_FEATURE_NAMES[input.feature];
  return waitlistMail({
    to: input.to,
    subject: `You're on the ${name} waitlist`,
    paragraphs: [
      `Thanks for joining the ${name} waitlist! Get ready for the big reveal.`,
      `We will write to you once, when ${name} launches. Nothing else.`,
    ],
    unsubscribeUrl: input.unsubscribeUrl,
  });
}

export function announcementMail(input: { to: string; subject: string; message: string; unsubscribeUrl: string }): MailMessage {
  return waitlistMail({ to: input.to, subject: input.subject, paragraphs: [input.message], unsubscribeUrl: input.unsubscribeUrl });
}
