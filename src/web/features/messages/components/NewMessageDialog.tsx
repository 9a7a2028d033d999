import { Search } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { CHAT_MESSAGES } from '../../../../shared/contracts/messages.constants.js';
import { Avatar, Dialog, Skeleton, Spinner, toast } from '../../../components/ui';
import { messageFrom } from '../../../lib/errors';
import { useContacts } from '../api/listConnections';
import { useOpenConversation } from '../api/openConversation';

/** "New message": pick one of your connections; the conversation opens (or is created) like MessageButton's. */
export function NewMessageDialog({
  open,
  onOpenChange,
  onOpened,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onOpened: (conversationId: string) => void;
}) {
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const contacts = useContacts(deferred, open);
  const start = useOpenConversation();

  const choose = (userId: string) =>
    start.mutate(userId, {
      onSuccess: (conversation) => {
        onOpenChange(false);
        onOpened(conversation.id);
      },
      onError: (error) => toast({ title: messageFrom(error, CHAT_MESSAGES.loadFailed), tone: 'error' }),
    });

  let list;
  if (contacts.isPending) {
    list = [0, 1, 2].map((index) => (
      <div key={index} className="flex items-center gap-3 py-2">
        <Skeleton className="size-10 rounded-full" />
        <Skeleton className="h-3.5 w-1/2" />
      </div>
    ));
  } else if (contacts.isError) {
    list = <p className="py-6 text-center text-sm text-danger-700">{messageFrom(contacts.error, 'Failed to load your connections.')}</p>;
  } else if (contacts.data.connections.length === 0) {
    list = (
      <p className="py-6 text-center text-sm text-ink-500">
        {deferred ? 'No connection matches.' : 'You have no connections yet. '}
        {deferred ? null : (
          <Link to="/NetworkPage" className="font-semibold text-brand-700 hover:underline" onClick={() => onOpenChange(false)}>
            Find people
          </Link>
        )}
      </p>
    );
  } else {
    list = (
      <ul className="divide-y divide-ink-100">
        {contacts.data.connections.map(({ id, otherUser }) => (
          <li key={id}>
            <button
              type="button"
              disabled={start.isPending}
              onClick={() => choose(otherUser.id)}
              className="flex w-full items-center gap-3 rounded-lg px-2 py-2.5 text-left hover:bg-ink-50 disabled:opacity-60"
            >
              <Avatar name={otherUser.name} src={otherUser.profilePictureUrl} />
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-semibold text-ink-900">{otherUser.name}</span>
                {otherUser.headline[0] ? <span className="block truncate text-xs text-ink-500">{otherUser.headline[0]}</span> : null}
              </span>
              {start.isPending && start.variables === otherUser.id ? <Spinner /> : null}
            </button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="New message" description="Message one of your connections.">
      <label className="relative block">
        <span className="sr-only">Search connections</span>
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-400" aria-hidden="true" />
        <input
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="Search connections"
          className="h-10 w-full rounded-field border border-ink-200 bg-surface pr-3 pl-9 text-sm outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100"
        />
      </label>
      <div className="mt-3 max-h-80 overflow-y-auto">{list}</div>
    </Dialog>
  );
}
