import { z } from 'zod';
import { iceServerSchema, type Ack } from './humanlib.js';

/** Mentorship session rooms (issue 31): the call room of a confirmed booking, its signalling and its chat. */

export const SESSION_ROOM_NAMESPACE = '/session-room';
/** The room opens this long before the start and closes at the end of the session's duration. */
export const ROOM_OPENS_BEFORE_MS = 10 * 60_000;
/** A party not in the room this long after the start is a no-show (ADPList's rule). */
export const NO_SHOW_AFTER_MS = 10 * 60_000;
export const SESSION_MESSAGE_MAX = 2000;
/** No-shows of one side counted over this window: the second warns, the fourth pauses booking (issue 31 §4). */
export const NO_SHOW_WINDOW_DAYS = 30;
export const NO_SHOW_WARN_AT = 2;
export const NO_SHOW_PAUSE_AT = 4;

export const SESSION_MESSAGES = {
  /** The same answer for an unknown booking, someone else's, one not confirmed, and (on the socket) a closed room. */
  roomNotFound: 'This session room does not exist.',
  notJoined: 'Join the session room first.',
  notSignedIn: 'Please log in to join the session room.',
  mentorOnly: 'Only the mentor of the session can set its meeting link.',
  httpsOnly: 'The meeting link must be an https:// address.',
  controlCharacters: 'Messages cannot contain control characters.',
  rateLimited: 'You are sending too fast. Please wait a moment.',
  studentPaused:
    'Booking is paused: you missed 4 sessions in the last 30 days. It opens again as those age past 30 days; to appeal, use the help form (topic: Appeal a paused account).',
  mentorPaused: 'This mentor cannot take new requests right now. Please choose another mentor.',
  confirmationNotAsked: 'This session is not asking whether it took place.',
  confirmationTooEarly: 'You can answer from 10 minutes after the start.',
  confirmationSaved: 'Thanks, your answer is saved.',
  confirmationClosed: 'The operator has already decided on this session.',
  resolveTooEarly: 'This session has not reached 10 minutes after its start yet.',
  resolved: 'The outcome is recorded and both sides are told.',
} as const;

/** The help form's topic that an appeal of a booking pause opens with (`/helpform?topic=appeal`). */
export const APPEAL_HELP_LINK = '/helpform?topic=appeal';

/** `not_held`: an external-link session both sides (or the operator) said did not take place; nobody's no-show. */
export const ATTENDANCE_OUTCOMES = ['held', 'student_no_show', 'mentor_no_show', 'both_no_show', 'not_held'] as const;
export type AttendanceOutcome = (typeof ATTENDANCE_OUTCOMES)[number];

export const sessionBookingParamsSchema = z.object({ bookingId: z.string() });

export const roomDocumentSchema = z.object({ label: z.string(), url: z.string() });

export const roomStateSchema = z.object({
  bookingId: z.string(),
  role: z.enum(['student', 'mentor']),
  /** The mentor is the impolite side of perfect negotiation: when both offer at once, the student's offer yields. */
  polite: z.boolean(),
  me: z.object({ id: z.string(), name: z.string() }),
  other: z.object({ id: z.string(), name: z.string() }),
  scheduledAt: z.string(),
  scheduledTimeIst: z.string(),
  duration: z.number().int(),
  opensAt: z.string(),
  closesAt: z.string(),
  joinable: z.boolean(),
  chatEnabled: z.boolean(),
  agenda: z.string(),
  /** The student's attached documents, served only to the booking's parties. */
  documents: z.array(roomDocumentSchema),
  /** The mentor's external meeting link, when they gave one instead of the room. */
  meetingUrl: z.string().nullable(),
  iceServers: z.array(iceServerSchema),
  iceTransportPolicy: z.enum(['all', 'relay']),
});
export type RoomState = z.infer<typeof roomStateSchema>;

/** A https: address, or null to remove the link. */
export const meetingLinkBodySchema = z.object({
  meetingUrl: z
    .string()
    .trim()
    .max(500)
    .refine((value) => {
      try {
        const url = new URL(value);
        return url.protocol === 'https:' && url.hostname.length > 0 && !url.username && !url.password;
      } catch {
        return false;
      }
    }, SESSION_MESSAGES.httpsOnly)
    .nullable(),
});

/** Control characters other than the newline (tabs included) are refused; so are bodies that are only spaces. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/;

export const sessionMessageBodySchema = z
  .string()
  .max(SESSION_MESSAGE_MAX, `Messages are at most ${SESSION_MESSAGE_MAX} characters.`)
  .refine((value) => !CONTROL_CHARACTERS.test(value), SESSION_MESSAGES.controlCharacters)
  .refine((value) => value.trim().length > 0, 'Write a message first.');

export const sessionMessageSchema = z.object({
  id: z.string(),
  bookingId: z.string(),
  senderId: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type SessionMessage = z.infer<typeof sessionMessageSchema>;
export const sessionMessagesResponseSchema = z.object({ messages: z.array(sessionMessageSchema) });

export const roomJoinPayloadSchema = z.object({ bookingId: z.string().max(100) });
export const roomMessagePayloadSchema = z.object({ body: sessionMessageBodySchema });

export const roomSignalPayloadSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('description'), type: z.enum(['offer', 'answer', 'rollback']), sdp: z.string().max(100_000) }),
  z.object({
    kind: z.literal('ice'),
    candidate: z.object({
      candidate: z.string().max(2_000),
      sdpMid: z.string().max(100).nullable().optional(),
      sdpMLineIndex: z.number().int().min(0).max(100).nullable().optional(),
      usernameFragment: z.string().max(256).nullable().optional(),
    }),
  }),
]);
export type RoomSignalPayload = z.infer<typeof roomSignalPayloadSchema>;

export interface RoomPresence {
  /** Account ids of the parties present in the room (pre-join screen or call). */
  here: string[];
  /** Account ids of the parties in the call itself. */
  inCall: string[];
}

export interface SessionRoomServerEvents {
  presence: (payload: RoomPresence) => void;
  signal: (payload: RoomSignalPayload) => void;
  /** A party left the call (its own other tabs ignore it). */
  hangup: (payload: { userId: string }) => void;
  message: (payload: SessionMessage) => void;
  'room:error': (payload: { code: string; message: string }) => void;
}

export interface SessionRoomClientEvents {
  /** Enters the room's presence (the pre-join screen): answers who is here. */
  watch: (payload: { bookingId: string }, ack: (result: Ack<{ presence: RoomPresence }>) => void) => void;
  /** Joins the call (recorded as attendance). */
  join: (payload: { bookingId: string }, ack: (result: Ack<{ presence: RoomPresence; polite: boolean }>) => void) => void;
  signal: (payload: RoomSignalPayload) => void;
  hangup: (ack?: (result: Ack) => void) => void;
  message: (payload: { body: string }, ack?: (result: Ack<{ message: SessionMessage }>) => void) => void;
}

/** POST /api/sessions/:bookingId/confirmation: a party of an external-link session says whether it took place. */
export const sessionConfirmationBodySchema = z.strictObject({ tookPlace: z.boolean() });
export const sessionConfirmationResponseSchema = z.object({
  message: z.string(),
  /** The outcome, once both answered the same (`held` or `not_held`); null while waiting or disputed. */
  attendanceOutcome: z.enum(ATTENDANCE_OUTCOMES).nullable(),
  tookPlace: z.object({ student: z.boolean().nullable(), mentor: z.boolean().nullable() }),
});
export type SessionConfirmationResponse = z.infer<typeof sessionConfirmationResponseSchema>;

/** An external-link session whose two sides disagree on whether it took place: the operator's "Needs action" list. */
export const needsActionSessionSchema = z.object({
  bookingId: z.string(),
  scheduledTime: z.string(),
  scheduledTimeIst: z.string(),
  duration: z.number().int(),
  meetingUrl: z.string().nullable(),
  student: z.object({ id: z.string(), name: z.string(), tookPlace: z.boolean().nullable() }),
  mentor: z.object({ id: z.string(), name: z.string(), tookPlace: z.boolean().nullable() }),
  /** The session chat's last messages, oldest first (at most 5). */
  lastMessages: z.array(z.object({ senderName: z.string(), body: z.string(), createdAt: z.string() })),
});
export type NeedsActionSession = z.infer<typeof needsActionSessionSchema>;
export const needsActionResponseSchema = z.object({ sessions: z.array(needsActionSessionSchema) });
export type NeedsActionResponse = z.infer<typeof needsActionResponseSchema>;

/** POST /api/admin/sessions/:bookingId/resolve: the operator's decision (also turns a recorded no-show into held or not held). */
export const resolveSessionBodySchema = z.strictObject({ outcome: z.enum(ATTENDANCE_OUTCOMES) });
export const resolveSessionResponseSchema = z.object({ message: z.string(), attendanceOutcome: z.enum(ATTENDANCE_OUTCOMES) });

/**
 * Whether a session asks its two sides if it took place: one that used the mentor's external link (the room cannot
 * see that call), confirmed, from 10 minutes after its start (when its attendance check runs).
 */
export function confirmationAsked(booking: { meetingUrl: string | null; status: string; scheduledAt: Date }, now: Date): boolean {
  return (
    booking.meetingUrl !== null &&
    (booking.status === 'confirmed' || booking.status === 'completed') &&
    now.getTime() >= booking.scheduledAt.getTime() + NO_SHOW_AFTER_MS
  );
}
