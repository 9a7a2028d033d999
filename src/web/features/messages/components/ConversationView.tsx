import { ArrowLeft } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router';
import { CHAT_MESSAGES } from '../../../../shared/contracts/messages.constants.js';
import { Avatar, Button, Skeleton, Spinner } from '../../../components/ui';
import { useAuth } from '../../../lib/auth';
import { cn } from '../../../lib/cn';
import { messageFrom } from '../../../lib/errors';
import { useConversation } from '../api/getConversation';
import { useHistory } from '../api/listMessages';
import { useReadConversation } from '../api/readConversation';
import { useSendMessage } from '../api/sendMessage';
import { bubbleTime, deliveryState, flattenHistory, latestUnreadFromOther, newClientId, type LocalMessage } from '../lib/messages';
import { Composer } from './Composer';

/** Scrolling this close to the top loads older messages; this close to the bottom keeps following new ones. */
const EDGE_PX = 120;

const STATE_LABEL = { sending: 'Sending…', failed: 'Not sent', sent: 'Sent', seen: 'Seen' } as const;

function Bubble({ message, mine, onRetry }: { message: LocalMessage; mine: boolean; onRetry: (message: LocalMessage) => void }) {
  const state = deliveryState(message);
  return (
    <li className={cn('flex', mine ? 'justify-end' : 'justify-start')}>
      <div className={cn('max-w-[80%]', mine && 'text-right')}>
        <p
          className={cn(
            'inline-block rounded-2xl px-3.5 py-2 text-left text-sm break-words whitespace-pre-wrap',
            mine ? 'rounded-br-md bg-brand-600 text-white' : 'rounded-bl-md bg-surface text-ink-900 ring-1 ring-ink-200',
            state === 'sending' && 'opacity-70',
            state === 'failed' && 'bg-danger-600',
          )}
        >
          {message.body}
        </p>
        <p className="mt-0.5 px-1 text-[0.6875rem] text-ink-500">
          <time dateTime={message.createdAt}>{bubbleTime(message.createdAt)}</time>
          {mine ? <span className={cn(state === 'failed' && 'font-semibold text-danger-700')}> · {STATE_LABEL[state]}</span> : null}
          {state === 'failed' ? (
            <button type="button" onClick={() => onRetry(message)} className="ml-1 font-semibold text-brand-700 hover:underline">
              Retry
            </button>
          ) : null}
        </p>
      </div>
    </li>
  );
}

function HistorySkeleton() {
  return (
    <div className="space-y-3 p-4" aria-label="Loading messages">
      {['w-2/5', 'w-3/5', 'w-1/3', 'w-1/2'].map((width, index) => (
        <div key={width} className={cn('flex', index % 2 ? 'justify-end' : 'justify-start')}>
          <Skeleton className={cn('h-9 rounded-2xl', width)} />
        </div>
      ))}
    </div>
  );
}

/**
 * Marks the conversation read while it is open and the tab visible, once per newest unread message from
 * the other person (so a refused call is not repeated in a loop).
 */
function useMarkReadWhileVisible(conversationId: string, latestUnreadId: string | null): void {
  const { mutate } = useReadConversation();
  const marked = useRef<string | null>(null);
  useEffect(() => {
    const mark = () => {
      if (!latestUnreadId || marked.current === latestUnreadId || document.visibilityState !== 'visible') return;
      marked.current = latestUnreadId;
      mutate(conversationId);
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [conversationId, latestUnreadId, mutate]);
}

/**
 * One conversation: the other person, paged history (older pages load on scrolling up), live messages,
 * "Sent"/"Seen" on one's own, and the composer, or the spec's sentence when sending is not allowed.
 */
export function ConversationView({
  conversationId,
  onBack,
  compact = false,
}: {
  conversationId: string;
  onBack?: () => void;
  compact?: boolean;
}) {
  const myId = useAuth().user?.id ?? '';
  const conversation = useConversation(conversationId);
  const history = useHistory(conversationId);
  const send = useSendMessage(conversationId);
  const messages = flattenHistory(history.data);
  useMarkReadWhileVisible(conversationId, latestUnreadFromOther(messages, myId));

  const scroller = useRef<HTMLDivElement>(null);
  const anchor = useRef<{ height: number; top: number } | null>(null);
  const following = useRef(true);
  const firstId = messages[0]?.id;
  const lastId = messages[messages.length - 1]?.id;

  // Older messages were prepended: keep what the reader was looking at in place.
  useLayoutEffect(() => {
    const element = scroller.current;
    const before = anchor.current;
    if (!element || !before) return;
    element.scrollTop = before.top + (element.scrollHeight - before.height);
    anchor.current = null;
  }, [firstId]);

  // A new message at the end: follow it when the reader is at the bottom (always for one's own).
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const last = messages[messages.length - 1];
    if (following.current || last?.senderId === myId) element.scrollTop = element.scrollHeight;
    // Only a new last message should move the view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lastId]);

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    following.current = element.scrollHeight - element.scrollTop - element.clientHeight < EDGE_PX;
    if (element.scrollTop < EDGE_PX && history.hasNextPage && !history.isFetchingNextPage) {
      anchor.current = { height: element.scrollHeight, top: element.scrollTop };
      void history.fetchNextPage();
    }
  };

  const retry = (message: LocalMessage) => send.mutate({ body: message.body, clientId: message.clientId ?? newClientId() });
  const other = conversation.data?.otherUser;

  let body;
  if (history.isPending) body = <HistorySkeleton />;
  else if (history.isError) {
    body = (
      <div role="alert" className="p-6 text-center text-sm text-danger-700">
        <p>{messageFrom(history.error, CHAT_MESSAGES.loadFailed)}</p>
        <Button className="mt-3" size="sm" variant="outline" onClick={() => void history.refetch()}>
          Retry
        </Button>
      </div>
    );
  } else if (messages.length === 0) {
    body = <p className="p-8 text-center text-sm text-ink-500">No messages yet. Say hello!</p>;
  } else {
    body = (
      <>
        {history.isFetchingNextPage ? (
          <div className="flex justify-center py-2">
            <Spinner />
          </div>
        ) : null}
        <ol className="space-y-2 p-4" aria-label="Messages" aria-live="polite">
          {messages.map((message) => (
            <Bubble key={message.clientId ?? message.id} message={message} mine={message.senderId === myId} onRetry={retry} />
          ))}
        </ol>
      </>
    );
  }

  return (
    <section className="flex h-full min-h-0 flex-col bg-canvas" aria-label={other ? `Conversation with ${other.name}` : 'Conversation'}>
      <header className={cn('flex items-center gap-3 border-b border-ink-200 bg-surface', compact ? 'px-3 py-2' : 'px-4 py-3')}>
        {onBack ? (
          <button
            type="button"
            onClick={onBack}
            aria-label="Back to conversations"
            className="-ml-1 flex size-9 items-center justify-center rounded-full text-ink-700 hover:bg-ink-100"
          >
            <ArrowLeft className="size-5" aria-hidden="true" />
          </button>
        ) : null}
        {other ? (
          <Link
            to={`/AfterConnecting/${encodeURIComponent(other.id)}`}
            className="flex min-w-0 flex-1 items-center gap-3 rounded-lg hover:opacity-90"
          >
            <Avatar name={other.name} src={other.profilePictureUrl} size={compact ? 'sm' : 'md'} />
            <span className="min-w-0">
              <span className="block truncate text-sm font-bold text-ink-900">{other.name}</span>
              {other.headline[0] ? <span className="block truncate text-xs text-ink-500">{other.headline[0]}</span> : null}
            </span>
          </Link>
        ) : conversation.isError ? (
          <p className="flex-1 text-sm text-danger-700">{messageFrom(conversation.error, CHAT_MESSAGES.loadFailed)}</p>
        ) : (
          <div className="flex flex-1 items-center gap-3">
            <Skeleton className="size-10 rounded-full" />
            <Skeleton className="h-3.5 w-32" />
          </div>
        )}
      </header>
      <div ref={scroller} onScroll={onScroll} className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
        {body}
      </div>
      {conversation.data?.canSend ? <Composer onSend={(text) => send.mutate({ body: text, clientId: newClientId() })} /> : null}
      {conversation.data && !conversation.data.canSend ? (
        <p className="border-t border-ink-200 bg-surface p-4 text-center text-sm text-ink-600">{CHAT_MESSAGES.notConnected}</p>
      ) : null}
    </section>
  );
}
