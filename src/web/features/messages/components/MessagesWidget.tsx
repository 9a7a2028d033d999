import { ChevronDown, ChevronUp, MessageSquarePlus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { Spinner } from '../../../components/ui';
import { cn } from '../../../lib/cn';
import { useMediaQuery } from '../../../lib/useMediaQuery';
import { useUnreadMessagesTotal } from '../api/listConversations';
import { MESSAGES_PATHS } from '../lib/paths';

// The widget sits on every page of the shell, folded: what it shows once opened is fetched when it is opened,
// not with every page's first load.
const ConversationList = lazy(() => import('./ConversationList').then((module) => ({ default: module.ConversationList })));
const ConversationView = lazy(() => import('./ConversationView').then((module) => ({ default: module.ConversationView })));
const NewMessageDialog = lazy(() => import('./NewMessageDialog').then((module) => ({ default: module.NewMessageDialog })));

function PanelLoading() {
  return (
    <div className="flex flex-1 items-center justify-center">
      <Spinner label="Loading messages" />
    </div>
  );
}

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
          <Suspense fallback={<PanelLoading />}>
            {openId ? (
              <ConversationView conversationId={openId} onBack={() => setOpenId(null)} compact />
            ) : (
              <div className="min-h-0 flex-1 overflow-y-auto">
                <ConversationList onSelect={setOpenId} />
              </div>
            )}
          </Suspense>
        </div>
      ) : null}
      {picking ? (
        <Suspense fallback={null}>
          <NewMessageDialog open onOpenChange={setPicking} onOpened={setOpenId} />
        </Suspense>
      ) : null}
    </aside>
  );
}

const MESSAGE_PAGE_PREFIXES = [MESSAGES_PATHS.inbox, MESSAGES_PATHS.widget, MESSAGES_PATHS.conversation('')];

/** The widget in the app shell: desktop only (1024 px and wider), and not on the messages pages themselves. */
export function FloatingMessagesWidget() {
  const { pathname } = useLocation();
  const desktop = useMediaQuery('(min-width: 64rem)');
  if (!desktop || MESSAGE_PAGE_PREFIXES.some((prefix) => pathname.startsWith(prefix))) return null;
  return <MessagesWidget />;
}
