import { randomUUID } from 'node:crypto';
import { formatIst } from '../../../shared/contracts/mentors.constants.js';
import type { Db, Tx } from '../../db/client.js';
import type { JobQueue } from '../../platform/jobs.js';
import type { Mailer, MailMessage } from '../../platform/mail.js';

/**
 * Security notices (issue 36.6): mail that always goes, whatever the user's notification settings, when something
 * happens to the account that its owner must know of if it was not them. Sent through the job queue, so a sign-in does
 * not wait for the mail server and a mail server that is down gets the notice later rather than never.
 */
export const SECURITY_NOTICE_JOB = 'auth.security-notice';

export type SecurityEvent =
  | { kind: 'new-sign-in'; device: string; at: Date; ipAddress: string | null }
  | { kind: 'password-changed' }
  | { kind: 'password-reset' }
  | { kind: 'two-factor-on' }
  | { kind: 'two-factor-off' }
  | { kind: 'passkey-added'; name: string }
  | { kind: 'data-export-ready'; expiresAt: Date }
  | { kind: 'data-export-failed' }
  | { kind: 'account-deletion-scheduled'; dueAt: Date }
  | { kind: 'account-deletion-cancelled' };

export interface SecurityNotices {
  /** Queued in `executor` when given: a job's transaction, so the notice goes only if the job's work commits. */
  send(to: string, event: SecurityEvent, executor?: Db | Tx): Promise<void>;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The notice's subject and first sentence. */
function describe(event: SecurityEvent): { subject: string; sentence: string } {
  switch (event.kind) {
    case 'new-sign-in':
      return {
        subject: 'New sign-in to your Campus account',
        sentence: `Your Campus account was signed in to from ${event.device} on ${formatIst(event.at)}${event.ipAddress ? ` (address ${event.ipAddress})` : ''}.`,
      };
    case 'password-changed':
      return { subject: 'Your Campus password was changed', sentence: 'The password of your Campus account was changed in settings.' };
    case 'password-reset':
      return {
        subject: 'Your Campus password was reset',
        sentence: 'The password of your Campus account was reset with a code sent to this address.',
      };
    case 'two-factor-on':
      return { subject: 'Two-step sign-in was turned on', sentence: 'Two-step sign-in was turned on for your Campus account.' };
    case 'two-factor-off':
      return { subject: 'Two-step sign-in was turned off', sentence: 'Two-step sign-in was turned off for your Campus account.' };
    case 'passkey-added':
      return {
        subject: 'A passkey was added to your Campus account',
        sentence: `A passkey named “${event.name}” was added to your Campus account in settings. It can sign in to the account on its own.`,
      };
    case 'data-export-ready':
      return {
        subject: 'Your Campus data is ready to download',
        sentence: `A copy of your Campus data was prepared as asked. Download it from settings (Download my data) until ${formatIst(event.expiresAt)}.`,
      };
    case 'data-export-failed':
      return {
        subject: 'Your Campus data could not be prepared',
        sentence:
          'A copy of your Campus data was asked for, but we could not prepare it. You can ask for it again in settings (Download my data).',
      };
    case 'account-deletion-scheduled':
      return {
        subject: 'Your Campus account will be deleted',
        sentence: `Deleting your Campus account was asked for in settings, and every device was signed out. It will be deleted with all its data on ${formatIst(event.dueAt)}. Signing in before then cancels the deletion.`,
      };
    case 'account-deletion-cancelled':
      return {
        subject: 'Your Campus account will not be deleted',
        sentence: 'You signed in to your Campus account, so its deletion was cancelled. Your account and its data stay.',
      };
  }
}

export function securityNoticeMail(to: string, event: SecurityEvent, publicUrl: string): MailMessage {
  const { subject, sentence } = describe(event);
  const review = `${publicUrl}/SelfSetting#sessions`;
  const advice = 'If this was you, there is nothing to do. If it was not, end the sessions you do not recognise and change your password:';
  return {
    to,
    subject,
    text: `${sentence}\n\n${advice}\n${review}\n\nThis notice is sent whatever your notification settings, to keep your account safe.`,
    html: `<!doctype html><html><body style="font-family:Arial,sans-serif;background:#f5f7fb;padding:24px">
<div style="max-width:480px;margin:auto;background:#fff;border-radius:12px;padding:24px">
<h1 style="font-size:20px;color:#1e1b4b">${escapeHtml(subject)}</h1><p style="color:#334155">${escapeHtml(sentence)}</p>
<p style="color:#334155">${escapeHtml(advice)}</p>
<p><a href="${escapeHtml(review)}" style="color:#4f46e5;font-weight:bold">Review where you are signed in</a></p>
<p style="color:#64748b;font-size:13px">This notice is sent whatever your notification settings, to keep your account safe.</p>
</div></body></html>`,
  };
}

/** The sender of the notices: registered once per app, by the auth routes. */
export function registerSecurityNoticeSender(jobs: JobQueue, mailer: Mailer) {
  jobs.registerSender<MailMessage>(SECURITY_NOTICE_JOB, ({ payload }) => mailer.send(payload));
}

export function createSecurityNotices(deps: { jobs: JobQueue; db: Db; publicUrl: string }): SecurityNotices {
  const { jobs, db, publicUrl } = deps;
  return {
    async send(to, event, executor = db) {
      await jobs.schedule(executor, {
        kind: SECURITY_NOTICE_JOB,
        key: randomUUID(),
        runAt: new Date(),
        payload: securityNoticeMail(to, event, publicUrl),
      });
    },
  };
}
