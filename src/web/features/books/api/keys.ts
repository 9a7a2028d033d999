/** Query keys of the e-book shelf; everything under ['books'] so an upload, edit or removal refreshes it at once. */
export const bookKeys = {
  all: ['books'] as const,
  pages: (query: string) => ['books', 'pages', query] as const,
};
