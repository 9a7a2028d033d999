import type { InfiniteData } from '@tanstack/react-query';
import type { ChatMessage, Conversation, ConversationsResponse, MessagesResponse } from '../../../../shared/contracts/messages.js';

/** A message as the screen holds it: from the server, or an optimistic copy waiting for (or denied) its echo. */
export type LocalMessage = ChatMessage & { status?: 'sending' | 'failed' };
export type HistoryPage = Omit<MessagesResponse, 'data'> & { data: LocalMessage[] };
/** pages[0] is the newest page; each page is oldest first. */
export type HistoryPages = InfiniteData<HistoryPage>;
export type ConversationPages = InfiniteData<ConversationsResponse>;

export type DeliveryState = 'sending' | 'failed' | 'sent' | 'seen';

export function deliveryState(message: LocalMessage): DeliveryState {
  if (message.status) return message.status;
  return message.readAt ? 'seen' : 'sent';
}

function byTime(a: LocalMessage, b: LocalMessage): number {
  return Date.parse(a.createdAt) - Date.parse(b.createdAt);
}

/**
 * Puts a message in a list once: the server's copy replaces the optimistic one with the same clientId
 * (whichever of the POST answer and the socket echo arrives first), and a repeat replaces itself.
 */
export function mergeMessage(list: readonly LocalMessage[], incoming: LocalMessage): LocalMessage[] {
  const index = list.findIndex(
    (message) => message.id === incoming.id || (incoming.clientId !== null && message.clientId === incoming.clientId),
  );
  if (index === -1) return [...list, incoming].sort(byTime);
  const current = list[index];
  // A late optimistic or failed state never overwrites the server's copy.
  if (current && !current.status && incoming.status) return [...list];
  const next = [...list];
  next[index] = incoming;
  return next.sort(byTime);
}

/** Adds or reconciles a message in the cached history: a message seen on an older page stays there. */
export function mergeIntoHistory(pages: HistoryPages, incoming: LocalMessage): HistoryPages {
  const holder = pages.pages.findIndex((page) =>
    page.data.some((message) => message.id === incoming.id || (incoming.clientId !== null && message.clientId === incoming.clientId)),
  );
  const target = holder === -1 ? 0 : holder;
  if (!pages.pages[target]) return pages;
  return {
    ...pages,
    pages: pages.pages.map((page, index) => (index === target ? { ...page, data: mergeMessage(page.data, incoming) } : page)),
  };
}

/** The whole loaded history, oldest first. */
export function flattenHistory(pages: HistoryPages | undefined): LocalMessage[] {
  if (!pages) return [];
  return [...pages.pages].reverse().flatMap((page) => page.data);
}

/** The other person read up to `readAt`: my messages sent until then show "Seen". */
export function markSeen(pages: HistoryPages, myId: string, readAt: string): HistoryPages {
  const until = Date.parse(readAt);
  return {
    ...pages,
    pages: pages.pages.map((page) => ({
      ...page,
      data: page.data.map((message) =>
        message.senderId === myId && !message.readAt && !message.status && Date.parse(message.createdAt) <= until
          ? { ...message, readAt }
          : message,
      ),
    })),
  };
}

/** The newest message from the other person I have not read, if any (the view then marks the conversation read). */
export function latestUnreadFromOther(messages: readonly LocalMessage[], myId: string): string | null {
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const message = messages[index];
    if (message && message.senderId !== myId && message.readAt === null) return message.id;
  }
  return null;
}

/**
 * A new message moves its conversation to the top with the message as its preview. Returns null when the
 * conversation is not loaded yet, so the caller fetches the list again.
 */
export function applyMessageToConversations(
  pages: ConversationPages,
  message: ChatMessage,
  myId: string,
  unreadTotal: number,
): ConversationPages | null {
  let found: Conversation | undefined;
  const stripped = pages.pages.map((page) => ({
    ...page,
    unreadTotal,
    data: page.data.filter((conversation) => {
      if (conversation.id !== message.conversationId) return true;
      found = conversation;
      return false;
    }),
  }));
  if (!found) return null;
  const fromOther = message.senderId !== myId;
  const isNewer = !found.lastMessage || Date.parse(message.createdAt) >= Date.parse(found.lastMessage.createdAt);
  const updated: Conversation = {
    ...found,
    lastMessage: isNewer ? message : found.lastMessage,
    lastMessageAt: isNewer ? message.createdAt : found.lastMessageAt,
    unreadCount: fromOther && found.lastMessage?.id !== message.id ? found.unreadCount + 1 : found.unreadCount,
  };
  const [first, ...rest] = stripped;
  if (!first) return pages;
  return { ...pages, pages: [{ ...first, data: [updated, ...first.data] }, ...rest] };
}

/** I read a conversation (here or in another tab): its count goes to zero and the total is the server's. */
export function applyReadToConversations(pages: ConversationPages, conversationId: string, unreadTotal: number): ConversationPages {
  return {
    ...pages,
    pages: pages.pages.map((page) => ({
      ...page,
      unreadTotal,
      data: page.data.map((conversation) => (conversation.id === conversationId ? { ...conversation, unreadCount: 0 } : conversation)),
    })),
  };
}

/** Chat bubble time: "14:05" today, "Mon 14:05" this week, else "12 Jun". */
export function bubbleTime(value: string, now: number = Date.now()): string {
  const date = new Date(value);
  const age = now - date.getTime();
  const time = date.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
  if (new Date(now).toDateString() === date.toDateString()) return time;
  if (age < 6 * 24 * 60 * 60 * 1000) return `${date.toLocaleDateString([], { weekday: 'short' })} ${time}`;
  return date.toLocaleDateString([], { day: 'numeric', month: 'short' });
}

/** Shown under the composer once a message gets close to the limit. */
export function counterText(length: number, max: number): string | null {
  return length >= max * 0.9 ? `${length}/${max}` : null;
}

export function newClientId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}
