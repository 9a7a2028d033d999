import { WAITLIST_FEATURE_NAMES, type WaitlistFeature } from '../../../shared/contracts/waitlist.js';
import { escapeHtml, type MailMessage } from '../../platform/mail.js';

/** One layout for every waitlist mail: a heading and paragraphs (the notifier adds the unsubscribe foot and headers). */
function waitlistMail(input: { subject: string; paragraphs: string[] }): Omit<MailMessage, 'to'> {
  const text = input.paragraphs.join('\n\n');
  const body = input.paragraphs.map((paragraph) => `<p style="color:#334155;white-space:pre-line">${escapeHtml(paragraph)}</p>`).join('');
  return {
    subject: input.subject,
    text,
    html: `<!doctype html><html><body style="font-family:Arial,sans-serif;background:#f5f7fb;padding:24px">
<div style="max-width:480px;margin:auto;background:#fff;border-radius:12px;padding:24px">
<h1 style="font-size:20px;color:#1e1b4b">${escapeHtml(input.subject)}</h1>${body}
</div></body></html>`,
  };
}

export function confirmationMail(input: { feature: WaitlistFeature }) {
  const name = WAITLIST_FEATURE_NAMES[input.feature];
  return waitlistMail({
    subject: `You're on the ${name} waitlist`,
    paragraphs: [
      `Thanks for joining the ${name} waitlist! Get ready for the big reveal.`,
      `We will write to you once, when ${name} launches. Nothing else.`,
    ],
  });
}

export function announcementMail(input: { subject: string; message: string }) {
  return waitlistMail({ subject: input.subject, paragraphs: [input.message] });
}
