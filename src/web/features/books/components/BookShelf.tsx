import { ChevronLeft, ChevronRight, FileText } from 'lucide-react';
import { useRef } from 'react';
import type { Book } from '../../../../shared/contracts/books.js';
import { BOOK_MESSAGES, BOOK_SCROLL_STEP_PX } from '../../../../shared/contracts/books.constants.js';
import { Button, Skeleton } from '../../../components/ui';

/** One book on the shelf: its cover and title; it opens the PDF in a new tab. */
function BookCard({ book }: { book: Book }) {
  return (
    <li className="relative w-36 shrink-0 md:w-40">
      <a
        href={book.url}
        target="_blank"
        rel="noopener noreferrer"
        className="group flex flex-col gap-2 rounded-xl focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-brand-500"
        data-testid="book"
      >
        <span className="relative block aspect-[18/25] overflow-hidden rounded-lg bg-ink-100 shadow-card ring-1 ring-ink-200 transition-transform duration-200 group-hover:-translate-y-1 group-hover:shadow-lifted">
          <img src={book.coverUrl} alt="" loading="lazy" decoding="async" className="size-full object-cover" width={360} height={500} />
          <span className="absolute top-2 right-2 rounded-full bg-white/90 px-2 py-0.5 text-[0.6875rem] font-bold text-ink-800">
            {book.semester === 'Unknown' ? 'All' : book.semester}
          </span>
        </span>
        <span className="line-clamp-2 text-sm leading-snug font-semibold text-ink-900 group-hover:text-brand-700">{book.name}</span>
        <span className="-mt-1 line-clamp-1 text-caption text-ink-500">{[book.subject, book.author].filter(Boolean).join(' · ')}</span>
        <span className="sr-only">(PDF, opens in a new tab)</span>
      </a>
    </li>
  );
}

function ShelfSkeleton() {
  return (
    <div className="flex gap-4 overflow-hidden" aria-hidden="true">
      {Array.from({ length: 7 }, (_, index) => (
        <div key={index} className="flex w-36 shrink-0 flex-col gap-2 md:w-40">
          <Skeleton className="aspect-[18/25] w-full" />
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-3 w-1/2" />
        </div>
      ))}
    </div>
  );
}

export interface ShelfState {
  books: Book[];
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
}

/**
 * The horizontal shelf with its left and right arrows (200 px smooth scroll, community §9), and its
 * loading, error and empty states in the spec's words.
 */
export function BookShelf({ title, semester, state }: { title: string; semester: string; state: ShelfState }) {
  const shelf = useRef<HTMLUListElement>(null);
  const scroll = (direction: -1 | 1) => shelf.current?.scrollBy({ left: direction * BOOK_SCROLL_STEP_PX, behavior: 'smooth' });
  const { books, isPending, isError } = state;

  return (
    <section aria-labelledby="shelf-title" className="rounded-panel bg-surface p-4 shadow-card ring-1 ring-ink-200 md:p-6">
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 id="shelf-title" className="text-heading text-ink-900">
          {title}
        </h2>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" aria-label="Scroll books left" onClick={() => scroll(-1)} disabled={books.length === 0}>
            <ChevronLeft className="size-5" aria-hidden="true" />
          </Button>
          <Button variant="outline" size="sm" aria-label="Scroll books right" onClick={() => scroll(1)} disabled={books.length === 0}>
            <ChevronRight className="size-5" aria-hidden="true" />
          </Button>
        </div>
      </div>
      {isPending ? (
        <div className="flex flex-col gap-3">
          <p role="status" className="text-sm text-ink-600">
            {BOOK_MESSAGES.loading}
          </p>
          <ShelfSkeleton />
        </div>
      ) : isError ? (
        <div role="alert" className="flex flex-col items-center gap-3 py-10 text-center text-danger-700">
          <p>{BOOK_MESSAGES.loadFailed}</p>
          <Button variant="outline" size="sm" onClick={state.onRetry}>
            Try again
          </Button>
        </div>
      ) : books.length === 0 ? (
        <div role="status" className="flex flex-col items-center gap-2 py-10 text-center text-ink-600">
          <FileText className="size-8 text-ink-400" aria-hidden="true" />
          <p>{`${BOOK_MESSAGES.empty}${semester ? ` for ${semester}` : ''}`}</p>
        </div>
      ) : (
        <ul
          ref={shelf}
          aria-label={title}
          data-testid="book-shelf"
          className="-mx-1 flex gap-4 overflow-x-auto scroll-smooth px-1 pt-1 pb-3 [scrollbar-width:thin]"
        >
          {books.map((book) => (
            <BookCard key={book.id} book={book} />
          ))}
          {state.hasMore && state.onLoadMore ? (
            <li className="flex w-36 shrink-0 items-center justify-center md:w-40">
              <Button variant="secondary" size="sm" loading={state.loadingMore ?? false} onClick={state.onLoadMore}>
                Load more books
              </Button>
            </li>
          ) : null}
        </ul>
      )}
    </section>
  );
}
