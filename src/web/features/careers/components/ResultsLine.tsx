import { X } from 'lucide-react';
import { describeFilters, hasAnyFilter, type JobFilters } from '../lib/jobs';

/** "Showing: “react” · Pune" with a way to clear it, when a search or filter is active. */
export function ResultsLine({ filters, onClear }: { filters: JobFilters; onClear: () => void }) {
  if (!hasAnyFilter(filters)) return null;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-600">
      <span>
        <span className="font-semibold text-ink-800">Showing:</span> {describeFilters(filters)}
      </span>
      <button
        type="button"
        onClick={onClear}
        className="inline-flex items-center gap-1 rounded-md px-1.5 py-0.5 font-semibold text-brand-700 hover:bg-brand-50"
      >
        <X className="size-3.5" aria-hidden="true" /> Clear search and filters
      </button>
    </div>
  );
}
