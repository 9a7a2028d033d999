import { ArrowLeft, ArrowRight, BookMarked } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import type { WaitlistFeature } from '../../../../shared/contracts/waitlist.js';
import { buttonClasses } from '../../../components/ui';
import { useLaunch } from '../api/launches';
import { LaunchCountdown } from '../components/LaunchCountdown';
import { TeaserArt } from '../components/TeaserArt';
import { CompactWaitlist } from '../components/WaitlistForm';
import { TEASERS } from '../teasers';

/**
 * The compact coming-soon page (community §2.2): the countdown to the feature's stored launch date (the console's
 * Launches); once the feature is live, a 'Live now' badge and the way to it instead of the waitlist.
 */
export default function CompactComingSoonPage({ feature }: { feature: WaitlistFeature }) {
  const teaser = TEASERS[feature];
  const navigate = useNavigate();
  const { launch } = useLaunch(feature);
  const livePath = launch?.status === 'live' ? launch.livePath : null;
  return (
    <article className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <title>{`${teaser.name} · ${livePath ? 'Live now' : 'Coming soon'} · Campus`}</title>
      <header className="flex items-start gap-3">
        <button
          type="button"
          onClick={() => void navigate(-1)}
          aria-label="Go back"
          className="mt-1 rounded-full p-2 text-ink-700 hover:bg-ink-100"
        >
          <ArrowLeft className="size-5" aria-hidden="true" />
        </button>
        <div className="min-w-0 flex-1">
          <h1 className="text-title text-ink-900">{teaser.name}</h1>
          <p className="mt-1 text-ink-600">{teaser.subtitle}</p>
        </div>
        {livePath ? (
          <span className="mt-1 shrink-0 rounded-full bg-success-50 px-3 py-1 text-xs font-semibold tracking-wide text-success-700 uppercase">
            Live now
          </span>
        ) : (
          <span className="mt-1 shrink-0 rounded-full bg-accent-50 px-3 py-1 text-xs font-semibold tracking-wide text-accent-800 uppercase">
            Coming Soon
          </span>
        )}
      </header>
      <TeaserArt teaser={teaser} className="w-full" />
      <p className="text-ink-700">{teaser.description}</p>
      {livePath ? (
        <section aria-label="Live now" className="flex flex-col items-center gap-3 rounded-card bg-success-50 p-5 text-center">
          <p className="font-semibold text-ink-900">{teaser.name} is live on Campus. No need to wait.</p>
          <Link to={livePath} className={buttonClasses({ size: 'lg' })}>
            Open {teaser.name} <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </section>
      ) : (
        <>
          <CompactWaitlist feature={feature} />
          <section aria-label="Launch countdown" className="flex flex-col items-center gap-2">
            <LaunchCountdown launch={launch} className="flex-wrap justify-center" />
          </section>
        </>
      )}
      <Link to={teaser.guidelines} className="inline-flex items-center gap-2 self-center font-semibold text-brand-700 hover:underline">
        <BookMarked className="size-4" aria-hidden="true" /> Read Guidelines
      </Link>
    </article>
  );
}
