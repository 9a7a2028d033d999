/** Query keys of the messages feature, all under ['messages'] so a reconnect can refresh everything at once. */
export const messageKeys = {
  all: ['messages'] as const,
  conversations: () => ['messages', 'conversations'] as const,
  conversation: (id: string) => ['messages', 'conversation', id] as const,
  history: (id: string) => ['messages', 'history', id] as const,
  /** The "New message" picker's connections (the connections feature keeps its own keys). */
  contacts: (search: string) => ['messages', 'contacts', search] as const,
};
