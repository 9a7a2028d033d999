/**
 * Plain constants of one-to-one messages, without zod: the inbox and the live updates read these without evaluating
 * every schema of messages.ts. messages.ts re-exports all of them.
 */

export const MESSAGE_MAX_LENGTH = 2000;
export const MESSAGE_PAGE_SIZE = 30;

export const CHAT_MESSAGES = {
  notConnected: 'You can only message your connections.',
  blocked: 'You cannot message this person.',
  notParticipant: 'You are not part of this conversation.',
  conversationNotFound: 'Conversation not found.',
  selfConversation: 'You cannot message yourself.',
  empty: 'Write a message first.',
  tooLong: `A message can be at most ${MESSAGE_MAX_LENGTH} characters.`,
  loadFailed: 'Failed to load messages.',
  sendFailed: 'Failed to send message.',
  noConversations: 'No conversations yet. Message one of your connections to start one.',
} as const;

/** Socket.IO events to every open tab of both participants. */
export const MESSAGE_EVENTS = { created: 'message:new', read: 'message:read' } as const;
