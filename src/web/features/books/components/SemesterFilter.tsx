import { BOOK_SEMESTER_LABELS } from '../../../../shared/contracts/books.constants.js';
import { cn } from '../../../lib/cn';

/** Semester buttons S1–S6 (community §2.6, §4): a button toggles its filter; pressing the active one clears it. */
export function SemesterFilter({ value, onChange }: { value: string; onChange: (semester: string) => void }) {
  return (
    <div role="group" aria-label="Filter by semester" className="flex flex-wrap gap-2">
      {BOOK_SEMESTER_LABELS.map((semester) => {
        const active = value === semester;
        return (
          <button
            key={semester}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(active ? '' : semester)}
            className={cn(
              'h-10 min-w-12 rounded-full px-4 text-sm font-semibold transition-colors',
              'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
              active
                ? 'bg-brand-600 text-white shadow-soft'
                : 'bg-surface text-ink-700 ring-1 ring-ink-200 hover:bg-brand-50 hover:text-brand-700',
            )}
          >
            {semester}
          </button>
        );
      })}
    </div>
  );
}
