import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../constants.js';

/* Human Library (/HumanLib, /HumanLibhomepage, /HumanLibGuidelines): anonymous peer chat with audio calls.
   REST under /api/human-lib, operator routes under /api/admin/human-lib, live chat on the Socket.IO
   namespace HUMANLIB_NAMESPACE (docs/human-library-socket.md). */

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

/* ---------- REST ---------- */

export const acceptRulesBodySchema = z.object({
  confirmedAdult: z.literal(true, { error: HUMANLIB_MESSAGES.adultRequired }),
});
export type AcceptRulesBody = z.infer<typeof acceptRulesBodySchema>;

export const entryRefusalSchema = z.enum(['NOT_VERIFIED', 'RULES_NOT_ACCEPTED', 'SUSPENDED']);
export type EntryRefusal = z.infer<typeof entryRefusalSchema>;

export const iceServerSchema = z.object({
  urls: z.union([z.string(), z.array(z.string())]),
  username: z.string().optional(),
  credential: z.string().optional(),
});

export const humanlibStatusSchema = z.object({
  accepted: z.boolean(),
  acceptedAt: z.iso.datetime().nullable(),
  confirmedAdult: z.boolean(),
  emailVerified: z.boolean(),
  suspended: z.boolean(),
  /** True when every entry rule holds; otherwise refusal says which one fails and message says it in words. */
  canEnter: z.boolean(),
  refusal: entryRefusalSchema.nullable(),
  message: z.string().nullable(),
  /** STUN/TURN servers for the audio call's RTCPeerConnection. */
  iceServers: z.array(iceServerSchema),
});
export type HumanlibStatus = z.infer<typeof humanlibStatusSchema>;

/** An online user: userId is an anonymous id of that visit (a socket), never the account's id. */
export const onlineUserSchema = z.object({ userId: z.string(), nickname: z.string() });
export type OnlineUser = z.infer<typeof onlineUserSchema>;
export const onlineUsersResponseSchema = z.array(onlineUserSchema);

/* ---------- Socket events (namespace HUMANLIB_NAMESPACE) ---------- */

export const nicknameSchema = z
  .string()
  .trim()
  .min(1, HUMANLIB_MESSAGES.nicknameRequired)
  .max(HUMANLIB_LIMITS.nicknameMaxLength, HUMANLIB_MESSAGES.nicknameTooLong);

export const joinPayloadSchema = z.object({ nickname: nicknameSchema });
export type JoinPayload = z.infer<typeof joinPayloadSchema>;

export const sendMessagePayloadSchema = z.object({
  text: z.string().trim().min(1, HUMANLIB_MESSAGES.messageEmpty).max(HUMANLIB_LIMITS.messageMaxLength, HUMANLIB_MESSAGES.messageTooLong),
});
export type SendMessagePayload = z.infer<typeof sendMessagePayloadSchema>;

export const typingPayloadSchema = z.object({ typing: z.boolean() });
export const reportPayloadSchema = z.object({ reason: z.string().trim().min(1).max(HUMANLIB_LIMITS.reasonMaxLength) });
export type ReportPayload = z.infer<typeof reportPayloadSchema>;
export const mutePayloadSchema = z.object({ muted: z.boolean() });

/** WebRTC signalling relayed untouched to the partner while a call is active. */
export const callSignalPayloadSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('offer'), sdp: z.string().max(20_000) }),
  z.object({ kind: z.literal('answer'), sdp: z.string().max(20_000) }),
  z.object({
    kind: z.literal('ice'),
    candidate: z.object({
      candidate: z.string().max(2_000),
      sdpMid: z.string().max(100).nullable().optional(),
      sdpMLineIndex: z.number().int().min(0).max(100).nullable().optional(),
    }),
  }),
]);
export type CallSignalPayload = z.infer<typeof callSignalPayloadSchema>;

export const maskReasonSchema = z.enum(['phone', 'email', 'link', 'handle']);
export type MaskReason = z.infer<typeof maskReasonSchema>;

export const chatEndReasonSchema = z.enum([
  'skipped',
  'partner-skipped',
  'left',
  'partner-left',
  'partner-disconnected',
  'idle',
  'blocked',
]);
export type ChatEndReason = z.infer<typeof chatEndReasonSchema>;

/** Every acknowledgement: ok, or a refusal with the API's error code and sentence. */
export type Ack<T = object> = ({ ok: true } & T) | { ok: false; code: string; message: string };

export interface HumanlibServerEvents {
  /** Waiting in the queue for a partner. */
  waiting: () => void;
  matched: (payload: { partner: OnlineUser }) => void;
  message: (payload: { id: string; from: 'me' | 'partner'; text: string; at: string }) => void;
  /** To the sender only: the delivered text hid contact details. */
  masked: (payload: { reasons: MaskReason[]; message: string }) => void;
  /** To the writer only: the message was about self-harm. */
  crisis: (payload: { message: string; helplines: { name: string; phone: string }[] }) => void;
  typing: (payload: { typing: boolean }) => void;
  'chat-ended': (payload: { reason: ChatEndReason }) => void;
  'call:requested': () => void;
  'call:accepted': () => void;
  'call:declined': () => void;
  'call:signal': (payload: CallSignalPayload) => void;
  'call:muted': (payload: { muted: boolean }) => void;
  'call:ended': () => void;
  /** A refusal of something sent without an ack (a dropped flood, a message outside a chat). */
  'humanlib:error': (payload: { code: string; message: string }) => void;
}

export interface HumanlibClientEvents {
  join: (payload: JoinPayload, ack: (result: Ack<{ userId: string }>) => void) => void;
  queue: (ack?: (result: Ack) => void) => void;
  message: (payload: SendMessagePayload, ack?: (result: Ack<{ id: string }>) => void) => void;
  typing: (payload: { typing: boolean }) => void;
  skip: (ack?: (result: Ack) => void) => void;
  leave: (ack?: (result: Ack) => void) => void;
  block: (ack?: (result: Ack) => void) => void;
  report: (payload: ReportPayload, ack?: (result: Ack) => void) => void;
  'call:request': (ack?: (result: Ack) => void) => void;
  'call:accept': (ack?: (result: Ack) => void) => void;
  'call:decline': () => void;
  'call:signal': (payload: CallSignalPayload) => void;
  'call:mute': (payload: { muted: boolean }) => void;
  'call:hangup': () => void;
}

/* ---------- Operator console ---------- */

export const reportStatusSchema = z.enum(['open', 'resolved']);

export const transcriptLineSchema = z.object({
  from: z.enum(['reporter', 'reported']),
  text: z.string(),
  at: z.string(),
  crisis: z.boolean(),
});

export const reportSummarySchema = z.object({
  id: z.uuid(),
  reason: z.string(),
  crisis: z.boolean(),
  status: reportStatusSchema,
  createdAt: z.iso.datetime(),
  reporterEmail: z.string().nullable(),
  reported: z.object({ id: z.uuid(), email: z.string(), suspended: z.boolean() }),
});
export type ReportSummary = z.infer<typeof reportSummarySchema>;

export const reportDetailSchema = reportSummarySchema.extend({ transcript: z.array(transcriptLineSchema) });
export type ReportDetail = z.infer<typeof reportDetailSchema>;

export const reportsQuerySchema = z.object({
  status: reportStatusSchema.optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});
export const reportsResponseSchema = z.object({
  data: z.array(reportSummarySchema),
  page: z.number(),
  limit: z.number(),
  total: z.number(),
});
export type ReportsResponse = z.infer<typeof reportsResponseSchema>;

export const reportIdParamsSchema = z.object({ id: z.uuid() });
export const updateReportBodySchema = z.object({ status: reportStatusSchema });

export const suspendBodySchema = z.object({
  userId: z.uuid(),
  reason: z.string().trim().min(1, 'Say why the account is suspended.').max(HUMANLIB_LIMITS.reasonMaxLength),
});
export type SuspendBody = z.infer<typeof suspendBodySchema>;
export const suspensionUserParamsSchema = z.object({ userId: z.uuid() });
export const suspensionSchema = z.object({
  userId: z.uuid(),
  email: z.string(),
  reason: z.string(),
  createdAt: z.iso.datetime(),
});
export const suspensionsResponseSchema = z.object({ data: z.array(suspensionSchema) });
export type Suspension = z.infer<typeof suspensionSchema>;
