import { CalendarDays, FileText, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import type { Booking, BookingRequest, MentorDetail } from '../../../../shared/contracts/mentors.js';
import { BOOKING_MESSAGES, MENTORSHIP_DOCUMENT_ACCEPT, SESSION_TYPE } from '../../../../shared/contracts/mentors.constants.js';
import { Button, Dialog, Popup } from '../../../components/ui';
import { cn } from '../../../lib/cn';
import { messageFrom } from '../../../lib/errors';
import { useBookSlot } from '../api/bookings';
import { uploadDocuments } from '../api/uploadDocuments';
import { countOf } from '../../../../shared/format.js';

export const QUESTIONS = [
  { key: 'learningGoals', label: '1. What do you want to learn or achieve from this session?' },
  { key: 'specificAdvice', label: '2. What specific advice are you looking for from the mentor?' },
  { key: 'previousSteps', label: '3. What steps have you already taken towards this goal?' },
  { key: 'challenges', label: '4. What challenges are you facing right now?' },
] as const;
type QuestionKey = (typeof QUESTIONS)[number]['key'];

const textareaClasses =
  'w-full rounded-field border border-ink-200 bg-surface px-3 py-2 text-sm text-ink-900 placeholder:text-ink-400 focus-visible:outline-3 focus-visible:outline-brand-500';

const EMPTY_ANSWERS: Record<QuestionKey, string> = { learningGoals: '', specificAdvice: '', previousSteps: '', challenges: '' };

/**
 * "VIEW SLOTS" and the booking flow (community §4): a date card, then a time (disabled until a date is
 * chosen; taken slots disabled), the "Session Details" overlay in two steps, then the result popup.
 */
export function BookingFlow({
  mentor,
  mobile,
  sessionType = SESSION_TYPE,
}: {
  mentor: MentorDetail;
  mobile: boolean;
  /** A referral call (/schedule/{id}) goes through the same flow. */
  sessionType?: BookingRequest['sessionType'];
}) {
  const book = useBookSlot(mentor.id);
  const [date, setDate] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<1 | 2>(1);
  const [agenda, setAgenda] = useState('');
  const [resume, setResume] = useState<File | null>(null);
  const [otherDocument, setOtherDocument] = useState<File | null>(null);
  const [answers, setAnswers] = useState(EMPTY_ANSWERS);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; title: string; message: string; booking?: Booking } | null>(null);

  const day = mentor.slotDays.find((d) => d.date === date);
  const dates = useRef<HTMLDivElement>(null);
  // Cancel and a finished booking clear the date and time, which disables the time that opened the
  // dialog: the flow starts again at the dates.
  const firstDate = () => dates.current?.querySelector<HTMLButtonElement>('button');

  const reset = () => {
    setDate(null);
    setTime(null);
    setOpen(false);
    setStep(1);
    setAgenda('');
    setResume(null);
    setOtherDocument(null);
    setAnswers(EMPTY_ANSWERS);
    setError(null);
    setProgress(null);
    setBusy(false);
  };

  const chooseTime = (scheduledTime: string) => {
    setTime(scheduledTime);
    setError(null);
    setOpen(true);
  };

  const next = () => {
    if (!agenda.trim()) {
      setError(BOOKING_MESSAGES.agendaRequired);
      return;
    }
    setError(null);
    setStep(2);
  };

  const submit = async () => {
    if (!date || !time) {
      setError(BOOKING_MESSAGES.chooseDateTime);
      return;
    }
    if (!agenda.trim()) {
      setError(BOOKING_MESSAGES.agendaRequired);
      return;
    }
    if (mobile && QUESTIONS.some((q) => !answers[q.key].trim())) {
      setError(BOOKING_MESSAGES.chooseDateTime);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      let urls: { resumeUrl: string | null; documentUrl: string | null } = { resumeUrl: null, documentUrl: null };
      if (resume || otherDocument) {
        setProgress(0);
        urls = await uploadDocuments({ resume, otherDocument }, setProgress);
      }
      const booked = await book.mutateAsync({
        mentorId: mentor.id,
        scheduledTime: time,
        sessionType,
        duration: mentor.sessionMinutes === 30 ? 30 : 60,
        chatEnabled: true,
        agenda: agenda.trim(),
        ...answers,
        resumeUrl: urls.resumeUrl,
        documentUrl: urls.documentUrl,
      });
      reset();
      setResult({
        tone: 'success',
        title: BOOKING_MESSAGES.bookSuccessTitle,
        message: BOOKING_MESSAGES.bookSuccess,
        booking: booked.booking,
      });
    } catch (failure) {
      reset();
      setResult({ tone: 'error', title: 'Error', message: messageFrom(failure, BOOKING_MESSAGES.bookFailed) });
    }
  };

  return (
    <div className="flex flex-col gap-5">
      <div>
        <h3 className="mb-2 flex items-center gap-2 text-sm font-semibold text-ink-700">
          <CalendarDays className="size-4" aria-hidden="true" /> Choose a date
        </h3>
        <div ref={dates} className="grid grid-cols-3 gap-2 sm:max-w-2xl sm:grid-cols-5" role="group" aria-label="Dates">
          {mentor.slotDays.map((d) => {
            const free = d.slots.filter((s) => s.available).length;
            return (
              <button
                key={d.date}
                type="button"
                aria-pressed={date === d.date}
                onClick={() => {
                  setDate(d.date);
                  setTime(null);
                }}
                data-testid="slot-day"
                className={cn(
                  'flex flex-col items-center rounded-card px-2 py-3 ring-1 transition-colors',
                  date === d.date ? 'bg-brand-600 text-white ring-brand-600' : 'bg-surface text-ink-800 ring-ink-200 hover:ring-brand-300',
                )}
              >
                <span className="text-xs font-semibold uppercase">{d.day}</span>
                <span className="text-base font-bold">{d.label}</span>
                <span className={cn('text-xs', date === d.date ? 'text-brand-100' : 'text-ink-500')}>
                  {countOf(free, { one: 'slot', other: 'slots' })}
                </span>
              </button>
            );
          })}
        </div>
      </div>
      <div>
        <h3 className="mb-2 text-sm font-semibold text-ink-700">
          Choose a time (Asia/India time zone, IST) · {mentor.sessionMinutes}-minute session
        </h3>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4" role="group" aria-label="Times">
          {(day ?? mentor.slotDays[0])?.slots.map((slot) => {
            const disabled = !day || !slot.available;
            return (
              <button
                key={slot.time}
                type="button"
                disabled={disabled}
                aria-pressed={time === slot.scheduledTime}
                onClick={() => chooseTime(slot.scheduledTime)}
                title={day && !slot.available ? 'Taken' : undefined}
                data-testid="slot-time"
                className={cn(
                  'h-10 rounded-button text-sm font-semibold ring-1 transition-colors',
                  disabled
                    ? 'cursor-not-allowed bg-ink-50 text-ink-400 ring-ink-200'
                    : time === slot.scheduledTime
                      ? 'bg-brand-600 text-white ring-brand-600'
                      : 'bg-surface text-ink-800 ring-ink-200 hover:ring-brand-400',
                  day && !slot.available && 'line-through',
                )}
              >
                {slot.time}
              </button>
            );
          })}
        </div>
        {!day ? <p className="mt-2 text-xs text-ink-500">Pick a date first.</p> : null}
      </div>

      <Dialog
        open={open}
        onOpenChange={(value) => {
          // Closing keeps the chosen date and time (and what was typed), so focus can return to the time that opened it.
          if (!value && !busy) {
            setOpen(false);
            setStep(1);
            setError(null);
          }
        }}
        fallbackFocus={firstDate}
        title="Session Details"
        description={
          step === 1 ? 'Tell the mentor what you want to discuss.' : 'A few questions help the mentor prepare (optional on desktop).'
        }
        className="max-w-lg"
      >
        {step === 1 ? (
          <div className="flex flex-col gap-4">
            <label className="flex flex-col gap-1 text-sm font-semibold text-ink-700">
              Agenda
              <textarea
                rows={3}
                value={agenda}
                onChange={(e) => {
                  setAgenda(e.target.value);
                  if (e.target.value.trim()) setError(null);
                }}
                className={textareaClasses}
                placeholder="What would you like to discuss?"
                aria-invalid={error === BOOKING_MESSAGES.agendaRequired}
              />
            </label>
            <FilePick label="Resume (optional)" file={resume} onPick={setResume} />
            <FilePick label="Other document (optional)" file={otherDocument} onPick={setOtherDocument} />
            {error ? (
              <p role="alert" className="text-sm font-semibold text-danger-700">
                {error}
              </p>
            ) : null}
            <div className="flex justify-end gap-2">
              <Button variant="ghost" onClick={reset}>
                Cancel
              </Button>
              <Button onClick={next}>Next</Button>
            </div>
          </div>
        ) : (
          <form
            className="flex flex-col gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            {QUESTIONS.map((question, index) => (
              <label key={question.key} className="flex flex-col gap-1 text-sm font-semibold text-ink-700">
                {question.label}
                <textarea
                  // Step 1's Next button is gone once step 2 shows, so the focus moves on to the first question.
                  autoFocus={index === 0}
                  rows={2}
                  required={mobile}
                  value={answers[question.key]}
                  onChange={(e) => setAnswers((current) => ({ ...current, [question.key]: e.target.value }))}
                  className={textareaClasses}
                />
              </label>
            ))}
            {progress !== null ? (
              <div className="flex flex-col gap-1" aria-live="polite">
                <span className="text-xs text-ink-600">Uploading documents… {progress}%</span>
                <progress max={100} value={progress} className="h-2 w-full accent-brand-600" aria-label="Upload progress" />
              </div>
            ) : null}
            {error ? (
              <p role="alert" className="text-sm font-semibold text-danger-700">
                {error}
              </p>
            ) : null}
            <div className="flex justify-end gap-2">
              <Button type="button" variant="ghost" onClick={reset} disabled={busy}>
                Cancel
              </Button>
              <Button type="submit" loading={busy}>
                Request Slot
              </Button>
            </div>
          </form>
        )}
      </Dialog>

      <Popup
        open={result !== null}
        onClose={() => setResult(null)}
        tone={result?.tone ?? 'success'}
        title={result?.title ?? ''}
        message={result?.message ?? ''}
        actionLabel="Close"
        fallbackFocus={firstDate}
      >
        {result?.booking ? <BookedSummary booking={result.booking} /> : null}
      </Popup>
    </div>
  );
}

/** Under the spec's success line: with whom and when (IST), and that the mentor still has to accept. */
function BookedSummary({ booking }: { booking: Booking }) {
  return (
    <dl className="mb-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-card bg-ink-50 p-3 text-sm" data-testid="booked-summary">
      <dt className="text-ink-500">Mentor</dt>
      <dd className="font-semibold text-ink-900">{booking.mentor.name}</dd>
      <dt className="text-ink-500">When</dt>
      <dd className="font-semibold text-ink-900">{booking.scheduledTimeIst}</dd>
      <dt className="text-ink-500">Next</dt>
      <dd className="text-ink-700">{BOOKING_MESSAGES.bookSuccessNext}</dd>
    </dl>
  );
}

function FilePick({ label, file, onPick }: { label: string; file: File | null; onPick: (file: File | null) => void }) {
  return (
    <label className="flex flex-col gap-1 text-sm font-semibold text-ink-700">
      {label}
      <span className="flex items-center gap-2 rounded-field border border-dashed border-ink-300 px-3 py-2 font-normal text-ink-600">
        {file ? <FileText className="size-4 text-brand-600" aria-hidden="true" /> : <Upload className="size-4" aria-hidden="true" />}
        <span className="min-w-0 flex-1 truncate">{file ? file.name : 'PDF, DOC or DOCX, up to 10 MB'}</span>
        <input
          type="file"
          accept={MENTORSHIP_DOCUMENT_ACCEPT}
          className="sr-only"
          onChange={(e) => onPick(e.target.files?.[0] ?? null)}
          aria-label={label}
        />
      </span>
    </label>
  );
}
