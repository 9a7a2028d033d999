import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState, type FormEvent } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { MENTOR_TAGS_MAX, MENTOR_TAGS_MIN, PROFILE_REDIRECT_DELAY_MS } from '../../../../shared/constants.js';
import { MENTOR_STEP_FIELDS, mentorProfileRequestSchema, type MentorProfileRequest } from '../../../../shared/contracts/profiles.js';
import { PROFILE_MESSAGES } from '../../../../shared/messages.js';
import { EXPERTISE_SUGGESTIONS, FOCUS_AREA_SUGGESTIONS } from '../../../../shared/suggestions/index.js';
import { Field, FormAlert, Input, inputClasses, toast } from '../../../components/ui';
import { setSession, useAuth } from '../../../lib/auth';
import { cn } from '../../../lib/cn';
import { isApiError } from '../../../lib/errors';
import { useSaveMentorProfile } from '../api/saveMentorProfile';
import { EntryProblem } from '../components/EntryProblem';
import { PhotoStep } from '../components/PhotoStep';
import { TagPicker } from '../components/TagPicker';
import { WizardFrame } from '../components/WizardFrame';
import { WizardNav } from '../components/WizardNav';
import { completionErrorMessage } from '../lib/messages';

const STEP_LABELS = ['About you', 'Your work', 'Focus and expertise', 'Profile photo'] as const;
const STEP_SUBTITLES = [
  'How students will know you.',
  'Where you work, your program and your LinkedIn profile.',
  'What students can come to you for.',
  'So mentees recognise you on a call.',
] as const;
/** Steps 1 to 3 say "All fields are required"; the last step names the photo too (spec §5). */
const REQUIRED_MESSAGE = [
  PROFILE_MESSAGES.allFieldsRequired,
  PROFILE_MESSAGES.allFieldsRequired,
  PROFILE_MESSAGES.allFieldsRequired,
  PROFILE_MESSAGES.mentorFieldsMissing,
] as const;

type MentorField = keyof MentorProfileRequest;
type Field = MentorField;
const FIELD_STEP: Record<string, number> = Object.fromEntries(
  MENTOR_STEP_FIELDS.flatMap((fields, step) => fields.map((field) => [field, step])),
);

const textareaClasses = cn(inputClasses, 'h-auto min-h-32 resize-y py-3 leading-relaxed');

interface MentorEntry {
  tempToken: string | null;
}

function readMentorEntry(state: unknown): MentorEntry {
  const record = typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : null;
  const token = record?.tempToken;
  return { tempToken: typeof token === 'string' && token ? token : null };
}

/**
 * /MentorAfterOtpSection: the mentor profile setup (spec §2.5) in four steps. Finish saves the profile
 * on the server (unlike the spec's original), then "Profile setup completed!" and /view.
 */
export default function MentorSetupPage() {
  const location = useLocation();
  const auth = useAuth();
  const entry = readMentorEntry(location.state);
  const signedInMentor = auth.status === 'authed' && auth.user?.role === 'mentor';
  // Like the student wizard: only the OTP step's session (or a signed-in mentor finishing later) opens the form.
  if (!entry.tempToken && !auth.tempToken && !signedInMentor) {
    return <EntryProblem message={PROFILE_MESSAGES.missingData} variant="mentor" />;
  }
  return <MentorSetup entry={entry} />;
}

function MentorSetup({ entry }: { entry: MentorEntry }) {
  const id = useId();
  const navigate = useNavigate();
  const auth = useAuth();
  const save = useSaveMentorProfile();
  const [step, setStep] = useState(0);
  const [stepMessage, setStepMessage] = useState<string | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  const form = useForm<MentorProfileRequest>({
    resolver: zodResolver(mentorProfileRequestSchema),
    defaultValues: {
      fullName: '',
      headline: '',
      about: '',
      company: '',
      program: '',
      linkedinUrl: '',
      functionalFocusArea: [],
      areaOfExpertise: [],
      profilePictureBase64: '',
    },
  });
  const { errors } = form.formState;
  const requiredMessage: string = REQUIRED_MESSAGE[step] ?? '';
  const fieldError = (name: MentorField) => {
    const message = errors[name]?.message;
    return message && message !== requiredMessage && message !== PROFILE_MESSAGES.allFieldsRequired ? message : undefined;
  };
  const invalid = (name: MentorField) => Boolean(errors[name]);
  const clear = (name: MentorField) => {
    if (errors[name]) form.clearErrors(name);
  };

  async function goForward(event?: FormEvent) {
    event?.preventDefault();
    setSubmitError(null);
    const fields: readonly Field[] = MENTOR_STEP_FIELDS[step] ?? [];
    if (step === 3) {
      await finish();
      return;
    }
    const valid = await form.trigger([...fields]);
    if (!valid) {
      const messages = fields.map((name) => form.getFieldState(name).error?.message);
      setStepMessage(messages.includes(requiredMessage) ? requiredMessage : null);
      const firstInvalid = fields.find((name) => form.getFieldState(name).error);
      if (firstInvalid) form.setFocus(firstInvalid);
      return;
    }
    setStepMessage(null);
    setStep(step + 1);
  }

  async function finish() {
    const tempToken = entry.tempToken ?? auth.tempToken;
    if (!tempToken && auth.status !== 'authed') {
      setStepMessage(null);
      setSubmitError(PROFILE_MESSAGES.mentorTokenMissing);
      return;
    }
    // The final step needs every earlier field and a photo.
    if (!(await form.trigger())) {
      setStepMessage(PROFILE_MESSAGES.mentorFieldsMissing);
      return;
    }
    setStepMessage(null);
    try {
      const session = await save.mutateAsync({
        body: form.getValues(),
        tempToken: auth.status === 'authed' && !entry.tempToken ? null : tempToken,
      });
      setDone(true);
      toast({ title: PROFILE_MESSAGES.mentorSetupCompleted, tone: 'success' });
      window.setTimeout(() => {
        setSession(session);
        void navigate('/view', { state: { userId: session.user.id } });
      }, PROFILE_REDIRECT_DELAY_MS);
    } catch (error) {
      if (isApiError(error) && error.fields) {
        const [name] = Object.keys(error.fields);
        if (name && FIELD_STEP[name] !== undefined) {
          form.setError(name as MentorField, { message: error.fields[name]?.[0] ?? error.message });
          setStep(FIELD_STEP[name]!);
        }
      }
      setSubmitError(completionErrorMessage(error, 'Profile setup failed. Please try again.'));
    }
  }

  const saving = save.isPending || done;
  const fullName = useWatch({ control: form.control, name: 'fullName' });

  return (
    <WizardFrame
      eyebrow="Mentor profile setup"
      title={STEP_LABELS[step] ?? ''}
      subtitle={STEP_SUBTITLES[step]}
      step={step}
      stepLabels={STEP_LABELS}
    >
      <title>{`Mentor profile setup (${step + 1}/4) · Campus`}</title>
      <form noValidate onSubmit={(event) => void goForward(event)} className="flex flex-col gap-5">
        {stepMessage ? <FormAlert>{stepMessage}</FormAlert> : null}
        {submitError ? <FormAlert>{submitError}</FormAlert> : null}

        {step === 0 ? (
          <>
            <Field id={`${id}-fullName`} label="Full Name" error={fieldError('fullName')}>
              {(control) => (
                <Input
                  {...control}
                  {...form.register('fullName', { onChange: () => clear('fullName') })}
                  aria-invalid={invalid('fullName') || undefined}
                  autoComplete="name"
                  placeholder="e.g. Priya Nair"
                />
              )}
            </Field>
            <Field id={`${id}-headline`} label="Headline" error={fieldError('headline')}>
              {(control) => (
                <Input
                  {...control}
                  {...form.register('headline', { onChange: () => clear('headline') })}
                  aria-invalid={invalid('headline') || undefined}
                  autoComplete="organization-title"
                  placeholder="e.g. Senior Software Engineer"
                />
              )}
            </Field>
            <Field
              id={`${id}-about`}
              label="About"
              error={fieldError('about')}
              hint="Start with your years of experience, e.g. “8 years in backend engineering...”."
            >
              {(control) => (
                <textarea
                  {...control}
                  {...form.register('about', { onChange: () => clear('about') })}
                  aria-invalid={invalid('about') || undefined}
                  rows={5}
                  placeholder="Your experience, and how you like to help students."
                  className={textareaClasses}
                />
              )}
            </Field>
          </>
        ) : null}

        {step === 1 ? (
          <>
            <Field id={`${id}-company`} label="Company" error={fieldError('company')}>
              {(control) => (
                <Input
                  {...control}
                  {...form.register('company', { onChange: () => clear('company') })}
                  aria-invalid={invalid('company') || undefined}
                  autoComplete="organization"
                  placeholder="e.g. Flipkart"
                />
              )}
            </Field>
            <Field
              id={`${id}-program`}
              label="Program"
              error={fieldError('program')}
              hint="The mentorship you offer, e.g. “Backend Interview Prep”."
            >
              {(control) => (
                <Input
                  {...control}
                  {...form.register('program', { onChange: () => clear('program') })}
                  aria-invalid={invalid('program') || undefined}
                  placeholder="e.g. From Campus to SDE-1"
                />
              )}
            </Field>
            <Field id={`${id}-linkedin`} label="LinkedIn Profile" error={fieldError('linkedinUrl')}>
              {(control) => (
                <Input
                  {...control}
                  {...form.register('linkedinUrl', { onChange: () => clear('linkedinUrl') })}
                  aria-invalid={invalid('linkedinUrl') || undefined}
                  type="url"
                  inputMode="url"
                  autoCapitalize="none"
                  spellCheck={false}
                  placeholder="https://www.linkedin.com/in/your-name"
                />
              )}
            </Field>
          </>
        ) : null}

        {step === 2 ? (
          <>
            <Controller
              control={form.control}
              name="functionalFocusArea"
              render={({ field }) => (
                <TagPicker
                  id={`${id}-focus`}
                  label="Functional Focus Area"
                  noun="focus area"
                  value={field.value}
                  onChange={(next) => {
                    field.onChange(next);
                    clear('functionalFocusArea');
                  }}
                  suggestions={FOCUS_AREA_SUGGESTIONS}
                  quickPicks={FOCUS_AREA_SUGGESTIONS.slice(0, 6)}
                  min={MENTOR_TAGS_MIN}
                  max={MENTOR_TAGS_MAX}
                  invalid={invalid('functionalFocusArea')}
                />
              )}
            />
            <Controller
              control={form.control}
              name="areaOfExpertise"
              render={({ field }) => (
                <TagPicker
                  id={`${id}-expertise`}
                  label="Area of Expertise"
                  noun="area of expertise"
                  value={field.value}
                  onChange={(next) => {
                    field.onChange(next);
                    clear('areaOfExpertise');
                  }}
                  suggestions={EXPERTISE_SUGGESTIONS}
                  quickPicks={EXPERTISE_SUGGESTIONS.slice(0, 6)}
                  min={MENTOR_TAGS_MIN}
                  max={MENTOR_TAGS_MAX}
                  invalid={invalid('areaOfExpertise')}
                />
              )}
            />
          </>
        ) : null}

        {step === 3 ? (
          <PhotoStep
            control={form.control}
            name="profilePictureBase64"
            personName={fullName}
            invalid={invalid('profilePictureBase64')}
            onPicked={() => clear('profilePictureBase64')}
          />
        ) : null}

        <WizardNav
          step={step}
          lastStep={3}
          saving={saving}
          savingLabel="Saving..."
          onBack={() => {
            setStepMessage(null);
            setSubmitError(null);
            setStep(step - 1);
          }}
        />
      </form>
    </WizardFrame>
  );
}
