export const eventKeys = {
  all: ['events'] as const,
  list: (query: string) => ['events', 'list', query] as const,
  one: (id: string) => ['events', 'one', id] as const,
  admin: (query: string) => ['events', 'admin', query] as const,
};
