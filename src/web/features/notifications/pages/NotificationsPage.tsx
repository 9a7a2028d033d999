import { ArrowLeft } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Notification, NotificationPeriod } from '../../../../shared/contracts/notifications.js';
import { NOTIFICATION_MESSAGES } from '../../../../shared/contracts/notifications.constants.js';
import { Button, Skeleton, Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui';
import { messageFrom } from '../../../lib/errors';
import { useDeleteNotifications } from '../api/deleteNotifications';
import { useNotificationPages } from '../api/listNotifications';
import { useMarkAllNotificationsRead } from '../api/markAllRead';
import { useMarkNotificationsRead } from '../api/markRead';
import { useUnreadCount } from '../api/unreadCount';
import { NotificationRow } from '../components/NotificationRow';
import { filterByPeriod, flattenPages, NOTIFICATION_TABS } from '../lib/notifications';
import { forgetStoredUserId, isSessionExpired } from '../lib/session';

/** Relative times and the period filter move on without a reload. */
const CLOCK_TICK_MS = 60_000;

function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), CLOCK_TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

function ListSkeleton() {
  return (
    <ul className="space-y-2" aria-label="Loading notifications">
      {[0, 1, 2, 3, 4].map((index) => (
        <li key={index} className="flex gap-3 rounded-card bg-surface p-3 ring-1 ring-ink-200">
          <Skeleton className="size-10 rounded-full" />
          <div className="flex-1 space-y-2 py-0.5">
            <Skeleton className="h-3.5 w-1/3" />
            <Skeleton className="h-3.5 w-4/5" />
            <Skeleton className="h-3 w-1/4" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** /MobileNotification (community §2.11): unread notifications on load, tabs by age, swipe to delete. */
export default function NotificationsPage() {
  const navigate = useNavigate();
  const now = useNow();
  const [period, setPeriod] = useState<NotificationPeriod>('ALL');
  const [unreadOnly, setUnreadOnly] = useState(true);
  const pages = useNotificationPages(unreadOnly);
  const unread = useUnreadCount().data?.unreadCount ?? 0;
  const markRead = useMarkNotificationsRead();
  const markAll = useMarkAllNotificationsRead();
  const remove = useDeleteNotifications();
  const expired = isSessionExpired(pages.error);

  useEffect(() => {
    if (expired) forgetStoredUserId();
  }, [expired]);

  const read = (item: Notification) => {
    if (!item.read) markRead.mutate([item._id]);
  };
  const open = (item: Notification) => {
    read(item);
    if (item.link) void navigate(item.link);
  };

  const items = filterByPeriod(flattenPages(pages.data), period, now);

  let body;
  if (pages.isPending) body = <ListSkeleton />;
  else if (pages.isError) {
    body = (
      <div role="alert" className="rounded-card bg-danger-50 p-5 text-center text-sm text-danger-800 ring-1 ring-danger-200">
        <p>{expired ? NOTIFICATION_MESSAGES.sessionExpired : messageFrom(pages.error, NOTIFICATION_MESSAGES.fetchFailed)}</p>
        {expired ? (
          <Button className="mt-4" size="sm" onClick={() => void navigate('/')}>
            Log in
          </Button>
        ) : (
          <Button className="mt-4" size="sm" variant="outline" onClick={() => void pages.refetch()}>
            Retry
          </Button>
        )}
      </div>
    );
  } else if (items.length === 0) {
    body = (
      <p className="rounded-card bg-surface px-4 py-12 text-center text-sm text-ink-500 ring-1 ring-ink-200">
        {NOTIFICATION_MESSAGES.empty}
      </p>
    );
  } else {
    body = (
      <ul className="space-y-2">
        {items.map((item) => (
          <NotificationRow
            key={item._id}
            item={item}
            now={now}
            onOpen={open}
            onRead={read}
            onDelete={(target) => remove.mutate([target._id])}
            deleting={remove.isPending && remove.variables.includes(item._id)}
          />
        ))}
      </ul>
    );
  }

  return (
    <div className="mx-auto w-full max-w-xl">
      <title>Notifications · Campus</title>
      <header className="mb-4 flex items-center gap-2">
        <button
          type="button"
          onClick={() => void navigate(-1)}
          aria-label="Back"
          className="-ml-2 flex size-10 items-center justify-center rounded-full text-ink-700 hover:bg-ink-100"
        >
          <ArrowLeft className="size-5" aria-hidden="true" />
        </button>
        <h1 className="flex-1 text-title text-ink-900">Notifications</h1>
        <button
          type="button"
          disabled={unread === 0 || markAll.isPending}
          onClick={() => markAll.mutate()}
          className="rounded-md px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:text-ink-400 disabled:hover:bg-transparent"
        >
          Mark all as read
        </button>
      </header>
      <Tabs value={period} onValueChange={(value) => setPeriod(value as NotificationPeriod)}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <TabsList aria-label="Period">
            {NOTIFICATION_TABS.map((tab) => (
              <TabsTrigger key={tab} value={tab}>
                {tab}
              </TabsTrigger>
            ))}
          </TabsList>
          <label className="flex cursor-pointer items-center gap-2 text-sm font-medium text-ink-700">
            <input
              type="checkbox"
              checked={!unreadOnly}
              onChange={(event) => setUnreadOnly(!event.target.checked)}
              className="size-4 accent-brand-600"
            />
            Show read
          </label>
        </div>
        {NOTIFICATION_TABS.map((tab) => (
          <TabsContent key={tab} value={tab}>
            {body}
          </TabsContent>
        ))}
      </Tabs>
      {pages.hasNextPage ? (
        <div className="mt-4 flex justify-center">
          <Button variant="outline" loading={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
            Load more
          </Button>
        </div>
      ) : null}
    </div>
  );
}
