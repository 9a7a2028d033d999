import { ChevronDown, ChevronUp, MessageSquarePlus } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { cn } from '../../../lib/cn';
import { useUnreadMessagesTotal } from '../api/listConversations';
import { MESSAGES_PATHS } from '../lib/paths';
import { ConversationList } from './ConversationList';
import { ConversationView } from './ConversationView';
import { NewMessageDialog } from './NewMessageDialog';

/**
 * The desktop messages widget docked bottom-right: a bar "Messages (n)" that expands to the list and,
 * after a pick, to that conversation.
 */
export function MessagesWidget({ defaultExpanded = false, className }: { defaultExpanded?: boolean; className?: string }) {
  const [expanded, setExpanded] = useState(defaultExpanded);
  const [openId, setOpenId] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const unread = useUnreadMessagesTotal();
  const Chevron = expanded ? ChevronDown : ChevronUp;

  return (
    <aside
      aria-label="Messages widget"
      className={cn(
        'fixed right-4 bottom-0 z-40 flex w-[22rem] max-w-[calc(100vw-2rem)] flex-col overflow-hidden rounded-t-card bg-surface shadow-lifted ring-1 ring-ink-200',
        className,
      )}
    >
      <div className="flex items-center border-b border-ink-200">
        <button
          type="button"
          aria-expanded={expanded}
          onClick={() => setExpanded((value) => !value)}
          className="flex h-12 flex-1 items-center gap-2 px-4 text-left text-sm font-bold text-ink-900 hover:bg-ink-50"
        >
          <span className="flex-1">Messages ({unread})</span>
          <Chevron className="size-4 text-ink-500" aria-hidden="true" />
        </button>
        {expanded ? (
          <button
            type="button"
            onClick={() => setPicking(true)}
            aria-label="New message"
            title="New message"
            className="mr-2 flex size-9 items-center justify-center rounded-full text-brand-700 hover:bg-brand-50"
          >
            <MessageSquarePlus className="size-5" aria-hidden="true" />
          </button>
        ) : null}
      </div>
      {expanded ? (
        <div className="flex h-[28rem] max-h-[calc(100dvh-8rem)] min-h-0 flex-col">
          {openId ? (
            <ConversationView conversationId={openId} onBack={() => setOpenId(null)} compact />
          ) : (
            <div className="min-h-0 flex-1 overflow-y-auto">
              <ConversationList onSelect={setOpenId} />
            </div>
          )}
        </div>
      ) : null}
      <NewMessageDialog open={picking} onOpenChange={setPicking} onOpened={setOpenId} />
    </aside>
  );
}

const MESSAGE_PAGE_PREFIXES = [MESSAGES_PATHS.inbox, MESSAGES_PATHS.widget, MESSAGES_PATHS.conversation('')];

/** The widget in the app shell: desktop only (1024 px and wider), and not on the messages pages themselves. */
export function FloatingMessagesWidget() {
  const { pathname } = useLocation();
  if (MESSAGE_PAGE_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return null;
  return <MessagesWidget className="hidden lg:flex" />;
}
