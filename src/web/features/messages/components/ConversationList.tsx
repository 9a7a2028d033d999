import { Link } from 'react-router';
import type { Conversation } from '../../../../shared/contracts/messages.js';
import { CHAT_MESSAGES } from '../../../../shared/contracts/messages.constants.js';
import { relativeTime } from '../../../../shared/format.js';
import { Avatar, Button, Skeleton } from '../../../components/ui';
import { useAuth } from '../../../lib/auth';
import { cn } from '../../../lib/cn';
import { messageFrom } from '../../../lib/errors';
import { PushOffer } from '../../notifications';
import { useConversationPages } from '../api/listConversations';
import { MESSAGES_PATHS } from '../lib/paths';

function Row({ conversation, myId }: { conversation: Conversation; myId: string }) {
  const { otherUser, lastMessage, unreadCount } = conversation;
  const preview = lastMessage ? `${lastMessage.senderId === myId ? 'You: ' : ''}${lastMessage.body}` : 'No messages yet';
  return (
    <>
      <Avatar name={otherUser.name} src={otherUser.profilePictureUrl} />
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline gap-2">
          <span className={cn('flex-1 truncate text-sm text-ink-900', unreadCount > 0 ? 'font-bold' : 'font-semibold')}>
            {otherUser.name}
          </span>
          {conversation.lastMessageAt ? (
            <span className="shrink-0 text-xs text-ink-500">{relativeTime(conversation.lastMessageAt)}</span>
          ) : null}
        </span>
        <span className="mt-0.5 flex items-center gap-2">
          <span className={cn('flex-1 truncate text-sm', unreadCount > 0 ? 'font-medium text-ink-800' : 'text-ink-500')}>{preview}</span>
          {unreadCount > 0 ? (
            <span
              className="inline-flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-brand-600 px-1.5 text-[0.6875rem] font-bold text-white"
              aria-label={`${unreadCount} unread`}
            >
              {unreadCount > 99 ? '99+' : unreadCount}
            </span>
          ) : null}
        </span>
      </span>
    </>
  );
}

const rowClass =
  'flex w-full items-center gap-3 px-4 py-3 text-left transition-colors hover:bg-ink-50 focus-visible:bg-ink-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500';

export function ConversationListSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <ul aria-label="Loading conversations">
      {Array.from({ length: rows }, (_, index) => (
        <li key={index} className="flex items-center gap-3 px-4 py-3">
          <Skeleton className="size-10 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-3.5 w-2/5" />
            <Skeleton className="h-3 w-4/5" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The caller's conversations, latest first. `onSelect` keeps them in place (the widget); otherwise rows are links. */
export function ConversationList({ onSelect, activeId }: { onSelect?: (id: string) => void; activeId?: string }) {
  const myId = useAuth().user?.id ?? '';
  const pages = useConversationPages();
  if (pages.isPending) return <ConversationListSkeleton />;
  if (pages.isError) {
    return (
      <div role="alert" className="px-4 py-8 text-center text-sm text-danger-700">
        <p>{messageFrom(pages.error, CHAT_MESSAGES.loadFailed)}</p>
        <Button className="mt-3" size="sm" variant="outline" onClick={() => void pages.refetch()}>
          Retry
        </Button>
      </div>
    );
  }
  const conversations = pages.data.pages.flatMap((page) => page.data);
  if (conversations.length === 0) return <p className="px-6 py-10 text-center text-sm text-ink-500">{CHAT_MESSAGES.noConversations}</p>;
  const messaged = conversations.some((conversation) => conversation.lastMessage !== null && conversation.lastMessage.senderId !== myId);
  return (
    <>
      {messaged ? <PushOffer /> : null}
      <ul className="divide-y divide-ink-100" aria-label="Conversations">
        {conversations.map((conversation) => (
          <li key={conversation.id} className={cn(conversation.id === activeId && 'bg-brand-50')}>
            {onSelect ? (
              <button type="button" className={rowClass} onClick={() => onSelect(conversation.id)}>
                <Row conversation={conversation} myId={myId} />
              </button>
            ) : (
              <Link to={MESSAGES_PATHS.conversation(conversation.id)} className={rowClass}>
                <Row conversation={conversation} myId={myId} />
              </Link>
            )}
          </li>
        ))}
      </ul>
      {pages.hasNextPage ? (
        <div className="flex justify-center p-3">
          <Button size="sm" variant="outline" loading={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
            Load more
          </Button>
        </div>
      ) : null}
    </>
  );
}
