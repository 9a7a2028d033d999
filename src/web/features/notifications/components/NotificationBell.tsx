import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Bell } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import type { Notification } from '../../../../shared/contracts/notifications.js';
import { NOTIFICATION_MESSAGES } from '../../../../shared/contracts/notifications.constants.js';
import { relativeTime } from '../../../../shared/format.js';
import { Skeleton } from '../../../components/ui';
import { cn } from '../../../lib/cn';
import { messageFrom } from '../../../lib/errors';
import { useNotificationPages } from '../api/listNotifications';
import { useNotificationsLive } from '../api/live';
import { useMarkAllNotificationsRead } from '../api/markAllRead';
import { useMarkNotificationsRead } from '../api/markRead';
import { useUnreadCount } from '../api/unreadCount';
import { NOTIFICATIONS_PATH } from '../lib/paths';
import { CountBadge } from './CountBadge';
import { SenderAvatar } from './SenderAvatar';

const DROPDOWN_SIZE = 6;
const iconClass =
  'relative flex size-10 items-center justify-center rounded-full text-ink-600 transition-colors hover:bg-ink-100 hover:text-ink-900';

function bellLabel(count: number): string {
  return count > 0 ? `Notifications, ${count} unread` : 'Notifications';
}

function DropdownItem({ item, onOpen }: { item: Notification; onOpen: (item: Notification) => void }) {
  return (
    <DropdownMenu.Item
      onSelect={() => onOpen(item)}
      className="flex cursor-pointer items-start gap-3 rounded-lg px-3 py-2.5 outline-none data-[highlighted]:bg-ink-100"
    >
      <SenderAvatar name={item.sender.name} src={item.sender.avatar} className="size-9" />
      <span className="min-w-0 flex-1">
        <span className="block truncate text-sm font-semibold text-ink-900">{item.sender.name}</span>
        <span className="block text-sm text-ink-700">{item.message}</span>
        <span className="mt-0.5 block text-xs text-ink-500">{relativeTime(item.createdAt)}</span>
      </span>
      {item.read ? null : <span className="mt-1.5 size-2 shrink-0 rounded-full bg-brand-600" aria-label="Unread" />}
    </DropdownMenu.Item>
  );
}

function DropdownList({ onOpen }: { onOpen: (item: Notification) => void }) {
  const pages = useNotificationPages(false);
  if (pages.isPending) {
    return (
      <div className="space-y-3 p-3">
        {[0, 1, 2].map((index) => (
          <div key={index} className="flex gap-3">
            <Skeleton className="size-9 rounded-full" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-3 w-4/5" />
              <Skeleton className="h-3 w-1/3" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (pages.isError) {
    return (
      <div className="px-3 py-6 text-center text-sm text-danger-700">{messageFrom(pages.error, NOTIFICATION_MESSAGES.fetchFailed)}</div>
    );
  }
  const items = (pages.data.pages[0]?.data ?? []).slice(0, DROPDOWN_SIZE);
  if (items.length === 0) return <div className="px-3 py-6 text-center text-sm text-ink-500">You are all caught up.</div>;
  return items.map((item) => <DropdownItem key={item._id} item={item} onOpen={onOpen} />);
}

/**
 * The bell with the server's unread count, kept live by the socket. At 769 px and wider it opens a
 * drop-down of the latest notifications; narrower it goes to the notifications page.
 */
export function NotificationBell() {
  useNotificationsLive();
  const navigate = useNavigate();
  const count = useUnreadCount().data?.unreadCount ?? 0;
  const markRead = useMarkNotificationsRead();
  const markAll = useMarkAllNotificationsRead();

  const open = (item: Notification) => {
    if (!item.read) markRead.mutate([item._id]);
    if (item.link) void navigate(item.link);
  };

  return (
    <>
      <Link to={NOTIFICATIONS_PATH} aria-label={bellLabel(count)} className={cn(iconClass, 'min-[769px]:hidden')}>
        <Bell className="size-5" aria-hidden="true" />
        <CountBadge count={count} />
      </Link>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger
          aria-label={bellLabel(count)}
          className={cn(iconClass, 'hidden data-[state=open]:bg-ink-100 min-[769px]:flex')}
        >
          <Bell className="size-5" aria-hidden="true" />
          <CountBadge count={count} />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={8}
            className="z-50 w-96 max-w-[calc(100vw-2rem)] rounded-card bg-surface p-1.5 shadow-lifted ring-1 ring-ink-200 data-[state=open]:animate-fade-in"
          >
            <div className="flex items-center justify-between px-3 py-2">
              <DropdownMenu.Label className="text-sm font-bold text-ink-900">Notifications</DropdownMenu.Label>
              <DropdownMenu.Item
                disabled={count === 0 || markAll.isPending}
                // Marking all read keeps the list open, to show the result.
                onSelect={(event) => {
                  event.preventDefault();
                  markAll.mutate();
                }}
                className="cursor-pointer rounded-md px-2 py-1 text-xs font-semibold text-brand-700 outline-none data-[disabled]:cursor-not-allowed data-[disabled]:text-ink-400 data-[highlighted]:bg-brand-50"
              >
                Mark all as read
              </DropdownMenu.Item>
            </div>
            <DropdownMenu.Separator className="my-1 h-px bg-ink-200" />
            <DropdownMenu.Group>
              <DropdownList onOpen={open} />
            </DropdownMenu.Group>
            <DropdownMenu.Separator className="my-1 h-px bg-ink-200" />
            <DropdownMenu.Item
              onSelect={() => void navigate(NOTIFICATIONS_PATH)}
              className="block cursor-pointer rounded-lg px-3 py-2 text-center text-sm font-semibold text-brand-700 outline-none data-[highlighted]:bg-brand-50"
            >
              See all notifications
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </>
  );
}
