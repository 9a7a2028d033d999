import { CircleCheck, CircleX, ShieldCheck } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { BLOG_MESSAGES } from '../../../../shared/contracts/blogs.constants.js';
import { Button, FormAlert } from '../../../components/ui';
import { useAuth } from '../../../lib/auth';
import { messageFrom } from '../../../lib/errors';
import { useAcceptRules, useRules } from '../api/rules';
import { BLOG_RULES } from '../lib/blogs';

/**
 * /blog: the blog rules (allowed and not allowed). "I ACCEPT" is stored on the server, then opens the user's blog,
 * or the editor when the user came from "Write a blog" (the editor sends them here first).
 */
export default function BlogRulesPage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const rules = useRules();
  const accept = useAcceptRules();
  const location = useLocation();
  const next = editorPathFrom(location.state) ?? (user?.id ? `/blog/${user.id}` : '/blog');
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <title>Blog guidelines · Campus</title>
      <header>
        <p className="text-sm font-semibold text-brand-700">Before you write</p>
        <h1 className="text-title text-ink-900">Blog guidelines</h1>
        <p className="mt-2 text-ink-600">
          Posts may be public, private or friends-only. Comments and likes appear only where the author allows them, and authors may edit or
          delete their own posts.
        </p>
      </header>
      <div className="grid gap-5 md:grid-cols-2">
        <section aria-labelledby="allowed-heading" className="rounded-card border border-success-200 bg-success-50 p-5">
          <h2 id="allowed-heading" className="flex items-center gap-2 text-heading text-success-700">
            <CircleCheck className="size-5" aria-hidden="true" /> Allowed
          </h2>
          <ul className="mt-3 flex list-disc flex-col gap-2 pl-5 text-ink-800">
            {BLOG_RULES.allowed.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="not-allowed-heading" className="rounded-card border border-danger-200 bg-danger-50 p-5">
          <h2 id="not-allowed-heading" className="flex items-center gap-2 text-heading text-danger-700">
            <CircleX className="size-5" aria-hidden="true" /> Not allowed
          </h2>
          <ul className="mt-3 flex list-disc flex-col gap-2 pl-5 text-ink-800">
            {BLOG_RULES.notAllowed.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        </section>
      </div>
      <p className="flex items-start gap-2 text-sm text-ink-700">
        <ShieldCheck className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
        {BLOG_RULES.moderation}
      </p>
      {accept.isError ? <FormAlert>{messageFrom(accept.error, 'Could not save your answer. Please try again.')}</FormAlert> : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button size="lg" loading={accept.isPending} onClick={() => accept.mutate(undefined, { onSuccess: () => navigate(next) })}>
          {BLOG_MESSAGES.accept}
        </Button>
        {rules.data?.accepted ? <span className="text-sm text-ink-600">You accepted these guidelines already.</span> : null}
      </div>
    </div>
  );
}

/** The editor path the editor handed over, if any; nothing else is followed. */
function editorPathFrom(state: unknown): string | null {
  const next = (state as { next?: unknown } | null)?.next;
  return typeof next === 'string' && /^\/(blogcreate\/|add-post)/.test(next) ? next : null;
}
