/** Query keys of the blogs feature, in one place so mutations invalidate the right lists. */
export const blogKeys = {
  all: ['blogs'] as const,
  feed: (search: string, tag: string) => ['blogs', 'feed', { search, tag }] as const,
  mine: (status?: string) => ['blogs', 'mine', status ?? 'all'] as const,
  user: (userId: string) => ['blogs', 'user', userId] as const,
  post: (id: string) => ['blogs', 'post', id] as const,
  comments: (id: string) => ['blogs', 'comments', id] as const,
  rules: () => ['blogs', 'rules'] as const,
  moderation: () => ['blogs', 'moderation'] as const,
};
