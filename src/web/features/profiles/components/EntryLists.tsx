import { ArrowDown, ArrowUp, Briefcase, GraduationCap, Pencil, Plus, Trash2 } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import type { EducationInput, ExperienceInput } from '../../../../shared/contracts/profiles.js';
import { Button, Checkbox, Dialog, Field, Input, inputClasses } from '../../../components/ui';
import { cn } from '../../../lib/cn';
import { monthsText, moveBy, removeAt, replaceAt, yearsText } from '../lib/editors';
import {
  EMPLOYMENT_TYPES,
  readEducationDraft,
  readExperienceDraft,
  toEducationDraft,
  toExperienceDraft,
  type EducationDraft,
  type Errors,
  type ExperienceDraft,
} from '../lib/entryForms';
import { CourseCombobox } from './CourseCombobox';

/** An entry: text beside its icon, the actions under it on a phone and beside it from 640 px. */
const ROW = 'flex flex-col gap-1 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:gap-3';

const textareaClasses = cn(inputClasses, 'h-auto min-h-20 resize-y py-3 leading-relaxed');

function RowActions({
  label,
  index,
  count,
  onEdit,
  onRemove,
  onMove,
  disabled,
}: {
  label: string;
  index: number;
  count: number;
  onEdit: () => void;
  onRemove: () => void;
  onMove: (offset: -1 | 1) => void;
  disabled?: boolean | undefined;
}) {
  const button = 'flex size-9 items-center justify-center rounded-lg text-ink-500 hover:bg-ink-100 hover:text-ink-900 disabled:opacity-40';
  return (
    <div className="flex shrink-0 items-center gap-0.5 self-end sm:self-start">
      <button
        type="button"
        className={button}
        onClick={() => onMove(-1)}
        disabled={disabled || index === 0}
        aria-label={`Move ${label} up`}
      >
        <ArrowUp className="size-4" aria-hidden="true" />
      </button>
      <button
        type="button"
        className={button}
        onClick={() => onMove(1)}
        disabled={disabled || index === count - 1}
        aria-label={`Move ${label} down`}
      >
        <ArrowDown className="size-4" aria-hidden="true" />
      </button>
      <button type="button" className={button} onClick={onEdit} disabled={disabled} aria-label={`Edit ${label}`}>
        <Pencil className="size-4" aria-hidden="true" />
      </button>
      <button
        type="button"
        className={cn(button, 'hover:bg-danger-50 hover:text-danger-700')}
        onClick={onRemove}
        disabled={disabled}
        aria-label={`Remove ${label}`}
      >
        <Trash2 className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}

function EmptyList({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-card border border-dashed border-ink-300 px-4 py-8 text-center">
      <span className="flex size-11 items-center justify-center rounded-xl bg-ink-100 text-ink-500">{icon}</span>
      <p className="max-w-sm text-sm text-ink-600">{children}</p>
    </div>
  );
}

function DialogButtons({ onCancel, saving, submitLabel }: { onCancel: () => void; saving: boolean; submitLabel: string }) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <Button variant="outline" onClick={onCancel} disabled={saving}>
        Cancel
      </Button>
      <Button type="submit" loading={saving}>
        {submitLabel}
      </Button>
    </div>
  );
}

// ---------- Education ----------

function EducationDialog({
  open,
  initial,
  onClose,
  onSave,
  saving,
}: {
  open: boolean;
  initial: EducationInput | undefined;
  onClose: () => void;
  onSave: (entry: EducationInput) => Promise<boolean>;
  saving: boolean;
}) {
  const id = useId();
  const [draft, setDraft] = useState<EducationDraft>(() => toEducationDraft(initial));
  const [errors, setErrors] = useState<Errors>({});
  const set = <K extends keyof EducationDraft>(key: K, value: EducationDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    // A field's message goes once it is changed; ticking "now" settles the end year too.
    setErrors((current) => ({ ...current, [key]: undefined, ...(key === 'current' || key === 'startYear' ? { endYear: undefined } : {}) }));
  };
  const text = (key: 'institution' | 'fieldOfStudy' | 'grade', label: string, placeholder: string) => (
    <Field id={`${id}-${key}`} label={label} error={errors[key]}>
      {(control) => <Input {...control} value={draft[key]} onChange={(event) => set(key, event.target.value)} placeholder={placeholder} />}
    </Field>
  );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !saving) onClose();
      }}
      title={initial ? 'Edit education' : 'Add education'}
      className="max-h-[90dvh] max-w-lg overflow-y-auto"
    >
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          const result = readEducationDraft(draft);
          if ('errors' in result) {
            setErrors(result.errors);
            return;
          }
          setErrors({});
          void onSave(result.entry).then((ok) => {
            if (ok) onClose();
          });
        }}
      >
        {text('institution', 'College or school', 'e.g. Delhi Technological University')}
        <Field id={`${id}-degree`} label="Degree or course" error={errors.degree}>
          {(control) => (
            <CourseCombobox
              id={control.id}
              value={draft.degree}
              onChange={(value) => set('degree', value)}
              onChoose={(value) => set('degree', value)}
              describedBy={control['aria-describedby']}
              invalid={control['aria-invalid']}
            />
          )}
        </Field>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {text('fieldOfStudy', 'Field of study', 'e.g. Computer Science')}
          {text('grade', 'Grade (optional)', 'e.g. 8.7 CGPA or 92%')}
        </div>
        <div className="grid grid-cols-2 gap-4">
          <Field id={`${id}-start`} label="Start year" error={errors.startYear}>
            {(control) => (
              <Input
                {...control}
                value={draft.startYear}
                onChange={(event) => set('startYear', event.target.value)}
                inputMode="numeric"
                placeholder="2023"
              />
            )}
          </Field>
          <Field id={`${id}-end`} label="End year" error={errors.endYear}>
            {(control) => (
              <Input
                {...control}
                value={draft.current ? '' : draft.endYear}
                onChange={(event) => set('endYear', event.target.value)}
                inputMode="numeric"
                placeholder={draft.current ? 'Present' : '2027'}
                disabled={draft.current}
              />
            )}
          </Field>
        </div>
        <Checkbox
          id={`${id}-current`}
          label="I study here now"
          checked={draft.current}
          onChange={(event) => set('current', event.target.checked)}
        />
        <Field id={`${id}-description`} label="Description (optional)" error={errors.description}>
          {(control) => (
            <textarea
              {...control}
              value={draft.description}
              onChange={(event) => set('description', event.target.value)}
              rows={2}
              className={textareaClasses}
              placeholder="Activities, projects, achievements."
            />
          )}
        </Field>
        <DialogButtons onCancel={onClose} saving={saving} submitLabel={initial ? 'Save entry' : 'Add entry'} />
      </form>
    </Dialog>
  );
}

/**
 * An education list edited in place: add, edit, remove and reorder entries. `onChange` gets the whole
 * new list and answers whether it was accepted (saved, or kept in a draft).
 */
export function EducationList({
  entries,
  onChange,
  saving = false,
  max = 10,
  emptyText = 'No education added yet. Add your college, and your school if you like.',
}: {
  entries: EducationInput[];
  onChange: (next: EducationInput[]) => Promise<boolean>;
  saving?: boolean;
  max?: number;
  emptyText?: string;
}) {
  const [editing, setEditing] = useState<{ index: number | null } | null>(null);
  const full = entries.length >= max;
  return (
    <div className="flex flex-col gap-4">
      {entries.length === 0 ? (
        <EmptyList icon={<GraduationCap className="size-5" aria-hidden="true" />}>{emptyText}</EmptyList>
      ) : (
        <ul className="flex flex-col divide-y divide-ink-100" aria-label="Education entries">
          {entries.map((entry, index) => {
            const years = yearsText(entry.startYear, entry.endYear, entry.current);
            return (
              <li key={`${entry.institution}-${index}`} className={ROW}>
                <div className="flex min-w-0 flex-1 items-start gap-3">
                  <span className="mt-0.5 flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                    <GraduationCap className="size-5" aria-hidden="true" />
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold text-ink-900">{entry.institution}</p>
                    <p className="text-sm text-ink-700">{[entry.degree, entry.fieldOfStudy].filter(Boolean).join(', ')}</p>
                    <p className="text-caption text-ink-500">{[years, entry.grade].filter(Boolean).join(' · ')}</p>
                  </div>
                </div>
                <RowActions
                  label={entry.institution}
                  index={index}
                  count={entries.length}
                  disabled={saving}
                  onEdit={() => setEditing({ index })}
                  onRemove={() => void onChange(removeAt(entries, index))}
                  onMove={(offset) => void onChange(moveBy(entries, index, offset))}
                />
              </li>
            );
          })}
        </ul>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          onClick={() => setEditing({ index: null })}
          disabled={full || saving}
          icon={<Plus className="size-4" aria-hidden="true" />}
        >
          Add education
        </Button>
        {full ? <span className="text-caption text-ink-500">You can list up to {max} entries.</span> : null}
      </div>
      {editing ? (
        <EducationDialog
          open
          initial={editing.index === null ? undefined : entries[editing.index]}
          saving={saving}
          onClose={() => setEditing(null)}
          onSave={(entry) => onChange(editing.index === null ? [...entries, entry] : replaceAt(entries, editing.index, entry))}
        />
      ) : null}
    </div>
  );
}

// ---------- Experience ----------

function ExperienceDialog({
  open,
  initial,
  onClose,
  onSave,
  saving,
}: {
  open: boolean;
  initial: ExperienceInput | undefined;
  onClose: () => void;
  onSave: (entry: ExperienceInput) => Promise<boolean>;
  saving: boolean;
}) {
  const id = useId();
  const [draft, setDraft] = useState<ExperienceDraft>(() => toExperienceDraft(initial));
  const [errors, setErrors] = useState<Errors>({});
  const set = <K extends keyof ExperienceDraft>(key: K, value: ExperienceDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined, ...(key === 'current' || key === 'startDate' ? { endDate: undefined } : {}) }));
  };
  const text = (key: 'title' | 'company' | 'location', label: string, placeholder: string) => (
    <Field id={`${id}-${key}`} label={label} error={errors[key]}>
      {(control) => <Input {...control} value={draft[key]} onChange={(event) => set(key, event.target.value)} placeholder={placeholder} />}
    </Field>
  );
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !saving) onClose();
      }}
      title={initial ? 'Edit experience' : 'Add experience'}
      className="max-h-[90dvh] max-w-lg overflow-y-auto"
    >
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          const result = readExperienceDraft(draft);
          if ('errors' in result) {
            setErrors(result.errors);
            return;
          }
          setErrors({});
          void onSave(result.entry).then((ok) => {
            if (ok) onClose();
          });
        }}
      >
        {text('title', 'Title', 'e.g. Web Development Intern')}
        {text('company', 'Company or organisation', 'e.g. Brightleaf EdTech')}
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Field id={`${id}-type`} label="Type">
            {(control) => (
              <select
                {...control}
                value={draft.employmentType}
                onChange={(event) => set('employmentType', event.target.value)}
                className={inputClasses}
              >
                <option value="">Choose a type</option>
                {EMPLOYMENT_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {type}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {text('location', 'Location', 'e.g. Bengaluru (remote)')}
        </div>
        <div className="grid grid-cols-2 gap-4">
          <Field id={`${id}-start`} label="Start" error={errors.startDate}>
            {(control) => (
              <Input {...control} type="month" value={draft.startDate} onChange={(event) => set('startDate', event.target.value)} />
            )}
          </Field>
          <Field id={`${id}-end`} label="End" error={errors.endDate}>
            {(control) => (
              <Input
                {...control}
                type="month"
                value={draft.current ? '' : draft.endDate}
                onChange={(event) => set('endDate', event.target.value)}
                disabled={draft.current}
              />
            )}
          </Field>
        </div>
        <Checkbox
          id={`${id}-current`}
          label="I am doing this now"
          checked={draft.current}
          onChange={(event) => set('current', event.target.checked)}
        />
        <Field id={`${id}-description`} label="What you did (optional)" error={errors.description}>
          {(control) => (
            <textarea
              {...control}
              value={draft.description}
              onChange={(event) => set('description', event.target.value)}
              rows={3}
              className={textareaClasses}
              placeholder="What you built, learned or led."
            />
          )}
        </Field>
        <DialogButtons onCancel={onClose} saving={saving} submitLabel={initial ? 'Save entry' : 'Add entry'} />
      </form>
    </Dialog>
  );
}

export function ExperienceList({
  entries,
  onChange,
  saving = false,
  max = 20,
}: {
  entries: ExperienceInput[];
  onChange: (next: ExperienceInput[]) => Promise<boolean>;
  saving?: boolean;
  max?: number;
}) {
  const [editing, setEditing] = useState<{ index: number | null } | null>(null);
  const full = entries.length >= max;
  return (
    <div className="flex flex-col gap-4">
      {entries.length === 0 ? (
        <EmptyList icon={<Briefcase className="size-5" aria-hidden="true" />}>
          No experience added yet. Internships, projects, clubs and volunteering all count.
        </EmptyList>
      ) : (
        <ul className="flex flex-col divide-y divide-ink-100" aria-label="Experience entries">
          {entries.map((entry, index) => (
            <li key={`${entry.title}-${index}`} className={ROW}>
              <div className="flex min-w-0 flex-1 items-start gap-3">
                <span className="mt-0.5 flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent-50 text-accent-800">
                  <Briefcase className="size-5" aria-hidden="true" />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-ink-900">{entry.title}</p>
                  <p className="text-sm text-ink-700">
                    {[entry.company, entry.employmentType, entry.location].filter(Boolean).join(' · ')}
                  </p>
                  <p className="text-caption text-ink-500">{monthsText(entry.startDate, entry.endDate, entry.current)}</p>
                  {entry.description ? <p className="mt-1 text-sm text-ink-600">{entry.description}</p> : null}
                </div>
              </div>
              <RowActions
                label={entry.title}
                index={index}
                count={entries.length}
                disabled={saving}
                onEdit={() => setEditing({ index })}
                onRemove={() => void onChange(removeAt(entries, index))}
                onMove={(offset) => void onChange(moveBy(entries, index, offset))}
              />
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          onClick={() => setEditing({ index: null })}
          disabled={full || saving}
          icon={<Plus className="size-4" aria-hidden="true" />}
        >
          Add experience
        </Button>
        {full ? <span className="text-caption text-ink-500">You can list up to {max} entries.</span> : null}
      </div>
      {editing ? (
        <ExperienceDialog
          open
          initial={editing.index === null ? undefined : entries[editing.index]}
          saving={saving}
          onClose={() => setEditing(null)}
          onSave={(entry) => onChange(editing.index === null ? [...entries, entry] : replaceAt(entries, editing.index, entry))}
        />
      ) : null}
    </div>
  );
}
