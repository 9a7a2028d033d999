import { LifeBuoy } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { createHelpTicketRequestSchema } from '../../../../shared/contracts/help.js';
import { HELP_TOPICS, helpTopicOf } from '../../../../shared/contracts/help.constants.js';
import { Button, Field, FormAlert, inputClasses } from '../../../components/ui';
import { useAuth } from '../../../lib/auth';
import { cn } from '../../../lib/cn';
import { isApiError, messageFrom } from '../../../lib/errors';
import { useCreateHelpTicket } from '../api/helpTickets';

/** /helpform: email, username and problem; stored as a ticket that support answers by mail. Prefilled when signed in. */
export default function HelpFormPage() {
  const id = useId();
  const navigate = useNavigate();
  const { user } = useAuth();
  const create = useCreateHelpTicket();
  // A link may open the form on a topic (the no-show pause notice: ?topic=appeal); the problem starts with its title.
  const [search] = useSearchParams();
  const topic = helpTopicOf(search.get('topic'));
  const opening = topic ? `${HELP_TOPICS[topic].title}: ` : '';
  const [form, setForm] = useState({ email: user?.email ?? '', username: user?.username ?? '', problem: opening });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sent, setSent] = useState<string | null>(null);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = createHelpTicketRequestSchema.safeParse(form);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    try {
      const result = await create.mutateAsync(parsed.data);
      setSent(result.message);
      setForm((current) => ({ ...current, problem: opening }));
    } catch (error) {
      const fields = isApiError(error) ? error.fields : undefined;
      setErrors({
        ...Object.fromEntries(Object.entries(fields ?? {}).map(([key, messages]) => [key, messages[0] ?? ''])),
        form: messageFrom(error, 'Could not send your request. Please try again.'),
      });
    }
  };
  const field = (key: 'email' | 'username', label: string, type: string, autoComplete: string) => (
    <Field id={`${id}-${key}`} label={label} error={errors[key]}>
      {(control) => (
        <input
          {...control}
          type={type}
          autoComplete={autoComplete}
          className={inputClasses}
          value={form[key]}
          onChange={(change) => setForm((current) => ({ ...current, [key]: change.target.value }))}
        />
      )}
    </Field>
  );
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6">
      <title>Help · Campus</title>
      <header className="flex items-start gap-3">
        <LifeBuoy className="mt-1 size-8 shrink-0 text-brand-600" aria-hidden="true" />
        <div>
          <h1 className="text-title text-ink-900">Help</h1>
          <p className="mt-1 text-ink-600">Tell us what went wrong and we will get back to you by email.</p>
        </div>
      </header>
      <form
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        className="flex flex-col gap-4 rounded-card bg-surface p-5 shadow-soft ring-1 ring-ink-200 md:p-6"
      >
        {topic ? (
          <p className="rounded-md bg-brand-50 p-3 text-sm text-ink-800" data-testid="help-topic">
            <span className="font-semibold">Topic: {HELP_TOPICS[topic].title}.</span> {HELP_TOPICS[topic].hint}
          </p>
        ) : null}
        {field('email', 'Email', 'email', 'email')}
        {field('username', 'Username', 'text', 'username')}
        <Field id={`${id}-problem`} label="Problem" error={errors.problem}>
          {(control) => (
            <textarea
              {...control}
              rows={6}
              className={cn(inputClasses, 'h-auto py-3')}
              value={form.problem}
              onChange={(change) => setForm((current) => ({ ...current, problem: change.target.value }))}
            />
          )}
        </Field>
        {errors.form ? <FormAlert>{errors.form}</FormAlert> : null}
        {sent ? <FormAlert tone="success">{sent}</FormAlert> : null}
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={() => void navigate(-1)}>
            Cancel
          </Button>
          <Button type="submit" disabled={create.isPending}>
            Submit
          </Button>
        </div>
      </form>
    </div>
  );
}
