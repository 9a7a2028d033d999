import { createHmac } from 'node:crypto';
import { uuidSchema } from '../../../shared/contracts/common.js';
import { documentPath, formatIst } from '../../../shared/contracts/mentors.js';
import { ROOM_OPENS_BEFORE_MS, SESSION_MESSAGES, type RoomState, type SessionMessage } from '../../../shared/contracts/sessions.js';
import type { Config } from '../../config.js';
import { forbidden, notFound } from '../../platform/errors.js';
import type { BookingRow, createBookingReader } from '../mentors/index.js';
import type { SessionsRepository } from './sessions.repository.js';

type IceServer = RoomState['iceServers'][number];

/**
 * A TURN credential of the TURN REST scheme (coturn's use-auth-secret): the username is the expiry (Unix seconds)
 * and the user's id, the password the base64 HMAC-SHA1 of the username under the shared secret.
 */
export function turnCredential(secret: string, userId: string, ttlSeconds: number, now: Date) {
  const username = `${Math.floor(now.getTime() / 1000) + ttlSeconds}:${userId}`;
  return { username, credential: createHmac('sha1', secret).update(username).digest('base64') };
}

/** The room's ICE servers for one user: the STUN servers, and the TURN servers with a credential made now. */
export function iceServersFor(ice: Config['sessionIce'], userId: string, now: Date): IceServer[] {
  const servers: IceServer[] = [];
  if (ice.stunUrls.length > 0) servers.push({ urls: ice.stunUrls });
  if (ice.turnUrls.length > 0 && ice.turnSecret) {
    servers.push({ urls: ice.turnUrls, ...turnCredential(ice.turnSecret, userId, ice.turnTtlSeconds, now) });
  }
  return servers;
}

const isUuid = (value: string) => uuidSchema.safeParse(value).success;
const LIVE = new Set(['confirmed', 'completed']);

export const mentorNameOf = (row: BookingRow) => row.mentorName || row.mentorUsername || row.mentorEmail.split('@')[0]!;
export const studentNameOf = (row: BookingRow) =>
  [row.studentFirstName, row.studentLastName].filter(Boolean).join(' ').trim() || row.studentUsername || row.studentEmail.split('@')[0]!;

export interface RoomAccess {
  booking: BookingRow;
  role: 'student' | 'mentor';
  opensAt: Date;
  closesAt: Date;
}

export const toSessionMessage = (row: {
  id: string;
  bookingId: string;
  senderId: string;
  body: string;
  createdAt: Date;
}): SessionMessage => ({
  id: row.id,
  bookingId: row.bookingId,
  senderId: row.senderId,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
});

export function createSessionsService(deps: {
  bookings: ReturnType<typeof createBookingReader>;
  repo: SessionsRepository;
  ice: Config['sessionIce'];
  now?: () => Date;
}) {
  const clock = deps.now ?? (() => new Date());
  const roomNotFound = () => notFound(SESSION_MESSAGES.roomNotFound, 'ROOM_NOT_FOUND');

  /**
   * The room of a confirmed session, for its student or mentor; anyone else (visitors included), an unknown id and a
   * booking that is not confirmed all get the same not-found, so the answer reveals nothing about the booking.
   */
  async function access(bookingId: string, userId: string | undefined): Promise<RoomAccess> {
    const booking = userId && isUuid(bookingId) ? await deps.bookings.findBooking(bookingId) : undefined;
    if (!booking || !LIVE.has(booking.status)) throw roomNotFound();
    const role = booking.studentId === userId ? 'student' : booking.mentorId === userId ? 'mentor' : null;
    if (!role) throw roomNotFound();
    const start = booking.scheduledAt.getTime();
    return { booking, role, opensAt: new Date(start - ROOM_OPENS_BEFORE_MS), closesAt: new Date(start + booking.duration * 60_000) };
  }

  const isOpen = (room: RoomAccess, now: Date) => now >= room.opensAt && now < room.closesAt;

  return {
    access,
    isOpen,

    /** For the socket's join: the room only while it is open, with the same refusal as an unknown one otherwise. */
    async openRoom(bookingId: string, userId: string): Promise<RoomAccess> {
      const room = await access(bookingId, userId);
      if (!isOpen(room, clock())) throw roomNotFound();
      return room;
    },

    async roomState(bookingId: string, userId: string | undefined): Promise<RoomState> {
      const room = await access(bookingId, userId);
      const { booking, role } = room;
      const now = clock();
      const student = { id: booking.studentId, name: studentNameOf(booking) };
      const mentor = { id: booking.mentorId, name: mentorNameOf(booking) };
      const documents = [
        ...(booking.resumeDocumentId ? [{ label: 'Resume', url: documentPath(booking.resumeDocumentId) }] : []),
        ...(booking.otherDocumentId ? [{ label: 'Document', url: documentPath(booking.otherDocumentId) }] : []),
      ];
      return {
        bookingId: booking.id,
        role,
        polite: role === 'student',
        me: role === 'student' ? student : mentor,
        other: role === 'student' ? mentor : student,
        scheduledAt: booking.scheduledAt.toISOString(),
        scheduledTimeIst: formatIst(booking.scheduledAt),
        duration: booking.duration,
        opensAt: room.opensAt.toISOString(),
        closesAt: room.closesAt.toISOString(),
        joinable: isOpen(room, now),
        chatEnabled: booking.chatEnabled,
        agenda: booking.agenda,
        documents,
        meetingUrl: booking.meetingUrl,
        iceServers: iceServersFor(deps.ice, userId!, now),
        iceTransportPolicy: deps.ice.transportPolicy,
      };
    },

    /** The mentor's external link for the session (https: only, checked by the contract), or null to remove it. */
    async setMeetingUrl(bookingId: string, userId: string | undefined, meetingUrl: string | null): Promise<RoomState> {
      const room = await access(bookingId, userId);
      if (room.role !== 'mentor') throw forbidden(SESSION_MESSAGES.mentorOnly, 'MENTOR_ONLY');
      await deps.repo.setMeetingUrl(room.booking.id, meetingUrl);
      return this.roomState(bookingId, userId);
    },

    /** The chat of the session, for its two parties, during the session and after it. */
    async messages(bookingId: string, userId: string | undefined): Promise<SessionMessage[]> {
      const room = await access(bookingId, userId);
      return (await deps.repo.messagesOf(room.booking.id)).map(toSessionMessage);
    },

    async send(room: RoomAccess, senderId: string, body: string): Promise<SessionMessage> {
      return toSessionMessage(await deps.repo.insertMessage(room.booking.id, senderId, body));
    },

    joined: (room: RoomAccess, userId: string) => deps.repo.joined(room.booking.id, userId, clock()),
    left: (attendanceId: string) => deps.repo.left(attendanceId, clock()),
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
