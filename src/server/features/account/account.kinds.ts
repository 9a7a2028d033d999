/**
 * Everything the product holds about a user, kind by kind (issue 36.3 and 36.4): the export writes one JSON file per
 * kind and explains each in its README; the deletion test walks the same list, table by table, to find no trace left.
 * A new table that holds a user's data belongs to one kind here, or the export and the deletion check both miss it.
 *
 * `tables` names every table a kind reads; `files` says which uploaded files travel with it (under files/ in the zip).
 */
export const EXPORT_KINDS = [
  {
    kind: 'profile',
    file: 'profile.json',
    about:
      'Your account (email, username, phone, role, when it was made and verified; never your password or two-step secrets) and your profile: details, education, experience, and your mentor profile, availability, referral settings and reliability figures when you mentor.',
    tables: [
      'users',
      'profiles',
      'profile_education',
      'profile_experience',
      'mentor_profiles',
      'mentor_availability',
      'mentor_referral_settings',
      'mentor_reliability',
    ],
    files: 'Your profile photos, under files/profile/.',
  },
  {
    kind: 'settings',
    file: 'settings.json',
    about:
      'Your notification choices (channels, digest, quiet hours), whether your calendar feed is on, and when you accepted the blog rules and the Human Library rules.',
    tables: ['notification_preferences', 'calendar_feeds', 'blog_rules_acceptances', 'humanlib_acceptances'],
  },
  {
    kind: 'posts',
    file: 'posts.json',
    about: 'Your blog posts (drafts too) with their text, tags, audience and moderation state, and the images you uploaded for them.',
    tables: ['blog_posts', 'blog_media'],
    files: 'The images of your posts, under files/posts/.',
  },
  {
    kind: 'comments',
    file: 'comments.json',
    about: 'The comments you wrote, with the post each is on, and the posts or comments you reported with your reason.',
    tables: ['blog_comments', 'blog_reports'],
  },
  { kind: 'likes', file: 'likes.json', about: 'The posts you liked and when.', tables: ['blog_likes'] },
  {
    kind: 'connections',
    file: 'connections.json',
    about: 'Your connections, the connection requests you sent and received with their state, and the people you blocked (by username).',
    tables: ['connections', 'connection_requests', 'user_blocks'],
  },
  {
    kind: 'messages',
    file: 'messages.json',
    about: 'Your side of each conversation: who it is with (username) and the messages you sent in it. What others wrote stays theirs.',
    tables: ['conversations', 'messages'],
  },
  {
    kind: 'bookings',
    file: 'bookings.json',
    about:
      'Your mentorship bookings as a student or a mentor (time, state, agenda and your answers), the documents you attached, what you wrote in their session chats, when you joined their rooms, the reviews you gave or received, and your referral requests.',
    tables: ['bookings', 'booking_reviews', 'mentorship_documents', 'session_messages', 'session_attendance', 'referral_requests'],
    files: 'The documents you attached (resumes and others), under files/documents/.',
  },
  {
    kind: 'applications',
    file: 'applications.json',
    about: 'Your job applications: the job, your cover note, the resume you attached and each application’s status.',
    tables: ['job_applications'],
  },
  { kind: 'savedJobs', file: 'saved-jobs.json', about: 'The jobs you saved.', tables: ['saved_jobs'] },
  { kind: 'events', file: 'events.json', about: 'The events you said you would attend.', tables: ['event_rsvps'] },
  { kind: 'notifications', file: 'notifications.json', about: 'The notifications you received, read or not.', tables: ['notifications'] },
  {
    kind: 'sessions',
    file: 'sessions.json',
    about:
      'Where you are or were signed in (device, address, when), your passkeys (the name you gave each, how the browser reaches it, when it was added and last used; not the keys themselves, which only work the account), the browsers that receive your push notifications, and the data exports you asked for.',
    tables: ['sessions', 'passkeys', 'push_subscriptions', 'data_exports'],
  },
  {
    kind: 'waitlists',
    file: 'waitlists.json',
    about: 'The waitlists you joined and whether you unsubscribed.',
    tables: ['waitlist_entries'],
  },
  {
    kind: 'helpTickets',
    file: 'help-tickets.json',
    about: 'The help requests you sent and the answers they got.',
    tables: ['help_tickets'],
  },
  {
    kind: 'humanLibrary',
    file: 'human-library.json',
    about:
      'The Human Library reports you made (reason, state and the lines of the chat you sent with it, as "reporter" and "reported"; never who the other person was), how many people you blocked there, and a suspension if an operator set one.',
    tables: ['humanlib_reports', 'humanlib_blocks', 'humanlib_suspensions'],
  },
] as const satisfies readonly { kind: string; file: string; about: string; tables: readonly string[]; files?: string }[];

export type ExportKind = (typeof EXPORT_KINDS)[number]['kind'];

/** Kept out of the export on purpose: secrets that only work the account, never data about its owner. */
export const SECRET_TABLES = ['refresh_tokens', 'otp_codes', 'recovery_codes'] as const;
