import { EllipsisVertical, Trash2 } from 'lucide-react';
import { useRef, useState, type TouchEvent } from 'react';
import type { Notification } from '../../../../shared/contracts/notifications.js';
import { relativeTime } from '../../../../shared/format.js';
import { cn } from '../../../lib/cn';
import { SenderAvatar } from './SenderAvatar';

/** How far a left swipe moves the row: the width of the Delete button behind it. */
const REVEAL_PX = 96;

interface Swipe {
  x: number;
  y: number;
  from: number;
  horizontal: boolean | null;
}

export interface NotificationRowProps {
  item: Notification;
  now: number;
  onOpen: (item: Notification) => void;
  onRead: (item: Notification) => void;
  onDelete: (item: Notification) => void;
  deleting: boolean;
}

/**
 * One notification. On touch screens a left swipe reveals Delete and the end of any touch marks it read
 * (community §4); with a mouse, the menu button at the end reveals the same Delete.
 */
export function NotificationRow({ item, now, onOpen, onRead, onDelete, deleting }: NotificationRowProps) {
  const [offset, setOffset] = useState(0);
  const [dragging, setDragging] = useState(false);
  const swipe = useRef<Swipe | null>(null);
  const revealed = offset <= -REVEAL_PX / 2;

  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    if (!touch) return;
    swipe.current = { x: touch.clientX, y: touch.clientY, from: offset, horizontal: null };
  };
  const onTouchMove = (event: TouchEvent) => {
    const touch = event.touches[0];
    const start = swipe.current;
    if (!touch || !start) return;
    const dx = touch.clientX - start.x;
    const dy = touch.clientY - start.y;
    // Decide once per touch whether it is a swipe or a scroll, so scrolling the list never drags rows.
    start.horizontal ??= Math.abs(dx) > 8 || Math.abs(dy) > 8 ? Math.abs(dx) > Math.abs(dy) : null;
    if (!start.horizontal) return;
    setDragging(true);
    setOffset(Math.max(-REVEAL_PX, Math.min(0, start.from + dx)));
  };
  const onTouchEnd = () => {
    const start = swipe.current;
    swipe.current = null;
    setDragging(false);
    if (start?.horizontal) setOffset((current) => (current <= -REVEAL_PX / 2 ? -REVEAL_PX : 0));
    if (!item.read) onRead(item);
  };

  return (
    <li className="relative overflow-hidden rounded-card shadow-card">
      <button
        type="button"
        onClick={() => onDelete(item)}
        disabled={deleting}
        tabIndex={revealed ? 0 : -1}
        aria-hidden={!revealed}
        className={cn(
          'absolute inset-y-0 right-0 flex items-center justify-center gap-1.5 bg-danger-600 font-semibold text-white disabled:opacity-70',
          // Hidden at rest, so it cannot show through the row's rounded corners.
          offset === 0 && 'invisible',
        )}
        style={{ width: REVEAL_PX }}
      >
        <Trash2 className="size-4" aria-hidden="true" />
        Delete
      </button>
      <div
        onTouchStart={onTouchStart}
        onTouchMove={onTouchMove}
        onTouchEnd={onTouchEnd}
        style={{ transform: `translateX(${offset}px)` }}
        className={cn(
          'relative flex items-start gap-3 p-3 ring-1 ring-ink-200 ring-inset',
          !dragging && 'transition-transform duration-200',
          item.read ? 'bg-surface' : 'bg-brand-50',
        )}
      >
        <button
          type="button"
          onClick={() => (revealed ? setOffset(0) : onOpen(item))}
          className="flex min-w-0 flex-1 items-start gap-3 rounded-lg text-left focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          <SenderAvatar name={item.sender.name} src={item.sender.avatar} />
          <span className="min-w-0 flex-1">
            <span className="block text-sm font-semibold text-ink-900">{item.sender.name}</span>
            <span className="mt-0.5 block text-sm break-words text-ink-700">{item.message}</span>
            <span className="mt-1 block text-xs text-ink-500">{relativeTime(item.createdAt, now)}</span>
          </span>
          {item.read ? null : <span className="mt-1.5 size-2.5 shrink-0 rounded-full bg-brand-600" aria-label="Unread" />}
        </button>
        <button
          type="button"
          aria-label={revealed ? 'Hide delete' : 'More actions'}
          aria-expanded={revealed}
          onClick={() => setOffset(revealed ? 0 : -REVEAL_PX)}
          className="-mr-1 flex size-8 shrink-0 items-center justify-center rounded-full text-ink-500 hover:bg-ink-100 hover:text-ink-800 pointer-coarse:hidden"
        >
          <EllipsisVertical className="size-4" aria-hidden="true" />
        </button>
      </div>
    </li>
  );
}
