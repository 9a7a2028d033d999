import { createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Ack } from '../../../shared/contracts/humanlib.js';
import { bookableDays, istToUtc, type Booking, type BookingResponse } from '../../../shared/contracts/mentors.js';
import {
  SESSION_MESSAGES,
  SESSION_ROOM_NAMESPACE,
  type RoomPresence,
  type RoomState,
  type SessionMessage,
} from '../../../shared/contracts/sessions.js';
import { bookings, mentorProfiles, mentorshipDocuments, notifications, queuedJobs, sessionAttendance } from '../../db/schema/index.js';
import { expectError, startAuthHarness, type AuthHarness } from '../../test/auth-helpers.js';
import { call, createUser, type TestUser } from '../../test/careers-helpers.js';
import { connected, listen, nextEvent, refused, settle, socketPool } from '../../test/network-helpers.js';
import { ATTENDANCE_JOB } from './sessions.jobs.js';

const TURN_SECRET = 'turn-shared-secret-for-tests';
const sockets = socketPool();
let h: AuthHarness;
let url: string;
let mentor: TestUser;
let student: TestUser;
let stranger: TestUser;
let otherMentor: TestUser;
let otherStudent: TestUser;

const MINUTE = 60_000;

/** A mentor account with a mentor profile (the mentors feature's own tests have a fuller helper). */
async function makeMentor(harness: AuthHarness, label: string, fullName: string) {
  const user = await createUser(harness, 'mentor', label);
  await harness.app.db.insert(mentorProfiles).values({
    userId: user.id,
    fullName,
    headline: 'Senior Software Engineer',
    about: 'Builds payments systems.',
    company: 'Saffron Pay',
    program: 'Backend Mentorship',
    linkedinUrl: 'https://www.linkedin.com/in/test-mentor',
    functionalFocusArea: ['Backend Engineering'],
    areaOfExpertise: ['System Design'],
    languages: ['English'],
  });
  return user;
}

let pairs = 0;
/** A mentor and a student of their own: confirmed sessions of one person may not overlap. */
async function pair() {
  pairs += 1;
  return { mentor: await makeMentor(h, `room-m${pairs}`, `Mentor ${pairs}`), student: await createUser(h, 'student', `room-s${pairs}`) };
}

/** A booking written straight to the database, so its start can lie anywhere relative to now. */
async function booking(options: {
  startsInMs: number;
  status?: 'confirmed' | 'pending' | 'cancelled';
  parties?: { mentor: TestUser; student: TestUser };
}) {
  const parties = options.parties ?? (await pair());
  const [row] = await h.app.db
    .insert(bookings)
    .values({
      mentorId: parties.mentor.id,
      studentId: parties.student.id,
      scheduledAt: new Date(Math.floor((Date.now() + options.startsInMs) / 1000) * 1000),
      status: options.status ?? 'confirmed',
      agenda: 'Mock system design interview',
      duration: 60,
    })
    .returning({ id: bookings.id, scheduledAt: bookings.scheduledAt });
  return { ...row!, mentor: parties.mentor, student: parties.student };
}

const room = (id: string, token?: string) => call(h.app, 'GET', `/api/sessions/${id}/room`, token ? { token } : {});
const history = (id: string, token?: string) => call(h.app, 'GET', `/api/sessions/${id}/messages`, token ? { token } : {});
const open = async (token: string) => {
  const socket = sockets.open(`${url}${SESSION_ROOM_NAMESPACE}`, token);
  await connected(socket);
  return socket;
};
const emitAck = async <T extends object = object>(socket: Socket, event: string, ...args: unknown[]) =>
  (await socket.timeout(5_000).emitWithAck(event, ...args)) as Ack<T>;

beforeAll(async () => {
  h = await startAuthHarness({
    JOB_QUEUE_ENABLED: 'false',
    STUN_URLS: 'stun:stun.example.test:3478',
    TURN_URLS: 'turn:turn.example.test:3478?transport=udp,turns:turn.example.test:5349',
    TURN_SECRET,
    TURN_TTL_SECONDS: '600',
  });
  url = await listen(h.app);
  mentor = await makeMentor(h, 'room-mentor', 'Kavya Raman');
  otherMentor = await makeMentor(h, 'room-mentor-b', 'Arjun Mehta');
  student = await createUser(h, 'student', 'room-stu');
  otherStudent = await createUser(h, 'student', 'room-stu-b');
  stranger = await createUser(h, 'student', 'room-third');
}, 180_000);
afterEach(async () => {
  sockets.closeAll();
  await settle(100);
});
afterAll(async () => {
  sockets.closeAll();
  await h?.close();
});

describe('room access', () => {
  it('answers the two parties and the same 404 to a third user, a visitor, the other party of another booking and an unknown id', async () => {
    const mine = await booking({ startsInMs: 5 * MINUTE, parties: { mentor, student } });
    // Another booking whose mentor and student are not this booking's.
    await booking({ startsInMs: 3 * 60 * MINUTE, parties: { mentor: otherMentor, student: otherStudent } });

    const forStudent = await room(mine.id, student.token);
    expect(forStudent.statusCode, forStudent.body).toBe(200);
    expect(forStudent.headers['cache-control']).toBe('no-store');
    const state = forStudent.json() as RoomState;
    expect(state).toMatchObject({ role: 'student', polite: true, joinable: true, other: { id: mentor.id, name: 'Kavya Raman' } });
    expect(state.opensAt).toBe(new Date(mine.scheduledAt.getTime() - 10 * MINUTE).toISOString());
    expect(state.closesAt).toBe(new Date(mine.scheduledAt.getTime() + 60 * MINUTE).toISOString());
    const forMentor = (await room(mine.id, mentor.token)).json() as RoomState;
    expect(forMentor).toMatchObject({ role: 'mentor', polite: false, other: { id: student.id } });

    const unknown = await room('00000000-0000-4000-8000-000000000000', student.token);
    expectError(unknown, 404, { code: 'ROOM_NOT_FOUND', message: SESSION_MESSAGES.roomNotFound });
    for (const response of [
      await room(mine.id, stranger.token),
      await room(mine.id),
      await room(mine.id, otherMentor.token),
      await room(mine.id, otherStudent.token),
      await room('not-a-uuid', student.token),
      await history(mine.id, stranger.token),
      await history(mine.id),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(unknown.json());
    }

    // Not confirmed: no room either.
    for (const status of ['pending', 'cancelled'] as const) {
      const other = await booking({
        startsInMs: 5 * MINUTE + 7 * MINUTE * (status === 'pending' ? 1 : 2),
        status,
        parties: { mentor, student },
      });
      expect((await room(other.id, student.token)).json()).toEqual(unknown.json());
    }
  });

  it('opens 10 minutes before the start and not earlier, over HTTP and over the socket', async () => {
    const early = await booking({ startsInMs: 11 * MINUTE + 30_000 });
    // The same two people, their session after the early one has ended (which closes its room too).
    const due = await booking({ startsInMs: 9 * MINUTE, parties: await booking({ startsInMs: -61 * MINUTE }) });
    expect(((await room(early.id, early.student.token)).json() as RoomState).joinable).toBe(false);
    expect(((await room(due.id, due.student.token)).json() as RoomState).joinable).toBe(true);

    const earlySocket = await open(early.student.token);
    expect(await emitAck(earlySocket, 'join', { bookingId: early.id })).toEqual({
      ok: false,
      code: 'ROOM_NOT_FOUND',
      message: SESSION_MESSAGES.roomNotFound,
    });
    const socket = await open(due.student.token);
    expect(await emitAck(socket, 'join', { bookingId: due.id })).toMatchObject({ ok: true, polite: true });

    // After its end the room is closed, but its chat can still be read.
    const past = await booking({ startsInMs: -61 * MINUTE });
    expect(((await room(past.id, past.student.token)).json() as RoomState).joinable).toBe(false);
    expect((await emitAck(await open(past.student.token), 'join', { bookingId: past.id })).ok).toBe(false);
    expect((await history(past.id, past.mentor.token)).statusCode).toBe(200);
  });

  it('refuses the socket to a visitor, and a join to a third user and to the other party of another booking', async () => {
    const mine = await booking({ startsInMs: 2 * MINUTE });
    const error = await refused(sockets.open(`${url}${SESSION_ROOM_NAMESPACE}`));
    expect(error.message).toBe(SESSION_MESSAGES.notSignedIn);
    const forged = await refused(sockets.open(`${url}${SESSION_ROOM_NAMESPACE}`, 'not-a-token'));
    expect(forged.message).toBe(SESSION_MESSAGES.notSignedIn);

    const unknownAnswer = await emitAck(await open(stranger.token), 'join', { bookingId: '00000000-0000-4000-8000-000000000000' });
    expect(unknownAnswer).toEqual({ ok: false, code: 'ROOM_NOT_FOUND', message: SESSION_MESSAGES.roomNotFound });
    for (const user of [stranger, otherMentor, otherStudent]) {
      const socket = await open(user.token);
      expect(await emitAck(socket, 'join', { bookingId: mine.id })).toEqual(unknownAnswer);
      expect(await emitAck(socket, 'watch', { bookingId: mine.id })).toEqual(unknownAnswer);
      // Not in the room: nothing it sends reaches it.
      expect((await emitAck(socket, 'message', { body: 'hello?' })).ok).toBe(false);
    }
  });
});

describe('signalling and chat', () => {
  it('tells each side who is here, relays offers, answers, candidates and hang-ups to the other party only', async () => {
    const mine = await booking({ startsInMs: 1 * MINUTE });
    const s = await open(mine.student.token);
    const m = await open(mine.mentor.token);
    const watched = await emitAck<{ presence: RoomPresence }>(s, 'watch', { bookingId: mine.id });
    expect(watched).toEqual({ ok: true, presence: { here: [mine.student.id], inCall: [] } });

    const studentHears = nextEvent<RoomPresence>(s, 'presence');
    const joined = await emitAck<{ presence: RoomPresence; polite: boolean }>(m, 'join', { bookingId: mine.id });
    expect(joined).toMatchObject({ ok: true, polite: false });
    expect((await studentHears).inCall).toEqual([mine.mentor.id]);
    expect(await emitAck(s, 'join', { bookingId: mine.id })).toMatchObject({ ok: true, polite: true });

    const offer = nextEvent(s, 'signal');
    m.emit('signal', { kind: 'description', type: 'offer', sdp: 'v=0 offer' });
    expect(await offer).toEqual({ kind: 'description', type: 'offer', sdp: 'v=0 offer' });
    const candidate = nextEvent(m, 'signal');
    s.emit('signal', {
      kind: 'ice',
      candidate: { candidate: 'candidate:1 1 udp 1 127.0.0.1 5000 typ host', sdpMid: '0', sdpMLineIndex: 0 },
    });
    expect(await candidate).toMatchObject({ kind: 'ice', candidate: { sdpMid: '0' } });

    const hungUp = nextEvent(m, 'hangup');
    expect(await emitAck(s, 'hangup')).toEqual({ ok: true });
    expect(await hungUp).toEqual({ userId: mine.student.id });

    // The mentor drops while on a second connection in the call too: the student is told nothing ended.
    await emitAck(s, 'join', { bookingId: mine.id });
    const second = await open(mine.mentor.token);
    await emitAck(second, 'join', { bookingId: mine.id });
    const heard: unknown[] = [];
    s.on('hangup', (payload: unknown) => heard.push(payload));
    const presenceAfter = nextEvent<RoomPresence>(s, 'presence');
    m.disconnect();
    expect((await presenceAfter).inCall.sort()).toEqual([mine.mentor.id, mine.student.id].sort());
    expect(heard).toEqual([]);
    const gone = nextEvent(s, 'hangup');
    second.disconnect();
    expect(await gone).toEqual({ userId: mine.mentor.id });
  });

  it('stores a chat message, delivers it to the other party, and keeps it in the history for both', async () => {
    const mine = await booking({ startsInMs: 3 * MINUTE });
    const s = await open(mine.student.token);
    const m = await open(mine.mentor.token);
    await emitAck(s, 'join', { bookingId: mine.id });
    await emitAck(m, 'watch', { bookingId: mine.id });
    const delivered = nextEvent<SessionMessage>(m, 'message');
    const body = 'My portfolio: https://example.test/me\nThanks!';
    const sent = await emitAck<{ message: SessionMessage }>(s, 'message', { body });
    expect(sent).toMatchObject({ ok: true, message: { body, senderId: mine.student.id, bookingId: mine.id } });
    expect(await delivered).toMatchObject({ body, senderId: mine.student.id });

    for (const bad of ['bell\u0007', 'tab\there', '   ', 'x'.repeat(2001)]) {
      expect(await emitAck(s, 'message', { body: bad })).toMatchObject({ ok: false, code: 'VALIDATION_FAILED' });
    }
    for (const token of [mine.student.token, mine.mentor.token]) {
      const res = await history(mine.id, token);
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json() as { messages: SessionMessage[] }).messages.map((line) => line.body)).toEqual([body]);
    }
  });
});

describe('ICE servers', () => {
  it('hands each party a TURN credential of the TURN REST scheme that verifies with the shared secret', async () => {
    const mine = await booking({ startsInMs: 4 * MINUTE });
    const before = Math.floor(Date.now() / 1000);
    const state = (await room(mine.id, mine.mentor.token)).json() as RoomState;
    expect(state.iceServers[0]).toEqual({ urls: ['stun:stun.example.test:3478'] });
    const turn = state.iceServers[1]!;
    expect(turn.urls).toEqual(['turn:turn.example.test:3478?transport=udp', 'turns:turn.example.test:5349']);
    const [expiry, userId] = turn.username!.split(':');
    expect(userId).toBe(mine.mentor.id);
    expect(Number(expiry)).toBeGreaterThanOrEqual(before + 600);
    expect(Number(expiry)).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 600);
    expect(turn.credential).toBe(createHmac('sha1', TURN_SECRET).update(turn.username!).digest('base64'));
    expect(createHmac('sha1', 'another-secret-entirely').update(turn.username!).digest('base64')).not.toBe(turn.credential);
  });
});

describe('meeting link', () => {
  it('lets the mentor set an https: link, shown in the room; refuses other schemes and the student', async () => {
    const mine = await booking({ startsInMs: 6 * MINUTE });
    const put = (token: string, meetingUrl: unknown) =>
      h.app.inject({
        method: 'PUT',
        url: `/api/sessions/${mine.id}/meeting-link`,
        headers: { authorization: `Bearer ${token}` },
        payload: { meetingUrl },
      });
    for (const bad of ['http://meet.example.test/x', 'javascript:alert(1)', 'not a url', 'https://user:pw@meet.example.test/']) {
      expectError(await put(mine.mentor.token, bad), 400);
    }
    expectError(await put(mine.student.token, 'https://meet.example.test/abc'), 403);
    expect((await put(stranger.token, 'https://meet.example.test/abc')).statusCode).toBe(404);
    const saved = await put(mine.mentor.token, 'https://meet.example.test/abc');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(((await room(mine.id, mine.student.token)).json() as RoomState).meetingUrl).toBe('https://meet.example.test/abc');
  });
});

describe('attendance', () => {
  const outcomeOf = async (id: string) =>
    (await h.app.db.select({ outcome: bookings.attendanceOutcome }).from(bookings).where(eq(bookings.id, id)))[0]!.outcome;
  const dueNow = async (id: string) => {
    await h.app.db
      .update(queuedJobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(and(eq(queuedJobs.kind, ATTENDANCE_JOB), eq(queuedJobs.key, id)));
    await h.app.jobs.runDue();
  };
  /** The check the mentor's accept schedules, for a booking written straight to the database. */
  const scheduleCheck = (id: string, scheduledAt: Date) =>
    h.app.jobs.schedule(h.app.db, { kind: ATTENDANCE_JOB, key: id, runAt: new Date(scheduledAt.getTime() + 10 * MINUTE) });

  it("the mentor's accept schedules the check for 10 minutes after the start", async () => {
    const at = istToUtc(bookableDays()[0]!, 600);
    const booked = await call(h.app, 'POST', `/api/user-mentors/mentors/${otherMentor.id}/book`, {
      token: otherStudent.token,
      body: {
        mentorId: otherMentor.id,
        scheduledTime: at.toISOString(),
        agenda: 'Resume review',
        sessionType: 'career_guidance',
        chatEnabled: true,
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const { booking: created } = booked.json() as BookingResponse;
    expect(created.attendanceOutcome).toBeNull();
    const accepted = await call(h.app, 'POST', `/api/user-mentors/bookings/${created.id}/accept`, { token: otherMentor.token, body: {} });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const [job] = await h.app.db
      .select()
      .from(queuedJobs)
      .where(and(eq(queuedJobs.kind, ATTENDANCE_JOB), eq(queuedJobs.key, created.id)));
    expect(job?.runAt.toISOString()).toBe(new Date(at.getTime() + 10 * MINUTE).toISOString());
  });

  it('marks held when both joined, and records each stay with its end', async () => {
    const mine = await booking({ startsInMs: 5 * MINUTE });
    await scheduleCheck(mine.id, mine.scheduledAt);
    const s = await open(mine.student.token);
    const m = await open(mine.mentor.token);
    await emitAck(s, 'join', { bookingId: mine.id });
    await emitAck(m, 'join', { bookingId: mine.id });
    await emitAck(s, 'hangup');
    m.disconnect();
    await settle(200);
    const stays = await h.app.db.select().from(sessionAttendance).where(eq(sessionAttendance.bookingId, mine.id));
    expect(stays.map((stay) => stay.userId).sort()).toEqual([mine.mentor.id, mine.student.id].sort());
    expect(stays.every((stay) => stay.leftAt !== null)).toBe(true);

    // Past the 10 minutes (the stays are moved back with the start, as if the session had begun 11 minutes ago).
    await h.app.db
      .update(bookings)
      .set({ scheduledAt: new Date(Date.now() - 11 * MINUTE) })
      .where(eq(bookings.id, mine.id));
    await h.app.db
      .update(sessionAttendance)
      .set({ joinedAt: new Date(Date.now() - 12 * MINUTE) })
      .where(eq(sessionAttendance.bookingId, mine.id));
    await dueNow(mine.id);
    expect(await outcomeOf(mine.id)).toBe('held');
    const listed = (await call(h.app, 'GET', `/api/user-mentors/bookings/${mine.id}`, { token: mine.student.token })).json() as Booking;
    expect(listed.attendanceOutcome).toBe('held');
  });

  it("marks the absent side's no-show, both when neither came, and nothing for a cancelled session", async () => {
    const onlyStudent = await booking({ startsInMs: -11 * MINUTE });
    const onlyMentor = await booking({ startsInMs: -12 * MINUTE });
    const nobody = await booking({ startsInMs: -13 * MINUTE });
    const cancelled = await booking({ startsInMs: -14 * MINUTE, status: 'cancelled' });
    await h.app.db.insert(sessionAttendance).values([
      { bookingId: onlyStudent.id, userId: onlyStudent.student.id, joinedAt: new Date(Date.now() - 12 * MINUTE) },
      { bookingId: onlyMentor.id, userId: onlyMentor.mentor.id, joinedAt: new Date(Date.now() - 13 * MINUTE) },
      // 11 minutes after the start is too late: still a no-show.
      { bookingId: onlyMentor.id, userId: onlyMentor.student.id, joinedAt: new Date(onlyMentor.scheduledAt.getTime() + 11 * MINUTE) },
      { bookingId: cancelled.id, userId: cancelled.mentor.id, joinedAt: new Date(Date.now() - 15 * MINUTE) },
    ]);
    for (const row of [onlyStudent, onlyMentor, nobody, cancelled]) await scheduleCheck(row.id, row.scheduledAt);
    for (const row of [onlyStudent, onlyMentor, nobody, cancelled]) await dueNow(row.id);
    expect(await outcomeOf(onlyStudent.id)).toBe('mentor_no_show');
    expect(await outcomeOf(onlyMentor.id)).toBe('student_no_show');
    expect(await outcomeOf(nobody.id)).toBe('both_no_show');
    expect(await outcomeOf(cancelled.id)).toBeNull();
  });

  /** A session that began 11 minutes ago, in which only `came` joined the room, checked now. */
  const checkedWithOnly = async (came: 'student' | 'mentor') => {
    const past = await booking({ startsInMs: -11 * MINUTE });
    await h.app.db.insert(sessionAttendance).values({ bookingId: past.id, userId: past[came].id, joinedAt: past.scheduledAt });
    await scheduleCheck(past.id, past.scheduledAt);
    await dueNow(past.id);
    return past;
  };
  const attendanceNotes = async (userId: string) =>
    (
      await h.app.db
        .select({ message: notifications.message })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.type, 'session_attendance')))
    ).map((row) => row.message);

  it('tells the student whose mentor did not come that it is not counted against them, with mentors of the same expertise free this week', async () => {
    const past = await checkedWithOnly('student');
    expect(await outcomeOf(past.id)).toBe('mentor_no_show');
    const [apology, ...more] = await attendanceNotes(past.student.id);
    expect(more).toEqual([]);
    expect(apology).toMatch(/^We are sorry: Mentor \d+ did not join your session on .+ IST\. It is not counted against you\./);
    expect(apology).toMatch(
      // Any mentor of the file's may come first (Kavya Raman, made at the start, has the same expertise).
      /Mentors with the same expertise and free time this week: [^(]+ \(free [^)]+, http[^)]+\/MentorDescPage\//,
    );
    expect(apology).not.toContain(`/MentorDescPage/${past.mentor.id}`);
    expect(await attendanceNotes(past.mentor.id)).toEqual([]);
  });

  it('gives a student who missed a session one kind note when they book again, and not on later bookings', async () => {
    const past = await checkedWithOnly('mentor');
    expect(await outcomeOf(past.id)).toBe('student_no_show');
    const bookAt = async (minute: number) => {
      const res = await call(h.app, 'POST', `/api/user-mentors/mentors/${past.mentor.id}/book`, {
        token: past.student.token,
        body: {
          mentorId: past.mentor.id,
          scheduledTime: istToUtc(bookableDays()[1]!, minute).toISOString(),
          agenda: 'Second try',
          sessionType: 'career_guidance',
          chatEnabled: true,
        },
      });
      expect(res.statusCode, res.body).toBe(201);
    };
    await bookAt(540);
    const notes = await attendanceNotes(past.student.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatch(/^Good to see you booking again\. Your session with Mentor \d+ on .+ IST was missed;/);
    await bookAt(660);
    expect(await attendanceNotes(past.student.id)).toHaveLength(1);
  });

  it('lets the student review only a session that was held', async () => {
    const missed = await booking({ startsInMs: -70 * MINUTE });
    await h.app.db.update(bookings).set({ attendanceOutcome: 'mentor_no_show' }).where(eq(bookings.id, missed.id));
    const body = { rating: 5, subjectKnowledge: 5, inspirational: 5, problemSolving: 5, communication: 5, extraMile: 5, comment: '' };
    expectError(await call(h.app, 'POST', `/api/user-mentors/bookings/${missed.id}/review`, { token: missed.student.token, body }), 409, {
      code: 'NOT_HELD',
    });
    const held = await booking({ startsInMs: -80 * MINUTE });
    await h.app.db.update(bookings).set({ attendanceOutcome: 'held' }).where(eq(bookings.id, held.id));
    const ok = await call(h.app, 'POST', `/api/user-mentors/bookings/${held.id}/review`, { token: held.student.token, body });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});

describe('documents in the room', () => {
  it("lists the student's attached documents", async () => {
    const mine = await booking({ startsInMs: 8 * MINUTE });
    const [doc] = await h.app.db
      .insert(mentorshipDocuments)
      .values({ ownerId: mine.student.id, storageKey: 'test/cv.pdf', fileName: 'cv.pdf', contentType: 'application/pdf', bytes: 10 })
      .returning({ id: mentorshipDocuments.id });
    await h.app.db.update(bookings).set({ resumeDocumentId: doc!.id }).where(eq(bookings.id, mine.id));
    const resumeUrl = `/api/user/mentorship/documents/${doc!.id}`;
    const state = (await room(mine.id, mine.mentor.token)).json() as RoomState;
    expect(state.documents).toEqual([{ label: 'Resume', url: resumeUrl }]);
  });
});

describe('repeated no-shows', () => {
  const missed = async (
    parties: { mentor: TestUser; student: TestUser },
    daysAgo: number,
    outcome: 'student_no_show' | 'mentor_no_show',
  ) => {
    const row = await booking({ startsInMs: -daysAgo * 24 * 60 * MINUTE, parties });
    await h.app.db.update(bookings).set({ attendanceOutcome: outcome }).where(eq(bookings.id, row.id));
    return row;
  };
  const bookTomorrow = (mentorId: string, token: string) =>
    call(h.app, 'POST', `/api/user-mentors/mentors/${mentorId}/book`, {
      token,
      body: {
        mentorId,
        scheduledTime: istToUtc(bookableDays()[0]!, 660).toISOString(),
        agenda: 'Career chat',
        sessionType: 'career_guidance',
        chatEnabled: true,
      },
    });
  const noticesOf = (userId: string) =>
    h.app.db
      .select({ message: notifications.message })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, 'session_attendance')));

  it('warns the student at the second no-show within 30 days, and pauses their booking at the fourth', async () => {
    const parties = await pair();
    await missed(parties, 40, 'student_no_show'); // outside the 30 days: not counted
    await missed(parties, 3, 'student_no_show');
    const second = await booking({ startsInMs: -15 * MINUTE, parties });
    await h.app.jobs.schedule(h.app.db, { kind: ATTENDANCE_JOB, key: second.id, runAt: new Date(Date.now() - 1000) });
    await h.app.jobs.runDue();
    expect((await noticesOf(parties.student.id)).map((row) => row.message)).toEqual([
      'You missed 2 sessions in the last 30 days. At 4, booking new sessions is paused.',
    ]);
    expect(await noticesOf(parties.mentor.id)).toEqual([]);

    expect((await bookTomorrow(parties.mentor.id, parties.student.token)).statusCode).toBe(201);
    await missed(parties, 5, 'student_no_show');
    await missed(parties, 7, 'student_no_show');
    const other = await makeMentor(h, `room-m-other-${pairs}`, 'Other Mentor');
    expectError(await bookTomorrow(other.id, parties.student.token), 403, {
      code: 'BOOKING_PAUSED',
      message: SESSION_MESSAGES.studentPaused,
    });
  });

  it('stops new requests to a mentor with four no-shows within 30 days', async () => {
    const parties = await pair();
    for (const daysAgo of [2, 4, 6, 8]) await missed(parties, daysAgo, 'mentor_no_show');
    const newcomer = await createUser(h, 'student', 'room-newcomer');
    expectError(await bookTomorrow(parties.mentor.id, newcomer.token), 409, { code: 'MENTOR_PAUSED' });
  });
});
