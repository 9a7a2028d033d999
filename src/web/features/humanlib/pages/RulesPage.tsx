import { HeartHandshake } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { HUMANLIB_MESSAGES } from '../../../../shared/contracts/humanlib.constants.js';
import { Button, buttonClasses, Checkbox, FormAlert, RulesLists } from '../../../components/ui';
import { messageFrom } from '../../../lib/errors';
import { useAcceptRules } from '../api/acceptRules';
import { useHumanlibStatus } from '../api/status';

const ALLOWED = [
  'Talk about what is on your mind: studies, stress, friendships, family, the future.',
  'Listen with patience and reply with kindness.',
  'Stay anonymous: a nickname is all your partner sees.',
  'Skip a chat that does not feel right, at any moment.',
  'Block and report anyone who makes you uncomfortable.',
];

const NOT_ALLOWED = [
  'No sharing of personal contact details: phone numbers, emails, links or social media handles (they are hidden automatically).',
  'No asking your partner who they are or where they study.',
  'No harassment, hate, sexual content or bullying.',
  'No advertising, selling or recruiting.',
  'No recording or sharing what someone told you.',
];

/** /HumanLib and /HumanLibGuidelines: the rules, the 18+ confirmation and "I ACCEPT". */
export default function RulesPage() {
  const navigate = useNavigate();
  const status = useHumanlibStatus();
  const accept = useAcceptRules();
  const [adult, setAdult] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);

  const onAccept = () => {
    if (!adult) {
      setFieldError(HUMANLIB_MESSAGES.adultRequired);
      return;
    }
    setFieldError(null);
    accept.mutate(undefined, { onSuccess: () => void navigate('/HumanLibhomepage') });
  };

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <title>Human Library rules · Campus</title>
      <header className="rounded-card bg-gradient-to-br from-brand-600 to-brand-800 p-6 text-white shadow-soft md:p-8">
        <p className="inline-flex items-center gap-2 text-xs font-semibold tracking-wider text-brand-100 uppercase">
          <HeartHandshake className="size-4" aria-hidden="true" /> Human Library
        </p>
        <h1 className="mt-2 text-title">Rules of the Human Library</h1>
        <p className="mt-2 max-w-xl text-brand-50">
          Talk to another student anonymously, without being judged. A few rules keep it safe for everyone. You may skip or block a match at
          any time.
        </p>
      </header>

      <RulesLists allowed={ALLOWED} notAllowed={NOT_ALLOWED} />

      <section aria-labelledby="accept-title" className="flex flex-col gap-4 rounded-card border border-ink-200 bg-surface p-5 shadow-soft">
        <h2 id="accept-title" className="text-lg font-semibold text-ink-900">
          Before you enter
        </h2>
        {status.data?.accepted && status.data.canEnter ? (
          <FormAlert tone="success">
            You accepted these rules.{' '}
            <Link to="/HumanLibhomepage" className="underline">
              Go to the Human Library
            </Link>
          </FormAlert>
        ) : null}
        {status.data && !status.data.emailVerified ? <FormAlert>{HUMANLIB_MESSAGES.emailNotVerified}</FormAlert> : null}
        {status.data?.suspended ? <FormAlert>{HUMANLIB_MESSAGES.suspended}</FormAlert> : null}
        <div className="flex flex-col gap-1.5">
          <Checkbox
            id="confirm-adult"
            checked={adult}
            onChange={(event) => setAdult(event.target.checked)}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? 'confirm-adult-error' : undefined}
            label="I confirm that I am 18 years old or older, and I will follow these rules."
          />
          {fieldError ? (
            <p id="confirm-adult-error" role="alert" className="text-caption font-medium text-danger-700">
              {fieldError}
            </p>
          ) : null}
        </div>
        {accept.isError ? <FormAlert>{messageFrom(accept.error, 'Could not save your acceptance. Please try again.')}</FormAlert> : null}
        <div className="flex flex-wrap gap-3">
          <Button onClick={onAccept} loading={accept.isPending}>
            {HUMANLIB_MESSAGES.accept}
          </Button>
          <Link to="/view" className={buttonClasses({ variant: 'outline' })}>
            Not now
          </Link>
        </div>
      </section>
    </div>
  );
}
