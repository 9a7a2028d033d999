import {
  CONNECTION_MESSAGES as M,
  CONNECTION_STATUS_EVENT,
  type CollaborateResponse,
  type Connection,
  type ConnectionRequest,
  type ConnectionsQuery,
  type ConnectionsResponse,
  type ConnectionStatus,
  type ConnectionStatusEvent,
  type ConnectResponse,
  type RequestKind,
  type RequestListQuery,
} from '../../../shared/contracts/connections.js';
import type { Tx } from '../../db/client.js';
import type { RequestAuth } from '../../platform/auth.js';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors.js';
import { createNotification, type NewNotification, type NotificationRow } from '../notifications/index.js';
import { createRelationReader } from './connections.relations.js';
import type { ConnectionListRow, ConnectionsRepository, RequestListRow, RequestRow } from './connections.repository.js';
import { isUniqueViolation } from '../../db/errors.js';

/** What happens after a change has committed: notifications delivered live, relation events to the tabs. */
export interface ConnectionsOutbox {
  deliver(rows: NotificationRow[]): Promise<void>;
  emit(userId: string, event: typeof CONNECTION_STATUS_EVENT, payload: ConnectionStatusEvent): void;
}

type Status = ConnectionStatusEvent['status'];

const toRequest = (row: RequestListRow): ConnectionRequest => ({
  id: row.id,
  senderId: row.senderId,
  receiverId: row.receiverId,
  kind: row.kind,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  otherUser: row.otherUser,
});

const toConnection = (row: ConnectionListRow): Connection => ({
  id: row.id,
  userId1: row.userId1,
  userId2: row.userId2,
  createdAt: row.createdAt.toISOString(),
  collaboratingSince: row.collaboratingSince?.toISOString() ?? null,
  otherUser: row.otherUser,
});

/** The notifications this feature stores: who did what. */
const CONNECTION_NOTICES = {
  connection_request: (name: string) => `${name} sent you a connection request.`,
  connection_accepted: (name: string) => `${name} accepted your connection request.`,
  collaboration_request: (name: string) => `${name} wants to collaborate with you.`,
  collaboration_accepted: (name: string) => `${name} accepted your collaboration request.`,
} as const;
type ConnectionNoticeType = keyof typeof CONNECTION_NOTICES;

/** A connection notice opens the sender's profile; a collaboration notice the collaborators page. */
const noticeLink = (type: ConnectionNoticeType, senderId: string) =>
  type.startsWith('connection') ? `/AfterConnecting/${senderId}` : '/collabs';

/** The notification `from` leaves for `to` (the demo seed stores the same ones). */
export function connectionNotice(type: ConnectionNoticeType, to: string, from: { id: string; name: string }): NewNotification {
  return {
    userId: to,
    senderId: from.id,
    senderName: from.name,
    type,
    message: CONNECTION_NOTICES[type](from.name),
    link: noticeLink(type, from.id),
  };
}

export function createConnectionsService(deps: { repo: ConnectionsRepository; outbox: ConnectionsOutbox }) {
  const { repo, outbox } = deps;

  /** A verified member, else 404 (a sign-up that never confirmed its email is not a member yet). */
  async function requireMember(userId: string) {
    const member = await repo.member(userId);
    if (!member?.verified) throw notFound(M.userNotFound, 'USER_NOT_FOUND');
    return member;
  }

  async function displayName(userId: string): Promise<string> {
    return (await repo.member(userId))?.name || 'A member';
  }

  const notice = (tx: Tx, type: ConnectionNoticeType, to: string, from: { id: string; name: string }) =>
    createNotification(tx, connectionNotice(type, to, from));

  /** Tells both people's open tabs how they now stand with the other. */
  function announce(a: string, statusForA: Status, b: string, statusForB: Status) {
    outbox.emit(a, CONNECTION_STATUS_EVENT, { userId: b, status: statusForA });
    outbox.emit(b, CONNECTION_STATUS_EVENT, { userId: a, status: statusForB });
  }

  const ownUserId = (auth: RequestAuth, userId: string) => {
    if (userId !== auth.userId) throw forbidden(M.notYou, 'NOT_YOU');
  };

  const page = (query: { page: number; limit: number }) => ({ limit: query.limit, offset: (query.page - 1) * query.limit });

  /** Accepts a pending request inside the caller's transaction; answers the notification for its sender. */
  async function acceptInside(tx: Tx, request: RequestRow, accepter: { id: string; name: string }): Promise<NotificationRow> {
    if (!(await repo.closeRequest(tx, request.id, 'accepted'))) throw conflict(M.requestNotPending, 'REQUEST_NOT_PENDING');
    if (request.kind === 'connection') {
      await repo.insertConnection(tx, request.senderId, request.receiverId);
      return notice(tx, 'connection_accepted', request.senderId, accepter);
    }
    const connection = await repo.findConnection(request.senderId, request.receiverId, tx);
    if (!connection) throw forbidden(M.notConnected, 'NOT_CONNECTED');
    await repo.setCollaboratingSince(tx, connection.id, new Date());
    return notice(tx, 'collaboration_accepted', request.senderId, accepter);
  }

  return {
    /** POST /api/connections/sent: the caller's pending requests, the receiver as otherUser. */
    async sent(auth: RequestAuth, userId: string, query: RequestListQuery): Promise<ConnectionRequest[]> {
      ownUserId(auth, userId);
      return (await repo.pendingRequests(auth.userId, 'sent', query.kind, page(query))).map(toRequest);
    },

    /** POST /api/connections/getPending: requests waiting for the caller's answer, the sender as otherUser. */
    async pending(auth: RequestAuth, userId: string, query: RequestListQuery): Promise<ConnectionRequest[]> {
      ownUserId(auth, userId);
      return (await repo.pendingRequests(auth.userId, 'received', query.kind, page(query))).map(toRequest);
    },

    /** GET /api/connections/connections: every connection (collaborators included) and the collaborators. */
    async list(auth: RequestAuth, query: ConnectionsQuery): Promise<ConnectionsResponse> {
      const search = query.search || undefined;
      const { connections, collaborators, totals } = await repo.connectionsPage(auth.userId, search, page(query));
      return {
        connections: connections.map(toConnection),
        collaborators: collaborators.map(toConnection),
        totalConnections: totals.connections,
        totalCollaborators: totals.collaborators,
        page: query.page,
        limit: query.limit,
      };
    },

    /**
     * POST /api/connections/connect/{userId}. When the other person already asked the caller, their
     * request is accepted instead. Two requests racing for the same pair end in one: the unique index on
     * the pending pair refuses the second, which answers as an existing request.
     */
    async connect(auth: RequestAuth, targetId: string, bodyUserId: string | undefined): Promise<ConnectResponse> {
      if (bodyUserId !== undefined) ownUserId(auth, bodyUserId);
      if (targetId === auth.userId) throw badRequest(M.selfRequest, 'SELF_REQUEST');
      await requireMember(targetId);
      const caller = { id: auth.userId, name: await displayName(auth.userId) };
      let outcome: { requestId: string; status: 'requested' | 'connected'; notification: NotificationRow };
      try {
        outcome = await repo.transaction(async (tx) => {
          if (await createRelationReader(tx).isBlockedEither(auth.userId, targetId)) throw forbidden(M.blocked, 'BLOCKED');
          if (await repo.findConnection(auth.userId, targetId, tx)) throw conflict(M.alreadyExists, 'ALREADY_EXISTS');
          const pending = await repo.pendingBetween(auth.userId, targetId, 'connection', tx);
          if (pending?.senderId === auth.userId) throw conflict(M.alreadyExists, 'ALREADY_EXISTS');
          if (pending) {
            return { requestId: pending.id, status: 'connected' as const, notification: await acceptInside(tx, pending, caller) };
          }
          const request = await repo.insertRequest(tx, auth.userId, targetId, 'connection');
          const notification = await notice(tx, 'connection_request', targetId, caller);
          return { requestId: request.id, status: 'requested' as const, notification };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(M.alreadyExists, 'ALREADY_EXISTS');
        throw error;
      }
      await outbox.deliver([outcome.notification]);
      if (outcome.status === 'connected') announce(auth.userId, 'connected', targetId, 'connected');
      else announce(auth.userId, 'requested', targetId, 'incoming');
      return {
        message: outcome.status === 'connected' ? M.accepted : M.sent,
        connectionId: outcome.requestId,
        status: outcome.status,
      };
    },

    /** POST /api/connections/revoke: the sender (userId1, the caller) takes back the pending request to userId2. */
    async revoke(auth: RequestAuth, body: { userId1: string; userId2: string; kind: RequestKind }): Promise<{ message: string }> {
      ownUserId(auth, body.userId1);
      const revoked = await repo.transaction(async (tx) => {
        const pending = await repo.pendingBetween(body.userId1, body.userId2, body.kind, tx);
        if (!pending || pending.senderId !== auth.userId) return false;
        return (await repo.closeRequest(tx, pending.id, 'revoked')) !== undefined;
      });
      if (!revoked) throw notFound(M.requestNotFound, 'REQUEST_NOT_FOUND');
      if (body.kind === 'connection') announce(auth.userId, 'none', body.userId2, 'none');
      else announce(auth.userId, 'connected', body.userId2, 'connected');
      return { message: M.canceled };
    },

    /** POST /api/connections/requests/{requestId}/accept|decline: only the receiver answers. */
    async answer(auth: RequestAuth, requestId: string, answer: 'accept' | 'decline'): Promise<{ message: string }> {
      const request = await repo.findRequest(requestId);
      if (!request) throw notFound(M.requestNotFound, 'REQUEST_NOT_FOUND');
      if (request.receiverId !== auth.userId) throw forbidden(M.notYourRequest, 'NOT_YOUR_REQUEST');
      if (request.status !== 'pending') throw conflict(M.requestNotPending, 'REQUEST_NOT_PENDING');
      const isConnection = request.kind === 'connection';
      if (answer === 'decline') {
        const closed = await repo.transaction((tx) => repo.closeRequest(tx, request.id, 'declined'));
        if (!closed) throw conflict(M.requestNotPending, 'REQUEST_NOT_PENDING');
        const status = isConnection ? 'none' : 'connected';
        announce(auth.userId, status, request.senderId, status);
        return { message: isConnection ? M.declined : M.collabDeclined };
      }
      const accepter = { id: auth.userId, name: await displayName(auth.userId) };
      const notification = await repo.transaction((tx) => acceptInside(tx, request, accepter));
      await outbox.deliver([notification]);
      announce(auth.userId, 'connected', request.senderId, 'connected');
      return { message: isConnection ? M.accepted : M.collabAccepted };
    },

    /** DELETE /api/connections/connections/{userId}: ends the connection, its collaboration and pending collaboration requests. */
    async remove(auth: RequestAuth, otherId: string): Promise<{ message: string }> {
      const removed = await repo.transaction(async (tx) => {
        const row = await repo.deleteConnection(tx, auth.userId, otherId);
        if (row) await repo.withdrawAllBetween(tx, auth.userId, otherId, 'collaboration');
        return row;
      });
      if (!removed) throw notFound(M.notConnectedWith, 'NOT_CONNECTED');
      announce(auth.userId, 'none', otherId, 'none');
      return { message: M.removed };
    },

    /** POST /api/connections/collaborate/{userId}: only between connected people. */
    async collaborate(auth: RequestAuth, otherId: string): Promise<CollaborateResponse> {
      const caller = { id: auth.userId, name: await displayName(auth.userId) };
      let outcome: { requestId: string; notification: NotificationRow };
      try {
        outcome = await repo.transaction(async (tx) => {
          if (await createRelationReader(tx).isBlockedEither(auth.userId, otherId)) throw forbidden(M.blocked, 'BLOCKED');
          const connection = otherId === auth.userId ? undefined : await repo.findConnection(auth.userId, otherId, tx);
          if (!connection) throw forbidden(M.notConnected, 'NOT_CONNECTED');
          if (connection.collaboratingSince || (await repo.pendingBetween(auth.userId, otherId, 'collaboration', tx))) {
            throw conflict(M.collabExists, 'COLLABORATION_EXISTS');
          }
          const request = await repo.insertRequest(tx, auth.userId, otherId, 'collaboration');
          return { requestId: request.id, notification: await notice(tx, 'collaboration_request', otherId, caller) };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(M.collabExists, 'COLLABORATION_EXISTS');
        throw error;
      }
      await outbox.deliver([outcome.notification]);
      announce(auth.userId, 'connected', otherId, 'connected');
      return { message: M.collabSent, requestId: outcome.requestId };
    },

    /** DELETE /api/connections/collaborators/{userId}: the two stay connected. */
    async endCollaboration(auth: RequestAuth, otherId: string): Promise<{ message: string }> {
      const ended = await repo.transaction(async (tx) => {
        const connection = await repo.findConnection(auth.userId, otherId, tx);
        if (!connection?.collaboratingSince) return false;
        await repo.setCollaboratingSince(tx, connection.id, null);
        return true;
      });
      if (!ended) throw notFound(M.notCollaborating, 'NOT_COLLABORATING');
      announce(auth.userId, 'connected', otherId, 'connected');
      return { message: M.collabEnded };
    },

    /** GET /api/connections/status/{userId}: how the caller stands with that person. */
    async status(auth: RequestAuth, otherId: string): Promise<ConnectionStatus> {
      await requireMember(otherId);
      const none: ConnectionStatus = {
        status: 'none',
        requestId: null,
        collaboration: 'none',
        collaborationRequestId: null,
        blocked: false,
        connectedSince: null,
      };
      if (otherId === auth.userId) return { ...none, status: 'self' };
      const [connection, request, collabRequest, blocked] = await Promise.all([
        repo.findConnection(auth.userId, otherId),
        repo.pendingBetween(auth.userId, otherId, 'connection'),
        repo.pendingBetween(auth.userId, otherId, 'collaboration'),
        repo.hasBlocked(auth.userId, otherId),
      ]);
      const direction = (row: RequestRow) => (row.senderId === auth.userId ? ('requested' as const) : ('incoming' as const));
      if (connection) {
        return {
          ...none,
          status: 'connected',
          collaboration: connection.collaboratingSince ? 'collaborating' : collabRequest ? direction(collabRequest) : 'none',
          collaborationRequestId: connection.collaboratingSince ? null : (collabRequest?.id ?? null),
          blocked,
          connectedSince: connection.createdAt.toISOString(),
        };
      }
      if (request) return { ...none, status: direction(request), requestId: request.id, blocked };
      return { ...none, blocked };
    },

    /** POST /api/connections/block/{userId}: the connection, collaboration and pending requests end with it. */
    async block(auth: RequestAuth, otherId: string): Promise<{ message: string }> {
      if (otherId === auth.userId) throw badRequest(M.selfBlock, 'SELF_BLOCK');
      await requireMember(otherId);
      await repo.transaction(async (tx) => {
        await repo.block(tx, auth.userId, otherId);
        await repo.deleteConnection(tx, auth.userId, otherId);
        await repo.withdrawAllBetween(tx, auth.userId, otherId);
      });
      announce(auth.userId, 'none', otherId, 'none');
      return { message: M.blockedDone };
    },

    /** DELETE /api/connections/block/{userId}: unblocking someone not blocked changes nothing. */
    async unblock(auth: RequestAuth, otherId: string): Promise<{ message: string }> {
      await repo.unblock(auth.userId, otherId);
      return { message: M.unblockedDone };
    },

    async blocked(auth: RequestAuth, query: { page: number; limit: number }) {
      const rows = await repo.listBlocked(auth.userId, page(query));
      return { data: rows.map(({ blockedAt, ...person }) => ({ ...person, blockedAt: blockedAt.toISOString() })) };
    },
  };
}

export type ConnectionsService = ReturnType<typeof createConnectionsService>;
