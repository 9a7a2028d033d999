import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from '../constants.js';

/* Connections, collaborations and blocks (platform-community §2.9, §2.10, §3, §4, §5, §7, §8). */

export * from './connections.constants.js';

/** The other person of a connection or request, as the screens show them. */
export const personSummarySchema = z.object({
  id: z.uuid(),
  username: z.string().nullable(),
  name: z.string(),
  /** The spec's screens search the first item of this list. */
  headline: z.array(z.string()),
  profilePictureUrl: z.string().nullable(),
  college: z.string(),
});
export type PersonSummary = z.infer<typeof personSummarySchema>;

export const requestKindSchema = z.enum(['connection', 'collaboration']);
export type RequestKind = z.infer<typeof requestKindSchema>;

/** Community §3 "Connection request": id, receiverId, status, plus who sent it and to whom. */
export const connectionRequestSchema = z.object({
  id: z.uuid(),
  senderId: z.uuid(),
  receiverId: z.uuid(),
  kind: requestKindSchema,
  status: z.enum(['pending', 'accepted', 'declined', 'revoked']),
  createdAt: z.iso.datetime(),
  /** The other person: the receiver in `sent`, the sender in `getPending`. */
  otherUser: personSummarySchema,
});
export type ConnectionRequest = z.infer<typeof connectionRequestSchema>;

/** POST /api/connections/sent and /getPending: `userId` must be the caller's own id (else 403). */
export const ownUserIdBodySchema = z.object({ userId: z.uuid() });
export const requestListQuerySchema = z.object({
  kind: requestKindSchema.optional(),
  page: z.coerce.number().int().min(1).default(1),
  /** The spec's screens read the whole list: a page holds the most the server gives at once. */
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_MAX),
});
export type RequestListQuery = z.infer<typeof requestListQuerySchema>;
export const connectionRequestListSchema = z.array(connectionRequestSchema);

/** Community §3 "Connection". */
export const connectionSchema = z.object({
  id: z.uuid(),
  userId1: z.uuid(),
  userId2: z.uuid(),
  createdAt: z.iso.datetime(),
  collaboratingSince: z.iso.datetime().nullable(),
  otherUser: personSummarySchema,
});
export type Connection = z.infer<typeof connectionSchema>;

/** GET /api/connections/connections: the caller's connections and collaborators, newest first. */
export const connectionsQuerySchema = z.object({
  /** Filters by username, name or first headline item. */
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});
export type ConnectionsQuery = z.infer<typeof connectionsQuerySchema>;
export const connectionsResponseSchema = z.object({
  connections: z.array(connectionSchema),
  collaborators: z.array(connectionSchema),
  totalConnections: z.number().int(),
  totalCollaborators: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type ConnectionsResponse = z.infer<typeof connectionsResponseSchema>;

export const userIdParamsSchema = z.object({ userId: z.uuid() });
export const requestIdParamsSchema = z.object({ requestId: z.uuid() });

/** POST /api/connections/connect/{userId}: the spec's client also sends its own userId in the body. */
export const connectBodySchema = z.object({ userId: z.uuid().optional() }).optional();
export const connectResponseSchema = z.object({
  message: z.string(),
  /** The request's id; when the other person had already asked, the request is accepted instead. */
  connectionId: z.uuid(),
  status: z.enum(['requested', 'connected']),
});
export type ConnectResponse = z.infer<typeof connectResponseSchema>;

/** POST /api/connections/revoke: the caller must be userId1 (the sender) of the pending request to userId2. */
export const revokeBodySchema = z.object({
  userId1: z.uuid(),
  userId2: z.uuid(),
  /** A collaboration request is taken back the same way; the spec's client sends none (a connection request). */
  kind: requestKindSchema.default('connection'),
});

/** The relation between the caller and another person, for the profile page's action button. */
export const connectionStatusSchema = z.object({
  status: z.enum(['self', 'none', 'requested', 'incoming', 'connected']),
  /** The pending request in either direction, when there is one. */
  requestId: z.uuid().nullable(),
  collaboration: z.enum(['none', 'requested', 'incoming', 'collaborating']),
  collaborationRequestId: z.uuid().nullable(),
  /** The caller blocked this person. */
  blocked: z.boolean(),
  connectedSince: z.iso.datetime().nullable(),
});
export type ConnectionStatus = z.infer<typeof connectionStatusSchema>;

export const actionResponseSchema = z.object({ message: z.string() });

/** POST /api/connections/collaborate/{userId}. */
export const collaborateResponseSchema = z.object({ message: z.string(), requestId: z.uuid() });
export type CollaborateResponse = z.infer<typeof collaborateResponseSchema>;

/** Bodiless actions: the web client sends an empty object (or nothing). */
export const emptyBodySchema = z.object({}).optional();

export const blockedUsersResponseSchema = z.object({ data: z.array(personSummarySchema.extend({ blockedAt: z.iso.datetime() })) });

/** What CONNECTION_STATUS_EVENT carries. */
export const connectionStatusEventSchema = z.object({ userId: z.uuid(), status: connectionStatusSchema.shape.status });
export type ConnectionStatusEvent = z.infer<typeof connectionStatusEventSchema>;
