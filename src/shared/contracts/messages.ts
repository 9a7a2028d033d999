import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../constants.js';
import { personSummarySchema } from './connections.js';
import { CHAT_MESSAGES, MESSAGE_MAX_LENGTH, MESSAGE_PAGE_SIZE } from './messages.constants.js';

/* One-to-one messages between connected users (/messages-widget, /MessageMobileInbox, /MessageFinalClass2/{id}). */

export * from './messages.constants.js';

export const chatMessageSchema = z.object({
  id: z.uuid(),
  conversationId: z.uuid(),
  senderId: z.uuid(),
  body: z.string(),
  createdAt: z.iso.datetime(),
  /** When the other participant read it (the "seen" state). */
  readAt: z.iso.datetime().nullable(),
  /** Echo of the sender's own id for this message, so a tab can match its optimistic copy. */
  clientId: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const conversationSchema = z.object({
  id: z.uuid(),
  otherUser: personSummarySchema,
  lastMessage: chatMessageSchema.nullable(),
  /** Messages from the other person the caller has not read. */
  unreadCount: z.number().int(),
  lastMessageAt: z.iso.datetime().nullable(),
  /** Whether a new message can be sent now (connected, nobody blocked). */
  canSend: z.boolean(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});
export const conversationsResponseSchema = z.object({
  data: z.array(conversationSchema),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  /** Unread messages over all conversations (the messages badge). */
  unreadTotal: z.number().int(),
});
export type ConversationsResponse = z.infer<typeof conversationsResponseSchema>;

/** POST /api/messages/conversations: open (or create) the conversation with a connection. */
export const openConversationBodySchema = z.object({ userId: z.uuid() });
export const conversationIdParamsSchema = z.object({ conversationId: z.uuid() });

/** GET .../messages?before=<ISO>&limit=30: a page of history, oldest first, ending before `before`. */
export const messagesQuerySchema = z.object({
  before: z.iso.datetime().optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(MESSAGE_PAGE_SIZE),
});
export const messagesResponseSchema = z.object({ data: z.array(chatMessageSchema), hasMore: z.boolean() });
export type MessagesResponse = z.infer<typeof messagesResponseSchema>;

export const sendMessageBodySchema = z.object({
  body: z.string().trim().min(1, CHAT_MESSAGES.empty).max(MESSAGE_MAX_LENGTH, CHAT_MESSAGES.tooLong),
  clientId: z.string().max(64).optional(),
});
export type SendMessageBody = z.infer<typeof sendMessageBodySchema>;

export const readConversationResponseSchema = z.object({ readAt: z.iso.datetime().nullable(), unreadTotal: z.number().int() });

/** What MESSAGE_EVENTS.created and MESSAGE_EVENTS.read carry. */
export const messageCreatedEventSchema = z.object({ message: chatMessageSchema, unreadTotal: z.number().int() });
export type MessageCreatedEvent = z.infer<typeof messageCreatedEventSchema>;
export const messageReadEventSchema = z.object({
  conversationId: z.uuid(),
  readerId: z.uuid(),
  readAt: z.iso.datetime(),
  unreadTotal: z.number().int(),
});
export type MessageReadEvent = z.infer<typeof messageReadEventSchema>;
