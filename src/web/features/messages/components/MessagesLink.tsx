import { MessagesSquare } from 'lucide-react';
import { NavLink } from 'react-router';
import { cn } from '../../../lib/cn';
import { CountBadge } from '../../notifications';
import { useUnreadMessagesTotal } from '../api/listConversations';
import { useMessagesLive } from '../api/live';
import { MESSAGES_PATHS } from '../lib/paths';

/** The top bar's messages icon with the unread total; it also keeps every message cache live from the socket. */
export function MessagesLink() {
  useMessagesLive();
  const unread = useUnreadMessagesTotal();
  const label = unread > 0 ? `Messages, ${unread} unread` : 'Messages';
  return (
    <NavLink
      to={MESSAGES_PATHS.inbox}
      aria-label={label}
      title="Messages"
      className={({ isActive }) =>
        cn(
          'relative flex size-10 items-center justify-center rounded-full transition-colors',
          isActive ? 'bg-brand-50 text-brand-700' : 'text-ink-600 hover:bg-ink-100 hover:text-ink-900',
        )
      }
    >
      <MessagesSquare className="size-5" aria-hidden="true" />
      <CountBadge count={unread} />
    </NavLink>
  );
}
