import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';

export function BackLink({ to = '/admin', label = 'Back to all jobs' }: { to?: string; label?: string }) {
  return (
    <Link to={to} className="inline-flex w-max items-center gap-1.5 rounded-lg text-sm font-semibold text-ink-600 hover:text-ink-900">
      <ArrowLeft className="size-4" aria-hidden="true" /> {label}
    </Link>
  );
}
