import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { referralRequestBodySchema } from '../../../../shared/contracts/mentors.js';
import {
  BOOKING_MESSAGES,
  MENTORSHIP_DOCUMENT_ACCEPT,
  REFERRAL_MESSAGES,
  REFERRAL_QUESTIONS,
} from '../../../../shared/contracts/mentors.constants.js';
import { Button, FormAlert, Input, Popup, Skeleton, buttonClasses } from '../../../components/ui';
import { useAuth } from '../../../lib/auth';
import { messageFrom } from '../../../lib/errors';
import { useReferralMentor } from '../api/referralMentors';
import { useRequestReferral } from '../api/referralRequests';
import { uploadDocuments } from '../api/uploadDocuments';
import { MentorPageHeader } from '../components/MentorBits';
import { MentorSummary } from '../components/MentorSummary';
import { schedulePath } from '../components/ReferralCard';

const textareaClasses =
  'w-full rounded-field border border-ink-200 bg-surface px-3 py-2 text-sm font-normal text-ink-900 placeholder:text-ink-400 focus-visible:outline-3 focus-visible:outline-brand-500 aria-[invalid=true]:border-danger-500';
type Errors = Partial<Record<'company' | 'targetRole' | 'jobLink' | 'answers' | 'note' | 'form', string>>;

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} role="alert" className="text-caption font-medium text-danger-700">
      {message}
    </p>
  ) : null;
}

/** /assessment/{id}: the student answers the mentor's short assessment and asks for a referral (platform-core §2.9). */
export default function AssessmentPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const { user } = useAuth();
  const { data: mentor, isPending, isError, error } = useReferralMentor(id);
  const send = useRequestReferral(id ?? '');
  const [company, setCompany] = useState('');
  const [targetRole, setTargetRole] = useState('');
  const [jobLink, setJobLink] = useState('');
  const [note, setNote] = useState('');
  const [answers, setAnswers] = useState<string[]>(REFERRAL_QUESTIONS.map(() => ''));
  const [resume, setResume] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [done, setDone] = useState(false);

  const chosenCompany = company || mentor?.referTo[0] || '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { company: chosenCompany, targetRole, jobLink: jobLink.trim(), note, answers, resumeUrl: null };
    const checked = referralRequestBodySchema.safeParse(body);
    if (!checked.success) {
      const next: Errors = {};
      for (const issue of checked.error.issues) {
        const key = issue.path[0] as keyof Errors;
        next[key] ??= key === 'jobLink' ? 'Please enter a valid link starting with https://' : issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      let resumeUrl: string | null = null;
      if (resume) {
        setProgress(0);
        resumeUrl = (await uploadDocuments({ resume }, setProgress)).resumeUrl;
      }
      await send.mutateAsync({ ...checked.data, resumeUrl });
      setDone(true);
    } catch (failure) {
      setErrors({ form: messageFrom(failure, REFERRAL_MESSAGES.requestFailed) });
    } finally {
      setBusy(false);
      setProgress(null);
    }
  };

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <title>Assessment · Campus</title>
      <MentorPageHeader title="Give Assessment" subtitle="Answer a few short questions so the mentor can refer you with confidence." />
      {isPending ? (
        <Skeleton className="h-28" />
      ) : isError || !mentor ? (
        <div role="alert" className="rounded-card bg-surface p-8 text-center ring-1 ring-ink-200">
          <p className="font-semibold text-ink-800">{BOOKING_MESSAGES.noMentorData}</p>
          <p className="mt-1 text-sm text-danger-700">{messageFrom(error, BOOKING_MESSAGES.loadMentorFailed)}</p>
          <Link to="/GetReferalShowAll" className="mt-3 inline-block font-semibold text-brand-700 hover:underline">
            See all referral mentors
          </Link>
        </div>
      ) : (
        <>
          <MentorSummary mentor={mentor} />
          {user?.role !== 'student' ? (
            <FormAlert tone="info">{BOOKING_MESSAGES.studentsOnly}</FormAlert>
          ) : !mentor.acceptsReferrals ? (
            <FormAlert tone="info">{REFERRAL_MESSAGES.notAccepting}</FormAlert>
          ) : (
            <form
              onSubmit={(event) => void submit(event)}
              noValidate
              className="flex flex-col gap-4 rounded-card bg-surface p-5 shadow-card ring-1 ring-ink-200 md:p-6"
            >
              <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                <label className="flex flex-col gap-1.5 text-sm font-semibold text-ink-800">
                  Company
                  <select
                    value={chosenCompany}
                    onChange={(event) => setCompany(event.target.value)}
                    className="h-12 rounded-field border border-ink-200 bg-surface px-3 text-[0.9375rem] font-normal text-ink-900"
                  >
                    {mentor.referTo.map((name) => (
                      <option key={name}>{name}</option>
                    ))}
                  </select>
                  <FieldError id="company-error" message={errors.company} />
                </label>
                <label className="flex flex-col gap-1.5 text-sm font-semibold text-ink-800">
                  Role you want to be referred for
                  <Input
                    value={targetRole}
                    onChange={(event) => setTargetRole(event.target.value)}
                    placeholder="e.g. Software Engineer Intern"
                    aria-invalid={errors.targetRole ? true : undefined}
                    aria-describedby={errors.targetRole ? 'role-error' : undefined}
                  />
                  <FieldError id="role-error" message={errors.targetRole} />
                </label>
              </div>
              <label className="flex flex-col gap-1.5 text-sm font-semibold text-ink-800">
                Job link (optional)
                <Input
                  type="url"
                  value={jobLink}
                  onChange={(event) => setJobLink(event.target.value)}
                  placeholder="https://"
                  aria-invalid={errors.jobLink ? true : undefined}
                  aria-describedby={errors.jobLink ? 'link-error' : undefined}
                />
                <FieldError id="link-error" message={errors.jobLink} />
              </label>
              <fieldset className="flex flex-col gap-3">
                <legend className="mb-1 text-sm font-bold tracking-wide text-ink-800">ASSESSMENT</legend>
                {REFERRAL_QUESTIONS.map((question, index) => (
                  <label key={question} className="flex flex-col gap-1 text-sm font-semibold text-ink-700">
                    {index + 1}. {question}
                    <textarea
                      rows={3}
                      value={answers[index]}
                      onChange={(event) => setAnswers((current) => current.map((answer, i) => (i === index ? event.target.value : answer)))}
                      aria-invalid={errors.answers && !answers[index]!.trim() ? true : undefined}
                      className={textareaClasses}
                    />
                  </label>
                ))}
                <FieldError id="answers-error" message={errors.answers} />
              </fieldset>
              <label className="flex flex-col gap-1 text-sm font-semibold text-ink-700">
                Note for the mentor (optional)
                <textarea rows={2} value={note} onChange={(event) => setNote(event.target.value)} className={textareaClasses} />
              </label>
              <label className="flex flex-col gap-1 text-sm font-semibold text-ink-700">
                Resume (optional)
                <input
                  type="file"
                  accept={MENTORSHIP_DOCUMENT_ACCEPT}
                  onChange={(event) => setResume(event.target.files?.[0] ?? null)}
                  className="text-sm font-normal text-ink-700 file:mr-3 file:rounded-button file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-700"
                />
                <span className="text-caption font-normal text-ink-500">PDF, DOC or DOCX, up to 10 MB</span>
              </label>
              {progress !== null ? (
                <div className="flex flex-col gap-1" aria-live="polite">
                  <span className="text-xs text-ink-600">Uploading resume… {progress}%</span>
                  <progress max={100} value={progress} className="h-2 w-full accent-brand-600" aria-label="Upload progress" />
                </div>
              ) : null}
              {errors.form ? <FormAlert>{errors.form}</FormAlert> : null}
              <div className="flex flex-wrap justify-end gap-2">
                <Link to={schedulePath(mentor.id)} className={buttonClasses({ variant: 'outline' })}>
                  Schedule a call instead
                </Link>
                <Button type="submit" loading={busy}>
                  Send referral request
                </Button>
              </div>
            </form>
          )}
        </>
      )}
      <Popup
        open={done}
        onClose={() => {
          setDone(false);
          void navigate('/GetRfereral');
        }}
        title={BOOKING_MESSAGES.bookSuccessTitle}
        message={REFERRAL_MESSAGES.requestSent}
        actionLabel="Close"
      />
    </div>
  );
}
