import { BOOK_SEMESTERS, BOOK_TEXT_MAX, BOOK_TITLE_MAX } from '../../../../shared/contracts/books.constants.js';
import { Field, Input, inputClasses } from '../../../components/ui';

export interface BookDetails {
  title: string;
  subject: string;
  /** "" for no semester, else "1"…"6". */
  semester: string;
  author: string;
}

export const EMPTY_DETAILS: BookDetails = { title: '', subject: '', semester: '', author: '' };

/** Title, subject, semester and author of a book, each with its error (upload form and edit dialog). */
export function BookDetailsFields({
  idPrefix,
  value,
  onChange,
  errors,
}: {
  idPrefix: string;
  value: BookDetails;
  onChange: (value: BookDetails) => void;
  errors: Record<string, string[] | undefined>;
}) {
  const set = (key: keyof BookDetails) => (event: { target: { value: string } }) => onChange({ ...value, [key]: event.target.value });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field id={`${idPrefix}-title`} label="Title" error={errors.title?.[0]} className="sm:col-span-2">
        {(control) => (
          <Input
            {...control}
            value={value.title}
            onChange={set('title')}
            maxLength={BOOK_TITLE_MAX}
            placeholder="Data Structures Using C"
          />
        )}
      </Field>
      <Field id={`${idPrefix}-subject`} label="Subject" error={errors.subject?.[0]}>
        {(control) => (
          <Input {...control} value={value.subject} onChange={set('subject')} maxLength={BOOK_TEXT_MAX} placeholder="Data Structures" />
        )}
      </Field>
      <Field id={`${idPrefix}-author`} label="Author" error={errors.author?.[0]}>
        {(control) => (
          <Input {...control} value={value.author} onChange={set('author')} maxLength={BOOK_TEXT_MAX} placeholder="Ritika Sharma" />
        )}
      </Field>
      <Field id={`${idPrefix}-semester`} label="Semester" error={errors.semester?.[0]}>
        {(control) => (
          <select {...control} value={value.semester} onChange={set('semester')} className={inputClasses}>
            <option value="">No semester (all)</option>
            {BOOK_SEMESTERS.map((semester) => (
              <option key={semester} value={String(semester)}>
                S{semester}
              </option>
            ))}
          </select>
        )}
      </Field>
    </div>
  );
}
