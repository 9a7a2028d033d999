import { MessagesSquare, Video } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ROOM_OPENS_BEFORE_MS } from '../../../../shared/contracts/sessions.js';
import { buttonClasses } from '../../../components/ui';

export const roomPath = (bookingId: string) => `/sessions/${encodeURIComponent(bookingId)}/room`;

/** Whether a confirmed session's room is open now: from 10 minutes before the start to the end of its duration. */
export function roomOpen(scheduledTime: string, durationMinutes: number, now = Date.now()): boolean {
  const start = new Date(scheduledTime).getTime();
  return now >= start - ROOM_OPENS_BEFORE_MS && now < start + durationMinutes * 60_000;
}

/** "Join room" on a confirmed session's card, shown while its room is open (checked every 15 seconds). */
export function RoomLink({ bookingId, scheduledTime, duration }: { bookingId: string; scheduledTime: string; duration: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  if (!roomOpen(scheduledTime, duration, now)) return null;
  return (
    <Link to={roomPath(bookingId)} className={buttonClasses({ size: 'sm' })}>
      <Video className="size-4" aria-hidden="true" /> Join room
    </Link>
  );
}

/** "Session chat" on a finished session's card: its room page shows the chat to read again. */
export function SessionChatLink({ bookingId }: { bookingId: string }) {
  return (
    <Link to={roomPath(bookingId)} className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
      <MessagesSquare className="size-4" aria-hidden="true" /> Session chat
    </Link>
  );
}
