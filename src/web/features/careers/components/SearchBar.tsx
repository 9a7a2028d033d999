import { Search, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { cn } from '../../../lib/cn';
import { useFittingPlaceholder } from '../../../lib/useFittingPlaceholder';

export const SEARCH_DEBOUNCE_MS = 350;

/**
 * The search box: the server searches (title, company, skills, location; typo tolerant) after a short
 * pause in typing, or at once on Enter.
 */
export function SearchBar({
  value,
  onSearch,
  placeholder = ['Search by role, company, skill or city', 'Role, company, skill or city', 'Search jobs'],
  className,
  label = 'Search jobs and internships',
}: {
  value: string;
  onSearch: (value: string) => void;
  /** Longest first: the box shows the longest that fits its width (a phone's is narrow). */
  placeholder?: readonly [string, ...string[]];
  className?: string;
  label?: string;
}) {
  const [text, setText] = useState(value);
  const [lastValue, setLastValue] = useState(value);
  const onSearchRef = useRef(onSearch);
  const [inputRef, shownPlaceholder] = useFittingPlaceholder<HTMLInputElement>(placeholder);
  useEffect(() => {
    onSearchRef.current = onSearch;
  });

  // The URL changed from elsewhere (back button, "Clear"): show it.
  if (value !== lastValue) {
    setLastValue(value);
    setText(value);
  }

  useEffect(() => {
    if (text.trim() === value.trim()) return;
    const pathname = window.location.pathname;
    const timer = setTimeout(() => {
      // Left the page meanwhile (its next page may still be loading): do not pull the reader back.
      if (window.location.pathname === pathname) onSearchRef.current(text.trim());
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  return (
    <form
      role="search"
      className={cn('relative flex-1', className)}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <label htmlFor="career-search" className="sr-only">
        {label}
      </label>
      <Search className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-ink-400" aria-hidden="true" />
      <input
        ref={inputRef}
        id="career-search"
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={shownPlaceholder}
        maxLength={200}
        autoComplete="off"
        enterKeyHint="search"
        className={cn(
          'h-12 w-full rounded-field border border-ink-200 bg-surface pr-11 pl-12 text-[0.9375rem] text-ink-900 shadow-soft',
          'placeholder:text-ink-400 hover:border-ink-300 focus:border-brand-500 focus:shadow-focus focus:outline-none',
          '[&::-webkit-search-cancel-button]:hidden',
        )}
      />
      {text ? (
        <button
          type="button"
          aria-label="Clear search"
          onClick={() => {
            setText('');
            onSearch('');
          }}
          className="absolute top-1/2 right-2 flex size-8 -translate-y-1/2 items-center justify-center rounded-lg text-ink-500 hover:bg-ink-100 hover:text-ink-800"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      ) : null}
    </form>
  );
}
