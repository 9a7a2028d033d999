import { Check, Copy, Inbox, Mail, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses, Logo, Skeleton, StatusPanel } from '../../../components/ui';
import { isApiError } from '../../../lib/errors';
import { useDevMail, type DevMail } from '../api/getDevMail';
import { findCode } from '../lib';

function CopyCode({ code }: { code: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      onClick={() => {
        void navigator.clipboard?.writeText(code).then(() => {
          setCopied(true);
          setTimeout(() => setCopied(false), 1500);
        });
      }}
      className="inline-flex items-center gap-2 rounded-field bg-brand-50 px-4 py-2 font-mono text-2xl font-bold tracking-[0.3em] text-brand-800 hover:bg-brand-100"
      aria-label={copied ? `Code ${code} copied` : `Copy code ${code}`}
    >
      {code}
      {copied ? <Check className="size-5 text-success-600" aria-hidden="true" /> : <Copy className="size-5" aria-hidden="true" />}
    </button>
  );
}

function MailCard({ mail, newest }: { mail: DevMail; newest: boolean }) {
  const code = findCode(mail.text);
  return (
    <li className="rounded-card bg-surface p-5 shadow-card ring-1 ring-ink-200">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold text-ink-900">{mail.subject}</p>
          <p className="mt-0.5 truncate text-sm text-ink-600">To {mail.to}</p>
        </div>
        {newest ? <span className="rounded-full bg-mint-50 px-2.5 py-1 text-xs font-semibold text-mint-700">Newest</span> : null}
      </div>
      {code ? (
        <div className="mt-4">
          <CopyCode code={code} />
        </div>
      ) : null}
      <pre className="mt-4 overflow-x-auto rounded-field bg-ink-50 p-4 font-sans text-sm whitespace-pre-wrap text-ink-700">{mail.text}</pre>
    </li>
  );
}

/** /dev/mail: the local outbox, so a demo without SMTP can read its codes. Refreshes every 3 s. */
export default function DevMailPage() {
  const { data, error, isPending, isFetching } = useDevMail();
  const unavailable = isApiError(error) && error.status === 404;

  return (
    <div className="min-h-dvh bg-canvas">
      <title>Local mailbox · Campus</title>
      <header className="border-b border-ink-200 bg-surface">
        <div className="mx-auto flex h-16 max-w-3xl items-center justify-between px-4">
          <Link to="/" className="rounded-lg" aria-label="Campus home">
            <Logo />
          </Link>
          <span className="inline-flex items-center gap-2 text-xs font-medium text-ink-500" aria-live="polite">
            <RefreshCw className={isFetching ? 'size-3.5 animate-spin' : 'size-3.5'} aria-hidden="true" />
            Refreshes every 3 s
          </span>
        </div>
      </header>
      <main className="mx-auto max-w-3xl px-4 py-8">
        <h1 className="flex items-center gap-2 text-title text-ink-900">
          <Mail className="size-7 text-brand-600" aria-hidden="true" /> Local mailbox
        </h1>
        <p className="mt-2 text-ink-600">
          No email is set up on this machine, so the mails Campus sends (sign-up codes, password resets) land here. Newest first.
        </p>

        <div className="mt-8">
          {isPending ? (
            <ul className="flex flex-col gap-4" aria-label="Loading mails">
              {[0, 1].map((key) => (
                <li key={key} className="rounded-card bg-surface p-5 ring-1 ring-ink-200">
                  <Skeleton className="h-5 w-1/2" />
                  <Skeleton className="mt-2 h-4 w-1/3" />
                  <Skeleton className="mt-4 h-16 w-full" />
                </li>
              ))}
            </ul>
          ) : unavailable ? (
            <StatusPanel eyebrow="Not available" title="The local mailbox is off">
              This server sends real email, so there is nothing to read here. Check your inbox instead.
            </StatusPanel>
          ) : error ? (
            <div role="alert" className="rounded-card bg-danger-50 p-5 text-sm font-medium text-danger-700 ring-1 ring-danger-200">
              Could not load the mailbox. It will try again in a moment.
            </div>
          ) : data.mails.length === 0 ? (
            <StatusPanel
              art={
                <span className="flex size-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-600">
                  <Inbox className="size-8" aria-hidden="true" />
                </span>
              }
              title="No mail yet"
              actions={
                <Link to="/signup" className={buttonClasses({ variant: 'outline' })}>
                  Go to sign up
                </Link>
              }
            >
              Sign up or ask for a password reset, and the mail with your code shows up here within a few seconds.
            </StatusPanel>
          ) : (
            <ul className="flex flex-col gap-4">
              {data.mails.map((mail, index) => (
                <MailCard key={`${data.mails.length - index}-${mail.to}-${mail.subject}`} mail={mail} newest={index === 0} />
              ))}
            </ul>
          )}
        </div>
      </main>
    </div>
  );
}
