/**
 * Plain constants of the Human Library, without zod: its pages and its socket read these without evaluating every
 * schema of humanlib.ts. humanlib.ts re-exports all of them.
 */

export const HUMANLIB_NAMESPACE = '/human-lib';

export const HUMANLIB_LIMITS = {
  nicknameMaxLength: 30,
  messageMaxLength: 1000,
  /** Chat messages one socket may send per window; the rest are dropped. */
  messagesPerWindow: 10,
  /** Every event (typing, call signals included) one socket may send per window. */
  eventsPerWindow: 120,
  windowMs: 10_000,
  reasonMaxLength: 500,
  /** How many of an account's last partners it is not matched with again. */
  recentPartners: 3,
  /** How many of a chat's last messages a report keeps. */
  transcriptLines: 30,
  onlineListSize: 50,
} as const;

/** Visible texts: the spec's verbatim (community §2.7, §5, §8), the rest in the same voice. */
export const HUMANLIB_MESSAGES = {
  homeTitle: 'Your Feelings Do Matter Without being Judged',
  nicknameLabel: 'Pick a nickname for yourself',
  startSearch: 'Start search',
  nicknameRequired: 'Please enter a nickname to proceed.',
  connectingTitle: 'Connecting with the most accurate person to you',
  anonymous: 'Anonymous',
  startChatting: 'Start Chatting',
  notEnoughUsers: 'Not enough users online to connect. Please try again later.',
  fetchedOnline: 'Fetched online users successfully.',
  fetchOnlineFailed: 'Failed to fetch online users. Please try again.',
  accept: 'I ACCEPT',
  notSignedIn: 'Please log in to enter the Human Library.',
  emailNotVerified: 'Please verify your email before entering the Human Library.',
  rulesNotAccepted: 'Please read and accept the Human Library rules, confirming you are 18 or older, before entering.',
  adultRequired: 'You must confirm that you are 18 or older to use the Human Library.',
  suspended: 'Your account has been suspended from the Human Library. Contact support if you think this is a mistake.',
  nicknameTooLong: `A nickname can be at most ${HUMANLIB_LIMITS.nicknameMaxLength} characters.`,
  messageEmpty: 'Write a message first.',
  messageTooLong: `A message can be at most ${HUMANLIB_LIMITS.messageMaxLength} characters.`,
  rateLimited: 'You are sending messages too fast. Some were not delivered; please slow down.',
  notInChat: 'You are not in a chat right now.',
  notJoined: 'Pick a nickname first.',
  masked: 'Part of your message was hidden: sharing phone numbers, emails, links or social handles is not allowed in the Human Library.',
  crisis: 'It sounds like you are going through something very hard. You are not alone: please talk to someone who can help right now.',
  reported: 'Thank you. Our team will review this chat.',
  blocked: 'You will not be matched with this person again.',
  noCall: 'There is no call to answer.',
  reportNotFound: 'Report not found.',
  userNotFound: 'No account with this email.',
  suspendedNotice: 'Account suspended from the Human Library.',
  unsuspendedNotice: 'Suspension lifted.',
} as const;

/** Shown with the crisis notice: free, confidential helplines in India. */
export const CRISIS_HELPLINES = [
  { name: 'Tele-MANAS (Government of India, 24×7)', phone: '14416' },
  { name: 'KIRAN mental health helpline (24×7)', phone: '1800-599-0019' },
  { name: 'AASRA (24×7)', phone: '+91-9820466726' },
] as const;
