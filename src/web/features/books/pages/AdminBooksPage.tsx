import { FileUp, Pencil, Search, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { createBookFieldsSchema, type Book } from '../../../../shared/contracts/books.js';
import { BOOK_MESSAGES, BOOK_PDF_MAX_BYTES } from '../../../../shared/contracts/books.constants.js';
import { Button, Dialog, Field, FormAlert, inputClasses, Skeleton, toast } from '../../../components/ui';
import { useSearchParams } from 'react-router';
import { useAuth } from '../../../lib/auth';
import { useSearchParamSync } from '../../../lib/useSearchParamSync';
import { isApiError, messageFrom } from '../../../lib/errors';
import { AdminHeader } from '../../admin';
import { useDeleteBook } from '../api/deleteBook';
import { useBookPages } from '../api/listBooks';
import { useUpdateBook } from '../api/updateBook';
import { useUploadBook } from '../api/uploadBook';
import { BookDetailsFields, EMPTY_DETAILS, type BookDetails } from '../components/BookDetailsFields';

type FieldErrors = Record<string, string[] | undefined>;

const fileSize = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Client-side check with the shared schema; the server checks again (and checks the files by content). */
function detailErrors(details: BookDetails): FieldErrors {
  const parsed = createBookFieldsSchema.safeParse(details);
  if (parsed.success) return {};
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? '_');
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  return errors;
}

function UploadForm() {
  const [details, setDetails] = useState<BookDetails>(EMPTY_DETAILS);
  const [pdf, setPdf] = useState<File | null>(null);
  const [cover, setCover] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState('');
  const [progress, setProgress] = useState(0);
  const [formKey, setFormKey] = useState(0);
  const upload = useUploadBook(setProgress);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = detailErrors(details);
    if (!pdf) found.pdf = [BOOK_MESSAGES.pdfMissing];
    else if (pdf.size > BOOK_PDF_MAX_BYTES) found.pdf = [BOOK_MESSAGES.pdfTooLarge];
    setErrors(found);
    setFormError('');
    if (Object.keys(found).length > 0 || !pdf) return;
    setProgress(0);
    upload.mutate(
      { ...details, pdf, cover },
      {
        onSuccess: (book) => {
          toast({ tone: 'success', title: BOOK_MESSAGES.uploaded, description: book.name });
          setDetails(EMPTY_DETAILS);
          setPdf(null);
          setCover(null);
          setFormKey((key) => key + 1);
        },
        onError: (error) => {
          const message = messageFrom(error, 'The upload failed. Please try again.');
          if (isApiError(error) && error.fields) {
            setErrors(error.fields);
          } else if (isApiError(error) && error.message === BOOK_MESSAGES.notPdf) {
            setErrors({ pdf: [message] });
          } else if (isApiError(error) && [BOOK_MESSAGES.coverNotImage, BOOK_MESSAGES.coverTooLarge].includes(error.message as never)) {
            setErrors({ cover: [message] });
          } else if (isApiError(error) && (error.status === 413 || error.status === 415)) {
            setErrors({ pdf: [message] });
          } else {
            setFormError(message);
          }
        },
      },
    );
  };

  return (
    <section aria-labelledby="upload-heading" className="rounded-panel bg-surface p-5 shadow-card ring-1 ring-ink-200 md:p-6">
      {/* Not "upload-title": that is the Title field's id (BookDetailsFields with idPrefix "upload"). */}
      <h2 id="upload-heading" className="mb-4 text-heading text-ink-900">
        Upload a book
      </h2>
      <form key={formKey} onSubmit={submit} noValidate className="flex flex-col gap-4">
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="book-pdf" label="PDF file" hint="A PDF, at most 20 MB." error={errors.pdf?.[0]}>
            {(control) => (
              <input
                {...control}
                type="file"
                accept="application/pdf,.pdf"
                onChange={(event) => setPdf(event.target.files?.[0] ?? null)}
                className={`${inputClasses} py-2 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:font-semibold file:text-brand-700`}
              />
            )}
          </Field>
          <Field
            id="book-cover"
            label="Cover image (optional)"
            hint="Without one, a cover is drawn from the details."
            error={errors.cover?.[0]}
          >
            {(control) => (
              <input
                {...control}
                type="file"
                accept="image/jpeg,image/png,image/webp,image/gif"
                onChange={(event) => setCover(event.target.files?.[0] ?? null)}
                className={`${inputClasses} py-2 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:font-semibold file:text-brand-700`}
              />
            )}
          </Field>
        </div>
        <BookDetailsFields idPrefix="upload" value={details} onChange={setDetails} errors={errors} />
        {upload.isPending ? (
          <div className="flex items-center gap-3">
            <div
              role="progressbar"
              aria-label="Upload progress"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress}
              className="h-2 flex-1 overflow-hidden rounded-full bg-ink-100"
            >
              <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${progress}%` }} />
            </div>
            <span className="w-12 text-right text-sm text-ink-600 tabular-nums">{progress}%</span>
          </div>
        ) : null}
        <Button type="submit" className="self-start" loading={upload.isPending} icon={<FileUp className="size-4" aria-hidden="true" />}>
          Upload
        </Button>
      </form>
    </section>
  );
}

function EditDialog({ book, onClose }: { book: Book; onClose: () => void }) {
  const [details, setDetails] = useState<BookDetails>({
    title: book.title,
    subject: book.subject,
    semester: book.semester === 'Unknown' ? '' : book.semester.slice(1),
    author: book.author,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState('');
  const update = useUpdateBook();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = detailErrors(details);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    update.mutate(
      { id: book.id, changes: { ...details, semester: details.semester === '' ? null : Number(details.semester) } },
      {
        onSuccess: (saved) => {
          toast({ tone: 'success', title: BOOK_MESSAGES.updated, description: saved.name });
          onClose();
        },
        onError: (error) => {
          if (isApiError(error) && error.fields) setErrors(error.fields);
          else setFormError(messageFrom(error, 'Could not save the book. Please try again.'));
        },
      },
    );
  };
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Edit book" className="max-w-xl">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <BookDetailsFields idPrefix="edit" value={details} onChange={setDetails} errors={errors} />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function DeleteDialog({ book, onClose }: { book: Book; onClose: () => void }) {
  const remove = useDeleteBook();
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Remove this book?"
      description={`“${book.name}” and its PDF will be removed from the shelf for everyone.`}
    >
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
        <Button
          variant="danger"
          loading={remove.isPending}
          onClick={() =>
            remove.mutate(book.id, {
              onSuccess: () => {
                toast({ tone: 'success', title: BOOK_MESSAGES.deleted, description: book.name });
                onClose();
              },
              onError: (error) =>
                toast({ tone: 'error', title: 'Could not remove the book', description: messageFrom(error, 'Please try again.') }),
            })
          }
        >
          Remove
        </Button>
      </div>
    </Dialog>
  );
}

function BookList() {
  const { user } = useAuth();
  const [params] = useSearchParams();
  const [text, setText] = useState(params.get('search') ?? '');
  const search = (params.get('search') ?? '').trim();
  // The search box writes to the address a moment after typing stops; the list follows the address.
  useSearchParamSync('search', text);
  const books = useBookPages({ userId: user?.id ?? '', search, semester: '', limit: 20 });
  const [editing, setEditing] = useState<Book | null>(null);
  const [deleting, setDeleting] = useState<Book | null>(null);
  const list = books.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <section aria-labelledby="books-heading" className="rounded-panel bg-surface p-5 shadow-card ring-1 ring-ink-200 md:p-6">
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="books-heading" className="text-heading text-ink-900">
          Books on the shelf
        </h2>
        <div role="search" className="relative sm:w-72">
          <label htmlFor="admin-book-search" className="sr-only">
            Search books
          </label>
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-400" aria-hidden="true" />
          <input
            id="admin-book-search"
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="Search books"
            className={`${inputClasses} pl-9`}
          />
        </div>
      </div>
      {books.isPending ? (
        <div role="status" aria-label={BOOK_MESSAGES.loading} className="flex flex-col gap-3">
          {Array.from({ length: 5 }, (_, index) => (
            <div key={index} className="flex items-center gap-3">
              <Skeleton className="h-14 w-10" />
              <Skeleton className="h-4 flex-1" />
              <Skeleton className="h-8 w-20" />
            </div>
          ))}
        </div>
      ) : books.isError ? (
        <div role="alert" className="flex flex-col items-center gap-3 py-8 text-center text-danger-700">
          <p>{BOOK_MESSAGES.loadFailed}</p>
          <Button variant="outline" size="sm" onClick={() => void books.refetch()}>
            Try again
          </Button>
        </div>
      ) : list.length === 0 ? (
        <p role="status" className="py-8 text-center text-ink-600">
          {BOOK_MESSAGES.empty}
        </p>
      ) : (
        <>
          <ul className="divide-y divide-ink-100" data-testid="admin-book-list">
            {list.map((book) => (
              <li key={book.id} className="flex items-center gap-3 py-3">
                <img src={book.coverUrl} alt="" className="h-14 w-10 shrink-0 rounded object-cover ring-1 ring-ink-200" loading="lazy" />
                <div className="min-w-0 flex-1">
                  <a
                    href={book.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="line-clamp-1 font-semibold text-ink-900 hover:text-brand-700"
                  >
                    {book.name}
                  </a>
                  <p className="line-clamp-1 text-caption text-ink-500">
                    {[
                      book.semester === 'Unknown' ? 'No semester' : book.semester,
                      book.subject,
                      book.author,
                      `${book.pageCount} pages`,
                      fileSize(book.sizeBytes),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                </div>
                <div className="flex shrink-0 gap-1">
                  <Button variant="ghost" size="sm" aria-label={`Edit ${book.name}`} onClick={() => setEditing(book)}>
                    <Pencil className="size-4" aria-hidden="true" />
                    <span className="hidden sm:inline">Edit</span>
                  </Button>
                  <Button variant="ghost" size="sm" aria-label={`Remove ${book.name}`} onClick={() => setDeleting(book)}>
                    <Trash2 className="size-4 text-danger-600" aria-hidden="true" />
                    <span className="hidden sm:inline">Remove</span>
                  </Button>
                </div>
              </li>
            ))}
          </ul>
          {books.hasNextPage ? (
            <Button
              variant="outline"
              className="mx-auto mt-4 flex"
              loading={books.isFetchingNextPage}
              onClick={() => void books.fetchNextPage()}
            >
              Load more
            </Button>
          ) : null}
        </>
      )}
      {editing ? <EditDialog book={editing} onClose={() => setEditing(null)} /> : null}
      {deleting ? <DeleteDialog book={deleting} onClose={() => setDeleting(null)} /> : null}
    </section>
  );
}

/** /admin/books: operators upload e-books (with progress), edit their details and remove them. */
export default function AdminBooksPage() {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <title>E-books · Operator console · Campus</title>
      <AdminHeader title="E-books" subtitle="The EDU-VALT shelf: PDFs by semester, with their covers." />
      <UploadForm />
      <BookList />
    </div>
  );
}
