import { zodResolver } from '@hookform/resolvers/zod';
import { useId, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { JOB_TYPES } from '../../../../shared/contracts/careers.constants.js';
import { Button, Field, FormAlert, Input, inputClasses, RichTextEditor } from '../../../components/ui';
import { cn } from '../../../lib/cn';
import { isApiError, messageFrom } from '../../../lib/errors';
import { jobTypeLabel } from '../../careers';
import { closesOnError, jobFormSchema, type JobFormValues, type PayKind } from '../lib/jobForm';
import { LogoPicker } from './LogoPicker';

/** Where the server's field names land in the form. */
const SERVER_FIELDS: Record<string, FieldPath<JobFormValues>> = {
  title: 'title',
  companyName: 'companyName',
  logoUrl: 'logoUrl',
  jobType: 'jobType',
  location: 'location',
  salaryMin: 'salaryMin',
  salaryMax: 'salaryMax',
  stipendAmount: 'stipendAmount',
  durationMonths: 'durationMonths',
  description: 'description',
  companyAbout: 'companyAbout',
  jobRequirements: 'jobRequirements',
  skills: 'skills',
  closesAt: 'closesOn',
  'hr.name': 'hrName',
  'hr.position': 'hrPosition',
  hr: 'hrName',
};

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <section className="grid gap-5 rounded-panel bg-surface p-5 shadow-card ring-1 ring-ink-200 md:grid-cols-[14rem_minmax(0,1fr)] md:p-8">
      <div>
        <h2 className="text-base font-semibold text-ink-900">{title}</h2>
        {description ? <p className="mt-1 text-sm text-ink-600">{description}</p> : null}
      </div>
      <div className="flex min-w-0 flex-col gap-5">{children}</div>
    </section>
  );
}

const PAY_KINDS: { value: PayKind; label: string }[] = [
  { value: 'stipend', label: 'Monthly stipend' },
  { value: 'salary', label: 'Annual salary' },
  { value: 'unpaid', label: 'Unpaid' },
];

/** Create or edit a job. The rich text goes to the server as HTML and is sanitized there. */
export function JobForm({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: JobFormValues;
  submitLabel: string;
  onSubmit: (values: JobFormValues) => Promise<unknown>;
  onCancel: () => void;
}) {
  const id = useId();
  const form = useForm<JobFormValues>({ resolver: zodResolver(jobFormSchema), defaultValues: initial, mode: 'onTouched' });
  const { errors, isSubmitting } = form.formState;
  const payKind = useWatch({ control: form.control, name: 'payKind' });
  const companyName = useWatch({ control: form.control, name: 'companyName' });

  const submit = form.handleSubmit(async (values) => {
    const dateError = closesOnError(values, initial);
    if (dateError) {
      form.setError('closesOn', { message: dateError }, { shouldFocus: true });
      return;
    }
    try {
      await onSubmit(values);
    } catch (error) {
      if (isApiError(error) && error.fields) {
        for (const [field, messages] of Object.entries(error.fields)) {
          const target = SERVER_FIELDS[field];
          if (target && messages[0]) form.setError(target, { message: messages[0] });
        }
      }
      form.setError('root.server', { message: messageFrom(error, 'The job could not be saved. Please try again.') });
    }
  });

  const fieldId = (name: string) => `${id}-${name}`;

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      {errors.root?.server?.message ? <FormAlert>{errors.root.server.message}</FormAlert> : null}

      <Section title="Basics" description="What the role is and where it is.">
        <Field id={fieldId('title')} label="Title" error={errors.title?.message}>
          {(control) => <Input {...control} {...form.register('title')} placeholder="e.g. Frontend Developer Intern" maxLength={120} />}
        </Field>
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <Field id={fieldId('company')} label="Company name" error={errors.companyName?.message}>
            {(control) => <Input {...control} {...form.register('companyName')} placeholder="e.g. Nimbus Cloudworks" maxLength={120} />}
          </Field>
          <Field id={fieldId('type')} label="Job type" error={errors.jobType?.message}>
            {(control) => (
              <select {...control} {...form.register('jobType')} className={inputClasses}>
                {JOB_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {jobTypeLabel(type)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <Controller
          control={form.control}
          name="logoUrl"
          render={({ field }) => <LogoPicker value={field.value} company={companyName} onChange={field.onChange} />}
        />
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2 sm:items-end">
          <Field id={fieldId('location')} label="Location" error={errors.location?.message}>
            {(control) => <Input {...control} {...form.register('location')} placeholder="e.g. Bengaluru, or Remote" maxLength={120} />}
          </Field>
          <label className="inline-flex h-12 cursor-pointer items-center gap-2.5 text-sm font-medium text-ink-800">
            <input type="checkbox" {...form.register('isRemote')} className="size-[1.125rem] cursor-pointer accent-brand-600" />
            Remote (work from anywhere)
          </label>
        </div>
      </Section>

      <Section title="Pay and duration" description="Stipends are per month, salaries per year, in rupees.">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-semibold text-ink-800">Pay</legend>
          <div className="flex flex-wrap gap-2">
            {PAY_KINDS.map((kind) => (
              <label
                key={kind.value}
                className={cn(
                  'cursor-pointer rounded-full px-3.5 py-1.5 text-sm font-medium ring-1 ring-inset has-[:focus-visible]:shadow-focus',
                  payKind === kind.value
                    ? 'bg-brand-600 text-white ring-brand-600'
                    : 'bg-surface text-ink-700 ring-ink-200 hover:bg-ink-50',
                )}
              >
                <input type="radio" value={kind.value} {...form.register('payKind')} className="sr-only" />
                {kind.label}
              </label>
            ))}
          </div>
        </fieldset>
        {payKind === 'stipend' ? (
          <Field id={fieldId('stipend')} label="Stipend per month (₹)" error={errors.stipendAmount?.message}>
            {(control) => <Input {...control} {...form.register('stipendAmount')} inputMode="numeric" placeholder="e.g. 25000" />}
          </Field>
        ) : null}
        {payKind === 'salary' ? (
          <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
            <Field id={fieldId('salary-min')} label="Minimum salary per year (₹)" error={errors.salaryMin?.message}>
              {(control) => <Input {...control} {...form.register('salaryMin')} inputMode="numeric" placeholder="e.g. 600000" />}
            </Field>
            <Field id={fieldId('salary-max')} label="Maximum salary per year (₹)" error={errors.salaryMax?.message}>
              {(control) => <Input {...control} {...form.register('salaryMax')} inputMode="numeric" placeholder="e.g. 900000" />}
            </Field>
          </div>
        ) : null}
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <Field
            id={fieldId('duration')}
            label="Duration in months"
            hint="Leave empty for open-ended roles."
            error={errors.durationMonths?.message}
          >
            {(control) => <Input {...control} {...form.register('durationMonths')} inputMode="numeric" placeholder="e.g. 6" />}
          </Field>
          <Field
            id={fieldId('closes')}
            label="Applications close on"
            hint="Last day, India time. Empty: open until closed."
            error={errors.closesOn?.message}
          >
            {(control) => <Input {...control} {...form.register('closesOn')} type="date" />}
          </Field>
        </div>
      </Section>

      <Section
        title="Description"
        description="What the student will do and what you look for. Formatting is kept; scripts and styles are removed."
      >
        <div className="flex flex-col gap-1.5">
          <span id={fieldId('description-label')} className="text-sm font-semibold text-ink-800">
            Job description
          </span>
          <Controller
            control={form.control}
            name="description"
            render={({ field }) => (
              <RichTextEditor
                id={fieldId('description')}
                labelledBy={fieldId('description-label')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                invalid={Boolean(errors.description)}
                placeholder="Describe the role, the tasks and the perks..."
              />
            )}
          />
          {errors.description?.message ? <p className="text-caption font-medium text-danger-700">{errors.description.message}</p> : null}
        </div>
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <Field id={fieldId('skills')} label="Skills" hint="Comma-separated, up to 20." error={errors.skills?.message}>
            {(control) => <Input {...control} {...form.register('skills')} placeholder="e.g. React, TypeScript, CSS" />}
          </Field>
          <Field
            id={fieldId('requirements')}
            label="Requirements"
            hint="Empty: the skills are used."
            error={errors.jobRequirements?.message}
          >
            {(control) => (
              <Input {...control} {...form.register('jobRequirements')} placeholder="e.g. Good grasp of JavaScript" maxLength={5000} />
            )}
          </Field>
        </div>
      </Section>

      <Section title="Company" description="Shown in the Company tab of the job.">
        <div className="flex flex-col gap-1.5">
          <span id={fieldId('about-label')} className="text-sm font-semibold text-ink-800">
            About the company
          </span>
          <Controller
            control={form.control}
            name="companyAbout"
            render={({ field }) => (
              <RichTextEditor
                id={fieldId('about')}
                labelledBy={fieldId('about-label')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                invalid={Boolean(errors.companyAbout)}
                placeholder="What the company does, its size and where it works..."
                minHeight="min-h-32"
              />
            )}
          />
          {errors.companyAbout?.message ? <p className="text-caption font-medium text-danger-700">{errors.companyAbout.message}</p> : null}
        </div>
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <Field id={fieldId('hr-name')} label="Recruiter name" error={errors.hrName?.message}>
            {(control) => <Input {...control} {...form.register('hrName')} placeholder="e.g. Ananya Iyer" maxLength={80} />}
          </Field>
          <Field id={fieldId('hr-position')} label="Recruiter position" error={errors.hrPosition?.message}>
            {(control) => <Input {...control} {...form.register('hrPosition')} placeholder="e.g. Talent Acquisition Lead" maxLength={80} />}
          </Field>
        </div>
      </Section>

      <div className="sticky bottom-clear z-20 flex justify-end gap-3 rounded-card bg-surface/95 p-3 shadow-lifted ring-1 ring-ink-200 backdrop-blur md:p-4">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {isSubmitting ? 'Saving...' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
