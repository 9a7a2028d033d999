/**
 * The operator console's sections, in the order of its navigation. Each feature that has operator pages
 * puts them under its path here; the pages use the console's header (exported from this feature's index).
 */
export const CONSOLE_SECTIONS = [
  { path: '/admin', label: 'Jobs' },
  { path: '/admin/moderation', label: 'Blog moderation' },
  { path: '/admin/books', label: 'E-books' },
  { path: '/admin/human-library', label: 'Human Library' },
  { path: '/admin/events', label: 'Events' },
  { path: '/admin/waitlists', label: 'Waitlists' },
  { path: '/admin/launches', label: 'Launches' },
  { path: '/admin/tickets', label: 'Help tickets' },
  { path: '/admin/sessions', label: 'Needs action' },
] as const;
