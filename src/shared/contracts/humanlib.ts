import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../constants.js';
import { HUMANLIB_LIMITS, HUMANLIB_MESSAGES } from './humanlib.constants.js';

/* Human Library (/HumanLib, /HumanLibhomepage, /HumanLibGuidelines): anonymous peer chat with audio calls.
   REST under /api/human-lib, operator routes under /api/admin/human-lib, live chat on the Socket.IO
   namespace HUMANLIB_NAMESPACE (docs/human-library-socket.md). */

export * from './humanlib.constants.js';

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
  /** Someone joined or left: read GET /api/human-lib/getOnlineUsers again (it applies the reader's blocks). */
  'online-changed': () => void;
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
