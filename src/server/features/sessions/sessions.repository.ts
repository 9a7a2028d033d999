import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bookings, sessionAttendance, sessionMessages } from '../../db/schema/index.js';

/** The SQL of session rooms: chat lines, attendance stays and the meeting link. */
export function createSessionsRepository(db: Db) {
  return {
    async insertMessage(bookingId: string, senderId: string, body: string) {
      const [row] = await db.insert(sessionMessages).values({ bookingId, senderId, body }).returning();
      return row!;
    },

    messagesOf(bookingId: string) {
      return db
        .select()
        .from(sessionMessages)
        .where(eq(sessionMessages.bookingId, bookingId))
        .orderBy(asc(sessionMessages.createdAt), asc(sessionMessages.id))
        .limit(1000);
    },

    async joined(bookingId: string, userId: string, at: Date): Promise<string> {
      const [row] = await db.insert(sessionAttendance).values({ bookingId, userId, joinedAt: at }).returning({ id: sessionAttendance.id });
      return row!.id;
    },

    async left(attendanceId: string, at: Date): Promise<void> {
      await db
        .update(sessionAttendance)
        .set({ leftAt: at })
        .where(and(eq(sessionAttendance.id, attendanceId), isNull(sessionAttendance.leftAt)));
    },

    attendanceOf(bookingId: string) {
      return db.select().from(sessionAttendance).where(eq(sessionAttendance.bookingId, bookingId)).orderBy(asc(sessionAttendance.joinedAt));
    },

    async setMeetingUrl(bookingId: string, meetingUrl: string | null): Promise<void> {
      await db.update(bookings).set({ meetingUrl, updatedAt: new Date() }).where(eq(bookings.id, bookingId));
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
