import { zodResolver } from '@hookform/resolvers/zod';
import { Lock } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import {
  GENDER_OPTIONS,
  PROFILE_PLACEHOLDER_PASSWORD,
  PROFILE_REDIRECT_DELAY_MS,
  PROFILE_TAGS_MAX,
  PROFILE_TAGS_MIN,
} from '../../../../shared/constants.js';
import {
  profileWizardFormSchema,
  toCompleteProfilePayload,
  WIZARD_STEP_FIELDS,
  WIZARD_STEP_REQUIRED_MESSAGE,
  type ProfileWizardForm,
} from '../../../../shared/contracts/profiles.js';
import { digitsOnly } from '../../../../shared/contracts/profiles.constants.js';
import { PROFILE_MESSAGES, PROFILE_SERVER_MESSAGES } from '../../../../shared/messages.js';
import { INTEREST_SUGGESTIONS, SKILL_SUGGESTIONS } from '../../../../shared/suggestions/index.js';
import { Field, FormAlert, Input, toast } from '../../../components/ui';
import { setSession, useAuth } from '../../../lib/auth';
import { cn } from '../../../lib/cn';
import { isApiError } from '../../../lib/errors';
import { useCheckPhone } from '../api/checkPhone';
import { useCompleteProfile } from '../api/completeProfile';
import { CourseCombobox } from '../components/CourseCombobox';
import { EntryProblem } from '../components/EntryProblem';
import { LocationField } from '../components/LocationField';
import { PhotoStep } from '../components/PhotoStep';
import { TagPicker } from '../components/TagPicker';
import { WizardFrame } from '../components/WizardFrame';
import { WizardNav } from '../components/WizardNav';
import { readEntry, type WizardEntry } from '../lib/entry';
import { completionErrorMessage } from '../lib/messages';
import { suggestedFor } from '../lib/suggest';

const STEP_LABELS = ['About you', 'Your college', 'Interests and skills', 'Profile photo'] as const;
const STEP_SUBTITLES = [
  'Tell us who you are and where you study from.',
  'Your college, semester, course and phone number.',
  'Pick 2 to 5 of each, so mentors and classmates can find you.',
  'Add a friendly photo. We resize it for you.',
] as const;

type WizardField = keyof ProfileWizardForm;
type Field = WizardField;

/** Where each field of the server's payload lives in the wizard. */
const SERVER_FIELDS: Record<string, { field: WizardField; step: number }> = {
  username: { field: 'username', step: 0 },
  Gender: { field: 'gender', step: 0 },
  location: { field: 'location', step: 0 },
  college: { field: 'college', step: 1 },
  Semester: { field: 'semester', step: 1 },
  degree: { field: 'course', step: 1 },
  workorProject: { field: 'phone', step: 1 },
  Interests: { field: 'interests', step: 2 },
  Skills: { field: 'skills', step: 2 },
  profilePictureBase64: { field: 'photo', step: 3 },
};
const CONFLICT_FIELDS: Record<string, { field: WizardField; step: number }> = {
  USERNAME_TAKEN: { field: 'username', step: 0 },
  PHONE_TAKEN: { field: 'phone', step: 1 },
};

const GENDER_LABEL: Record<(typeof GENDER_OPTIONS)[number], string> = { male: 'Male', female: 'Female', other: 'Other' };

/**
 * /AfterOtpSection1: the student profile-completion wizard (spec §2.4a). Four steps, forward only when
 * the step validates, every message of §5; Finish sends the spec's payload and signs the student in.
 */
export default function ProfileWizardPage() {
  const location = useLocation();
  const auth = useAuth();
  const result = readEntry(location.state, auth);
  if (result.kind === 'missing') return <EntryProblem message={PROFILE_MESSAGES.missingData} />;
  if (result.kind === 'noUser') return <EntryProblem message={PROFILE_MESSAGES.sessionNotFoundSignup} />;
  return <Wizard entry={result.entry} />;
}

function Wizard({ entry }: { entry: WizardEntry }) {
  const id = useId();
  const navigate = useNavigate();
  const auth = useAuth();
  const complete = useCompleteProfile();
  const checkPhone = useCheckPhone();
  const [step, setStep] = useState(0);
  const [stepMessage, setStepMessage] = useState<string | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const lockedUsername = Boolean(entry.username);

  const form = useForm<ProfileWizardForm>({
    resolver: zodResolver(profileWizardFormSchema),
    defaultValues: {
      username: entry.username ?? '',
      gender: '',
      location: '',
      college: '',
      semester: '1',
      course: '',
      phone: '',
      interests: [],
      skills: [],
      photo: '',
    },
  });
  const { errors } = form.formState;
  const requiredMessage: string = WIZARD_STEP_REQUIRED_MESSAGE[step] ?? '';

  /** A field's own message (shown next to it); the step's "required" sentence shows once, above. */
  const fieldError = (name: WizardField) => {
    const message = errors[name]?.message;
    return message && message !== requiredMessage ? message : undefined;
  };
  const invalid = (name: WizardField) => Boolean(errors[name]);
  /** Once a field with an error changes, it is checked again: the message goes as soon as the field is right. */
  const clear = (name: WizardField) => {
    setSubmitError(null);
    if (errors[name]) void form.trigger(name);
  };
  const stepFields: readonly Field[] = WIZARD_STEP_FIELDS[step] ?? [];
  // The step's "required" sentence stays only while one of its fields is still wrong.
  const shownStepMessage = stepMessage && stepFields.some((name) => errors[name]) ? stepMessage : null;

  async function goForward(event?: FormEvent) {
    event?.preventDefault();
    setSubmitError(null);
    const fields = stepFields;
    const valid = await form.trigger([...fields]);
    if (!valid) {
      const messages = fields
        .map((name) => form.getFieldState(name).error?.message)
        .filter((message): message is string => Boolean(message));
      setStepMessage(messages.includes(requiredMessage) ? requiredMessage : null);
      const firstInvalid = fields.find((name) => form.getFieldState(name).error);
      if (firstInvalid && firstInvalid !== 'photo' && firstInvalid !== 'gender') form.setFocus(firstInvalid);
      return;
    }
    setStepMessage(null);
    if (step === 1 && !(await phoneIsFree())) return;
    if (step < 3) {
      setStep(step + 1);
      return;
    }
    await submit();
  }

  /** Step 2 asks the server whether another account holds the phone, rather than learning it at Finish. */
  async function phoneIsFree(): Promise<boolean> {
    try {
      const answer = await checkPhone.mutateAsync({ phone: form.getValues('phone'), auth: { tempToken: onboardingToken() } });
      if (answer.available) return true;
      form.setError('phone', { message: answer.message });
      form.setFocus('phone');
      return false;
    } catch (error) {
      // The check is a courtesy: when it cannot answer, Finish still checks.
      if (isApiError(error) && error.status === 429) setSubmitError(error.message);
      return !(isApiError(error) && error.status === 429);
    }
  }

  function onboardingToken(): string | null {
    return entry.tempToken ?? (auth.pendingUser?.id === entry.userId ? auth.tempToken : null);
  }

  async function submit() {
    const tempToken = onboardingToken();
    if (!tempToken && auth.status !== 'authed') {
      setSubmitError(PROFILE_MESSAGES.sessionNotFoundLogin);
      return;
    }
    const payload = toCompleteProfilePayload(form.getValues(), entry.email, PROFILE_PLACEHOLDER_PASSWORD);
    try {
      const session = await complete.mutateAsync({ body: payload, auth: { tempToken } });
      setDone(true);
      toast({ title: PROFILE_SERVER_MESSAGES.completed, description: 'Welcome to Campus!', tone: 'success' });
      window.setTimeout(() => {
        setSession(session);
        void navigate('/view', { state: { userId: session.user.id } });
      }, PROFILE_REDIRECT_DELAY_MS);
    } catch (error) {
      // A field the server refused goes back to its step, with the server's sentence next to it.
      const target = isApiError(error)
        ? (CONFLICT_FIELDS[error.code] ?? Object.entries(SERVER_FIELDS).find(([name]) => error.fields?.[name])?.[1])
        : undefined;
      if (target && isApiError(error)) {
        form.setError(target.field, { message: error.message });
        setStep(target.step);
      }
      setSubmitError(completionErrorMessage(error));
    }
  }

  const course = useWatch({ control: form.control, name: 'course' });
  const username = useWatch({ control: form.control, name: 'username' });
  const gender = useWatch({ control: form.control, name: 'gender' });
  const saving = complete.isPending || done;

  return (
    <WizardFrame
      eyebrow="Complete your profile"
      title={STEP_LABELS[step] ?? ''}
      subtitle={STEP_SUBTITLES[step]}
      step={step}
      stepLabels={STEP_LABELS}
    >
      <title>{`Complete your profile (${step + 1}/4) · Campus`}</title>
      <form noValidate onSubmit={(event) => void goForward(event)} className="flex flex-col gap-5">
        {shownStepMessage ? <FormAlert>{shownStepMessage}</FormAlert> : null}
        {submitError ? <FormAlert>{submitError}</FormAlert> : null}

        {step === 0 ? (
          <>
            <Field
              id={`${id}-username`}
              label="Username"
              error={fieldError('username')}
              hint={lockedUsername ? 'Chosen when you signed up.' : '3 to 30 letters, numbers, dots or underscores.'}
            >
              {(control) => (
                <div className="relative">
                  <Input
                    {...control}
                    {...form.register('username', { onChange: () => clear('username') })}
                    aria-invalid={invalid('username') || undefined}
                    readOnly={lockedUsername}
                    autoComplete="username"
                    autoCapitalize="none"
                    spellCheck={false}
                    placeholder="e.g. priya_sharma"
                    className={cn(lockedUsername && 'bg-ink-50 pr-11 text-ink-600')}
                  />
                  {lockedUsername ? (
                    <Lock className="absolute top-1/2 right-4 size-4 -translate-y-1/2 text-ink-400" aria-label="Locked" />
                  ) : null}
                </div>
              )}
            </Field>

            <fieldset className="flex flex-col gap-1.5" aria-invalid={invalid('gender') || undefined}>
              <legend className="mb-1.5 text-sm font-semibold text-ink-800">Gender</legend>
              <div className="grid grid-cols-3 gap-2">
                {GENDER_OPTIONS.map((option) => (
                  <label
                    key={option}
                    className={cn(
                      'flex h-11 cursor-pointer items-center justify-center rounded-field border text-sm font-semibold transition-colors',
                      'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500',
                      gender === option
                        ? 'border-brand-500 bg-brand-50 text-brand-800'
                        : invalid('gender')
                          ? 'border-danger-600 bg-surface text-ink-700'
                          : 'border-ink-200 bg-surface text-ink-700 hover:border-ink-300',
                    )}
                  >
                    <input
                      type="radio"
                      value={option}
                      className="sr-only"
                      {...form.register('gender', { onChange: () => clear('gender') })}
                    />
                    {GENDER_LABEL[option]}
                  </label>
                ))}
              </div>
              {fieldError('gender') ? (
                <p role="alert" className="text-caption font-medium text-danger-700">
                  {fieldError('gender')}
                </p>
              ) : null}
            </fieldset>

            <Field id={`${id}-location`} label="Location" error={fieldError('location')}>
              {(control) => (
                <Controller
                  control={form.control}
                  name="location"
                  render={({ field }) => (
                    <LocationField
                      id={control.id}
                      name={field.name}
                      ref={field.ref}
                      value={field.value}
                      onChange={(value) => {
                        field.onChange(value);
                        clear('location');
                      }}
                      onBlur={field.onBlur}
                      describedBy={control['aria-describedby']}
                      invalid={invalid('location')}
                    />
                  )}
                />
              )}
            </Field>
          </>
        ) : null}

        {step === 1 ? (
          <>
            <Field id={`${id}-college`} label="College" error={fieldError('college')}>
              {(control) => (
                <Input
                  {...control}
                  {...form.register('college', { onChange: () => clear('college') })}
                  aria-invalid={invalid('college') || undefined}
                  autoComplete="organization"
                  placeholder="e.g. Delhi Technological University"
                />
              )}
            </Field>
            <div className="grid gap-5 sm:grid-cols-[9rem_minmax(0,1fr)]">
              <Field id={`${id}-semester`} label="Semester" error={fieldError('semester')}>
                {(control) => (
                  <Input
                    {...control}
                    {...form.register('semester', { onChange: () => clear('semester') })}
                    aria-invalid={invalid('semester') || undefined}
                    inputMode="numeric"
                    placeholder="e.g. 3"
                  />
                )}
              </Field>
              <Field id={`${id}-course`} label="Course" error={fieldError('course')} hint="Search the list, or type your own course.">
                {(control) => (
                  <Controller
                    control={form.control}
                    name="course"
                    render={({ field }) => (
                      <CourseCombobox
                        id={control.id}
                        value={field.value}
                        onChange={(text) => {
                          field.onChange(text);
                          clear('course');
                        }}
                        onChoose={(chosen) => {
                          field.onChange(chosen);
                          clear('course');
                          // Spec §4: choosing a course clears the selected interests and skills.
                          form.setValue('interests', []);
                          form.setValue('skills', []);
                        }}
                        onBlur={field.onBlur}
                        describedBy={control['aria-describedby']}
                        invalid={invalid('course')}
                      />
                    )}
                  />
                )}
              </Field>
            </div>
            <Field id={`${id}-phone`} label="Phone number" error={fieldError('phone')} hint="10 digits, without +91.">
              {(control) => (
                <Controller
                  control={form.control}
                  name="phone"
                  render={({ field }) => (
                    <div className="flex">
                      <span className="inline-flex h-12 items-center rounded-l-field border border-r-0 border-ink-200 bg-ink-50 px-3 text-sm font-semibold text-ink-600">
                        +91
                      </span>
                      <Input
                        {...control}
                        ref={field.ref}
                        name={field.name}
                        value={field.value}
                        onBlur={field.onBlur}
                        onChange={(event) => {
                          // Spec §5: non-digits are stripped while typing.
                          field.onChange(digitsOnly(event.target.value));
                          clear('phone');
                        }}
                        aria-invalid={invalid('phone') || undefined}
                        type="tel"
                        inputMode="numeric"
                        autoComplete="tel-national"
                        placeholder="98765 43210"
                        className="rounded-l-none"
                      />
                    </div>
                  )}
                />
              )}
            </Field>
          </>
        ) : null}

        {step === 2 ? (
          <>
            <Controller
              control={form.control}
              name="interests"
              render={({ field }) => (
                <TagPicker
                  id={`${id}-interests`}
                  label="Interests"
                  noun="topic"
                  value={field.value}
                  onChange={(next) => {
                    field.onChange(next);
                    clear('interests');
                  }}
                  suggestions={INTEREST_SUGGESTIONS}
                  quickPicks={suggestedFor(course, 'interests')}
                  min={PROFILE_TAGS_MIN}
                  max={PROFILE_TAGS_MAX}
                  invalid={invalid('interests')}
                />
              )}
            />
            <Controller
              control={form.control}
              name="skills"
              render={({ field }) => (
                <TagPicker
                  id={`${id}-skills`}
                  label="Skills"
                  noun="skill"
                  value={field.value}
                  onChange={(next) => {
                    field.onChange(next);
                    clear('skills');
                  }}
                  suggestions={SKILL_SUGGESTIONS}
                  quickPicks={suggestedFor(course, 'skills')}
                  min={PROFILE_TAGS_MIN}
                  max={PROFILE_TAGS_MAX}
                  invalid={invalid('skills')}
                />
              )}
            />
            {fieldError('interests') || fieldError('skills') ? (
              <p role="alert" className="text-caption font-medium text-danger-700">
                {fieldError('interests') ?? fieldError('skills')}
              </p>
            ) : null}
          </>
        ) : null}

        {step === 3 ? (
          <PhotoStep control={form.control} name="photo" personName={username} invalid={invalid('photo')} onPicked={() => clear('photo')} />
        ) : null}

        <WizardNav
          step={step}
          lastStep={3}
          saving={saving}
          savingLabel="Saving your profile..."
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
