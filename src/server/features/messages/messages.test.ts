import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHAT_MESSAGES,
  MESSAGE_EVENTS,
  MESSAGE_MAX_LENGTH,
  type ChatMessage,
  type Conversation,
  type ConversationsResponse,
  type MessageCreatedEvent,
  type MessageReadEvent,
  type MessagesResponse,
} from '../../../shared/contracts/messages.js';
import { NOTIFICATION_EVENTS, type NotificationCreatedEvent } from '../../../shared/contracts/notifications.js';
import { connections, messages, notifications, profiles } from '../../db/schema/index.js';
import { expectError, startAuthHarness, type AuthHarness } from '../../test/auth-helpers.js';
import { call, createUser, type TestUser } from '../../test/careers-helpers.js';
import { connected, listen, makeBlocked, makeConnected, nextEvent, record, settle, socketPool } from '../../test/network-helpers.js';
import { MESSAGE_SEND_LIMIT } from './messages.service.js';

const sockets = socketPool();
let h: AuthHarness;
let url: string;
let alice: TestUser;
let bob: TestUser;
let carol: TestUser;
let dave: TestUser;

beforeAll(async () => {
  h = await startAuthHarness();
  url = await listen(h.app);
  [alice, bob, carol, dave] = await Promise.all([
    createUser(h, 'student', 'msg-alice'),
    createUser(h, 'student', 'msg-bob'),
    createUser(h, 'student', 'msg-carol'),
    createUser(h, 'student', 'msg-dave'),
  ]);
  await h.app.db
    .insert(profiles)
    .values({ userId: alice.id, firstName: 'Alice', lastName: 'Rao', college: 'IIT Delhi', headline: ['Builder'] });
  await makeConnected(h.app, alice.id, bob.id);
  await makeConnected(h.app, carol.id, alice.id);
}, 60_000);
afterAll(async () => {
  sockets.closeAll();
  await h?.close();
});

const open = (user: TestUser, userId: string) =>
  call(h.app, 'POST', '/api/messages/conversations', { token: user.token, body: { userId } });
const send = (user: TestUser, conversationId: string, body: string, clientId?: string) =>
  call(h.app, 'POST', `/api/messages/conversations/${conversationId}/messages`, {
    token: user.token,
    body: clientId ? { body, clientId } : { body },
  });
const inbox = async (user: TestUser) => {
  const res = await call(h.app, 'GET', '/api/messages/conversations', { token: user.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ConversationsResponse;
};
const history = async (user: TestUser, conversationId: string, query = '') => {
  const res = await call(h.app, 'GET', `/api/messages/conversations/${conversationId}/messages${query}`, { token: user.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as MessagesResponse;
};

let conversationId: string;

describe('opening a conversation', () => {
  it('needs a session', async () => {
    expectError(await call(h.app, 'GET', '/api/messages/conversations'), 401);
  });

  it('opens once between connections: 201 the first time, then the same conversation', async () => {
    const first = await open(bob, alice.id);
    expect(first.statusCode, first.body).toBe(201);
    const conversation = first.json() as Conversation;
    expect(conversation).toMatchObject({
      otherUser: { id: alice.id, name: 'Alice Rao', college: 'IIT Delhi', headline: ['Builder'] },
      lastMessage: null,
      unreadCount: 0,
      canSend: true,
    });
    conversationId = conversation.id;
    const again = await open(alice, bob.id);
    expect(again.statusCode).toBe(200);
    expect((again.json() as Conversation).id).toBe(conversationId);
  });

  it('refuses yourself, people you are not connected with, and blocked people', async () => {
    expectError(await open(alice, alice.id), 400, { message: CHAT_MESSAGES.selfConversation });
    expectError(await open(alice, dave.id), 403, { message: CHAT_MESSAGES.notConnected, code: 'NOT_CONNECTED' });
    expectError(await open(dave, alice.id), 403, { message: CHAT_MESSAGES.notConnected });
    expectError(await open(alice, randomUUID()), 403, { message: CHAT_MESSAGES.notConnected });
    expectError(await call(h.app, 'POST', '/api/messages/conversations', { token: alice.token, body: { userId: 'x' } }), 400);
  });
});

describe('reading a conversation', () => {
  it('only the two participants may read or write it', async () => {
    const base = `/api/messages/conversations/${conversationId}`;
    expect((await call(h.app, 'GET', base, { token: alice.token })).statusCode).toBe(200);
    for (const [method, path, body] of [
      ['GET', base, undefined],
      ['GET', `${base}/messages`, undefined],
      ['POST', `${base}/messages`, { body: 'let me in' }],
      ['POST', `${base}/read`, undefined],
    ] as const) {
      expectError(await call(h.app, method, path, { token: carol.token, body }), 403, { message: CHAT_MESSAGES.notParticipant });
    }
    expect(await h.app.db.select().from(messages).where(eq(messages.conversationId, conversationId))).toHaveLength(0);
    expectError(await call(h.app, 'GET', `/api/messages/conversations/${randomUUID()}`, { token: alice.token }), 404, {
      message: CHAT_MESSAGES.conversationNotFound,
    });
    expect((await inbox(carol)).data.map((c) => c.id)).not.toContain(conversationId);
  });
});

describe('sending', () => {
  it('validates the body: empty and over 2000 characters are refused', async () => {
    expectError(await send(alice, conversationId, '   '), 400, { message: CHAT_MESSAGES.empty });
    expectError(await send(alice, conversationId, 'x'.repeat(MESSAGE_MAX_LENGTH + 1)), 400, { message: CHAT_MESSAGES.tooLong });
    expect((await send(alice, conversationId, 'y'.repeat(MESSAGE_MAX_LENGTH))).statusCode).toBe(201);
    await h.app.db.delete(messages).where(eq(messages.conversationId, conversationId));
    await h.app.db.delete(notifications).where(eq(notifications.userId, bob.id));
  });

  it('delivers live to both participants’ tabs with each one’s unread total, and notifies the receiver once', async () => {
    const aliceTab = sockets.open(url, alice.token);
    const bobTab1 = sockets.open(url, bob.token);
    const bobTab2 = sockets.open(url, bob.token);
    const carolTab = sockets.open(url, carol.token);
    await Promise.all([connected(aliceTab), connected(bobTab1), connected(bobTab2), connected(carolTab)]);
    const carolGot = record(carolTab, MESSAGE_EVENTS.created);

    const toAlice = nextEvent<MessageCreatedEvent>(aliceTab, MESSAGE_EVENTS.created);
    const toBob1 = nextEvent<MessageCreatedEvent>(bobTab1, MESSAGE_EVENTS.created);
    const toBob2 = nextEvent<MessageCreatedEvent>(bobTab2, MESSAGE_EVENTS.created);
    const bobNotified = nextEvent<NotificationCreatedEvent>(bobTab1, NOTIFICATION_EVENTS.created);
    const res = await send(alice, conversationId, '  Hi Bob!  ', 'tmp-1');
    expect(res.statusCode, res.body).toBe(201);
    const sent = res.json() as ChatMessage;
    expect(sent).toMatchObject({ conversationId, senderId: alice.id, body: 'Hi Bob!', readAt: null, clientId: 'tmp-1' });

    expect(await toAlice).toEqual({ message: sent, unreadTotal: 0 });
    expect(await toBob1).toEqual({ message: sent, unreadTotal: 1 });
    expect((await toBob2).unreadTotal).toBe(1);
    const note = await bobNotified;
    expect(note.notification).toMatchObject({
      type: 'message',
      sender: { id: alice.id, name: 'Alice Rao' },
      message: 'Sent you a message: “Hi Bob!”',
      link: `/MessageFinalClass2/${conversationId}`,
      read: false,
    });
    expect(note.unreadCount).toBe(1);

    // A second message refreshes the same unread notification instead of adding one.
    const renotified = nextEvent<NotificationCreatedEvent>(bobTab1, NOTIFICATION_EVENTS.created);
    expect((await send(alice, conversationId, 'Are you free later?')).statusCode).toBe(201);
    const second = await renotified;
    expect(second.notification._id).toBe(note.notification._id);
    expect(second.notification.message).toBe('Sent you a message: “Are you free later?”');
    expect(second.unreadCount).toBe(1);
    const stored = await h.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, bob.id), eq(notifications.type, 'message')));
    expect(stored).toHaveLength(1);

    await settle(100);
    expect(carolGot).toEqual([]);
  });

  it('counts unread per conversation and in total, and reading tells both participants', async () => {
    const bobs = await inbox(bob);
    const conversation = bobs.data.find((c) => c.id === conversationId)!;
    expect(conversation).toMatchObject({ unreadCount: 2, lastMessage: { body: 'Are you free later?', senderId: alice.id } });
    expect(bobs.unreadTotal).toBe(2);
    // The sender has nothing unread.
    expect((await inbox(alice)).data.find((c) => c.id === conversationId)!.unreadCount).toBe(0);

    const aliceTab = sockets.open(url, alice.token);
    const bobTab = sockets.open(url, bob.token);
    await Promise.all([connected(aliceTab), connected(bobTab)]);
    const toAlice = nextEvent<MessageReadEvent>(aliceTab, MESSAGE_EVENTS.read);
    const toBob = nextEvent<MessageReadEvent>(bobTab, MESSAGE_EVENTS.read);
    const bobCount = nextEvent<{ unreadCount: number }>(bobTab, NOTIFICATION_EVENTS.unread);
    const res = await call(h.app, 'POST', `/api/messages/conversations/${conversationId}/read`, { token: bob.token });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { readAt: string; unreadTotal: number };
    expect(body.unreadTotal).toBe(0);
    expect(body.readAt).not.toBeNull();
    expect(await toAlice).toEqual({ conversationId, readerId: bob.id, readAt: body.readAt, unreadTotal: 0 });
    expect(await toBob).toEqual({ conversationId, readerId: bob.id, readAt: body.readAt, unreadTotal: 0 });
    // Bob's "message" notification for this conversation is read with it.
    expect(await bobCount).toEqual({ unreadCount: 0 });

    const seen = await history(alice, conversationId);
    expect(seen.data.every((m) => m.readAt === body.readAt)).toBe(true);
    expect((await inbox(bob)).unreadTotal).toBe(0);
    // Nothing left to read: no time, and the other side's own messages stay unread.
    const again = (await call(h.app, 'POST', `/api/messages/conversations/${conversationId}/read`, { token: bob.token })).json();
    expect(again).toEqual({ readAt: null, unreadTotal: 0 });
  });

  it('pages history with before, oldest first within a page', async () => {
    for (let i = 1; i <= 5; i += 1) {
      expect((await send(bob, conversationId, `page ${i}`)).statusCode).toBe(201);
      await settle(3);
    }
    const first = await history(alice, conversationId, '?limit=3');
    expect(first.data.map((m) => m.body)).toEqual(['page 3', 'page 4', 'page 5']);
    expect(first.hasMore).toBe(true);
    const second = await history(alice, conversationId, `?limit=3&before=${encodeURIComponent(first.data[0]!.createdAt)}`);
    expect(second.data.map((m) => m.body)).toEqual(['Are you free later?', 'page 1', 'page 2']);
    expect(second.hasMore).toBe(true);
    const third = await history(alice, conversationId, `?limit=3&before=${encodeURIComponent(second.data[0]!.createdAt)}`);
    expect(third.data.map((m) => m.body)).toEqual(['Hi Bob!']);
    expect(third.hasMore).toBe(false);

    // The most recent conversation comes first in the inbox.
    expect((await send(alice, (await open(alice, carol.id)).json().id as string, 'Hi Carol')).statusCode).toBe(201);
    const alices = await inbox(alice);
    expect(alices.data.map((c) => c.otherUser.id)).toEqual([carol.id, bob.id]);
    expect(alices.unreadTotal).toBe(5);
  });

  it('limits how fast one person sends', async () => {
    const [sam, tia] = await Promise.all([createUser(h, 'student', 'msg-sam'), createUser(h, 'student', 'msg-tia')]);
    await makeConnected(h.app, sam.id, tia.id);
    const id = ((await open(sam, tia.id)).json() as Conversation).id;
    // Sent at once, so the whole burst falls in one window however slow the machine is.
    const burst = await Promise.all(Array.from({ length: MESSAGE_SEND_LIMIT.count + 1 }, (_, i) => send(sam, id, `burst ${i}`)));
    expect(burst.filter((res) => res.statusCode === 201)).toHaveLength(MESSAGE_SEND_LIMIT.count);
    const limited = burst.find((res) => res.statusCode !== 201)!;
    expectError(limited, 429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await history(sam, id, '?limit=100')).data).toHaveLength(MESSAGE_SEND_LIMIT.count);
    // Concurrent sends still leave the receiver one notification for the conversation.
    const notes = await h.app.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, tia.id), eq(notifications.type, 'message')));
    expect(notes).toHaveLength(1);
    // The other person is not held back by it.
    expect((await send(tia, id, 'slow down')).statusCode).toBe(201);
  });
});

describe('when the relation ends', () => {
  it('a block stops new messages and conversations, and the list says so', async () => {
    const carolConversation = (await inbox(alice)).data.find((c) => c.otherUser.id === carol.id)!;
    expect(carolConversation.canSend).toBe(true);
    await makeBlocked(h.app, carol.id, alice.id);
    expectError(await send(alice, carolConversation.id, 'hello?'), 403, { message: CHAT_MESSAGES.blocked, code: 'BLOCKED' });
    expectError(await send(carol, carolConversation.id, 'bye'), 403, { message: CHAT_MESSAGES.blocked });
    expectError(await open(alice, carol.id), 403, { message: CHAT_MESSAGES.blocked });
    expect((await inbox(alice)).data.find((c) => c.id === carolConversation.id)!.canSend).toBe(false);
    // History stays readable to its participants.
    expect((await history(alice, carolConversation.id)).data.map((m) => m.body)).toEqual(['Hi Carol']);
  });

  it('without a connection, messages are refused', async () => {
    await h.app.db.delete(connections).where(and(eq(connections.userId1, alice.id), eq(connections.userId2, bob.id)));
    expectError(await send(bob, conversationId, 'still there?'), 403, { message: CHAT_MESSAGES.notConnected });
    expect((await inbox(bob)).data.find((c) => c.id === conversationId)!.canSend).toBe(false);
  });
});
