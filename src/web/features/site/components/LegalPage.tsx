import type { ReactNode } from 'react';
import { usePublicConfig } from '../../../lib/publicConfig';

/** The support mailbox from the server's configuration, as a mail link. */
export function SupportMailbox() {
  const { data } = usePublicConfig();
  const email = data?.supportEmail ?? 'support@campus.local';
  return (
    <a href={`mailto:${email}`} className="font-semibold text-brand-700 hover:underline">
      {email}
    </a>
  );
}

/** A readable column of legal text with its title. */
export function LegalPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <article className="mx-auto flex w-full max-w-3xl flex-col gap-6 rounded-card bg-surface p-5 text-ink-700 shadow-soft ring-1 ring-ink-200 md:p-10 [&_h2]:mt-4 [&_h2]:text-heading [&_h2]:text-ink-900 [&_li]:ml-5 [&_li]:list-disc [&_ul]:flex [&_ul]:flex-col [&_ul]:gap-1">
      <title>{`${title} · Campus`}</title>
      <h1 className="text-title text-ink-900">{title}</h1>
      {children}
    </article>
  );
}
