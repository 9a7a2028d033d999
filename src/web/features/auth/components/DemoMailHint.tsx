import { Mail } from 'lucide-react';
import { usePublicConfig } from '../../../lib/publicConfig';

/** Local demo without SMTP: the code can be read at /dev/mail. Hidden everywhere else. */
export function DemoMailHint() {
  const { data } = usePublicConfig();
  if (!data?.demoMode) return null;
  return (
    <p className="flex items-center gap-1.5 text-caption text-ink-500">
      <Mail className="size-3.5 shrink-0" aria-hidden="true" />
      <span>
        No email set up locally?{' '}
        <a href="/dev/mail" target="_blank" rel="noopener" className="font-medium text-brand-700 underline underline-offset-2">
          Read it at /dev/mail
        </a>
      </span>
    </p>
  );
}
