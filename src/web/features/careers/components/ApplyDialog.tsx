import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { COVER_NOTE_MAX, type ApplyRequest, type ListedJob } from '../../../../shared/contracts/careers.js';
import { Button, Dialog, FormAlert } from '../../../components/ui';
import { messageFrom } from '../../../lib/errors';
import { uploadResume, useMyResume } from '../api/myResume';
import { CAREER_TEXT } from '../lib/texts';

type ResumeChoice = 'saved' | 'upload' | 'none';

const textareaClasses =
  'w-full rounded-field border border-ink-200 bg-surface px-3 py-2 text-sm text-ink-900 placeholder:text-ink-400 focus-visible:outline-3 focus-visible:outline-brand-500';
const radioRow =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-field border border-ink-200 px-3 py-2 text-sm text-ink-800 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50';

/**
 * The apply form (issue 32.3): the resume used last, a new upload (PDF, DOC or DOCX, checked by the server by its
 * content) or none, and an optional cover note. The result popups stay the spec's: the caller shows them.
 */
export function ApplyDialog({
  job,
  open,
  onOpenChange,
  pending,
  onSubmit,
}: {
  job: Pick<ListedJob, 'id' | 'title'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The apply request is under way. */
  pending: boolean;
  onSubmit: (body: ApplyRequest) => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!pending) onOpenChange(next);
      }}
      title={`Apply to ${job.title}`}
      className="max-h-[calc(100dvh-2rem)] overflow-y-auto"
    >
      {/* Mounted while open only, so every opening starts with a fresh form. */}
      <ApplyDialogBody pending={pending} onSubmit={onSubmit} onCancel={() => onOpenChange(false)} />
    </Dialog>
  );
}

interface FormProps {
  pending: boolean;
  onSubmit: (body: ApplyRequest) => void;
  onCancel: () => void;
}

/** The form waits for the resume used last, so its choices do not shift under the focus when it arrives. */
function ApplyDialogBody(props: FormProps) {
  const resume = useMyResume(true);
  if (resume.isPending) {
    return (
      <p role="status" className="text-sm text-ink-600">
        Looking for your resume...
      </p>
    );
  }
  return <ApplyForm {...props} saved={resume.data?.resume ?? null} />;
}

function ApplyForm({ pending, onSubmit, onCancel, saved }: FormProps & { saved: { id: string; fileName: string } | null }) {
  const ids = useId();
  const firstChoice = useRef<HTMLInputElement>(null);
  // The focus starts on the first resume choice (where the dialog's own first focus lands once the form is there).
  useEffect(() => {
    firstChoice.current?.focus();
  }, []);
  const [choice, setChoice] = useState<ResumeChoice | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [note, setNote] = useState('');
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Closed while a resume uploads: the application is not sent.
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );
  // The resume used last is offered first; without one, applying without a resume is the default.
  const chosen: ResumeChoice = choice ?? (saved ? 'saved' : 'none');
  const busy = pending || uploading;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setError(null);
    const coverNote = note.trim();
    const body: ApplyRequest = coverNote ? { coverNote } : {};
    if (chosen === 'saved' && saved) body.resumeDocumentId = saved.id;
    if (chosen === 'upload') {
      if (!file) {
        setError('Choose a resume file (PDF, DOC or DOCX), or apply without one.');
        return;
      }
      setUploading(true);
      try {
        body.resumeDocumentId = await uploadResume(file);
      } catch (failure) {
        if (mounted.current) setError(messageFrom(failure, 'The resume could not be uploaded.'));
        return;
      } finally {
        if (mounted.current) setUploading(false);
      }
    }
    if (mounted.current) onSubmit(body);
  }

  const options: { value: ResumeChoice; label: string }[] = [
    ...(saved ? [{ value: 'saved' as const, label: `Use ${saved.fileName}` }] : []),
    { value: 'upload', label: 'Upload a new resume' },
    { value: 'none', label: 'Apply without a resume' },
  ];

  return (
    <form className="flex flex-col gap-5" onSubmit={(event) => void submit(event)} noValidate>
      <fieldset className="flex min-w-0 flex-col gap-2" disabled={busy}>
        <legend className="mb-2 text-sm font-semibold text-ink-800">Resume</legend>
        {options.map((option, index) => (
          <label key={option.value} className={radioRow}>
            <input
              ref={index === 0 ? firstChoice : undefined}
              type="radio"
              name={`${ids}-resume`}
              value={option.value}
              checked={chosen === option.value}
              onChange={() => {
                setChoice(option.value);
                setError(null);
              }}
              className="size-4 shrink-0 accent-brand-600"
            />
            <span className="min-w-0 [overflow-wrap:anywhere]">{option.label}</span>
          </label>
        ))}
        {chosen === 'upload' ? (
          <div className="mt-1 flex flex-col gap-1.5">
            <label htmlFor={`${ids}-file`} className="text-sm font-semibold text-ink-800">
              Resume file
            </label>
            <input
              id={`${ids}-file`}
              type="file"
              accept=".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
              aria-describedby={`${ids}-file-hint`}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setError(null);
              }}
              className="w-full min-w-0 text-sm text-ink-700 file:mr-3 file:rounded-field file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800"
            />
            <p id={`${ids}-file-hint`} className="text-caption text-ink-500">
              PDF, DOC or DOCX, up to 10 MB.
            </p>
          </div>
        ) : null}
      </fieldset>

      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${ids}-note`} className="text-sm font-semibold text-ink-800">
          Cover note (optional)
        </label>
        <textarea
          id={`${ids}-note`}
          rows={4}
          maxLength={COVER_NOTE_MAX}
          value={note}
          disabled={busy}
          onChange={(event) => setNote(event.target.value)}
          aria-describedby={`${ids}-note-count`}
          className={textareaClasses}
          placeholder="Why this role, in a few lines"
        />
        <p id={`${ids}-note-count`} className="self-end text-caption text-ink-500">
          {note.length}/{COVER_NOTE_MAX} characters
        </p>
      </div>

      {error ? <FormAlert>{error}</FormAlert> : null}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" disabled={busy} onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={busy} disabled={busy}>
          {pending ? CAREER_TEXT.applying : uploading ? 'Uploading...' : 'Submit'}
        </Button>
      </div>
    </form>
  );
}
