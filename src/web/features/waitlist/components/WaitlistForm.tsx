import { useId, useState, type FormEvent } from 'react';
import { emailSchema, type WaitlistFeature } from '../../../../shared/contracts/waitlist.js';
import { WAITLIST_MESSAGES } from '../../../../shared/contracts/waitlist.constants.js';
import { Button, FormAlert, inputClasses } from '../../../components/ui';
import { useAuth } from '../../../lib/auth';
import { cn } from '../../../lib/cn';
import { messageFrom } from '../../../lib/errors';
import { useJoinWaitlist } from '../api/joinWaitlist';

type Outcome = { tone: 'success' | 'info' | 'error'; text: string } | null;

function useWaitlistJoin(feature: WaitlistFeature) {
  const join = useJoinWaitlist();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const submit = async (raw: string): Promise<boolean> => {
    const parsed = emailSchema.safeParse(raw);
    if (!parsed.success) {
      setOutcome({ tone: 'error', text: WAITLIST_MESSAGES.invalidEmail });
      return false;
    }
    try {
      const result = await join.mutateAsync({ feature, email: parsed.data });
      setOutcome({ tone: result.joined ? 'success' : 'info', text: result.message });
      return true;
    } catch (error) {
      setOutcome({ tone: 'error', text: messageFrom(error, 'Could not join the waitlist. Please try again.') });
      return false;
    }
  };
  return { submit, outcome, pending: join.isPending };
}

/** The full pages' form: 'Enter your email' and 'Join Waitlist'; the email is stored for this feature. */
export function WaitlistForm({ feature, tone = 'light' }: { feature: WaitlistFeature; tone?: 'light' | 'dark' }) {
  const id = useId();
  const { user } = useAuth();
  const [email, setEmail] = useState(user?.email ?? '');
  const { submit, outcome, pending } = useWaitlistJoin(feature);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (await submit(email)) setEmail('');
  };
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex w-full max-w-md flex-col gap-3">
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor={id} className="sr-only">
          Email
        </label>
        <input
          id={id}
          type="email"
          autoComplete="email"
          placeholder="Enter your email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          className={cn(inputClasses, 'sm:flex-1')}
        />
        <Button type="submit" disabled={pending} variant={tone === 'dark' ? 'light' : 'primary'}>
          Join Waitlist
        </Button>
      </div>
      {outcome ? <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert> : null}
    </form>
  );
}

/** The compact pages' 'Join the waitlist' line: 'Email' joins the signed-in user at once, or asks a visitor for an address. */
export function CompactWaitlist({ feature }: { feature: WaitlistFeature }) {
  const id = useId();
  const { user } = useAuth();
  const [asking, setAsking] = useState(false);
  const [email, setEmail] = useState('');
  const { submit, outcome, pending } = useWaitlistJoin(feature);
  const onEmail = () => {
    if (user?.email) void submit(user.email);
    else setAsking(true);
  };
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (await submit(email)) {
      setEmail('');
      setAsking(false);
    }
  };
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-card bg-surface p-4 shadow-soft ring-1 ring-ink-200">
        <p className="font-semibold text-ink-900">Join the waitlist</p>
        <Button size="sm" onClick={onEmail} disabled={pending} aria-expanded={user ? undefined : asking}>
          Email
        </Button>
      </div>
      {asking ? (
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-2 sm:flex-row">
          <label htmlFor={id} className="sr-only">
            Your email
          </label>
          <input
            id={id}
            type="email"
            autoComplete="email"
            autoFocus
            placeholder="Enter your email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            className={cn(inputClasses, 'sm:flex-1')}
          />
          <Button type="submit" disabled={pending}>
            Join Waitlist
          </Button>
        </form>
      ) : null}
      {outcome ? <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert> : null}
    </div>
  );
}
