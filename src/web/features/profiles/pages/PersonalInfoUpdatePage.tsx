import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { GENDER_OPTIONS, PROFILE_TAGS_MAX, PROFILE_TAGS_MIN } from '../../../../shared/constants.js';
import {
  personalInfoFormSchema,
  personalInfoFromProfile,
  toUpdateProfileRequest,
  type PersonalInfoForm,
  type UserProfile,
} from '../../../../shared/contracts/profiles.js';
import { digitsOnly } from '../../../../shared/contracts/profiles.constants.js';
import { PROFILE_MESSAGES, PROFILE_SERVER_MESSAGES } from '../../../../shared/messages.js';
import { INTEREST_SUGGESTIONS, SKILL_SUGGESTIONS } from '../../../../shared/suggestions/index.js';
import { Button, buttonClasses, Field, FormAlert, Input, inputClasses, Skeleton, StatusPanel, toast } from '../../../components/ui';
import { useAuth } from '../../../lib/auth';
import { cn } from '../../../lib/cn';
import { isApiError, messageFrom } from '../../../lib/errors';
import { useProfile } from '../api/getProfile';
import { useUpdateProfile } from '../api/updateProfile';
import { CourseCombobox } from '../components/CourseCombobox';
import { LocationField } from '../components/LocationField';
import { NotAllowed } from '../components/NotAllowed';
import { PhotoPicker } from '../components/PhotoPicker';
import { ProfilePhoto } from '../components/ProfilePhoto';
import { TagPicker } from '../components/TagPicker';
import { dataUrlToBlob } from '../lib/image';
import { suggestedFor } from '../lib/suggest';

type EditorField = keyof PersonalInfoForm;

/** Server field names of PATCH /users/profile mapped to the editor's inputs. */
const SERVER_FIELDS: Record<string, EditorField> = {
  firstName: 'firstName',
  lastName: 'lastName',
  username: 'username',
  gender: 'gender',
  location: 'location',
  college: 'college',
  semester: 'semester',
  degree: 'course',
  phone: 'phone',
  headline: 'headline',
  about: 'about',
  Skills: 'skills',
  Interests: 'interests',
};
const CONFLICT_FIELDS: Record<string, EditorField> = { USERNAME_TAKEN: 'username', PHONE_TAKEN: 'phone' };

const GENDER_LABEL: Record<(typeof GENDER_OPTIONS)[number], string> = { male: 'Male', female: 'Female', other: 'Other' };

function EditorSkeleton() {
  return (
    <div className="rounded-panel bg-surface p-6 shadow-card ring-1 ring-ink-200 md:p-8" role="status">
      <span className="sr-only">Loading...</span>
      <Skeleton className="mx-auto size-36 rounded-full" />
      <div className="mt-8 grid grid-cols-1 gap-5 sm:grid-cols-2">
        {Array.from({ length: 8 }, (_, index) => (
          <div key={index}>
            <Skeleton className="h-4 w-24" />
            <Skeleton className="mt-2 h-12" />
          </div>
        ))}
      </div>
    </div>
  );
}

function Editor({ profile }: { profile: UserProfile }) {
  const id = useId();
  const update = useUpdateProfile();
  const [photo, setPhoto] = useState<string>(profile.profilePictureUrl ?? '');
  const [photoChanged, setPhotoChanged] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<PersonalInfoForm>({
    resolver: zodResolver(personalInfoFormSchema),
    defaultValues: personalInfoFromProfile(profile),
  });
  const { errors, isDirty } = form.formState;
  const course = useWatch({ control: form.control, name: 'course' });
  const firstName = useWatch({ control: form.control, name: 'firstName' });
  const lastName = useWatch({ control: form.control, name: 'lastName' });
  const name = `${firstName} ${lastName}`.trim() || profile.username || '';

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const saved = await update.mutateAsync({
        body: toUpdateProfileRequest(values),
        ...(photoChanged && photo.startsWith('data:') ? { picture: dataUrlToBlob(photo) } : {}),
      });
      form.reset(personalInfoFromProfile(saved));
      setPhoto(saved.profilePictureUrl ?? '');
      setPhotoChanged(false);
      toast({ title: PROFILE_SERVER_MESSAGES.updated, tone: 'success' });
    } catch (error) {
      if (isApiError(error)) {
        const conflict = CONFLICT_FIELDS[error.code];
        if (conflict) form.setError(conflict, { message: error.message });
        for (const [field, messages] of Object.entries(error.fields ?? {})) {
          const target = SERVER_FIELDS[field];
          if (target && messages[0]) form.setError(target, { message: messages[0] });
        }
      }
      setServerError(messageFrom(error, 'Your profile could not be saved. Please try again.'));
    }
  });

  const text = (name: EditorField, label: string, options: { placeholder?: string; autoComplete?: string; hint?: string } = {}) => (
    <Field id={`${id}-${name}`} label={label} error={errors[name]?.message} hint={options.hint}>
      {(control) => (
        <Input
          {...control}
          {...form.register(name)}
          {...(options.placeholder ? { placeholder: options.placeholder } : {})}
          {...(options.autoComplete ? { autoComplete: options.autoComplete } : {})}
        />
      )}
    </Field>
  );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-6">
      {serverError ? <FormAlert>{serverError}</FormAlert> : null}

      <section className="rounded-panel bg-surface p-5 shadow-card ring-1 ring-ink-200 md:p-8" aria-labelledby={`${id}-photo-title`}>
        <h2 id={`${id}-photo-title`} className="mb-5 text-heading text-ink-900">
          Photo
        </h2>
        <PhotoPicker
          value={photo}
          onChange={(dataUrl) => {
            setPhoto(dataUrl);
            setPhotoChanged(true);
          }}
          fallback={<ProfilePhoto name={name} src={null} className="size-full text-4xl" />}
        />
      </section>

      <section className="rounded-panel bg-surface p-5 shadow-card ring-1 ring-ink-200 md:p-8" aria-labelledby={`${id}-basics`}>
        <h2 id={`${id}-basics`} className="mb-5 text-heading text-ink-900">
          Basic details
        </h2>
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          {text('firstName', 'First name', { autoComplete: 'given-name' })}
          {text('lastName', 'Last name', { autoComplete: 'family-name' })}
          {text('username', 'Username', { autoComplete: 'username', hint: '3 to 30 letters, numbers, dots or underscores.' })}
          <Field id={`${id}-gender`} label="Gender" error={errors.gender?.message}>
            {(control) => (
              <select {...control} {...form.register('gender')} className={inputClasses}>
                <option value="">Prefer not to say</option>
                {GENDER_OPTIONS.map((option) => (
                  <option key={option} value={option}>
                    {GENDER_LABEL[option]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <div className="sm:col-span-2">{text('headline', 'Headline', { placeholder: 'e.g. Aspiring data analyst' })}</div>
          <div className="sm:col-span-2">
            <Field id={`${id}-location`} label="Location" error={errors.location?.message}>
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
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      describedBy={control['aria-describedby']}
                      invalid={control['aria-invalid']}
                    />
                  )}
                />
              )}
            </Field>
          </div>
          <div className="sm:col-span-2">
            <Field id={`${id}-about`} label="About" error={errors.about?.message}>
              {(control) => (
                <textarea
                  {...control}
                  {...form.register('about')}
                  rows={5}
                  placeholder="A few words about you."
                  className={cn(inputClasses, 'h-auto min-h-32 resize-y py-3 leading-relaxed')}
                />
              )}
            </Field>
          </div>
        </div>
      </section>

      <section className="rounded-panel bg-surface p-5 shadow-card ring-1 ring-ink-200 md:p-8" aria-labelledby={`${id}-study`}>
        <h2 id={`${id}-study`} className="mb-5 text-heading text-ink-900">
          College and contact
        </h2>
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <div className="sm:col-span-2">{text('college', 'College', { autoComplete: 'organization' })}</div>
          <Field id={`${id}-course`} label="Course" error={errors.course?.message}>
            {(control) => (
              <Controller
                control={form.control}
                name="course"
                render={({ field }) => (
                  <CourseCombobox
                    id={control.id}
                    value={field.value}
                    onChange={field.onChange}
                    onChoose={field.onChange}
                    onBlur={field.onBlur}
                    describedBy={control['aria-describedby']}
                    invalid={control['aria-invalid']}
                  />
                )}
              />
            )}
          </Field>
          {text('semester', 'Semester', { placeholder: 'e.g. 3' })}
          <Field
            id={`${id}-phone`}
            label="Phone number"
            error={errors.phone?.message}
            hint="10 digits. Also lets you log in with your phone."
          >
            {(control) => (
              <Controller
                control={form.control}
                name="phone"
                render={({ field }) => (
                  <Input
                    {...control}
                    ref={field.ref}
                    name={field.name}
                    value={field.value}
                    onBlur={field.onBlur}
                    onChange={(event) => field.onChange(digitsOnly(event.target.value))}
                    type="tel"
                    inputMode="numeric"
                    autoComplete="tel-national"
                  />
                )}
              />
            )}
          </Field>
          {profile.email ? (
            <Field id={`${id}-email`} label="Email" hint="Your login email cannot be changed here.">
              {(control) => <Input {...control} value={profile.email ?? ''} readOnly className="bg-ink-50 text-ink-600" />}
            </Field>
          ) : null}
        </div>
      </section>

      <section
        className="flex flex-col gap-6 rounded-panel bg-surface p-5 shadow-card ring-1 ring-ink-200 md:p-8"
        aria-labelledby={`${id}-tags`}
      >
        <h2 id={`${id}-tags`} className="text-heading text-ink-900">
          Interests and skills
        </h2>
        <Controller
          control={form.control}
          name="interests"
          render={({ field }) => (
            <TagPicker
              id={`${id}-interests`}
              label="Interests"
              noun="topic"
              value={field.value}
              onChange={field.onChange}
              suggestions={INTEREST_SUGGESTIONS}
              quickPicks={suggestedFor(course, 'interests')}
              min={PROFILE_TAGS_MIN}
              max={PROFILE_TAGS_MAX}
              invalid={Boolean(errors.interests)}
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
              onChange={field.onChange}
              suggestions={SKILL_SUGGESTIONS}
              quickPicks={suggestedFor(course, 'skills')}
              min={PROFILE_TAGS_MIN}
              max={PROFILE_TAGS_MAX}
              invalid={Boolean(errors.skills)}
            />
          )}
        />
        {errors.interests?.message || errors.skills?.message ? (
          <p role="alert" className="text-caption font-medium text-danger-700">
            {errors.interests?.message ?? errors.skills?.message}
          </p>
        ) : null}
      </section>

      <div className="sticky bottom-clear z-10 flex flex-wrap items-center justify-end gap-3 rounded-card bg-surface/95 p-3 shadow-lifted ring-1 ring-ink-200 backdrop-blur">
        <Link to="/self-profile" className={buttonClasses({ variant: 'ghost' })}>
          Cancel
        </Link>
        <Button type="submit" loading={update.isPending} disabled={!isDirty && !photoChanged}>
          {update.isPending ? 'Saving...' : 'Save changes'}
        </Button>
      </div>
    </form>
  );
}

/**
 * /PersonalInfoUpdate/{userId}: the owner's editor for their personal information (PATCH /users/profile).
 * Someone else's id shows a "not allowed" page; the server refuses such a change too.
 */
export default function PersonalInfoUpdatePage() {
  const { userId } = useParams();
  const { user } = useAuth();
  const isOwner = Boolean(user && userId === user.id);
  const query = useProfile();

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <title>Personal information · Campus</title>
      {!user || !isOwner ? (
        <NotAllowed ownHref={`/PersonalInfoUpdate/${user?.id ?? ''}`} />
      ) : (
        <>
          <header className="flex flex-col gap-2">
            <Link
              to={`/ProfileEditSection/${user.id}`}
              className="inline-flex w-fit items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
            >
              <ArrowLeft className="size-4" aria-hidden="true" /> Edit profile
            </Link>
            <h1 className="text-title text-ink-900">Personal information</h1>
            <p className="text-ink-600">Keep your details up to date. Only you can change them.</p>
          </header>
          {query.isPending ? (
            <EditorSkeleton />
          ) : query.isError ? (
            <StatusPanel
              eyebrow="Profile"
              title="We could not load your details"
              actions={
                <Button
                  onClick={() => void query.refetch()}
                  loading={query.isFetching}
                  icon={<RefreshCw className="size-4" aria-hidden="true" />}
                >
                  Retry
                </Button>
              }
            >
              <p role="alert">{messageFrom(query.error, PROFILE_MESSAGES.profileLoadFailed)}</p>
            </StatusPanel>
          ) : (
            <Editor profile={query.data} />
          )}
        </>
      )}
    </div>
  );
}
