import { zodResolver } from '@hookform/resolvers/zod';
import {
  ChevronRight,
  KeyRound,
  Laptop,
  LogOut,
  MonitorSmartphone,
  ShieldCheck,
  Smartphone,
  Tablet,
  Trash2,
  UserRoundPen,
} from 'lucide-react';
import { Suspense, useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { changePasswordRequestSchema, type ChangePasswordRequest, type SessionInfo } from '../../../../shared/contracts/account.js';
import { ACCOUNT_DELETION_GRACE_DAYS } from '../../../../shared/constants.js';
import { ACCOUNT_MESSAGES } from '../../../../shared/messages.js';
import { Button, Dialog, Field, FormAlert, PasswordInput, Skeleton, toast } from '../../../components/ui';
import { useAuth } from '../../../lib/auth';
import { cn } from '../../../lib/cn';
import { isApiError, messageFrom } from '../../../lib/errors';
import { useChangePassword } from '../api/changePassword';
import { SettingsCard } from '../components/SettingsCard';
import { TwoFactorCard } from '../components/TwoFactorCard';
import { PasskeysCard } from '../components/PasskeysCard';
import { useDeleteAccount } from '../api/deleteAccount';
import { useEndOtherSessions, useEndSession, useSessions } from '../api/sessions';
import { canConfirmDelete, lastActiveText, otherSessions, signedInText } from '../lib/settings';
import { countOf } from '../../../../shared/format.js';
import { NotificationSettings } from '../../notifications';
import { CalendarFeedCard } from '../../calendar';
import { DataExportCard } from '../../account';
import { LoadError } from '../components/LoadError';

const EMPTY_PASSWORDS: ChangePasswordRequest = { currentPassword: '', newPassword: '', confirmPassword: '' };

function ChangePasswordCard() {
  const id = useId();
  const change = useChangePassword();
  const [serverError, setServerError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<ChangePasswordRequest>({ resolver: zodResolver(changePasswordRequestSchema), defaultValues: EMPTY_PASSWORDS });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    setDone(null);
    try {
      const result = await change.mutateAsync(values);
      form.reset(EMPTY_PASSWORDS);
      setDone(result.message);
      toast({ title: 'Password changed', description: result.message, tone: 'success' });
    } catch (error) {
      if (isApiError(error)) {
        for (const field of ['currentPassword', 'newPassword', 'confirmPassword'] as const) {
          const message = error.fields?.[field]?.[0];
          if (message) form.setError(field, { message });
        }
        if (error.fields?.currentPassword) {
          form.setFocus('currentPassword');
          return;
        }
      }
      setServerError(messageFrom(error, 'Your password could not be changed. Please try again.'));
    }
  });

  const passwordField = (name: keyof ChangePasswordRequest, label: string, autoComplete: string, hint?: string) => (
    <Field id={`${id}-${name}`} label={label} error={errors[name]?.message} hint={hint}>
      {(control) => <PasswordInput {...control} {...form.register(name)} autoComplete={autoComplete} />}
    </Field>
  );

  return (
    <SettingsCard
      labelId={`${id}-title`}
      title="Change password"
      description="Type your current password, then the new one twice. Every other device will be signed out; this one stays signed in."
      icon={<KeyRound className="size-5" aria-hidden="true" />}
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
        {serverError ? <FormAlert>{serverError}</FormAlert> : null}
        {done ? <FormAlert tone="success">{done}</FormAlert> : null}
        {passwordField('currentPassword', 'Current password', 'current-password')}
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          {passwordField('newPassword', 'New password', 'new-password', '6 or more characters.')}
          {passwordField('confirmPassword', 'Confirm new password', 'new-password')}
        </div>
        <div className="flex justify-end">
          <Button type="submit" loading={change.isPending} className="w-full sm:w-auto">
            {change.isPending ? 'Changing...' : 'Change password'}
          </Button>
        </div>
      </form>
    </SettingsCard>
  );
}

function DeviceIcon({ kind }: { kind: SessionInfo['deviceKind'] }) {
  const Icon = kind === 'mobile' ? Smartphone : kind === 'tablet' ? Tablet : kind === 'desktop' ? Laptop : MonitorSmartphone;
  return <Icon className="size-5" aria-hidden="true" />;
}

function SessionRow({ session, onEnd, ending }: { session: SessionInfo; onEnd: () => void; ending: boolean }) {
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-start gap-3">
        <span
          className={cn(
            'flex size-10 shrink-0 items-center justify-center rounded-xl',
            session.current ? 'bg-mint-100 text-mint-700' : 'bg-ink-100 text-ink-600',
          )}
        >
          <DeviceIcon kind={session.deviceKind} />
        </span>
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-semibold text-ink-900">
            {session.device}
            {session.current ? (
              <span className="rounded-full bg-mint-100 px-2 py-0.5 text-[0.6875rem] font-semibold text-mint-700">This device</span>
            ) : null}
          </p>
          <p className="text-sm text-ink-600">
            {session.ipAddress ? `${session.ipAddress} · ` : ''}
            {session.current ? 'Active now' : lastActiveText(session.lastUsedAt)}
          </p>
          <p className="text-caption text-ink-500">
            {signedInText(session.createdAt)}
            {session.rememberMe ? ' · Remembered for 30 days' : ''}
          </p>
        </div>
      </div>
      {session.current ? null : (
        <Button
          variant="outline"
          size="sm"
          onClick={onEnd}
          loading={ending}
          aria-label={`End session on ${session.device}${session.ipAddress ? ` (${session.ipAddress})` : ''}`}
          className="self-start sm:self-center"
        >
          {ending ? 'Ending...' : 'End session'}
        </Button>
      )}
    </li>
  );
}

function SessionsSkeleton() {
  return (
    <ul className="flex flex-col gap-5" role="status" aria-label="Loading sessions">
      {[0, 1, 2].map((index) => (
        <li key={index} className="flex items-center gap-3">
          <Skeleton className="size-10 rounded-xl" />
          <div className="flex-1">
            <Skeleton className="h-4 w-44" />
            <Skeleton className="mt-2 h-3 w-64 max-w-full" />
          </div>
        </li>
      ))}
    </ul>
  );
}

function SessionsCard() {
  const id = useId();
  const query = useSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const [endingId, setEndingId] = useState<string | null>(null);
  const others = query.data ? otherSessions(query.data.sessions) : [];

  async function end(session: SessionInfo) {
    setEndingId(session.id);
    try {
      await endOne.mutateAsync(session.id);
      toast({ title: 'Session ended', description: `${session.device} has been signed out.`, tone: 'success' });
    } catch (error) {
      toast({ title: 'Could not end the session', description: messageFrom(error, 'Please try again.'), tone: 'error' });
    } finally {
      setEndingId(null);
    }
  }

  async function endEverywhereElse() {
    try {
      const result = await endOthers.mutateAsync();
      toast({
        title: 'Signed out everywhere else',
        description: `${countOf(result.ended, { one: 'other session has', other: 'other sessions have' })} ended.`,
        tone: 'success',
      });
    } catch (error) {
      toast({ title: 'Could not sign out the other devices', description: messageFrom(error, 'Please try again.'), tone: 'error' });
    }
  }

  return (
    <SettingsCard
      labelId={`${id}-title`}
      title="Where you’re signed in"
      anchor="sessions"
      description="Devices with an active session. End any you do not recognise, then change your password."
      icon={<ShieldCheck className="size-5" aria-hidden="true" />}
      action={
        others.length > 0 ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void endEverywhereElse()}
            loading={endOthers.isPending}
            icon={<LogOut className="size-4" aria-hidden="true" />}
          >
            Log out everywhere else
          </Button>
        ) : null
      }
    >
      {query.isPending ? (
        <SessionsSkeleton />
      ) : query.isError ? (
        <LoadError query={query} fallback="We could not load your sessions." />
      ) : (
        <>
          <ul className="divide-y divide-ink-100" aria-label="Active sessions">
            {query.data.sessions.map((session) => (
              <SessionRow key={session.id} session={session} onEnd={() => void end(session)} ending={endingId === session.id} />
            ))}
          </ul>
          {others.length === 0 ? (
            <p className="mt-4 rounded-xl bg-ink-50 px-4 py-3 text-sm text-ink-600">You are signed in on this device only.</p>
          ) : null}
        </>
      )}
    </SettingsCard>
  );
}

function DeleteAccountCard() {
  const id = useId();
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  function onOpenChange(next: boolean) {
    if (remove.isPending) return;
    setOpen(next);
    if (!next) {
      setPassword('');
      setError(null);
    }
  }

  async function confirm() {
    if (!password) {
      setError(ACCOUNT_MESSAGES.deletePasswordRequired);
      return;
    }
    setError(null);
    try {
      const result = await remove.mutateAsync({ password });
      toast({ title: 'Account deletion scheduled', description: result.message, tone: 'success', durationMs: 12_000 });
      void navigate('/', { replace: true });
    } catch (failure) {
      setError(messageFrom(failure, 'Your account could not be deleted. Please try again.'));
    }
  }

  return (
    <>
      <SettingsCard
        labelId={`${id}-title`}
        tone="danger"
        title="Delete account"
        description={`Your profile, photo, education, experience, applications, saved jobs and sessions are removed for good ${ACCOUNT_DELETION_GRACE_DAYS} days after you ask. Until then, signing in cancels it.`}
        icon={<Trash2 className="size-5" aria-hidden="true" />}
        action={
          <Button variant="danger" onClick={() => setOpen(true)}>
            Delete account
          </Button>
        }
      />
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        title="Delete your account?"
        description={`You are signed out on every device now, and everything that belongs to your account is deleted in ${ACCOUNT_DELETION_GRACE_DAYS} days. Changed your mind? Sign in before then and the deletion is cancelled. Type your password to confirm.`}
      >
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
          className="flex flex-col gap-5"
        >
          <Field id={`${id}-password`} label="Your password" error={error ?? undefined}>
            {(control) => (
              <PasswordInput
                {...control}
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                autoComplete="current-password"
                autoFocus
              />
            )}
          </Field>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={remove.isPending}>
              Keep my account
            </Button>
            <Button type="submit" variant="danger" loading={remove.isPending} disabled={!canConfirmDelete(password, remove.isPending)}>
              {remove.isPending ? 'Deleting...' : 'Delete my account'}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}

function QuickLink({ to, icon, title, text }: { to: string; icon: ReactNode; title: string; text: string }) {
  return (
    <Link
      to={to}
      className="group flex items-center gap-3 rounded-card bg-surface p-4 shadow-card ring-1 ring-ink-200 transition hover:ring-brand-300"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-accent-50 text-accent-800">{icon}</span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-ink-900">{title}</span>
        <span className="block text-sm text-ink-600">{text}</span>
      </span>
      <ChevronRight className="size-5 text-ink-400 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
    </Link>
  );
}

/** /SelfSetting: notifications, password, two-step sign-in, passkeys, active sessions, data download and account deletion, plus the way to the profile and privacy editors. */
export default function SettingsPage() {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <title>Settings · Campus</title>
      <header>
        <h1 className="text-title text-ink-900">Settings</h1>
        <p className="mt-1 text-ink-600">
          Signed in as <span className="font-semibold break-all text-ink-800">{user?.email}</span>
        </p>
      </header>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <QuickLink
          to={`/ProfileEditSection/${userId}`}
          icon={<UserRoundPen className="size-5" aria-hidden="true" />}
          title="Edit profile"
          text="Photo, skills, education and more."
        />
        <QuickLink
          to={`/DesFollowerMiddleSectionPrivacy/${userId}`}
          icon={<ShieldCheck className="size-5" aria-hidden="true" />}
          title="Privacy"
          text="Who sees your details, connections and blogs."
        />
      </div>
      <Suspense fallback={<Skeleton className="h-64 w-full rounded-panel" />}>
        <NotificationSettings />
      </Suspense>
      <Suspense fallback={<Skeleton className="h-40 w-full rounded-panel" />}>
        <CalendarFeedCard />
      </Suspense>
      <ChangePasswordCard />
      <TwoFactorCard />
      <PasskeysCard />
      <SessionsCard />
      <Suspense fallback={<Skeleton className="h-40 w-full rounded-panel" />}>
        <DataExportCard />
      </Suspense>
      <DeleteAccountCard />
    </div>
  );
}
