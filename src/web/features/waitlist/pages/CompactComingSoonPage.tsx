import { ArrowLeft, BookMarked } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { LAUNCH_DATE } from '../../../../shared/constants.js';
import type { WaitlistFeature } from '../../../../shared/contracts/waitlist.js';
import { Countdown } from '../../../components/ui';
import { TeaserArt } from '../components/TeaserArt';
import { CompactWaitlist } from '../components/WaitlistForm';
import { TEASERS } from '../teasers';

/** The compact coming-soon page (community §2.2): the countdown to the fixed launch date shows zeros once it has passed. */
export default function CompactComingSoonPage({ feature }: { feature: WaitlistFeature }) {
  const teaser = TEASERS[feature];
  const navigate = useNavigate();
  return (
    <article className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <title>{`${teaser.name} · Coming soon · Campus`}</title>
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
        <span className="mt-1 shrink-0 rounded-full bg-accent-50 px-3 py-1 text-xs font-semibold tracking-wide text-accent-800 uppercase">
          Coming Soon
        </span>
      </header>
      <TeaserArt teaser={teaser} className="w-full" />
      <p className="text-ink-700">{teaser.description}</p>
      <CompactWaitlist feature={feature} />
      <section aria-label="Launch countdown" className="flex flex-col items-center gap-2">
        <Countdown target={LAUNCH_DATE} className="flex-wrap justify-center" />
      </section>
      <Link to={teaser.guidelines} className="inline-flex items-center gap-2 self-center font-semibold text-brand-700 hover:underline">
        <BookMarked className="size-4" aria-hidden="true" /> Read Guidelines
      </Link>
    </article>
  );
}
