import type { Teaser } from '../teasers';

/** The teaser's illustration: drawn in the page (shipped with the app), the feature's icon on its colours. */
export function TeaserArt({ teaser, className }: { teaser: Teaser; className?: string }) {
  const Icon = teaser.icon;
  const id = `teaser-gradient-${teaser.feature}`;
  return (
    <div className={className} role="img" aria-label={`${teaser.name} illustration`}>
      <svg viewBox="0 0 320 220" className="h-auto w-full" aria-hidden="true">
        <defs>
          <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor={teaser.colors[0]} />
            <stop offset="1" stopColor={teaser.colors[1]} />
          </linearGradient>
        </defs>
        <rect width="320" height="220" rx="28" fill={`url(#${id})`} />
        <circle cx="270" cy="40" r="60" fill="white" opacity="0.12" />
        <circle cx="40" cy="200" r="70" fill="white" opacity="0.1" />
        <circle cx="160" cy="110" r="62" fill="white" opacity="0.92" />
        <Icon x={118} y={68} width={84} height={84} color={teaser.colors[0]} strokeWidth={1.6} />
        <rect x="36" y="34" width="56" height="10" rx="5" fill="white" opacity="0.6" />
        <rect x="36" y="52" width="36" height="10" rx="5" fill="white" opacity="0.4" />
      </svg>
    </div>
  );
}
