import { MessageSquarePlus } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui';
import { ConversationList } from '../components/ConversationList';
import { NewMessageDialog } from '../components/NewMessageDialog';
import { MESSAGES_PATHS } from '../lib/paths';

/** /MessageMobileInbox: every conversation with its last message, time and unread count. */
export default function InboxPage() {
  const navigate = useNavigate();
  const [picking, setPicking] = useState(false);
  return (
    <div className="mx-auto w-full max-w-2xl">
      <title>Messages · Campus</title>
      <header className="mb-4 flex items-center justify-between gap-3">
        <h1 className="text-title text-ink-900">Messages</h1>
        <Button size="sm" icon={<MessageSquarePlus className="size-4" aria-hidden="true" />} onClick={() => setPicking(true)}>
          New message
        </Button>
      </header>
      <div className="overflow-hidden rounded-card bg-surface shadow-card ring-1 ring-ink-200">
        <ConversationList />
      </div>
      <NewMessageDialog open={picking} onOpenChange={setPicking} onOpened={(id) => void navigate(MESSAGES_PATHS.conversation(id))} />
    </div>
  );
}
