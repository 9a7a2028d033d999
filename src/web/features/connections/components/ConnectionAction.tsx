import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Ban, Check, ChevronDown, Clock, Handshake, RefreshCw, UserMinus, UserPlus, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { CONNECTION_MESSAGES } from '../../../../shared/contracts/connections.constants.js';
import { Button } from '../../../components/ui';
import { cn } from '../../../lib/cn';
import { MessageButton } from '../../messages';
import { useBlockUser } from '../api/block';
import { useEndCollaboration, useRequestCollaboration } from '../api/collaborate';
import { isAlreadyRequested, useConnect, useRevoke } from '../api/connect';
import { useRemoveConnection } from '../api/remove';
import { useAnswerRequest, type RequestAnswer } from '../api/respond';
import { confirmationText, type Confirmable } from '../lib/confirmations';
import { connectionErrorMessage } from '../lib/messages';
import type { Relation, RelationStatus } from '../lib/status';
import type { RelationState } from '../lib/useRelation';
import { ConfirmDialog } from './ConfirmDialog';

export interface Notice {
  tone: 'success' | 'error';
  text: string;
  /** The relation the notice speaks of ("sent" while requested): once the relation moves on, the notice goes. */
  whileStatus?: RelationStatus;
}

/**
 * Every action of the profile page on one person, with one notice and one confirmation for the page,
 * so the header's buttons and the mobile footer's buttons share their state.
 */
export function useConnectionActions(ownId: string, person: { id: string; name: string }) {
  const connect = useConnect(ownId);
  const revoke = useRevoke(ownId);
  const answer = useAnswerRequest();
  const remove = useRemoveConnection();
  const collaborate = useRequestCollaboration();
  const endCollaboration = useEndCollaboration();
  const block = useBlockUser();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [confirming, setConfirming] = useState<Confirmable | null>(null);
  const [confirmError, setConfirmError] = useState<string | null>(null);

  const succeed = (text: string) => setNotice({ tone: 'success', text });
  const fail = (fallback: string) => (error: unknown) => setNotice({ tone: 'error', text: connectionErrorMessage(error, fallback) });

  const runs: Record<Confirmable, { run: () => void; pending: boolean }> = {
    remove: {
      pending: remove.isPending,
      run: () => remove.mutate(person.id, { onSuccess: (result) => closeWith(result.message), onError: confirmFailed }),
    },
    block: {
      pending: block.isPending,
      run: () => block.mutate(person.id, { onSuccess: (result) => closeWith(result.message), onError: confirmFailed }),
    },
    endCollaboration: {
      pending: endCollaboration.isPending,
      run: () => endCollaboration.mutate(person.id, { onSuccess: (result) => closeWith(result.message), onError: confirmFailed }),
    },
  };
  const text = confirming ? confirmationText(confirming, person.name) : null;

  function closeWith(text: string) {
    setConfirming(null);
    succeed(text);
  }
  function confirmFailed(error: unknown) {
    setConfirmError(connectionErrorMessage(error, CONNECTION_MESSAGES.statusFailed));
  }

  return {
    notice,
    pending: {
      connect: connect.isPending,
      revoke: revoke.isPending,
      answer: answer.isPending ? (answer.variables?.answer ?? null) : null,
      collaborate: collaborate.isPending,
    },
    connect: () =>
      connect.mutate(person.id, {
        onSuccess: (result) =>
          result.status === 'requested'
            ? setNotice({ tone: 'success', text: CONNECTION_MESSAGES.sent, whileStatus: 'requested' })
            : succeed(result.message),
        onError: (error) =>
          isAlreadyRequested(error)
            ? setNotice({ tone: 'success', text: CONNECTION_MESSAGES.alreadySent, whileStatus: 'requested' })
            : fail(CONNECTION_MESSAGES.sendFailed)(error),
      }),
    cancel: () =>
      revoke.mutate(
        { userId: person.id, kind: 'connection' },
        { onSuccess: () => succeed(CONNECTION_MESSAGES.canceled), onError: fail(CONNECTION_MESSAGES.cancelFailed) },
      ),
    cancelCollaboration: () =>
      revoke.mutate(
        { userId: person.id, kind: 'collaboration' },
        { onSuccess: (result) => succeed(result.message), onError: fail(CONNECTION_MESSAGES.cancelFailed) },
      ),
    answer: (requestId: string, choice: RequestAnswer) =>
      answer.mutate(
        { requestId, answer: choice, otherUserId: person.id },
        { onSuccess: (result) => succeed(result.message), onError: fail(CONNECTION_MESSAGES.statusFailed) },
      ),
    collaborate: () =>
      collaborate.mutate(person.id, { onSuccess: (result) => succeed(result.message), onError: fail(CONNECTION_MESSAGES.statusFailed) }),
    ask: (what: Confirmable) => {
      setConfirmError(null);
      setConfirming(what);
    },
    dialog: (
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={text?.title ?? ''}
        description={text?.description ?? ''}
        confirmLabel={text?.label ?? ''}
        pending={confirming ? runs[confirming].pending : false}
        error={confirmError}
        onConfirm={() => confirming && runs[confirming].run()}
      />
    ),
  };
}

export type ConnectionActions = ReturnType<typeof useConnectionActions>;

const itemClass =
  'flex cursor-pointer items-center gap-2.5 rounded-lg px-3 py-2.5 text-sm font-medium text-ink-700 outline-none select-none ' +
  'data-[highlighted]:bg-ink-100 data-[highlighted]:text-ink-900 data-[disabled]:cursor-default data-[disabled]:opacity-60';

function ConnectedMenu({ relation, actions, block }: { relation: Relation; actions: ConnectionActions; block: boolean }) {
  const collabRequestId = relation.collaborationRequestId;
  const collabItem: ReactNode =
    relation.collaboration === 'collaborating' ? (
      <DropdownMenu.Item className={itemClass} onSelect={() => actions.ask('endCollaboration')}>
        <Handshake className="size-4" aria-hidden="true" /> End collaboration
      </DropdownMenu.Item>
    ) : relation.collaboration === 'requested' ? (
      <DropdownMenu.Item className={itemClass} onSelect={actions.cancelCollaboration}>
        <X className="size-4" aria-hidden="true" /> Cancel collaboration request
      </DropdownMenu.Item>
    ) : relation.collaboration === 'incoming' && collabRequestId ? (
      <>
        <DropdownMenu.Item className={itemClass} onSelect={() => actions.answer(collabRequestId, 'accept')}>
          <Check className="size-4" aria-hidden="true" /> Accept collaboration
        </DropdownMenu.Item>
        <DropdownMenu.Item className={itemClass} onSelect={() => actions.answer(collabRequestId, 'decline')}>
          <X className="size-4" aria-hidden="true" /> Decline collaboration
        </DropdownMenu.Item>
      </>
    ) : (
      <DropdownMenu.Item className={itemClass} onSelect={actions.collaborate}>
        <Handshake className="size-4" aria-hidden="true" /> Collaborate
      </DropdownMenu.Item>
    );
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button
          variant="secondary"
          block={block}
          loading={actions.pending.collaborate || actions.pending.answer !== null || actions.pending.revoke}
        >
          <Check className="size-4" aria-hidden="true" /> Connected <ChevronDown className="size-4" aria-hidden="true" />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-card bg-surface p-1.5 shadow-lifted ring-1 ring-ink-200 data-[state=open]:animate-fade-in"
        >
          {collabItem}
          <DropdownMenu.Separator className="my-1 h-px bg-ink-200" />
          <DropdownMenu.Item className={itemClass} onSelect={() => actions.ask('remove')}>
            <UserMinus className="size-4" aria-hidden="true" /> Remove connection
          </DropdownMenu.Item>
          <DropdownMenu.Item
            className={cn(itemClass, 'text-danger-700 data-[highlighted]:text-danger-700')}
            onSelect={() => actions.ask('block')}
          >
            <Ban className="size-4" aria-hidden="true" /> Block
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/**
 * The connection action (community §2.9, §4): Connect; Requested with Cancel; Accept or Decline an incoming
 * request; Connected with Message and a menu. `block` stretches the buttons (the mobile footer).
 */
export function ConnectionAction({
  personId,
  state,
  actions,
  block = false,
}: {
  personId: string;
  state: RelationState;
  actions: ConnectionActions;
  block?: boolean;
}) {
  const { relation } = state;
  const wrap = cn('flex flex-wrap items-center gap-2', block && 'w-full flex-nowrap [&>*]:flex-1');

  if (!relation && state.error) {
    return (
      <div className="flex flex-wrap items-center gap-2">
        <p role="alert" className="text-sm font-medium text-danger-700">
          {connectionErrorMessage(state.error, CONNECTION_MESSAGES.statusFailed)}
        </p>
        <Button variant="outline" size="sm" onClick={state.retry} icon={<RefreshCw className="size-4" aria-hidden="true" />}>
          Retry
        </Button>
      </div>
    );
  }
  const status = relation?.status ?? (state.storedRequested ? 'requested' : null);
  if (status === null) {
    return (
      <Button variant="secondary" block={block} loading>
        Checking...
      </Button>
    );
  }
  if (status === 'none') {
    return (
      <Button
        block={block}
        onClick={actions.connect}
        loading={actions.pending.connect}
        icon={<UserPlus className="size-4" aria-hidden="true" />}
      >
        Connect
      </Button>
    );
  }
  if (status === 'requested') {
    return (
      <div className={wrap}>
        <Button variant="secondary" disabled icon={<Clock className="size-4" aria-hidden="true" />}>
          Requested
        </Button>
        <Button variant="outline" onClick={actions.cancel} loading={actions.pending.revoke}>
          Cancel
        </Button>
      </div>
    );
  }
  if (status === 'incoming' && relation?.requestId) {
    const requestId = relation.requestId;
    return (
      <div className={wrap}>
        <Button
          onClick={() => actions.answer(requestId, 'accept')}
          loading={actions.pending.answer === 'accept'}
          disabled={actions.pending.answer !== null}
          icon={<Check className="size-4" aria-hidden="true" />}
        >
          Accept
        </Button>
        <Button
          variant="outline"
          onClick={() => actions.answer(requestId, 'decline')}
          loading={actions.pending.answer === 'decline'}
          disabled={actions.pending.answer !== null}
        >
          Decline
        </Button>
      </div>
    );
  }
  return relation ? (
    <div className={wrap}>
      <MessageButton userId={personId} />
      <ConnectedMenu relation={relation} actions={actions} block={block} />
    </div>
  ) : null;
}
