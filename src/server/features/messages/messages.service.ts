import type { z } from 'zod';
import {
  CHAT_MESSAGES,
  MESSAGE_EVENTS,
  type ChatMessage,
  type Conversation,
  type conversationsQuerySchema,
  type ConversationsResponse,
  type MessageCreatedEvent,
  type MessageReadEvent,
  type messagesQuerySchema,
  type MessagesResponse,
  type SendMessageBody,
} from '../../../shared/contracts/messages.js';
import type { Db } from '../../db/client.js';
import { badRequest, forbidden, notFound, tooManyRequests } from '../../platform/errors.js';
import type { CounterStore } from '../../platform/rate-limit.js';
import type { Realtime } from '../../platform/realtime.js';
import type { RelationReader } from '../connections/index.js';
import {
  announceUnreadCount,
  createOrRefreshNotification,
  markNotificationsReadFrom,
  type Notifier,
} from '../notifications/index.js';
import { nameOf, type ConversationView, type MessageRow, type MessagesRepository } from './messages.repository.js';

/** Per sender, over all conversations: a person typing fast stays well under it, a script does not. */
export const MESSAGE_SEND_LIMIT = { count: 30, windowSeconds: 10 } as const;
/** How much of a message its notification quotes. */
const NOTIFICATION_PREVIEW_LENGTH = 100;
const MESSAGE_NOTIFICATION_TYPE = 'message';

type ConversationsQuery = z.output<typeof conversationsQuerySchema>;
type MessagesQuery = z.output<typeof messagesQuerySchema>;

const preview = (body: string) =>
  body.length > NOTIFICATION_PREVIEW_LENGTH ? `${body.slice(0, NOTIFICATION_PREVIEW_LENGTH - 1).trimEnd()}…` : body;

export function toChatMessage(row: MessageRow, clientId: string | null = null): ChatMessage {
  return {
    id: row.id,
    conversationId: row.conversationId,
    senderId: row.senderId,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt ? row.readAt.toISOString() : null,
    clientId,
  };
}

function toConversation(view: ConversationView, last: MessageRow | undefined): Conversation {
  const { other } = view;
  return {
    id: view.id,
    otherUser: {
      id: other.id,
      username: other.username,
      name: nameOf(other),
      headline: other.headline ?? [],
      profilePictureUrl: other.photo,
      college: other.college ?? '',
    },
    lastMessage: last ? toChatMessage(last) : null,
    unreadCount: view.unreadCount,
    lastMessageAt: view.lastMessageAt ? view.lastMessageAt.toISOString() : null,
    canSend: view.canSend,
  };
}

/**
 * One-to-one conversations between connected people. Only the two participants read or write one; a new
 * message needs the pair to still be connected with nobody blocked. Live events go to every open tab of
 * both participants after the write has committed.
 */
export function createMessagesService(deps: {
  repo: MessagesRepository;
  db: Db;
  realtime: Realtime;
  /** The receiver's notification goes out through it (in the app, by mail and push as they chose). */
  notifier: Notifier;
  relations: RelationReader;
  counters: CounterStore;
}) {
  const { repo, db, realtime, relations, counters } = deps;

  /** 403 unless the pair may talk now: blocked first (its own sentence), then connected. */
  async function requireMayTalk(userId: string, otherId: string) {
    if (await relations.isBlockedEither(userId, otherId)) throw forbidden(CHAT_MESSAGES.blocked, 'BLOCKED');
    if (!(await relations.areConnected(userId, otherId))) throw forbidden(CHAT_MESSAGES.notConnected, 'NOT_CONNECTED');
  }

  /** The conversation and the other participant; 404 when unknown, 403 to anyone outside it. */
  async function requireParticipant(conversationId: string, userId: string) {
    const row = await repo.findConversation(conversationId);
    if (!row) throw notFound(CHAT_MESSAGES.conversationNotFound, 'CONVERSATION_NOT_FOUND');
    if (row.userLow !== userId && row.userHigh !== userId) throw forbidden(CHAT_MESSAGES.notParticipant, 'NOT_PARTICIPANT');
    return { row, otherId: row.userLow === userId ? row.userHigh : row.userLow };
  }

  async function viewOf(userId: string, conversationId: string): Promise<Conversation> {
    const view = await repo.conversationView(userId, conversationId);
    if (!view) throw notFound(CHAT_MESSAGES.conversationNotFound, 'CONVERSATION_NOT_FOUND');
    const last = await repo.lastMessages([view.id]);
    return toConversation(view, last.get(view.id));
  }

  return {
    async list(userId: string, query: ConversationsQuery): Promise<ConversationsResponse> {
      const [{ rows, total }, unreadTotal] = await Promise.all([
        repo.listConversations(userId, { limit: query.limit, offset: (query.page - 1) * query.limit }),
        repo.unreadTotal(userId),
      ]);
      const last = await repo.lastMessages(rows.map((row) => row.id));
      return {
        data: rows.map((row) => toConversation(row, last.get(row.id))),
        page: query.page,
        limit: query.limit,
        total,
        unreadTotal,
      };
    },

    async open(userId: string, otherId: string): Promise<{ conversation: Conversation; created: boolean }> {
      if (otherId.toLowerCase() === userId.toLowerCase()) throw badRequest(CHAT_MESSAGES.selfConversation, 'SELF_CONVERSATION');
      await requireMayTalk(userId, otherId);
      const { id, created } = await repo.openConversation(userId, otherId);
      return { conversation: await viewOf(userId, id), created };
    },

    async get(userId: string, conversationId: string): Promise<Conversation> {
      await requireParticipant(conversationId, userId);
      return viewOf(userId, conversationId);
    },

    async history(userId: string, conversationId: string, query: MessagesQuery): Promise<MessagesResponse> {
      await requireParticipant(conversationId, userId);
      const { rows, hasMore } = await repo.history(conversationId, query.before ? new Date(query.before) : undefined, query.limit);
      return { data: rows.reverse().map((row) => toChatMessage(row)), hasMore };
    },

    /**
     * Stores the message and moves the conversation up in one transaction, with the receiver's one
     * "message" notification for this conversation (refreshed while it is unread, not repeated).
     */
    async send(userId: string, conversationId: string, body: SendMessageBody): Promise<ChatMessage> {
      const { otherId } = await requireParticipant(conversationId, userId);
      const limit = await counters.hit(`message-send:${userId}`, MESSAGE_SEND_LIMIT.count, MESSAGE_SEND_LIMIT.windowSeconds);
      if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds);
      await requireMayTalk(userId, otherId);
      const senderName = await repo.displayName(userId);

      const { message, notification } = await repo.transaction(async (tx) => {
        await repo.lockConversation(tx, conversationId);
        // Stored at millisecond precision, so a page's oldest createdAt is an exact cursor for the next.
        const stored = await repo.insertMessage(tx, { conversationId, senderId: userId, body: body.body, createdAt: new Date() });
        const note = await createOrRefreshNotification(tx, {
          userId: otherId,
          senderId: userId,
          senderName,
          type: MESSAGE_NOTIFICATION_TYPE,
          message: `Sent you a message: “${preview(body.body)}”`,
          link: `/MessageFinalClass2/${conversationId}`,
        });
        return { message: stored, notification: note };
      });

      const chat = toChatMessage(message, body.clientId ?? null);
      await Promise.all(
        [userId, otherId].map(async (participantId) => {
          const event: MessageCreatedEvent = { message: chat, unreadTotal: await repo.unreadTotal(participantId) };
          realtime.emitToUser(participantId, MESSAGE_EVENTS.created, event);
        }),
      );
      await deps.notifier.notify([notification]);
      return chat;
    },

    /** Marks the other person's messages read (their "seen"), and the caller's notification for them. */
    async read(userId: string, conversationId: string): Promise<{ readAt: string | null; unreadTotal: number }> {
      const { otherId } = await requireParticipant(conversationId, userId);
      const at = new Date();
      const { messagesRead, notificationsRead } = await repo.transaction(async (tx) => ({
        messagesRead: await repo.markRead(tx, conversationId, userId, at),
        notificationsRead: await markNotificationsReadFrom(tx, userId, otherId, MESSAGE_NOTIFICATION_TYPE),
      }));
      const unreadTotal = await repo.unreadTotal(userId);
      if (messagesRead > 0) {
        await Promise.all(
          [userId, otherId].map(async (participantId) => {
            const event: MessageReadEvent = {
              conversationId,
              readerId: userId,
              readAt: at.toISOString(),
              unreadTotal: participantId === userId ? unreadTotal : await repo.unreadTotal(participantId),
            };
            realtime.emitToUser(participantId, MESSAGE_EVENTS.read, event);
          }),
        );
      }
      if (notificationsRead > 0) await announceUnreadCount(db, realtime, userId);
      return { readAt: messagesRead > 0 ? at.toISOString() : null, unreadTotal };
    },
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
