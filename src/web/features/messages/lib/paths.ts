/** Routes of the messages screens (platform-core §2.1); a conversation's path carries the conversation id. */
export const MESSAGES_PATHS = {
  inbox: '/MessageMobileInbox',
  widget: '/messages-widget',
  conversation: (conversationId: string) => `/MessageFinalClass2/${encodeURIComponent(conversationId)}`,
} as const;
