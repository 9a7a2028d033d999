import { escapeHtml } from '../../platform/mail.js';
import { applicationStatusMessage, type ApplicationStatus } from '../../../shared/contracts/careers.js';

/** The email a student gets when an operator moves their application. */
export function applicationStatusMail(input: { title: string; company: string; status: ApplicationStatus; url: string }) {
  const sentence = applicationStatusMessage(input.title, input.company, input.status);
  return {
    subject: `Application update: ${input.title} at ${input.company}`,
    text: `${sentence}\n\nSee the opportunity: ${input.url}\n\nYou get this email because you applied through the Campus Career Zone.`,
    html: `<!doctype html><html><body style="font-family:Arial,sans-serif;background:#f5f7fb;padding:24px">
<div style="max-width:480px;margin:auto;background:#fff;border-radius:12px;padding:24px">
<h1 style="font-size:20px;color:#1e1b4b">Application update</h1>
<p style="color:#334155">${escapeHtml(sentence)}</p>
<p><a href="${escapeHtml(input.url)}" style="color:#4f46e5">See the opportunity</a></p>
<p style="color:#64748b;font-size:13px">You get this email because you applied through the Campus Career Zone.</p>
</div></body></html>`,
  };
}
