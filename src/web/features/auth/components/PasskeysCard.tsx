import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { FingerprintPattern, Pencil, Plus, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { PASSKEY_NAME_MAX, passkeyNameSchema, type Passkey } from '../../../../shared/contracts/passkeys.js';
import { formatDateLong, relativeTime } from '../../../../shared/format.js';
import { Button, Dialog, Field, FormAlert, Input, Skeleton, toast } from '../../../components/ui';
import { messageFrom } from '../../../lib/errors';
import { PasskeyCancelled, useAddPasskey, usePasskeys, useRemovePasskey, useRenamePasskey } from '../api/passkeys';
import { defaultPasskeyName } from '../lib/passkeys';
import { SettingsCard } from './SettingsCard';
import { LoadError } from './LoadError';

const fingerprintIcon = <FingerprintPattern className="size-5" aria-hidden="true" />;

/** The anchor of the card, for links to it. */
export const PASSKEYS_SETTINGS_ANCHOR = 'passkeys';

/** The name typed, checked with the contract's own rule so the field says what the server would. */
function nameError(name: string): string | undefined {
  const parsed = passkeyNameSchema.safeParse(name);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

function NameDialog({
  open,
  onOpenChange,
  title,
  description,
  initial,
  submitLabel,
  pendingLabel,
  pending,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  initial: string;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  onSubmit: (name: string) => Promise<string | null>;
}) {
  const id = useId();
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = nameError(name);
    if (invalid) {
      setError(invalid);
      return;
    }
    setError(await onSubmit(name.trim()));
  }
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        onOpenChange(next);
      }}
      title={title}
      description={description}
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
        <Field id={`${id}-name`} label="Passkey name" error={error ?? undefined} hint="So you can tell your passkeys apart.">
          {(control) => (
            <Input
              {...control}
              value={name}
              onChange={(event) => setName(event.target.value)}
              maxLength={PASSKEY_NAME_MAX + 10}
              autoComplete="off"
              autoFocus
            />
          )}
        </Field>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            {pending ? pendingLabel : submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function PasskeyRow({ passkey, onRename, onRemove }: { passkey: Passkey; onRename: () => void; onRemove: () => void }) {
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-ink-100 text-ink-600">{fingerprintIcon}</span>
        <div className="min-w-0">
          <p className="font-semibold break-words text-ink-900">{passkey.name}</p>
          <p className="text-sm text-ink-600">
            Added {formatDateLong(passkey.createdAt)} ·{' '}
            {passkey.lastUsedAt ? `Last used ${relativeTime(passkey.lastUsedAt)}` : 'Not used yet'}
          </p>
        </div>
      </div>
      <div className="flex shrink-0 gap-2 self-start sm:self-center">
        <Button
          variant="outline"
          size="sm"
          onClick={onRename}
          icon={<Pencil className="size-4" aria-hidden="true" />}
          aria-label={`Rename ${passkey.name}`}
        >
          Rename
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={onRemove}
          icon={<Trash2 className="size-4" aria-hidden="true" />}
          aria-label={`Remove ${passkey.name}`}
        >
          Remove
        </Button>
      </div>
    </li>
  );
}

/** Settings: passkeys, each of which signs in alone (issue 36.2). */
export function PasskeysCard() {
  const id = useId();
  const query = usePasskeys();
  const add = useAddPasskey();
  const rename = useRenamePasskey();
  const remove = useRemovePasskey();
  const [supported] = useState(() => typeof window !== 'undefined' && browserSupportsWebAuthn());
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<Passkey | null>(null);
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);

  async function addOne(name: string): Promise<string | null> {
    try {
      const answer = await add.mutateAsync(name);
      setAdding(false);
      toast({ title: 'Passkey added', description: answer.message, tone: 'success' });
      return null;
    } catch (error) {
      if (error instanceof PasskeyCancelled) return 'No passkey was made. Press “Add passkey” to try again.';
      return messageFrom(error, 'Your passkey could not be added. Please try again.');
    }
  }

  async function renameOne(name: string): Promise<string | null> {
    if (!renaming) return null;
    try {
      await rename.mutateAsync({ id: renaming.id, name });
      setRenaming(null);
      toast({ title: 'Passkey renamed', tone: 'success' });
      return null;
    } catch (error) {
      return messageFrom(error, 'Your passkey could not be renamed. Please try again.');
    }
  }

  async function removeOne() {
    if (!removing) return;
    setRemoveError(null);
    try {
      const answer = await remove.mutateAsync(removing.id);
      setRemoving(null);
      toast({ title: 'Passkey removed', description: answer.message, tone: 'success' });
    } catch (error) {
      setRemoveError(messageFrom(error, 'Your passkey could not be removed. Please try again.'));
    }
  }

  const passkeys = query.data?.passkeys ?? [];
  return (
    <SettingsCard
      labelId={`${id}-title`}
      title="Passkeys"
      anchor={PASSKEYS_SETTINGS_ANCHOR}
      description="Sign in with your fingerprint, face or screen lock instead of your password. A passkey counts as both steps of two-step sign-in, and cannot be phished."
      icon={fingerprintIcon}
      action={
        supported ? (
          <Button variant="secondary" size="sm" onClick={() => setAdding(true)} icon={<Plus className="size-4" aria-hidden="true" />}>
            Add a passkey
          </Button>
        ) : null
      }
    >
      {!supported ? (
        <FormAlert tone="info">
          This browser cannot make passkeys. Open settings in a recent Chrome, Edge, Safari or Firefox to add one.
        </FormAlert>
      ) : null}
      {query.isPending ? (
        <ul className="flex flex-col gap-5" role="status" aria-label="Loading passkeys">
          {[0, 1].map((index) => (
            <li key={index} className="flex items-center gap-3">
              <Skeleton className="size-10 rounded-xl" />
              <div className="flex-1">
                <Skeleton className="h-4 w-40" />
                <Skeleton className="mt-2 h-3 w-56 max-w-full" />
              </div>
            </li>
          ))}
        </ul>
      ) : query.isError ? (
        <LoadError query={query} fallback="We could not load your passkeys." />
      ) : passkeys.length === 0 ? (
        <p className="rounded-xl bg-ink-50 px-4 py-3 text-sm text-ink-600">You have no passkeys yet.</p>
      ) : (
        <ul className="divide-y divide-ink-100" aria-label="Your passkeys">
          {passkeys.map((passkey) => (
            <PasskeyRow
              key={passkey.id}
              passkey={passkey}
              onRename={() => setRenaming(passkey)}
              onRemove={() => {
                setRemoveError(null);
                setRemoving(passkey);
              }}
            />
          ))}
        </ul>
      )}

      {adding ? (
        <NameDialog
          open
          onOpenChange={setAdding}
          title="Add a passkey"
          description="Name it, then follow your browser’s prompt (fingerprint, face, screen lock or security key)."
          initial={defaultPasskeyName(navigator.userAgent)}
          submitLabel="Add passkey"
          pendingLabel="Waiting for your passkey..."
          pending={add.isPending}
          onSubmit={addOne}
        />
      ) : null}
      {renaming ? (
        <NameDialog
          open
          onOpenChange={(open) => setRenaming(open ? renaming : null)}
          title="Rename passkey"
          description="A name that tells you which device or key this is."
          initial={renaming.name}
          submitLabel="Save name"
          pendingLabel="Saving..."
          pending={rename.isPending}
          onSubmit={renameOne}
        />
      ) : null}
      <Dialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (remove.isPending) return;
          if (!open) setRemoving(null);
        }}
        title="Remove this passkey?"
        description={removing ? `“${removing.name}” will no longer sign you in. You can add it again later.` : undefined}
      >
        <div className="flex flex-col gap-5">
          {removeError ? <FormAlert>{removeError}</FormAlert> : null}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => setRemoving(null)} disabled={remove.isPending}>
              Keep it
            </Button>
            <Button variant="danger" loading={remove.isPending} onClick={() => void removeOne()}>
              {remove.isPending ? 'Removing...' : 'Remove passkey'}
            </Button>
          </div>
        </div>
      </Dialog>
    </SettingsCard>
  );
}
