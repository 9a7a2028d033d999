import { ArrowRight, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import type { WaitlistFeature } from '../../../../shared/contracts/waitlist.js';
import { buttonClasses } from '../../../components/ui';
import { useComingSoon, useLaunch } from '../api/launches';
import { LaunchCountdown } from '../components/LaunchCountdown';
import { TeaserArt } from '../components/TeaserArt';
import { WaitlistForm } from '../components/WaitlistForm';
import { TEASER_LIST, TEASERS } from '../teasers';

/**
 * The full coming-soon page (community §2.1): a countdown to the feature's stored launch date (the operator's, in
 * the console's Launches) and the waitlist; once the feature is live, that it is live and the way to it.
 */
export default function ComingSoonFullPage({ feature }: { feature: WaitlistFeature }) {
  const teaser = TEASERS[feature];
  const { launch } = useLaunch(feature);
  const livePath = launch?.status === 'live' ? launch.livePath : null;
  const others = useComingSoon(
    TEASER_LIST.filter((other) => other.feature !== feature),
    (other) => other.feature,
  );
  return (
    <div className="flex flex-col gap-10">
      <title>{`${teaser.name} · ${livePath ? 'Live now' : 'Coming soon'} · Campus`}</title>
      <section className="overflow-hidden rounded-card bg-gradient-to-br from-brand-700 via-brand-600 to-accent-600 px-5 py-10 text-white shadow-soft md:px-12 md:py-14">
        <div className="flex flex-col items-center gap-6 text-center">
          <p className="inline-flex items-center gap-1.5 rounded-full bg-white/15 px-3 py-1 text-sm font-semibold">
            <Sparkles className="size-4" aria-hidden="true" /> {teaser.name}
          </p>
          {livePath ? (
            <>
              <h1 className="text-4xl font-extrabold tracking-tight md:text-5xl">{teaser.name} is live!</h1>
              <p className="max-w-xl text-lg text-white/90">No need to wait: it is open on Campus now.</p>
              <Link to={livePath} className={buttonClasses({ variant: 'light', size: 'lg' })}>
                Open {teaser.name} <ArrowRight className="size-4" aria-hidden="true" />
              </Link>
            </>
          ) : (
            <>
              <h1 className="text-4xl font-extrabold tracking-tight md:text-5xl">Launching Soon!</h1>
              <p className="max-w-xl text-lg text-white/90">Get ready for something extraordinary! Join our waitlist now.</p>
              <LaunchCountdown launch={launch} className="flex-wrap justify-center" />
              <WaitlistForm feature={feature} tone="dark" />
            </>
          )}
        </div>
      </section>
      <section className="grid items-center gap-6 md:grid-cols-2">
        <TeaserArt teaser={teaser} className="mx-auto w-full max-w-sm" />
        <div>
          <h2 className="text-heading text-ink-900">What is {teaser.name}?</h2>
          <p className="mt-3 text-ink-700">{teaser.description}</p>
        </div>
      </section>
      <nav aria-labelledby="more-soon">
        <h2 id="more-soon" className="text-heading text-ink-900">
          More coming soon
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {others.map((other) => (
            <li key={other.feature}>
              <Link
                to={other.fullPage ?? compactPathOf(other.feature)}
                className="flex items-center gap-3 rounded-card bg-surface p-4 shadow-soft ring-1 ring-ink-200 hover:ring-brand-300"
              >
                <other.icon className="size-6 shrink-0 text-brand-600" aria-hidden="true" />
                <span className="min-w-0">
                  <span className="block font-semibold text-ink-900">{other.name}</span>
                  <span className="block truncate text-sm text-ink-600">{other.subtitle}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

/** The compact page of a teaser without a full page (the route table's first path for it). */
export function compactPathOf(feature: WaitlistFeature): string {
  const paths: Partial<Record<WaitlistFeature, string>> = {
    humanlib: '/NewHumanLib',
    freelancing: '/freelancingcomingsoon',
    skillup: '/Skillupcomingsoon',
    eduvalt: '/NewEduValt',
    guiednest: '/Guiednestcomingsoon',
    careerzone: '/NewCareerZone',
    events: '/NewEvents',
    community: '/NewCommunity',
  };
  return paths[feature] ?? '/coming-soon';
}
