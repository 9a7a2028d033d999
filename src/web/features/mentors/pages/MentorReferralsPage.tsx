import { Plus, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { referralSettingsSchema, type ReferralSettings } from '../../../../shared/contracts/mentors.js';
import { REFERRAL_COMPANIES_MAX, REFERRAL_MESSAGES } from '../../../../shared/contracts/mentors.constants.js';
import { formatRupees } from '../../../../shared/format.js';
import { Button, Checkbox, FormAlert, Input, Skeleton, toast } from '../../../components/ui';
import { useAuth } from '../../../lib/auth';
import { messageFrom } from '../../../lib/errors';
import { useReferralRequests } from '../api/referralRequests';
import { useReferralSettings, useSaveReferralSettings } from '../api/referralSettings';
import { MentorPageHeader } from '../components/MentorBits';
import { ReferralRequestCard } from '../components/ReferralRequestCard';

function SettingsForm({ initial }: { initial: ReferralSettings }) {
  const save = useSaveReferralSettings();
  const [price, setPrice] = useState(String(initial.referralPrice));
  const [companies, setCompanies] = useState(initial.companies);
  const [accepts, setAccepts] = useState(initial.acceptsReferrals);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);

  const add = () => {
    const name = draft.trim();
    if (!name || companies.some((company) => company.toLowerCase() === name.toLowerCase())) return setDraft('');
    setCompanies((current) => [...current, name].slice(0, REFERRAL_COMPANIES_MAX));
    setDraft('');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = referralSettingsSchema.safeParse({
      referralPrice: Number(price),
      companies,
      acceptsReferrals: accepts,
    });
    if (!checked.success) {
      const issue = checked.error.issues[0]!;
      setError(issue.path[0] === 'referralPrice' ? 'Please enter a price in whole rupees (0 or more).' : issue.message);
      return;
    }
    setError(null);
    save.mutate(checked.data, {
      onSuccess: () => toast({ title: REFERRAL_MESSAGES.settingsSaved, tone: 'success' }),
      onError: (failure) => setError(messageFrom(failure, 'Could not save your referral settings. Please try again.')),
    });
  };

  const valid = Number.isInteger(Number(price)) && Number(price) >= 0;
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="referral-settings"
      className="flex flex-col gap-4 rounded-card bg-surface p-5 shadow-card ring-1 ring-ink-200 md:p-6"
    >
      <h2 id="referral-settings" className="text-heading text-ink-900">
        Referral settings
      </h2>
      <Checkbox
        id="accepts-referrals"
        label="Take referral requests from students"
        checked={accepts}
        onChange={(event) => setAccepts(event.target.checked)}
      />
      <label className="flex max-w-xs flex-col gap-1.5 text-sm font-semibold text-ink-800">
        Price (₹)
        <Input type="number" min={0} step={1} inputMode="numeric" value={price} onChange={(event) => setPrice(event.target.value)} />
        <span className="text-caption font-normal text-ink-500">{valid ? `Students see ${formatRupees(Number(price))}` : ' '}</span>
      </label>
      <div className="flex flex-col gap-2">
        <span className="text-sm font-semibold text-ink-800" id="companies-label">
          Companies you can refer to
        </span>
        <ul className="flex flex-wrap gap-2" aria-labelledby="companies-label">
          {companies.map((company) => (
            <li
              key={company}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm font-semibold text-brand-700"
            >
              {company}
              <button
                type="button"
                aria-label={`Remove ${company}`}
                onClick={() => setCompanies((current) => current.filter((name) => name !== company))}
                className="rounded-full p-1 hover:bg-brand-100"
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
        <div className="flex max-w-md gap-2">
          <Input
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                add();
              }
            }}
            placeholder="Add a company"
            aria-label="Add a company"
            maxLength={120}
          />
          <Button type="button" variant="outline" onClick={add} disabled={companies.length >= REFERRAL_COMPANIES_MAX}>
            <Plus className="size-4" aria-hidden="true" /> Add
          </Button>
        </div>
      </div>
      {error ? <FormAlert>{error}</FormAlert> : null}
      <div className="flex justify-end">
        <Button type="submit" loading={save.isPending}>
          Save settings
        </Button>
      </div>
    </form>
  );
}

function IncomingRequests() {
  const { data, isPending, isError, refetch } = useReferralRequests('mentor');
  return (
    <section aria-labelledby="incoming-referrals" className="flex flex-col gap-3">
      <h2 id="incoming-referrals" className="text-heading text-ink-900">
        Referral requests
      </h2>
      {isPending ? (
        <Skeleton className="h-32" />
      ) : isError ? (
        <div role="alert" className="flex items-center gap-3 text-danger-700">
          Could not load referral requests.
          <Button variant="outline" size="sm" onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      ) : data.requests.length === 0 ? (
        <p role="status" className="rounded-card border border-dashed border-ink-300 p-6 text-center text-ink-600">
          No referral requests yet.
        </p>
      ) : (
        data.requests.map((request) => <ReferralRequestCard key={request.id} request={request} as="mentor" />)
      )}
    </section>
  );
}

/** /MentorReferrals: the mentor's referral price and companies, and the students' requests with their assessments. */
export default function MentorReferralsPage() {
  const { user } = useAuth();
  const settings = useReferralSettings();
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-5">
      <title>Referrals · Campus</title>
      <MentorPageHeader title="Referrals" subtitle="Set your price and the companies you refer to; read each student's assessment." />
      {user?.role !== 'mentor' ? (
        <FormAlert tone="info">Only mentors receive referral requests.</FormAlert>
      ) : (
        <>
          {settings.isPending ? (
            <Skeleton className="h-48" />
          ) : settings.isError ? (
            <FormAlert>{messageFrom(settings.error, 'Could not load your referral settings.')}</FormAlert>
          ) : (
            <SettingsForm initial={settings.data} />
          )}
          <IncomingRequests />
        </>
      )}
    </div>
  );
}
