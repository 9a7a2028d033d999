import { BookOpen, LogIn, Search } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { BOOK_MESSAGES, BOOK_SEMESTER_LABELS } from '../../../../shared/contracts/books.constants.js';
import { buttonClasses, PageLoader, StatusPanel } from '../../../components/ui';
import { useAuth } from '../../../lib/auth';
import { useSearchParamSync } from '../../../lib/useSearchParamSync';
import { useBookPages } from '../api/listBooks';
import { BookShelf } from '../components/BookShelf';
import { SemesterFilter } from '../components/SemesterFilter';

const SHELF_PAGE_SIZE = 24;

/** /books and /newbook (community §2.6): the EDU-VALT shelf, searched and filtered on the server. */
export default function BooksPage() {
  const { status, user } = useAuth();
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get('search') ?? '');
  const requested = (params.get('semester') ?? '').toUpperCase();
  const semester = (BOOK_SEMESTER_LABELS as readonly string[]).includes(requested) ? requested : '';
  const search = (params.get('search') ?? '').trim();

  // The search box writes to the address a moment after typing stops; the list follows the address.
  useSearchParamSync('search', text);

  const books = useBookPages(
    { userId: user?.id ?? '', search, semester, limit: SHELF_PAGE_SIZE },
    { enabled: status === 'authed' && Boolean(user) },
  );

  const setSemester = (next: string) => {
    const updated = new URLSearchParams(params);
    if (next) updated.set('semester', next);
    else updated.delete('semester');
    setParams(updated, { replace: true });
  };

  if (status === 'checking') return <PageLoader />;
  if (status !== 'authed' || !user) {
    return (
      <StatusPanel
        art={<BookOpen className="size-12 text-brand-600" aria-hidden="true" />}
        title={BOOK_MESSAGES.logIn}
        actions={
          <Link to="/" className={buttonClasses()}>
            <LogIn className="size-4" aria-hidden="true" /> Log in
          </Link>
        }
      >
        EDU-VALT keeps notes and e-books for every semester in one place.
      </StatusPanel>
    );
  }

  const list = books.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <title>E-books · Campus</title>
      <header className="relative overflow-hidden rounded-panel bg-gradient-to-br from-brand-600 via-brand-700 to-[#6d28d9] px-5 py-7 text-white shadow-lifted md:px-9 md:py-10">
        <div className="pointer-events-none absolute -top-24 -right-16 size-64 rounded-full bg-white/10" aria-hidden="true" />
        <div className="relative flex flex-col gap-5">
          <p className="inline-flex items-center gap-1.5 text-xs font-semibold tracking-wider text-brand-100 uppercase">
            <BookOpen className="size-3.5" aria-hidden="true" /> EDU-VALT e-books
          </p>
          <h1 className="max-w-3xl text-title text-white md:text-display">{BOOK_MESSAGES.title}</h1>
          <form role="search" className="relative max-w-xl" onSubmit={(event) => event.preventDefault()}>
            <label htmlFor="book-search" className="sr-only">
              Search books by title, subject or author
            </label>
            <Search className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-ink-400" aria-hidden="true" />
            <input
              id="book-search"
              type="search"
              value={text}
              onChange={(event) => setText(event.target.value)}
              placeholder="Title, subject or author"
              maxLength={100}
              autoComplete="off"
              className="h-12 w-full rounded-field border border-transparent bg-white pr-4 pl-12 text-[0.9375rem] text-ink-900 shadow-soft placeholder:text-ink-400 focus:outline-3 focus:outline-accent-400"
            />
          </form>
        </div>
      </header>

      <SemesterFilter value={semester} onChange={setSemester} />

      <BookShelf
        title={semester ? `${semester} EBooks` : 'EBooks'}
        semester={semester}
        state={{
          books: list,
          isPending: books.isPending,
          isError: books.isError,
          onRetry: () => void books.refetch(),
          hasMore: books.hasNextPage,
          loadingMore: books.isFetchingNextPage,
          onLoadMore: () => void books.fetchNextPage(),
        }}
      />

      <p className="text-sm text-ink-600">
        New here? Read{' '}
        <Link to="/EduValtRules" className="font-semibold text-brand-700 underline-offset-2 hover:underline">
          the EDU-VALT rules
        </Link>{' '}
        or go back to{' '}
        <Link to="/Resources" className="font-semibold text-brand-700 underline-offset-2 hover:underline">
          Resources
        </Link>
        .
      </p>
    </div>
  );
}
