import { Bell, ChevronLeft, ExternalLink, SlidersHorizontal, Star } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Mentor } from '../../../../shared/contracts/mentors.js';
import { buttonClasses } from '../../../components/ui';
import { cn } from '../../../lib/cn';
import { useFittingPlaceholder } from '../../../lib/useFittingPlaceholder';
import { countOf } from '../../../../shared/format.js';

export const mentorPath = (id: string) => `/MentorDescPage/${id}`;

export function Rating({ value, reviews, className }: { value: number; reviews?: number; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-1 text-sm font-semibold text-ink-800', className)}>
      <Star className="size-4 fill-accent-400 text-accent-400" aria-hidden="true" />
      {value.toFixed(1)}
      {reviews !== undefined ? (
        <span className="font-normal text-ink-500">({countOf(reviews, { one: 'review', other: 'reviews' })})</span>
      ) : null}
    </span>
  );
}

export function LinkedinLink({ mentor, className }: { mentor: Pick<Mentor, 'linkedinId' | 'fullName'>; className?: string }) {
  if (!mentor.linkedinId) return null;
  const href = mentor.linkedinId.startsWith('http') ? mentor.linkedinId : `https://www.linkedin.com/in/${mentor.linkedinId}`;
  return (
    <a
      href={href}
      target="_blank"
      rel="noreferrer noopener"
      aria-label={`${mentor.fullName} on LinkedIn`}
      className={cn('inline-flex items-center gap-1 text-sm font-semibold text-[#0a66c2] hover:underline', className)}
    >
      <ExternalLink className="size-4" aria-hidden="true" /> LinkedIn
    </a>
  );
}

/** Focus areas or expertise, switched by a two-way slider (platform-core §2.6). */
export function TagSlider({
  mentor,
  compact,
}: {
  mentor: Pick<Mentor, 'functionalFocusArea' | 'areaOfExpertise' | 'id'>;
  compact?: boolean;
}) {
  const [tab, setTab] = useState<'focus' | 'expertise'>('focus');
  const tags = tab === 'focus' ? mentor.functionalFocusArea : mentor.areaOfExpertise;
  return (
    <div className="flex flex-col gap-2">
      <div role="tablist" aria-label="Tags" className="inline-flex w-max rounded-full bg-ink-100 p-0.5 text-xs font-semibold">
        {(
          [
            ['focus', 'Functional Focus Area'],
            ['expertise', 'Area of Expertise'],
          ] as const
        ).map(([key, label]) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={tab === key}
            onClick={() => setTab(key)}
            className={cn(
              'rounded-full px-3 py-1 transition-colors',
              tab === key ? 'bg-surface text-brand-700 shadow-soft' : 'text-ink-600',
            )}
          >
            {label}
          </button>
        ))}
      </div>
      <ul className={cn('flex flex-wrap gap-1.5', compact && 'max-h-14 overflow-hidden')}>
        {tags.map((tag) => (
          <li key={tag} className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-medium text-brand-700">
            {tag}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ScheduleCallLink({ id, className, children = 'Schedule Call' }: { id: string; className?: string; children?: ReactNode }) {
  return (
    <Link to={mentorPath(id)} className={cn(buttonClasses({ size: 'sm' }), className)}>
      {children}
    </Link>
  );
}

/** Longest first: the header's search box shows the longest that fits (a phone's is narrow). */
const SEARCH_PLACEHOLDERS = ['Name, company or expertise', 'Name or company', 'Search'] as const;

/** The header of the mentor pages: back, title, notification icon, search, and a Filter toggle. */
export function MentorsHeader({
  title,
  search,
  onSearch,
  onToggleFilter,
  filterOpen,
  filterCount = 0,
}: {
  title: string;
  search: string;
  onSearch: (value: string) => void;
  onToggleFilter: () => void;
  filterOpen: boolean;
  filterCount?: number;
}) {
  const navigate = useNavigate();
  const [searchRef, placeholder] = useFittingPlaceholder<HTMLInputElement>(SEARCH_PLACEHOLDERS);
  return (
    <header className="flex flex-col gap-4 rounded-panel bg-gradient-to-br from-brand-600 via-brand-700 to-[#6d28d9] px-5 py-6 text-white shadow-lifted md:px-8">
      <div className="flex items-center gap-3">
        <button
          type="button"
          onClick={() => void navigate(-1)}
          aria-label="Back"
          className="rounded-full p-2 text-white ring-1 ring-white/40 hover:bg-white/10"
        >
          <ChevronLeft className="size-5" aria-hidden="true" />
        </button>
        <h1 className="flex-1 text-title text-white">{title}</h1>
        <Link
          to="/MobileNotification"
          aria-label="Notifications"
          className="rounded-full p-2 text-white ring-1 ring-white/40 hover:bg-white/10"
        >
          <Bell className="size-5" aria-hidden="true" />
        </Link>
      </div>
      <div className="flex gap-2">
        <input
          ref={searchRef}
          type="search"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          placeholder={placeholder}
          aria-label="Search mentors"
          className="h-11 min-w-0 flex-1 rounded-field border-0 bg-white px-4 text-ink-900 placeholder:text-ink-400 focus-visible:outline-3 focus-visible:outline-accent-400"
        />
        <button
          type="button"
          onClick={onToggleFilter}
          aria-expanded={filterOpen}
          className="inline-flex h-11 items-center gap-2 rounded-field bg-white/15 px-4 font-semibold text-white ring-1 ring-white/40 hover:bg-white/25"
        >
          <SlidersHorizontal className="size-4" aria-hidden="true" />
          Filter{filterCount > 0 ? ` (${filterCount})` : ''}
        </button>
      </div>
    </header>
  );
}

/** The gradient header of the mentor pages without a search (sessions, referrals, availability). */
export function MentorPageHeader({ title, subtitle, children }: { title: string; subtitle: string; children?: ReactNode }) {
  const navigate = useNavigate();
  return (
    <header className="rounded-panel bg-gradient-to-br from-brand-600 via-brand-700 to-[#6d28d9] px-5 py-6 text-white shadow-lifted md:px-8">
      <div className="flex items-start gap-3">
        <button
          type="button"
          onClick={() => void navigate(-1)}
          aria-label="Back"
          className="shrink-0 rounded-full p-2 text-white ring-1 ring-white/40 hover:bg-white/10"
        >
          <ChevronLeft className="size-5" aria-hidden="true" />
        </button>
        <div className="min-w-0">
          <h1 className="text-title text-white">{title}</h1>
          <p className="text-sm text-brand-100">{subtitle}</p>
        </div>
      </div>
      {children ? <div className="mt-4 flex flex-wrap gap-2">{children}</div> : null}
    </header>
  );
}
