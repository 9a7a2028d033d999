import { ExternalLink } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { LIVE_PATHS, type Launch, type LaunchStatus } from '../../../../shared/contracts/launches.js';
import { Button, FormAlert, Skeleton, inputClasses, toast } from '../../../components/ui';
import { cn } from '../../../lib/cn';
import { messageFrom } from '../../../lib/errors';
import { AdminHeader } from '../../admin';
import { useLaunches, useSaveLaunch } from '../api/launches';

/** An instant as the value of a datetime-local field, in the browser's time zone. */
function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const at = new Date(iso);
  const local = new Date(at.getTime() - at.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

function LaunchRow({ launch }: { launch: Launch }) {
  const save = useSaveLaunch();
  const [status, setStatus] = useState<LaunchStatus>(launch.status);
  const [when, setWhen] = useState(toLocalInput(launch.launchAt));
  const [error, setError] = useState<string | null>(null);
  const canGoLive = Boolean(LIVE_PATHS[launch.feature]);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const result = await save.mutateAsync({
        feature: launch.feature,
        body: { status, launchAt: when ? new Date(when).toISOString() : null },
      });
      toast({ tone: 'success', title: `${launch.name}: ${result.message}` });
    } catch (failure) {
      setError(messageFrom(failure, 'Could not save. Please try again.'));
    }
  };
  const fieldId = `launch-${launch.feature}`;
  return (
    <li className="rounded-card bg-surface p-4 shadow-soft ring-1 ring-ink-200" data-feature={launch.feature}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-3" aria-labelledby={`${fieldId}-name`}>
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id={`${fieldId}-name`} className="font-semibold text-ink-900">
            {launch.name}
          </h2>
          {launch.status === 'live' && launch.livePath ? (
            <Link to={launch.livePath} className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
              Live at {launch.livePath} <ExternalLink className="size-3.5" aria-hidden="true" />
            </Link>
          ) : (
            <span className="text-sm text-ink-600">Coming</span>
          )}
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <label className="flex flex-col gap-1 text-sm font-semibold text-ink-800">
            State
            <select
              className={cn(inputClasses, 'h-11 sm:w-40')}
              value={status}
              onChange={(event) => setStatus(event.target.value as LaunchStatus)}
            >
              <option value="coming">Coming soon</option>
              <option value="live" disabled={!canGoLive}>
                Live{canGoLive ? '' : ' (no page yet)'}
              </option>
            </select>
          </label>
          <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-semibold text-ink-800">
            {status === 'live' ? 'Went live (optional)' : 'Launch date (your time zone)'}
            <input
              type="datetime-local"
              className={cn(inputClasses, 'h-11')}
              value={when}
              onChange={(event) => setWhen(event.target.value)}
              aria-invalid={error ? true : undefined}
            />
          </label>
          <Button type="submit" loading={save.isPending} aria-label={`Save ${launch.name}`}>
            Save
          </Button>
        </div>
        {error ? <FormAlert>{error}</FormAlert> : null}
      </form>
    </li>
  );
}

/** /admin/launches: which teaser features are live and when the coming ones launch; the teasers and the navigation follow. */
export default function AdminLaunchesPage() {
  const launches = useLaunches();
  return (
    <div className="flex flex-col gap-6">
      <title>Launches · Operator console · Campus</title>
      <AdminHeader title="Launches" subtitle="A live feature's teaser pages lead to it; a coming one counts down to its launch date." />
      {launches.isPending ? (
        <ul className="grid gap-3 md:grid-cols-2" aria-busy="true">
          {Array.from({ length: 6 }, (_, index) => (
            <li key={index}>
              <Skeleton className="h-32 w-full" />
            </li>
          ))}
        </ul>
      ) : launches.isError ? (
        <FormAlert>
          {messageFrom(launches.error, 'Could not load the launches.')}{' '}
          <button type="button" className="font-semibold underline" onClick={() => void launches.refetch()}>
            Try again
          </button>
        </FormAlert>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {launches.data.launches.map((launch) => (
            <LaunchRow key={`${launch.feature}-${launch.updatedAt ?? ''}`} launch={launch} />
          ))}
        </ul>
      )}
    </div>
  );
}
