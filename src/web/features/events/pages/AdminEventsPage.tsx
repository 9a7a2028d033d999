import { Ban, Pencil, Plus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { eventInputSchema, type CampusEvent, type EventInput } from '../../../../shared/contracts/events.js';
import { EVENT_CATEGORIES, EVENT_CATEGORY_LABELS, EVENT_HOSTS } from '../../../../shared/contracts/events.constants.js';
import { formatIst, istParts } from '../../../../shared/contracts/mentors.constants.js';
import { Button, Dialog, Field, FormAlert, Skeleton, inputClasses, toast } from '../../../components/ui';
import { cn } from '../../../lib/cn';
import { messageFrom } from '../../../lib/errors';
import { AdminHeader } from '../../admin';
import { useAdminEvents, useCancelEvent, useSaveEvent } from '../api/adminEvents';
import { BannerPicker } from '../components/BannerPicker';
import { eventPath } from '../components/EventCard';

type FormState = Omit<EventInput, 'durationMinutes' | 'place' | 'onlineUrl' | 'bannerImageUrl'> & {
  durationMinutes: string;
  place: string;
  onlineUrl: string;
  bannerImageUrl: string | null;
};

const blank: FormState = {
  title: '',
  category: 'webinar',
  host: 'university',
  date: '',
  time: '10:00',
  durationMinutes: '120',
  place: '',
  onlineUrl: '',
  organiser: '',
  banner: 'stage',
  bannerImageUrl: null,
  description: '',
};

const fromEvent = (event: CampusEvent): FormState => {
  const parts = istParts(new Date(event.startsAt));
  return {
    title: event.title,
    category: event.category,
    host: event.host,
    date: parts.date,
    time: `${String(Math.floor(parts.minute / 60)).padStart(2, '0')}:${String(parts.minute % 60).padStart(2, '0')}`,
    durationMinutes: String(event.durationMinutes),
    place: event.place ?? '',
    onlineUrl: event.onlineUrl ?? '',
    organiser: event.organiser,
    banner: event.banner,
    bannerImageUrl: event.bannerImageUrl,
    description: event.description,
  };
};

function EventFormDialog({ event, onClose }: { event: CampusEvent | null; onClose: () => void }) {
  const id = useId();
  const save = useSaveEvent();
  const [form, setForm] = useState<FormState>(event ? fromEvent(event) : blank);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [uploading, setUploading] = useState(false);
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((current) => ({ ...current, [key]: value }));
  const onSubmit = async (submitEvent: FormEvent) => {
    submitEvent.preventDefault();
    const parsed = eventInputSchema.safeParse({
      ...form,
      durationMinutes: Number(form.durationMinutes),
      place: form.place.trim() || null,
      onlineUrl: form.onlineUrl.trim() || null,
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync({ id: event?.id ?? null, input: parsed.data });
      toast({ tone: 'success', title: event ? 'Event updated' : 'Event published' });
      onClose();
    } catch (error) {
      setErrors({ form: messageFrom(error, 'Could not save the event.') });
    }
  };
  const text = (key: 'title' | 'organiser' | 'place' | 'onlineUrl' | 'date' | 'time' | 'durationMinutes', label: string, type = 'text') => (
    <Field id={`${id}-${key}`} label={label} error={errors[key]}>
      {(control) => (
        <input {...control} type={type} className={inputClasses} value={form[key]} onChange={(change) => set(key, change.target.value)} />
      )}
    </Field>
  );
  const select = <K extends 'category' | 'host'>(
    key: K,
    label: string,
    options: readonly FormState[K][],
    labelOf: (value: FormState[K]) => string,
  ) => (
    <Field id={`${id}-${key}`} label={label} error={errors[key]}>
      {(control) => (
        <select
          {...control}
          className={inputClasses}
          value={form[key]}
          onChange={(change) => set(key, change.target.value as FormState[K])}
        >
          {options.map((option) => (
            <option key={option} value={option}>
              {labelOf(option)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={event ? 'Edit event' : 'New event'}
      className="max-h-[90dvh] max-w-2xl overflow-y-auto"
    >
      <form onSubmit={(submitEvent) => void onSubmit(submitEvent)} noValidate className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">{text('title', 'Title')}</div>
        {select('category', 'Category', EVENT_CATEGORIES, (value) => EVENT_CATEGORY_LABELS[value])}
        {select('host', 'Host', EVENT_HOSTS, (value) => (value === 'university' ? 'University' : 'Industry'))}
        {text('date', 'Date (IST)', 'date')}
        {text('time', 'Time (IST)', 'time')}
        {text('durationMinutes', 'Duration (minutes)', 'number')}
        {text('organiser', 'Organiser')}
        {text('place', 'Place')}
        {text('onlineUrl', 'Online link')}
        <BannerPicker
          banner={form.banner}
          imageUrl={form.bannerImageUrl}
          error={errors.bannerImageUrl}
          onBanner={(banner) => set('banner', banner)}
          onImage={(url) => set('bannerImageUrl', url)}
          onUploading={setUploading}
        />
        <div className="sm:col-span-2">
          <Field id={`${id}-description`} label="Description" error={errors.description}>
            {(control) => (
              <textarea
                {...control}
                rows={5}
                className={cn(inputClasses, 'h-auto py-3')}
                value={form.description}
                onChange={(change) => set('description', change.target.value)}
              />
            )}
          </Field>
        </div>
        {errors.form ? (
          <div className="sm:col-span-2">
            <FormAlert>{errors.form}</FormAlert>
          </div>
        ) : null}
        <div className="flex justify-end gap-2 sm:col-span-2">
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending || uploading}>
            {event ? 'Save changes' : 'Publish event'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** /admin/events: publish, edit and cancel events. */
export default function AdminEventsPage() {
  const [page, setPage] = useState(1);
  const events = useAdminEvents(page);
  const cancel = useCancelEvent();
  const [editing, setEditing] = useState<CampusEvent | 'new' | null>(null);
  return (
    <div className="flex flex-col gap-6">
      <title>Events · Operator console · Campus</title>
      <AdminHeader
        title="Events"
        subtitle="University and industry events shown on Event news."
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus className="size-4" aria-hidden="true" /> New event
          </Button>
        }
      />
      {events.isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : events.isError ? (
        <FormAlert>{messageFrom(events.error, 'Could not load events.')}</FormAlert>
      ) : events.data.events.length === 0 ? (
        <p className="rounded-card bg-surface p-6 text-ink-600 ring-1 ring-ink-200">No events yet. Publish the first one.</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {events.data.events.map((event) => (
            <li
              key={event.id}
              className="flex flex-col gap-3 rounded-card bg-surface p-4 shadow-soft ring-1 ring-ink-200 sm:flex-row sm:items-center"
            >
              <img src={event.bannerUrl} alt="" className="aspect-video w-full rounded-lg object-cover sm:w-32" />
              <div className="min-w-0 flex-1">
                <Link to={eventPath(event.id)} className="font-semibold text-ink-900 hover:text-brand-700">
                  {event.title}
                </Link>
                <p className="text-sm text-ink-600">
                  {formatIst(event.startsAt)} · {event.goingCount} going
                  {event.cancelled ? <span className="ml-2 font-semibold text-danger-700">Cancelled</span> : null}
                </p>
              </div>
              <div className="flex gap-2">
                <Button size="sm" variant="outline" onClick={() => setEditing(event)} aria-label={`Edit ${event.title}`}>
                  <Pencil className="size-4" aria-hidden="true" /> Edit
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={event.cancelled || cancel.isPending}
                  onClick={() => {
                    if (window.confirm(`Cancel "${event.title}"?`)) cancel.mutate(event.id);
                  }}
                  aria-label={`Cancel ${event.title}`}
                >
                  <Ban className="size-4" aria-hidden="true" /> Cancel
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {events.data && events.data.total > 20 ? (
        <div className="flex justify-center gap-2">
          <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <Button size="sm" variant="outline" disabled={page * 20 >= events.data.total} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </div>
      ) : null}
      {editing ? <EventFormDialog event={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}
